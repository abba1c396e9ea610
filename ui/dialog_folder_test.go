package ui

import (
	"os"
	"path/filepath"
	"testing"
)

// Open and Save As start in the same place: the folder of the game's file,
// else the folder of the last game file opened or saved, else the home
// folder; never the program's working folder.
func TestGameDialogsStartInTheGamesFolder(t *testing.T) {
	h := newHarness(t, Options{})
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home folder")
	}
	if got := h.a.gameFolder(); got != home {
		t.Errorf("first start: %q, want the home folder %q", got, home)
	}
	dir := t.TempDir()
	h.a.rememberGameFolder(filepath.Join(dir, "mine.pgn"))
	if got := h.a.gameFolder(); got != dir {
		t.Errorf("after a file in %s was chosen: %q", dir, got)
	}
	// A folder that is gone is not offered.
	os.RemoveAll(dir)
	if got := h.a.gameFolder(); got != home {
		t.Errorf("the remembered folder was deleted: %q, want %q", got, home)
	}
	other := t.TempDir()
	h.a.path = filepath.Join(other, "game.pgn")
	if got := h.a.gameFolder(); got != other {
		t.Errorf("a game with a file: %q, want its folder %q", got, other)
	}
}
