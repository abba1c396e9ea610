// Package master is the ChessMaster game controller and only that: it owns
// the game record, alternates the players, keeps the clocks, decides
// outcomes, takes moves back and publishes events. It knows nothing of any
// user interface: the window (package ui), the terminal (package terminal)
// and the match runner (package match) all drive it.
//
// notnil/chess is its referee: every move that enters the game record is
// checked by that second, independent rules implementation, so a bug in the
// engine's move generator can never produce an illegal game. The programs
// that play (package players) are registered with RegisterPlayer by
// package wiring; the PGN format is package pgn.
//
// The name: read "master" as the game master, the one who runs the game
// (its type is ChessMaster, after the program). "controller" would say it
// as well, but every front end, the match runner, the players and their
// tests import the package by this name, so a rename would touch most of
// the program for no change in meaning; the package comment says what it
// is instead.
package master

import (
	"context"
	"time"
)

// Player is anyone who can choose a move: a human at the board, the built-in
// engine, a random mover or an external UCI engine.
type Player interface {
	// Name is shown to the user and written to PGN (e.g. "ChessMaster level 5").
	Name() string
	// Move chooses a move for the side to move in req. It must return
	// promptly with ctx.Err() when ctx is cancelled (New Game, Undo, Quit).
	Move(ctx context.Context, req MoveRequest) (MoveReply, error)
	// Close releases the player's resources (engine processes, goroutines).
	Close() error
}

// MoveRequest describes the game to a player at the moment it must move.
type MoveRequest struct {
	StartFEN string   // position the game started from
	Moves    []string // moves played since StartFEN, in UCI notation
	FEN      string   // current position
	// Chess960 is set in a Chess960 game: castling moves in Moves and in
	// the reply are king-takes-rook (e1h1), as UCI writes them there.
	Chess960 bool

	// Clocks: remaining time and increment per side; zero when the game is
	// played without clocks (then MoveTime applies to computer players).
	WhiteTime, BlackTime time.Duration
	WhiteInc, BlackInc   time.Duration
	// MovesToGo is, with a clock of periods of moves (ClockConfig.Moves),
	// how many moves the side to move must make before its next period's
	// time arrives; 0 otherwise.
	MovesToGo int
	MoveTime  time.Duration

	// Thinking, when not nil, receives progress reports while a computer
	// player searches. It may be called from any goroutine.
	Thinking func(ThinkingInfo)
}

// MoveReply is a player's chosen move and what it knew about it.
type MoveReply struct {
	Move   string       // UCI notation, e.g. "e2e4" or "e7e8q"
	Source MoveSource   // who or what chose the move
	Info   ThinkingInfo // the last thinking report, if any
}

// ThinkingInfo is one progress report of a searching player.
type ThinkingInfo struct {
	Depth, SelDepth int
	Score           int // centipawns from the mover's point of view; valid when Mate == 0
	Mate            int // mate in N moves (>0 mover mates, <0 mover is mated), 0 if none
	Nodes           uint64
	NPS             uint64
	Time            time.Duration
	PV              []string // UCI moves
	// Source says where the move came from: a book move has no search
	// behind it, so its depth, score and nodes mean nothing to a reader.
	Source InfoSource
	// TBWin is a result the tablebases know (+1 the mover wins, -1 it
	// loses, 0 none): the engines report it as a huge centipawn value
	// (Score keeps it, for programs that compare scores), which is not
	// an evaluation to show.
	TBWin int
	// DTZ is the tablebases' distance to a zeroing move in plies, for a
	// move that came from them (Source == FromTablebase); 0 when unknown.
	DTZ int
}

// InfoSource says how a program chose its move.
type InfoSource int

const (
	FromSearch    InfoSource = iota // a search (or nothing known)
	FromBook                        // the opening book
	FromTablebase                   // the endgame tablebases
)

// MoveSource says who or what chose a move: a front end compares it with
// the constants below, never with words of its own. The values are the
// words a log may show.
type MoveSource string

// The sources of a move.
const (
	SourceHuman     MoveSource = "human"     // the user, on the board or typed
	SourceBook      MoveSource = "book"      // an opening book
	SourceTablebase MoveSource = "tablebase" // the endgame tablebases
	SourceSearch    MoveSource = "search"    // the built-in engine's search
	SourceRandom    MoveSource = "random"    // the random player
	SourceUCI       MoveSource = "uci"       // an external UCI engine
	SourceForced    MoveSource = "forced"    // the only legal move, played without a search
	SourcePGN       MoveSource = "pgn"       // read from a game file (or replayed from the tree)
	SourceAnalysis  MoveSource = "analysis"  // played from an analysis line
)

// infoSource is the InfoSource of a MoveReply.Source.
func infoSource(replySource MoveSource) InfoSource {
	switch replySource {
	case SourceBook:
		return FromBook
	case SourceTablebase:
		return FromTablebase
	}
	return FromSearch
}
