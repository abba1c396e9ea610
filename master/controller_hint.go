package master

import (
	"context"
	"errors"
	"sync"
	"time"
)

// HintTime is how long Hint thinks unless ctx has an earlier deadline.
const HintTime = 500 * time.Millisecond

// HintFunc suggests a move (UCI) for the position reached by moves from
// startFEN, thinking until ctx ends.
type HintFunc func(ctx context.Context, startFEN string, moves []string) (string, error)

// The hint engine is a program, so it lives with the players (package
// players registers it); the controller only asks it.
var (
	hintMu   sync.RWMutex
	hintFunc HintFunc
)

// RegisterHinter sets the function Hint asks.
func RegisterHinter(f HintFunc) {
	hintMu.Lock()
	hintFunc = f
	hintMu.Unlock()
}

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

	hintMu.RLock()
	f := hintFunc
	hintMu.RUnlock()
	if f == nil {
		return "", errors.New("hints are not available in this build")
	}
	ctx, cancel := context.WithTimeout(ctx, HintTime)
	defer cancel()
	return f(ctx, req.StartFEN, req.Moves)
}
