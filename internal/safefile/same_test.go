package safefile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSame(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.pgn")
	os.WriteFile(a, []byte("x"), 0o644)
	os.WriteFile(b, []byte("x"), 0o644)
	link := filepath.Join(dir, "link.pgn")
	if err := os.Symlink(a, link); err != nil {
		t.Skip(err)
	}
	if !Same(a, a) || !Same(a, link) || Same(a, b) || Same(a, filepath.Join(dir, "none.pgn")) {
		t.Error("Same judged wrongly")
	}
}
