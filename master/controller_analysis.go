package master

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"chessmaster/engine"
)

// Analysis mode: an engine searches a position without end and reports
// its best lines (MultiPV) as they deepen, for the window's analysis
// panel. Like hints, the engines are programs and live with the players:
// package players registers the analyser (the built-in engine, or an
// external UCI engine); the controller only asks it.

// AnalysisRequest says what to analyse, how many lines, with which engine.
type AnalysisRequest struct {
	// StartFEN and Moves give the position: the moves (UCI) played from
	// StartFEN ("" = the standard start position). The moves are the
	// history that repetitions are judged by. PositionForAnalysis gives
	// the board's position in this form.
	StartFEN string
	Moves    []string
	// MultiPV is the number of lines: 0 and 1 mean the best line only;
	// at most MaxAnalysisLines. A position with fewer legal moves has
	// fewer lines.
	MultiPV int
	// EnginePath is "" for the built-in engine (full strength, with the
	// embedded tablebases, no opening book), else the executable of a
	// UCI engine, started for this analysis and ended with it.
	EnginePath string
}

// MaxAnalysisLines bounds AnalysisRequest.MultiPV.
const MaxAnalysisLines = engine.MaxMultiPV

// AnalysisLine is one line of an analysis, scored from the side to move
// in the analysed position. Exactly one of Mate, TBWin or Score says
// what the line is worth: a mate, a tablebase result, or an evaluation.
type AnalysisLine struct {
	MultiPV int // 1 for the best line, 2 for the next best, ...
	Depth   int // iteration depth in plies
	// Score is the evaluation in centipawns, positive when the side to
	// move is better; 0 when Mate or TBWin is set.
	Score int
	// Mate is "mate in N": N > 0 the side to move mates in N moves, N < 0
	// it is mated in -N moves, 0 no mate found.
	Mate int
	// TBWin is a tablebase result without a mate found yet: +1 the side
	// to move wins (show "TB win"), -1 it loses, 0 none. Engines report
	// such a result as a huge centipawn value (31743 less a distance for
	// the built-in engine, 20000 less one for Stockfish), which is not
	// an evaluation to print; here it is this field instead.
	TBWin int
	PV    []string // the line's moves, UCI, from the analysed position
	Nodes uint64   // nodes searched so far (the whole analysis)
	Time  time.Duration
}

// AnalyseFunc analyses req's position until ctx ends: after each
// completed iteration it calls report with every line of that iteration,
// best first (numbered 1..n by MultiPV), on the goroutine that called it
// and never after it returns. It returns nil when ctx ends, or the error
// that ended the analysis sooner (an engine that would not start or that
// crashed). A position searched to the end (a tablebase position, a
// search that reached the engine's largest depth) keeps its last report
// until ctx ends.
type AnalyseFunc func(ctx context.Context, req AnalysisRequest, report func([]AnalysisLine)) error

var (
	analyseMu   sync.RWMutex
	analyseFunc AnalyseFunc
)

// RegisterAnalyser sets the function Analyse asks.
func RegisterAnalyser(f AnalyseFunc) {
	analyseMu.Lock()
	analyseFunc = f
	analyseMu.Unlock()
}

// ErrNoAnalyser is Analyse's error when no analyser is registered.
var ErrNoAnalyser = errors.New("analysis is not available in this build")

// ErrNothingToAnalyse is Analyse's error for a position without a legal
// move (checkmate or stalemate).
var ErrNothingToAnalyse = errors.New("no legal move in this position: there is nothing to analyse")

// Analyse analyses req's position until ctx ends or the controller is
// closed, calling report after every completed iteration with the lines
// of that iteration (see AnalyseFunc): on the calling goroutine, so the
// caller hands the lines to its own event loop. It does not disturb the
// game, and several analyses may run at once (each on its own engine).
//
// It returns nil when ctx ends, ErrClosed when the controller is closed,
// or an error that says why no analysis is possible (a bad FEN, an
// illegal move, no legal move, an engine that would not start or that
// crashed) or that there is no analyser.
func (c *ChessMaster) Analyse(ctx context.Context, req AnalysisRequest, report func([]AnalysisLine)) error {
	c.mu.Lock()
	closed := c.closed
	c.mu.Unlock()
	if closed {
		return ErrClosed
	}
	analyseMu.RLock()
	f := analyseFunc
	analyseMu.RUnlock()
	if f == nil {
		return ErrNoAnalyser
	}
	if err := checkAnalysisPosition(req.StartFEN, req.Moves); err != nil {
		return err
	}
	req.MultiPV = min(max(req.MultiPV, 1), MaxAnalysisLines)
	req.Moves = append([]string(nil), req.Moves...)
	if report == nil {
		report = func([]AnalysisLine) {}
	}
	// Close ends the analysis.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(c.life, cancel)
	defer stop()
	err := f(ctx, req, report)
	if c.life.Err() != nil {
		return ErrClosed
	}
	if ctx.Err() != nil {
		return nil // whatever the engine said once it was told to stop
	}
	return err
}

// checkAnalysisPosition checks that startFEN and moves give a position
// with a legal move.
func checkAnalysisPosition(startFEN string, moves []string) error {
	fen := startFEN
	if fen == "" || fen == "startpos" {
		fen = engine.StartFEN
	}
	pos, err := engine.ParseFEN(fen)
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

// PositionForAnalysis returns the board's position as an AnalysisRequest
// wants it: the start position and the moves to the board's ply (from
// after the last null move, if the line has one, since engines cannot
// replay a null move).
func (c *ChessMaster) PositionForAnalysis() (startFEN string, moves []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	req := c.request(c.rec.turn(), c.gen)
	return req.StartFEN, req.Moves
}
