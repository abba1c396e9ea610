package master

import (
	"context"
	"sync"
)

// HumanPlayer is a person at the board. The controller does not call its
// Move: ChessMaster.Play applies a human's move at once (so the caller
// learns right away whether it was legal). Move exists for code that
// drives players directly: it blocks until Submit hands it a move or ctx
// is cancelled.
type HumanPlayer struct {
	name string

	mu      sync.Mutex
	waiting chan string // non-nil while Move waits
}

// NewHuman returns a human player; an empty name becomes "Human".
func NewHuman(name string) *HumanPlayer {
	if name == "" {
		name = "Human"
	}
	return &HumanPlayer{name: name}
}

// Name implements Player.
func (h *HumanPlayer) Name() string { return h.name }

// Move implements Player: it waits for Submit or ctx.
func (h *HumanPlayer) Move(ctx context.Context, req MoveRequest) (MoveReply, error) {
	ch := make(chan string, 1)
	h.mu.Lock()
	h.waiting = ch
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		if h.waiting == ch {
			h.waiting = nil
		}
		h.mu.Unlock()
	}()
	select {
	case m := <-ch:
		return MoveReply{Move: m, Source: "human"}, nil
	case <-ctx.Done():
		return MoveReply{}, ctx.Err()
	}
}

// Submit hands a move to a waiting Move call. It reports false when no
// Move call is waiting. The move is not checked here.
func (h *HumanPlayer) Submit(move string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.waiting == nil {
		return false
	}
	select {
	case h.waiting <- move:
		h.waiting = nil
		return true
	default:
		return false
	}
}

// AcceptDraw implements DrawDecider: when two people share the board the
// user interface asks the opponent before offering, so the offer stands.
func (h *HumanPlayer) AcceptDraw(DrawOffer) bool { return true }

// Close implements Player.
func (h *HumanPlayer) Close() error { return nil }
