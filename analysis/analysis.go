// Package analysis holds what an analysis is: the request (a position,
// how many lines, which engine), the lines an engine reports, and the one
// analyser that package wiring registers (players.Analyse). The controller
// (master.ChessMaster.Analyse) hands requests to it; the window shows the
// lines. Keeping these types here keeps the controller small.
package analysis

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"chessmaster/engine"
)

// Request says what to analyse, how many lines, with which engine.
type Request struct {
	// StartFEN and Moves give the position: the moves (UCI) played from
	// StartFEN ("" = the standard start position). The moves are the
	// history that repetitions are judged by. PositionForAnalysis gives
	// the board's position in this form.
	StartFEN string
	Moves    []string
	// MultiPV is the number of lines: 0 and 1 mean the best line only;
	// at most MaxLines. A position with fewer legal moves has
	// fewer lines.
	MultiPV int
	// EnginePath is "" for the built-in engine (full strength, with the
	// embedded tablebases, no opening book), else the executable of a
	// UCI engine, started for this analysis and ended with it.
	EnginePath string
	// Chess960 says the position is one of a Chess960 game: castling in
	// Moves and in the lines is king-takes-rook, a UCI engine gets
	// UCI_Chess960. The controller sets it for its Chess960 games.
	Chess960 bool
}

// MaxLines bounds Request.MultiPV.
const MaxLines = engine.MaxMultiPV

// Line is one line of an analysis, scored from the side to move
// in the analysed position. Exactly one of Mate, TBWin or Score says
// what the line is worth: a mate, a tablebase result, or an evaluation.
type Line struct {
	MultiPV int // 1 for the best line, 2 for the next best, ...
	Depth   int // iteration depth in plies
	// Score is the evaluation in centipawns, positive when the side to
	// move is better; 0 when Mate or TBWin is set.
	Score int
	// Mate is "mate in N": N > 0 the side to move mates in N moves, N < 0
	// it is mated in -N moves, 0 no mate found.
	Mate int
	// TBWin is a tablebase result without a mate found yet: +1 the side
	// to move wins (shown "TB 1-0" or "TB 0-1"), -1 it loses, 0 none. Engines report
	// such a result as a huge centipawn value (31743 less a distance for
	// the built-in engine, 20000 less one for Stockfish), which is not
	// an evaluation to print; here it is this field instead.
	TBWin int
	PV    []string // the line's moves, UCI, from the analysed position
	Nodes uint64   // nodes searched so far (the whole analysis)
	Time  time.Duration
}

// Func analyses req's position until ctx ends: after each
// completed iteration it calls report with every line of that iteration,
// best first (numbered 1..n by MultiPV), on the goroutine that called it
// and never after it returns. It returns nil when ctx ends, or the error
// that ended the analysis sooner (an engine that would not start or that
// crashed). A position searched to the end (a tablebase position, a
// search that reached the engine's largest depth) keeps its last report
// until ctx ends.
type Func func(ctx context.Context, req Request, report func([]Line)) error

var (
	analyseMu   sync.RWMutex
	analyseFunc Func
)

// Register sets the analyser the controller asks.
func Register(f Func) {
	analyseMu.Lock()
	analyseFunc = f
	analyseMu.Unlock()
}

// ErrNoAnalyser is Analyse's error when no analyser is registered.
var ErrNoAnalyser = errors.New("analysis is not available in this build")

// ErrNothingToAnalyse is Analyse's error for a position without a legal
// move (checkmate or stalemate).
var ErrNothingToAnalyse = errors.New("no legal move in this position: there is nothing to analyse")

// Registered returns the analyser, or nil.
func Registered() Func {
	analyseMu.RLock()
	defer analyseMu.RUnlock()
	return analyseFunc
}

// CheckPosition checks that startFEN and moves give a position
// with a legal move.
func CheckPosition(startFEN string, moves []string, chess960 bool) error {
	fen := startFEN
	if fen == "" || fen == "startpos" {
		fen = engine.StartFEN
	}
	pos, err := engine.ParseFENVariant(fen, chess960)
	if err != nil {
		return fmt.Errorf("analysis: %w", err)
	}
	for i, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return fmt.Errorf("analysis: move %d (%s): %w", i+1, s, err)
		}
		pos.MakeMove(m)
	}
	if !pos.HasLegalMove() {
		return ErrNothingToAnalyse
	}
	return nil
}

// HintFunc suggests a move (UCI) for the position reached by moves from
// startFEN, thinking until ctx ends.
type HintFunc func(ctx context.Context, startFEN string, moves []string) (string, error)

var (
	hintMu   sync.RWMutex
	hintFunc HintFunc
)

// RegisterHinter sets the hint engine the controller asks.
func RegisterHinter(f HintFunc) {
	hintMu.Lock()
	hintFunc = f
	hintMu.Unlock()
}

// Hinter returns the hint engine, or nil.
func Hinter() HintFunc {
	hintMu.RLock()
	defer hintMu.RUnlock()
	return hintFunc
}
