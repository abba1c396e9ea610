package master

import "context"

// HumanPlayer is a person at the board. The controller never asks it for a
// move: ChessMaster.Play applies a human's move at once, so the caller
// learns right away whether it was legal.
type HumanPlayer struct {
	name string
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

// Move implements Player: a human's moves come through Play, so it only
// waits until ctx ends.
func (h *HumanPlayer) Move(ctx context.Context, _ MoveRequest) (MoveReply, error) {
	<-ctx.Done()
	return MoveReply{}, ctx.Err()
}

// AcceptDraw implements DrawDecider: when two people share the board the
// user interface asks the opponent before offering, so the offer stands.
func (h *HumanPlayer) AcceptDraw(DrawOffer) bool { return true }

// Close implements Player.
func (h *HumanPlayer) Close() error { return nil }
