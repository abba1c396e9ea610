package master

import (
	"fmt"
	"strings"
	"time"

	"chessmaster/engine"
)

// PlayerKind says who plays one side of the board.
type PlayerKind int

const (
	// Human moves come from the user through ChessMaster.Play.
	Human PlayerKind = iota
	// Computer is the built-in engine at a chosen level.
	Computer
	// Random plays a uniformly random legal move.
	Random
	// UCIEngine is an external engine program spoken to over UCI.
	UCIEngine
)

var kindNames = [...]string{"human", "computer", "random", "uci"}

// String returns the lower-case name used on command lines ("human",
// "computer", "random", "uci").
func (k PlayerKind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("PlayerKind(%d)", int(k))
}

// ParsePlayerKind reads a kind name as written by String (case-insensitive;
// "engine" is accepted for computer and "stockfish"-style paths are not).
func ParsePlayerKind(s string) (PlayerKind, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "human", "h":
		return Human, nil
	case "computer", "engine", "c":
		return Computer, nil
	case "random", "r":
		return Random, nil
	case "uci", "ucie", "uciengine":
		return UCIEngine, nil
	}
	return Human, fmt.Errorf("unknown player kind %q (want human, computer, random or uci)", s)
}

// MaxLevel is the strongest limited difficulty level a Computer player
// accepts. Level 0 means full strength; levels 1..MaxLevel go from weakest
// to strongest. The levels, their names and measured Elo are the
// engine's table (engine.Levels).
const MaxLevel = engine.MaxLevel

// PlayerConfig describes one player.
type PlayerConfig struct {
	Kind PlayerKind
	// Name overrides the displayed name; empty picks a default such as
	// "ChessMaster level 5" or "Human".
	Name string
	// Level is the Computer's difficulty: 0 = full strength, else
	// 1 (weakest) .. MaxLevel.
	Level int
	// MoveTime is the thinking time per move for Computer and UCIEngine
	// players when the game has no clock; zero uses DefaultMoveTime.
	MoveTime time.Duration
	// EnginePath and EngineOptions configure a UCIEngine player.
	EnginePath    string
	EngineOptions map[string]string
	// NaturalPace makes Computer and Random players take a moment before
	// moving instead of answering instantly (book moves, random moves), so
	// a human can follow the game.
	NaturalPace bool
	// Threads is how many search threads a full-strength Computer uses
	// (Lazy SMP); 0 or 1 is one, at most MaxThreads. Limited levels always
	// search on one thread: their node budgets are their strength.
	Threads int
	// Seed makes a Random player repeatable; zero draws a random seed.
	Seed uint64
}

// MaxThreads is the most search threads the engine uses (Settings.Threads),
// for the front ends that offer the choice.
const MaxThreads = engine.MaxThreads

// DefaultMoveTime is a Computer's thinking time per move without a clock.
const DefaultMoveTime = time.Second

// ClockConfig is a time control: Base for the whole game plus Increment
// after each move (Fischer), or, with Moves set, Base for every Moves
// moves (a classical control such as 40 moves in 90 minutes: each side
// gets Base again after its 40th, 80th, ... move), with Increment on top.
// With Then set as well, the periods after the first differ from it:
// FIDE's classical control is 90 minutes for 40 moves, then 30 minutes
// for the rest of the game, 30 s a move from move one (Base 90 min, Moves
// 40, Then 30 min, Increment 30 s). The zero value means the game has no
// clock.
type ClockConfig struct {
	Base      time.Duration
	Increment time.Duration
	// Moves is the number of moves each period of Base covers; 0: Base is
	// for the whole game.
	Moves int
	// Then, with Moves, is the time a side gets after its Moves-th move
	// instead of Base again; 0: every period is Base for Moves moves.
	Then time.Duration
	// ThenMoves, with Then, is the number of moves each period of Then
	// covers (40/7200:20/3600: an hour for every 20 moves after the first
	// 40); 0: Then is for the rest of the game.
	ThenMoves int
}

// MaxPeriodMoves bounds ClockConfig.Moves and ThenMoves.
const MaxPeriodMoves = 1000

// MovesToGo is how many moves a side that has made done moves must still
// make within its current period (0 without periods, and in a last period
// that lasts the rest of the game).
func (c ClockConfig) MovesToGo(done int) int {
	switch {
	case c.Moves <= 0:
		return 0
	case done < c.Moves:
		return c.Moves - done
	case c.Then <= 0:
		return c.Moves - done%c.Moves
	case c.ThenMoves > 0:
		return c.ThenMoves - (done-c.Moves)%c.ThenMoves
	}
	return 0
}

// periodTime is the time a side gets when its done-th move (counted from
// one) ends a period of moves, else 0.
func (c ClockConfig) periodTime(done int) time.Duration {
	switch {
	case c.Moves <= 0 || done < c.Moves:
		return 0
	case c.Then <= 0:
		if done%c.Moves == 0 {
			return c.Base
		}
	case done == c.Moves:
		return c.Then
	case c.ThenMoves > 0 && (done-c.Moves)%c.ThenMoves == 0:
		return c.Then
	}
	return 0
}

