package master

import (
	"context"

	"chessmaster/analysis"
)

// Analysis mode: an engine searches a position without end and reports
// its best lines (MultiPV) as they deepen, for the window's analysis
// panel. Like hints, the engines are programs and live with the players:
// package players registers the analyser (the built-in engine, or an
// external UCI engine); the controller only asks it.

// The request and line types, and the registry of the analyser, are
// package analysis's; these names keep the controller's API in one place.
type (
	AnalysisRequest = analysis.Request
	AnalysisLine    = analysis.Line
	AnalyseFunc     = analysis.Func
)

// MaxAnalysisLines bounds AnalysisRequest.MultiPV.
const MaxAnalysisLines = analysis.MaxLines

// RegisterAnalyser sets the function Analyse asks.
func RegisterAnalyser(f AnalyseFunc) { analysis.Register(f) }

// Errors of Analyse.
var (
	ErrNoAnalyser       = analysis.ErrNoAnalyser
	ErrNothingToAnalyse = analysis.ErrNothingToAnalyse
)

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
	req.Chess960 = req.Chess960 || c.rec.chess960 // the game's positions are Chess960 ones
	c.mu.Unlock()
	if closed {
		return ErrClosed
	}
	f := analysis.Registered()
	if f == nil {
		return ErrNoAnalyser
	}
	if err := analysis.CheckPosition(req.StartFEN, req.Moves, req.Chess960); err != nil {
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
