package cli

import (
	"bytes"
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
	case reviewMarked(a):
		// Reviewed again: named once.
	default:
		g.SetTag("Annotator", a+"; "+reviewAnnotator)
	}
}

// isReviewOutput reports whether r holds only what an earlier review
// wrote, unchanged: every game is marked (markReviewed), and the text is
// byte for byte what review writes for those games. A note the user added
// around the games (which the reader passes over) or inside one (a
// comment of their own) makes it the user's file, which only -force
// replaces. A file larger than a readable PGN file is not review's.
func isReviewOutput(r io.ReadSeeker) (bool, error) {
	data, err := io.ReadAll(io.LimitReader(r, pgn.MaxSize+1))
	if err != nil || len(data) > pgn.MaxSize {
		return false, err
	}
	games, err := pgn.Read(bytes.NewReader(data))
	if err != nil || len(games) == 0 {
		// Not even readable as games: not review's (the read's error is
		// the file's, not a failure to look at it).
		return false, nil
	}
	var text strings.Builder
	for i, g := range games {
		if !reviewMarked(g.Tag("Annotator")) {
			return false, nil
		}
		if i > 0 {
			text.WriteByte('\n')
		}
		text.WriteString(pgn.Write(g))
	}
	return strings.TrimSpace(text.String()) == strings.TrimSpace(strings.ReplaceAll(string(data), "\r\n", "\n")), nil
}

// reviewMarked reports whether an Annotator tag is one markReviewed
// wrote: the mark alone, or after the game's own annotator.
func reviewMarked(annotator string) bool {
	a := strings.TrimSpace(annotator)
	return a == reviewAnnotator || strings.HasSuffix(a, "; "+reviewAnnotator)
}
