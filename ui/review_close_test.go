package ui

import (
	"strings"
	"testing"
)

// reviewGameText opens the PGN text (a game of plies moves) from a file
// and reviews it at nodes a position, waiting until the review is shown.
func reviewGameText(t *testing.T, h *harness, text string, plies int, nodes uint64) {
	t.Helper()
	h.a.review.nodes = nodes
	h.a.openPath(writeFile(t, "reviewed.pgn", text))
	h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == plies })
	h.a.startReview()
	h.waitFor("the review", func() bool { return h.a.review.run == nil && h.a.review.result != nil })
	h.a.ctrl.WaitEvents()
	h.pump()
}

// Closing the review panel takes "Review" off the status line at once,
// not at the next step through the game.
func TestClosingTheReviewUpdatesTheStatus(t *testing.T) {
	h := newHarness(t, Options{})
	reviewGameText(t, h, "[Event \"Fools\"]\n\n1. f3 e5 2. g4 d6 3. Nc3 Qh4# 0-1\n", 6, 2000)
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
	reviewGameText(t, h, "[Event \"Open\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n", 4, 2000)
	if h.a.mode() != modeReview {
		t.Fatalf("premise: mode %v", h.a.mode())
	}
	h.a.continueGame()
	h.pump()
	if h.a.review.result != nil || h.a.mode() == modeReview {
		t.Errorf("after Continue: review shown %v, mode %v", h.a.review.result != nil, h.a.mode())
	}
}
