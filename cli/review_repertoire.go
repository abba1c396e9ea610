package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"chessmaster/notation"
	"chessmaster/pgn"
	"chessmaster/repertoire"
)

// loadReviewRepertoire loads the file of review's -repertoire flag (nil
// when the flag is not given); a file that cannot be read is a usage
// error said before any game is reviewed.
func loadReviewRepertoire(path string, stderr io.Writer) (*repertoire.Repertoire, int) {
	if path == "" {
		return nil, 0
	}
	r, err := repertoire.Load(path)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(stderr, "chessmaster review: -repertoire: file not found: %s\n", path)
		return nil, exitUsage
	}
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster review: -repertoire: %v\n", err)
		return nil, exitUsage
	}
	r.NameMoves(notation.SANMoves)
	return r, 0
}

// repertoireLine is the review summary's line on the repertoire, e.g.
// "  Repertoire (white): left the repertoire at 7...Nc6 (...)"; "" when
// no repertoire was given.
func repertoireLine(r *repertoire.Repertoire, g *pgn.Game) string {
	if r == nil {
		return ""
	}
	d, err := r.Departure(g)
	if err != nil {
		return fmt.Sprintf("  Repertoire (%s): %v", repertoire.ColorName(r.Color), err)
	}
	return fmt.Sprintf("  Repertoire (%s): %s", repertoire.ColorName(r.Color), d)
}
