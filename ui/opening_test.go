package ui

import (
	"testing"

	"chessmaster/eco"
)

// The opening's name above the move list follows the board: none at the
// start, the deepest named position of the line, and back when browsing.
func TestOpeningNameFollowsTheBoard(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if h.a.opening.Visible() {
		t.Fatalf("a name at the start: %q", h.a.opening.Text)
	}
	h.play("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "g8f6")
	want, _, _ := eco.ForGame("", []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "g8f6"})
	if !h.a.opening.Visible() || h.a.opening.Text != want.String() || want.ECO != "C65" {
		t.Fatalf("after the Berlin: %q, want %q", h.a.opening.Text, want)
	}
	h.a.viewPosition(1)
	if want, _, _ := eco.ForGame("", []string{"e2e4"}); h.a.opening.Text != want.String() {
		t.Fatalf("after 1.e4: %q, want %q", h.a.opening.Text, want)
	}
	h.a.viewPosition(0)
	if h.a.opening.Visible() {
		t.Fatalf("a name at the start: %q", h.a.opening.Text)
	}
}
