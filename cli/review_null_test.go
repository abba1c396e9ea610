package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/pgn"
)

// "chessmaster review" reviews a real game with a null move (ChessBase's
// Z0 at 41...): every real move is judged, the null move is written back
// unjudged, and the game is not skipped.
func TestCLIReviewNullMove(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	in, err := filepath.Abs("../testdata/pgn/anastasian-lewis.pgn")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "reviewed.pgn")
	args := []string{"review", "-nodes", "2000", "-o", out, in}
	r := runCLI(t, "", nil, args...)
	r.want(t, 0, args...)
	if strings.Contains(r.stderr, "skipped") || !strings.Contains(r.stderr, "accuracy") || !strings.Contains(r.stderr, "Anastasian") {
		t.Errorf("stderr:\n%s", r.stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.Read(bytes.NewReader(data))
	if err != nil || len(games) != 1 {
		t.Fatalf("%v\n%s", err, data)
	}
	main := games[0].MainLine()
	if len(main) != 84 || main[81].Move != "--" {
		t.Fatalf("%d moves, move 82 %q", len(main), main[81].Move)
	}
	if null := main[81]; len(null.NAGs) != 0 || len(null.Parent.Children) != 1 {
		t.Errorf("the null move was judged: NAGs %v, %d lines", null.NAGs, len(null.Parent.Children))
	}
	// The moves on both sides of it are reviewed.
	for _, i := range []int{80, 82} {
		if !strings.Contains(main[i].Comment, "[%eval") {
			t.Errorf("move %d (%s) has no evaluation: %q", i+1, main[i].Move, main[i].Comment)
		}
	}
}
