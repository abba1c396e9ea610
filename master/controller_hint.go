package master

import (
	"context"
	"errors"
)

// hinter owns the full-strength engine used for hints, created on first
// use.
type hinter struct{}

func (h *hinter) close() {}

// HintTime is how long Hint thinks unless ctx has an earlier deadline.
const HintTime = 500 * 1e6 // 0.5 s

// Hint returns the move (UCI) a full-strength engine suggests for the side
// to move.
func (c *ChessMaster) Hint(ctx context.Context) (string, error) {
	return "", errors.New("hints need the built-in engine, which is not available yet")
}
