package master

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSavePGN(t *testing.T) {
	dir := t.TempDir()
	c := newTestGame(t, humans(""))
	playAll(t, c, "e4 e5 Nf3")
	path := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := c.SavePGN(path); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "1. e4 e5 2. Nf3 *") {
		t.Errorf("saved:\n%s", data)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode changed to %v", fi.Mode().Perm())
	}
	// Load it back into another controller: same moves and tags.
	d := newTestGame(t, humans(""))
	sums, err := d.LoadPGNFile(path)
	if err != nil || len(sums) != 1 || sums[0].White != "Human" {
		t.Fatalf("load back: %v %+v", err, sums)
	}
	if err := d.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	if n := len(d.Snapshot().Moves); n != 3 {
		t.Fatalf("loaded %d moves, want 3", n)
	}
	if d.PGN() != c.PGN() {
		t.Errorf("PGN changed in save/load:\n%s\nvs\n%s", c.PGN(), d.PGN())
	}
	// Play on from the loaded game.
	d.Start()
	playAll(t, d, "Nc6")
	if n := len(d.Snapshot().Moves); n != 4 {
		t.Errorf("%d moves after continuing", n)
	}
}

// A failed save reports the error and leaves the old file and directory
// as they were, without temporary files.
func TestSavePGNFailures(t *testing.T) {
	c := newTestGame(t, humans(""))
	playAll(t, c, "d4")
	dir := t.TempDir()

	if err := c.SavePGN(filepath.Join(dir, "missing", "game.pgn")); err == nil {
		t.Error("save into a missing directory succeeded")
	}
	// The target is a non-empty directory: rename must fail.
	target := filepath.Join(dir, "game.pgn")
	os.MkdirAll(filepath.Join(target, "inside"), 0o755)
	if err := c.SavePGN(target); err == nil {
		t.Error("save over a directory succeeded")
	}
	if fi, err := os.Stat(filepath.Join(target, "inside")); err != nil || !fi.IsDir() {
		t.Error("the directory was damaged")
	}
	// A read-only directory (meaningless for root, who may write anyway).
	if os.Geteuid() != 0 {
		ro := filepath.Join(dir, "ro")
		os.Mkdir(ro, 0o755)
		old := filepath.Join(ro, "game.pgn")
		os.WriteFile(old, []byte("precious"), 0o644)
		os.Chmod(ro, 0o555)
		defer os.Chmod(ro, 0o755)
		if err := c.SavePGN(old); err == nil {
			t.Error("save into a read-only directory succeeded")
		}
		if data, _ := os.ReadFile(old); string(data) != "precious" {
			t.Error("the old file changed")
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}
