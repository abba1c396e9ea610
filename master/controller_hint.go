package master

import (
	"context"
	"errors"
	"sync"
	"time"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

// HintTime is how long Hint thinks unless ctx has an earlier deadline.
const HintTime = 500 * time.Millisecond

// hintHashMB keeps the hint engine small: it searches half a second.
const hintHashMB = 16

// hinter owns the full-strength engine used for hints, created on first
// use and kept for the controller's life.
type hinter struct {
	mu  sync.Mutex
	eng *engine.Engine
}

func (h *hinter) close() {
	h.mu.Lock()
	h.eng = nil
	h.mu.Unlock()
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

	h := &c.hint
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.eng == nil {
		h.eng = engine.New()
		h.eng.SetHashSize(hintHashMB)
		if tb, err := tablebase.Default(); err == nil {
			h.eng.SetTablebases(tb) // endgame hints are then exact
		}
	}
	if err := h.eng.SetPosition(req.StartFEN, req.Moves); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(ctx, HintTime)
	defer cancel()
	res := h.eng.Search(ctx, engine.Limits{Infinite: true}, nil)
	if res.BestMove == "" {
		return "", errors.New("no legal move")
	}
	return res.BestMove, nil
}
