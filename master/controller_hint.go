package master

import (
	"context"
	"errors"
	"time"

	"chessmaster/analysis"
)

// HintTime is how long Hint thinks unless ctx has an earlier deadline.
const HintTime = 500 * time.Millisecond

// HintFunc suggests a move (UCI) for the position reached by moves from
// startFEN, thinking until ctx ends.
type HintFunc = analysis.HintFunc

// RegisterHinter sets the function Hint asks (package wiring registers
// players.Hint; the controller only asks it).
func RegisterHinter(f HintFunc) { analysis.RegisterHinter(f) }

// Hint returns the move (UCI) that the engine at full strength suggests
// for the side to move, after thinking HintTime (or until ctx ends). It
// does not disturb the game: a move played meanwhile makes the hint stale
// but not wrong for the position it was asked about.
func (c *ChessMaster) Hint(ctx context.Context) (string, error) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return "", ErrClosed
	}
	if c.outcome.Over() {
		c.mu.Unlock()
		return "", errors.New("the game is over")
	}
	req := c.request(c.rec.turn(), c.gen)
	c.mu.Unlock()

	f := analysis.Hinter()
	if f == nil {
		return "", errors.New("hints are not available in this build")
	}
	ctx, cancel := context.WithTimeout(ctx, HintTime)
	defer cancel()
	return f(ctx, req.StartFEN, req.Moves)
}