// Enabled reports whether the game is played with a clock.
func (c ClockConfig) Enabled() bool { return c.Base > 0 }

// PGNTimeControl is the PGN TimeControl tag value: "300+2" (seconds),
// "40/5400+30" for periods of moves, "40/5400+30:1800+30" when the
// periods after the first differ (the increment written with each), or
// "-" without a clock.
func (c ClockConfig) PGNTimeControl() string {
	if !c.Enabled() {
		return "-"
	}
	sec := func(d time.Duration) string {
		if d%time.Second == 0 {
			return fmt.Sprint(int64(d / time.Second))
		}
		return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", d.Seconds()), "0"), ".")
	}
	period := func(moves int, base time.Duration) string {
		s := sec(base)
		if moves > 0 {
			// PGN's "moves/seconds" field (the standard, section 9.6.1).
			s = fmt.Sprint(moves) + "/" + s
		}
		if c.Increment > 0 {
			s += "+" + sec(c.Increment)
		}
		return s
	}
	tc := period(c.Moves, c.Base)
	if c.Moves > 0 && c.Then > 0 {
		tc += ":" + period(c.ThenMoves, c.Then)
	}
	return tc
}

// Settings configure one game.
type Settings struct {
	White, Black PlayerConfig
	Clock        ClockConfig
	// AllowTakeback permits Undo; when false Undo returns an error.
	AllowTakeback bool
	// UseBook lets Computer players play opening book moves; BookFile
	// names a polyglot book to use instead of the embedded one.
	UseBook  bool
	BookFile string
	// SyzygyPath is a directory of Syzygy tablebases for Computer
	// players; empty uses the embedded ones.
	SyzygyPath string
	// StartFEN starts the game from a position; empty is the standard
	// initial position (with Chess960: a random Chess960 start position).
	StartFEN string
	// Chess960 plays Chess960 (Fischer random chess) from StartFEN: see
	// chess960.go. A StartFEN whose castling rights exist only in
	// Chess960 makes a Chess960 game without it too.
	Chess960 bool
	// History appends every finished game to the history file (see
	// HistoryDir) so that Computer players can prefer openings that
	// worked before.
	History bool
	// HistoryDir overrides the directory of the history file; empty uses
	// $CHESSMASTER_HISTORY_DIR or else <user config dir>/ChessMaster.
	HistoryDir string
	// Event and Site fill the PGN tags of new games; empty gives
	// "Casual game" and "ChessMaster".
	Event, Site string
}

// DefaultSettings is a human (White) against the computer at level 5,
// no clock, takebacks allowed, the opening book and history on.
func DefaultSettings() Settings {
	return Settings{
		White:         PlayerConfig{Kind: Human},
		Black:         PlayerConfig{Kind: Computer, Level: 5},
		AllowTakeback: true,
		UseBook:       true,
		History:       true,
	}
}

// Player returns the configuration of the given side.
func (s Settings) Player(c Color) PlayerConfig {
	if c == Black {
		return s.Black
	}
	return s.White
}

// Validate reports the first setting that cannot work.
func (s Settings) Validate() error {
	for _, c := range []Color{White, Black} {
		p := s.Player(c)
		if p.Kind < Human || p.Kind > UCIEngine {
			return fmt.Errorf("%s: unknown player kind %d", c, int(p.Kind))
		}
		if _, err := engine.LevelByNumber(p.Level); err != nil {
			return fmt.Errorf("%s: %w", c, err)
		}
		if p.MoveTime < 0 {
			return fmt.Errorf("%s: negative move time", c)
		}
		if p.Kind == UCIEngine && strings.TrimSpace(p.EnginePath) == "" {
			return fmt.Errorf("%s: a UCI engine player needs the engine's path", c)
		}
	}
	if s.Clock.Base < 0 || s.Clock.Increment < 0 {
		return fmt.Errorf("clock: negative time")
	}
	if s.Clock.Base == 0 && s.Clock.Increment > 0 {
		return fmt.Errorf("clock: an increment needs a base time")
	}
	if s.Clock.Moves < 0 || s.Clock.Moves > MaxPeriodMoves {
		return fmt.Errorf("clock: moves per period must be 1 to %d", MaxPeriodMoves)
	}
	if s.Clock.Moves > 0 && s.Clock.Base == 0 {
		return fmt.Errorf("clock: moves per period need a base time")
	}
	if s.Clock.Then < 0 {
		return fmt.Errorf("clock: negative time after the first period")
	}
	if s.Clock.Then > 0 && s.Clock.Moves == 0 {
		return fmt.Errorf("clock: a time after the first period needs moves per period")
	}
	if s.Clock.ThenMoves < 0 || s.Clock.ThenMoves > MaxPeriodMoves || s.Clock.ThenMoves > 0 && s.Clock.Then == 0 {
		return fmt.Errorf("clock: moves per later period must be 1 to %d, with a time for them", MaxPeriodMoves)
	}
	return nil
}
