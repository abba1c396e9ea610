package players

import (
	"context"
	"errors"
	"sync"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

// hintHashMB keeps the hint engine small: it searches half a second.
const hintHashMB = 16

// hinter owns the full-strength engine used for hints, created on first
// use and shared by every game (hints are asked one at a time).
type hinter struct {
	mu  sync.Mutex
	eng *engine.Engine
}

var hints hinter

// Hint is the hint engine package wiring registers with master
// (master.HintFunc): the best move after moves from startFEN, searched at
// full strength until ctx ends.
func Hint(ctx context.Context, startFEN string, moves []string) (string, error) {
	return hints.suggest(ctx, startFEN, moves)
}

// suggest searches the position at full strength until ctx ends.
func (h *hinter) suggest(ctx context.Context, startFEN string, moves []string) (string, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.eng == nil {
		h.eng = engine.New()
		h.eng.SetHashSize(hintHashMB)
		if tb, err := tablebase.Default(); err == nil {
			h.eng.SetTablebases(tb) // endgame hints are then exact
		}
	}
	if err := h.eng.SetPosition(startFEN, moves); err != nil {
		return "", err
	}
	res := h.eng.Search(ctx, engine.Limits{Infinite: true}, nil)
	if res.BestMove == "" {
		return "", errors.New("no legal move")
	}
	return res.BestMove, nil
}
