package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/history"
)

// "chessmaster rating" estimates the rating from the history's games
// against the levels, says so when there are none, and names a history
// file it cannot read.
func TestRatingCommand(t *testing.T) {
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	if code := ratingCommand([]string{"-history", dir}, &out, &errOut); code != 0 || !strings.Contains(out.String(), "No rated games yet") {
		t.Fatalf("empty history: %d %q %q", code, out.String(), errOut.String())
	}
	three, _ := engine.LevelByNumber(3)
	for _, res := range []string{"0-1", "0-1", "1/2-1/2"} { // the person is Black
		g := history.HistoryGame{Result: res, Moves: []string{"e2e4"}, WhiteKind: "computer", WhiteLevel: 3, WhiteElo: three.Elo, BlackKind: "human"}
		if err := history.Append(dir, g); err != nil {
			t.Fatal(err)
		}
	}
	out.Reset()
	if code := ratingCommand([]string{"-history", dir}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"Your rating: about ", "3 finished games", "2 won, 1 drawn, 0 lost", "level 3 (Elo ", "A fair opponent: level "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("missing %q in:\n%s", want, out.String())
		}
	}
	if err := os.WriteFile(filepath.Join(dir, history.HistoryFileName), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut.Reset()
	if code := ratingCommand([]string{"-history", dir}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "corrupt") {
		t.Errorf("a damaged history: exit %d, %q", code, errOut.String())
	}
	if code := ratingCommand([]string{"extra"}, &out, &errOut); code != 2 {
		t.Errorf("an extra argument: exit %d", code)
	}
}
