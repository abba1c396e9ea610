package master

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Every game of the test files, as the controller writes it (variations,
// comments, NAGs, commands), is read by an independent implementation:
// pgn-extract checks each move and must find every game.
func TestWrittenPGNReadsInPGNExtract(t *testing.T) {
	extract, err := exec.LookPath("pgn-extract")
	if err != nil {
		if _, err2 := os.Stat("/usr/games/pgn-extract"); err2 != nil {
			t.Skip("pgn-extract is not installed")
		}
		extract = "/usr/games/pgn-extract"
	}
	files, _ := filepath.Glob("../testdata/pgn/*.pgn")
	more, _ := filepath.Glob("../pgn/testdata/*.pgn")
	var b strings.Builder
	games := 0
	for _, f := range append(files, more...) {
		c := newTestGame(t, humans(""))
		sums, err := c.LoadPGNFile(f)
		if err != nil {
			continue
		}
		for i := range sums {
			if c.LoadGame(i) != nil || strings.Contains(c.PGN(), " -- ") {
				continue // broken on purpose, or null moves (not legal chess)
			}
			b.WriteString(c.PGN() + "\n")
			games++
		}
	}
	if games < 10 {
		t.Fatalf("only %d games written", games)
	}
	path := filepath.Join(t.TempDir(), "all.pgn")
	os.WriteFile(path, []byte(b.String()), 0o644)
	out, err := exec.Command(extract, "-s", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pgn-extract: %v\n%s", err, out)
	}
	if n := strings.Count(string(out), "[Event "); n != games {
		t.Errorf("pgn-extract read %d of our %d games:\n%s", n, games, out)
	}
}
