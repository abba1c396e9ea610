package cli

import (
	"io"
	"strings"

	"chessmaster/pgn"
)

// Recognising the files review writes, so that review -o replaces the
// output of an earlier review without asking but refuses to replace
// anything else (a user's games, notes, a mistakes PGN).

// reviewAnnotator ends the Annotator tag of every game review writes.
// The window's review does not set it: a game reviewed there and saved
// by the user is the user's file, not a file review -o may replace.
const reviewAnnotator = "ChessMaster review"

// markReviewed names the review in g's Annotator tag, after the
// annotator the game already had (whose comments it keeps).
func markReviewed(g *pgn.Game) {
	a := strings.TrimSpace(g.Tag("Annotator"))
	switch {
	case a == "" || a == "?":
		g.SetTag("Annotator", reviewAnnotator)
	case strings.HasSuffix(a, reviewAnnotator):
		// Reviewed again: named once.
	default:
		g.SetTag("Annotator", a+"; "+reviewAnnotator)
	}
}

// isReviewOutput reports whether r holds only games review wrote (each
// marked by markReviewed); text with no game does not count.
func isReviewOutput(r io.ReadSeeker) (bool, error) {
	sc := pgn.NewScanner(r)
	games := 0
	for sc.Next() {
		if !strings.HasSuffix(strings.TrimSpace(sc.Entry().Tag("Annotator")), reviewAnnotator) {
			return false, nil
		}
		games++
	}
	return games > 0, sc.Err()
}
