package ui

import (
	"strings"
	"testing"
)

// Closing the review panel takes "Review" off the status line at once,
// not at the next step through the game.
func TestClosingTheReviewUpdatesTheStatus(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.review.nodes = 2000
	path := writeFile(t, "fools.pgn", "[Event \"Fools\"]\n\n1. f3 e5 2. g4 d6 3. Nc3 Qh4# 0-1\n")
	h.a.openPath(path)
	h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == 6 })
	h.a.startReview()
	h.waitFor("the review", func() bool { return h.a.review.run == nil && h.a.review.result != nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	if !strings.HasPrefix(h.a.status.Text, "Review") {
		t.Fatalf("premise: status %q during the review", h.a.status.Text)
	}
	h.a.closeReview()
	h.pump()
	if strings.HasPrefix(h.a.status.Text, "Review") || h.a.mode() == modeReview {
		t.Errorf("after closing the review: status %q, mode %v", h.a.status.Text, h.a.mode())
	}
}

// Continue from a reviewed game ends the review: its panel does not
// stay open beside the game being played on.
func TestContinueEndsTheReview(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.review.nodes = 2000
	path := writeFile(t, "open.pgn", "[Event \"Open\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n")
	h.a.openPath(path)
	h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	h.a.startReview()
	h.waitFor("the review", func() bool { return h.a.review.run == nil && h.a.review.result != nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	if h.a.mode() != modeReview {
		t.Fatalf("premise: mode %v", h.a.mode())
	}
	h.a.continueGame()
	h.pump()
	if h.a.review.result != nil || h.a.mode() == modeReview {
		t.Errorf("after Continue: review shown %v, mode %v", h.a.review.result != nil, h.a.mode())
	}
}
