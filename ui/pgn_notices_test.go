package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// A '}' typed in the comment editor is not changed silently: the window
// says it is saved as ')', and the move list shows the comment as saved.
func TestCommentBraceIsReported(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if err := h.a.ctrl.Play("e4"); err != nil {
		t.Fatal(err)
	}
	h.a.ctrl.WaitEvents()
	h.pump()
	entry := h.a.editComment([]int{0})
	if entry == nil {
		t.Fatal("no comment editor")
	}
	entry.SetText("a } b")
	test.Tap(h.overlayButtons()["Save"])
	h.a.ctrl.WaitEvents()
	h.pump()
	if text := h.overlayText(); !strings.Contains(text, "cannot hold '}'") {
		t.Fatalf("not told; overlay %q", text)
	}
	if !strings.Contains(h.a.moves.Text(), "a ) b") {
		t.Fatalf("move list:\n%s", h.a.moves.Text())
	}
}

// A game whose result contradicts its final checkmate opens with a
// warning, the board's result, and is saved with it.
func TestOpenResultContradictingMate(t *testing.T) {
	path := writeFile(t, "fool.pgn", "[Event \"x\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	h.a.ctrl.WaitEvents()
	h.pump()
	if text := h.overlayText(); !strings.Contains(text, "checkmate, so its result is 0-1, not 1-0") {
		t.Fatalf("no warning; overlay %q", text)
	}
	if h.a.state.Outcome.Result != "0-1" {
		t.Fatalf("outcome %+v", h.a.state.Outcome)
	}
	if !strings.Contains(flatPGN(h.a), "Qh4# 0-1") || !strings.Contains(flatPGN(h.a), `[Result "0-1"]`) {
		t.Fatalf("PGN: %s", flatPGN(h.a))
	}
}
