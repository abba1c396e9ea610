package cli

import (
	"strings"
	"testing"

	"chessmaster/review"
)

// A side with no move judged (a game of no moves, a file of one side's
// mistakes) has no accuracy: the summary says so instead of "0.0%".
func TestReviewSummaryOfASideWithoutMoves(t *testing.T) {
	rep := &review.Report{}
	rep.Counts[1][review.Good] = 3
	rep.Accuracy[1] = 87.5
	got := summary(rep)
	if !strings.Contains(got, "White: accuracy – (no move)") || !strings.Contains(got, "Black: accuracy 87.5%") {
		t.Errorf("summary:\n%s", got)
	}
}
