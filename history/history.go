// Package history keeps the games played with ChessMaster in a JSON file
// so that the computer can prefer openings that went well before.
package history

import (
	"chessmaster/engine"
	"chessmaster/internal/fenfields"
	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// The history file keeps the games played with ChessMaster so that the
// computer can prefer openings that went well before. It is a JSON file,
// history.json, in <user config dir>/ChessMaster (on Linux
// ~/.config/ChessMaster), or in $CHESSMASTER_HISTORY_DIR, or in
// master.Settings.HistoryDir. A missing or unreadable file is ignored with a
// logged warning; it never stops a game.

// HistoryFileName is the file's name inside the history directory.
const HistoryFileName = "history.json"

// HistoryEnv overrides the history directory (tests, portable installs).
const HistoryEnv = "CHESSMASTER_HISTORY_DIR"

// standardFEN is the initial position (games from it store no FEN).
const standardFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Plies: past games steer the choice among book moves during the first
// plies only.
const Plies = 10

// maxHistoryGames bounds the file; the oldest games are dropped first.
const maxHistoryGames = 1000

// maxHistoryBytes bounds what is read of the file: 1000 games take a few
// megabytes, so a larger file is not one this package wrote. (A variable
// for the tests.)
var maxHistoryBytes int64 = 64 << 20

// HistoryGame is one finished game in the history file.
type HistoryGame struct {
	Date     time.Time `json:"date"`
	White    string    `json:"white"`
	Black    string    `json:"black"`
	Result   string    `json:"result"`
	Method   string    `json:"method,omitempty"`
	StartFEN string    `json:"startFEN,omitempty"` // empty: standard start
	Moves    []string  `json:"moves"`              // UCI
	// Who played, for the rating estimate (rating.go): each side's kind
	// ("human", "computer", "random", "uci"; empty in games recorded
	// before these fields) and, for the built-in computer, its level (0:
	// full strength) and that level's measured Elo when the game was
	// played (the labels move when the levels are measured again).
	WhiteKind  string `json:"whiteKind,omitempty"`
	BlackKind  string `json:"blackKind,omitempty"`
	WhiteLevel int    `json:"whiteLevel,omitempty"`
	BlackLevel int    `json:"blackLevel,omitempty"`
	WhiteElo   int    `json:"whiteElo,omitempty"`
	BlackElo   int    `json:"blackElo,omitempty"`
	// Casual: moves were taken back, or the players changed after the
	// first move; the rating estimate leaves the game out.
	Casual bool `json:"casual,omitempty"`
}

type historyFile struct {
	Version int           `json:"version"`
	Games   []HistoryGame `json:"games"`
}

// History is the loaded history file with an index of opening moves.
type History struct {
	Games []HistoryGame
	// stats maps a position (FEN without move counters) to each move's
	// record from the mover's point of view.
	stats map[string]map[string]*moveStat
}

type moveStat struct {
	games  int
	points float64 // 1 per win, 1/2 per draw, for the side that played it
}

// Dir resolves where the history file lives: override when set, else
// $CHESSMASTER_HISTORY_DIR, else <user config dir>/ChessMaster.
func Dir(override string) string {
	if override != "" {
		return override
	}
	if d := os.Getenv(HistoryEnv); d != "" {
		return d
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "ChessMaster")
}

// Path is the history file for Dir(override) ("" if no directory can be
// found).
func Path(override string) string {
	dir := Dir(override)
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, HistoryFileName)
}

// historyMu serialises writers of history files in this process.
var historyMu sync.Mutex

// LoadHistory reads the history file in dir. A missing file gives an
// empty history and no error.
func Load(dir string) (*History, error) {
	h := &History{stats: map[string]map[string]*moveStat{}}
	if dir == "" {
		return h, nil
	}
	data, err := regularfile.Read(filepath.Join(dir, HistoryFileName), maxHistoryBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return h, nil
	}
	if err != nil {
		return h, err
	}
	var f historyFile
	if err := json.Unmarshal(data, &f); err != nil {
		return h, fmt.Errorf("history file %s is corrupt: %w", filepath.Join(dir, HistoryFileName), err)
	}
	h.Games = f.Games
	h.index()
	return h, nil
}

