package cacheprune

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func writeAged(t *testing.T, path string, size int, age time.Duration) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, make([]byte, size), 0o644); err != nil {
		t.Fatal(err)
	}
	when := time.Now().Add(-age)
	if err := os.Chtimes(path, when, when); err != nil {
		t.Fatal(err)
	}
}

func exists(path string) bool { _, err := os.Stat(path); return err == nil }

// The oldest files go first, in subfolders too, until the rest fit; the
// file just written and temporary files stay; a touched file counts as
// new.
func TestPruneRemovesTheLeastRecentlyUsed(t *testing.T) {
	dir := t.TempDir()
	oldest := filepath.Join(dir, "ab", "oldest")
	old := filepath.Join(dir, "old")
	touched := filepath.Join(dir, "cd", "touched")
	recent := filepath.Join(dir, "recent")
	keep := filepath.Join(dir, "keep")
	tmp := filepath.Join(dir, ".keep.tmp123")
	writeAged(t, oldest, 100, 5*time.Hour)
	writeAged(t, old, 100, 4*time.Hour)
	writeAged(t, touched, 100, 6*time.Hour)
	writeAged(t, recent, 100, time.Hour)
	writeAged(t, keep, 100, 10*time.Hour)
	writeAged(t, tmp, 100, 10*time.Hour)
	Touch(touched)

	if n := Prune(dir, 1000, keep); n != 0 {
		t.Fatalf("under the limit, %d files removed", n)
	}
	// 500 bytes counted (the temporary file is not the cache's): down to 300.
	if n := Prune(dir, 300, keep); n != 2 {
		t.Fatalf("%d files removed, want 2", n)
	}
	for path, want := range map[string]bool{oldest: false, old: false, touched: true, recent: true, keep: true, tmp: true} {
		if exists(path) != want {
			t.Errorf("%s: exists %v, want %v", filepath.Base(path), !want, want)
		}
	}
	// The kept file alone over the limit stays.
	if Prune(dir, 0, keep); !exists(keep) || exists(recent) || exists(touched) {
		t.Error("limit 0: the kept file must stay and the others go")
	}
	// A missing folder is no error.
	if n := Prune(filepath.Join(dir, "none"), 0, ""); n != 0 {
		t.Errorf("a missing folder: %d removed", n)
	}
}
