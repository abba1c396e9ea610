package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/pgn"
)

// Every command says the same of a PGN file it cannot read: missing, a
// folder, a link to nothing, a link in a circle (review, practice and
// mistakes called a circle "file not found"; folders gave exit 1 in some
// commands and 2 in others).
func TestCheckInputFileNamesTheProblem(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.pgn")
	os.WriteFile(file, []byte("1. e4 *\n"), 0o644)
	os.Symlink(filepath.Join(dir, "l2"), filepath.Join(dir, "l1"))
	os.Symlink(filepath.Join(dir, "l1"), filepath.Join(dir, "l2"))
	os.Symlink(filepath.Join(dir, "gone"), filepath.Join(dir, "dangling"))
	for name, want := range map[string]string{
		"g.pgn":    "",
		"none.pgn": "file not found",
		".":        "is a folder, not a PGN file",
		"dangling": "a link to a file that does not exist",
		"l1":       "too many levels of symbolic links",
	} {
		err := checkInputFile(filepath.Join(dir, name))
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want %q", name, err, want)
		}
	}
}

// repertoire check names a game by its players, and a game with none by
// its number alone.
func TestPlayersOf(t *testing.T) {
	g := &pgn.Game{}
	if got := playersOf(g); got != "" {
		t.Errorf("no tags: %q", got)
	}
	g.SetTag("White", "Anand")
	if got := playersOf(g); got != ": Anand - ?" {
		t.Errorf("White only: %q", got)
	}
}
