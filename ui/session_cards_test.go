package ui

import (
	"testing"

	"chessmaster/master"
)

// TestSessionCardsShowTheBoardsSides: in a mode with a position of its
// own (here the puzzles), the player cards name the colours and follow
// the board's position, not the players, clocks and captures of the game
// held under it.
func TestSessionCardsShowTheBoardsSides(t *testing.T) {
	h, _ := startTestPuzzles(t)
	if h.a.mode() != modePuzzles {
		t.Fatalf("mode %v, want puzzles", h.a.mode())
	}
	// The puzzle's position is after 1.e4 with Black (the solver) at
	// the bottom and to move.
	bottom, top := h.a.bottomCard, h.a.topCard
	if got, want := bottom.Name(), sideName(master.Black); got != want {
		t.Errorf("bottom card %q, want %q", got, want)
	}
	if got, want := top.Name(), sideName(master.White); got != want {
		t.Errorf("top card %q, want %q", got, want)
	}
	tapMove(h, "e7e5") // right: White answers 2.Nf3, Black to move again
	if got, want := bottom.Name(), sideName(master.Black); got != want {
		t.Errorf("after a move the bottom card is %q, want %q", got, want)
	}
}