// LoadQuiet is Load that logs problems and never fails.
func LoadQuiet(dir string) *History {
	h, err := Load(dir)
	if err != nil {
		log.Printf("ignoring game history: %v", err)
	}
	return h
}

// index replays the opening of every game from the standard start.
func (h *History) index() {
	for _, g := range h.Games {
		if g.StartFEN != "" && g.StartFEN != standardFEN {
			continue
		}
		var points float64
		switch g.Result {
		case "1-0":
			points = 1
		case "0-1":
			points = 0
		case "1/2-1/2":
			points = 0.5
		default:
			continue
		}
		pos, _ := engine.ParseFEN(standardFEN)
		for i, mv := range g.Moves {
			if i >= Plies {
				break
			}
			m, err := pos.ParseMove(mv)
			if err != nil {
				break
			}
			key := historyKey(pos.FEN())
			if h.stats[key] == nil {
				h.stats[key] = map[string]*moveStat{}
			}
			st := h.stats[key][mv]
			if st == nil {
				st = &moveStat{}
				h.stats[key][mv] = st
			}
			st.games++
			if pos.SideToMove() == engine.White {
				st.points += points
			} else {
				st.points += 1 - points
			}
			pos.MakeMove(m)
		}
	}
}

// historyKey drops the move counters so that transpositions meet.
func historyKey(fen string) string {
	return fenfields.Split(fen).Position()
}

// HistoryScore returns, for each move played before in position fen, how
// many games it was played in and the mover's average score (0..1).
func (h *History) HistoryScore(fen string) map[string]MoveScore {
	out := map[string]MoveScore{}
	if h == nil {
		return out
	}
	for mv, st := range h.stats[historyKey(fen)] {
		out[mv] = MoveScore{Games: st.games, Score: st.points / float64(st.games)}
	}
	return out
}

// MoveScore is a move's record in past games.
type MoveScore struct {
	Games int
	Score float64 // average for the side that played it: 1 win, 0.5 draw
}

// PreferredMove picks, among candidates (e.g. the book moves of fen), the
// one with the best past average score for the mover, provided that score
// is at least a half (it did not lose more than it won). ok is false when
// no candidate qualifies; ties go to the move played more often.
func (h *History) PreferredMove(fen string, candidates []string) (move string, ok bool) {
	scores := h.HistoryScore(fen)
	best := MoveScore{Score: 0.5}
	for _, c := range candidates {
		s, played := scores[c]
		if !played {
			continue
		}
		if s.Score > best.Score || s.Score == best.Score && s.Games > best.Games {
			best, move, ok = s, c, true
		}
	}
	return move, ok
}

// appendHistory adds g to the file in dir atomically.
func Append(dir string, g HistoryGame) error {
	historyMu.Lock()
	defer historyMu.Unlock()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	path := filepath.Join(dir, HistoryFileName)
	var f historyFile
	data, err := regularfile.Read(path, maxHistoryBytes)
	switch {
	case err == nil || errors.Is(err, regularfile.ErrTooLarge):
		if err == nil {
			err = json.Unmarshal(data, &f)
		}
		if err != nil {
			// Keep the damaged (or foreign) file for the user and start
			// afresh.
			log.Printf("history file %s is corrupt (%v); starting a new one", path, err)
			os.Rename(path, path+".corrupt")
			f = historyFile{}
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err // a folder or a pipe in its place: left alone
	}
	f.Version = 1
	f.Games = append(f.Games, g)
	if len(f.Games) > maxHistoryGames {
		f.Games = f.Games[len(f.Games)-maxHistoryGames:]
	}
	out, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	return safefile.Write(path, out)
}
