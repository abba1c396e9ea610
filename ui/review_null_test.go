package ui

import (
	"strings"
	"testing"

	"chessmaster/practice"
)

// Game → Review Game on a real game with a null move (ChessBase's Z0 at
// 41...) reviews it as the command line does: the null move is shown
// unjudged (an evaluation, no glyph, no better line, no verdict), the moves
// around it are judged, and the review's mistakes can be practiced.
func TestReviewGameWithNullMove(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 2000
	h.a.openPath("../testdata/pgn/anastasian-lewis.pgn")
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 84 })
	h.pressShortcut(shortcutReview)
	h.waitFor("the review", func() bool { return h.a.review.run == nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	if text := h.overlayText(); text != "" {
		t.Fatalf("a dialog instead of a review: %q", text)
	}
	r := h.a.currentReview()
	if r == nil {
		t.Fatalf("no review; status note %q", h.a.review.note)
	}
	if len(r.rep.Moves) != 84 || len(r.fens) != 84 || len(r.ucis) != 84 {
		t.Fatalf("the review has %d moves, %d positions, %d UCI moves; want 84", len(r.rep.Moves), len(r.fens), len(r.ucis))
	}
	if m := r.rep.Moves[81]; !m.Null || m.Class != 0 || m.Accuracy != 0 {
		t.Errorf("move 82 (the null move) reviewed as %+v", m)
	}
	main := h.a.ctrl.Tree().MainLine()
	null := main[81]
	if null.Move != "--" || len(null.NAGs) != 0 || len(null.Parent.Children) != 1 || !strings.Contains(null.Comment, "[%eval") {
		t.Errorf("the null move in the tree: %q, NAGs %v, %d lines, comment %q", null.Move, null.NAGs, len(null.Parent.Children), null.Comment)
	}
	for _, i := range []int{80, 82} {
		if !strings.Contains(main[i].Comment, "[%eval") {
			t.Errorf("move %d (%s) has no evaluation: %q", i+1, main[i].Move, main[i].Comment)
		}
	}
	if lines := strings.Split(h.a.review.accuracy.Text, "\n"); len(lines) != 2 || !h.a.review.resultBox.Visible() {
		t.Errorf("the review panel: visible %v, accuracy %q", h.a.review.resultBox.Visible(), h.a.review.accuracy.Text)
	}
	// On the null move the review has no verdict and no arrow.
	h.a.goTo(make([]int, 82))
	h.a.ctrl.WaitEvents()
	h.pump()
	if len(h.a.state.Path) != 82 {
		t.Fatalf("the board is at ply %d, want 82", len(h.a.state.Path))
	}
	if arrow, note := h.a.reviewArrow(), h.a.reviewNote(); arrow != "" || note != "" {
		t.Errorf("on the null move: arrow %q, note %q", arrow, note)
	}
	if _, _, _, err := practiceExercises(r, practice.Both); err != nil {
		t.Errorf("the review's exercises: %v", err)
	}
}
