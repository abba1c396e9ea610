package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestWriteReplacesAtomically(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.pgn")
	os.WriteFile(path, []byte("old"), 0o600)
	if err := Write(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(data) != "new" || fi.Mode().Perm() != 0o600 {
		t.Errorf("%q %v", data, fi.Mode())
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// An error names the file the user chose, never the temporary file.
func TestErrorsNameTheUsersFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root can write into a read-only folder")
	}
	dir := filepath.Join(t.TempDir(), "ro")
	os.Mkdir(dir, 0o500)
	path := filepath.Join(dir, "game.pgn")
	err := Write(path, []byte("x"))
	if err == nil || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("error %v", err)
	}
}

func TestErrorTextWithoutTemporaryName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing-dir", "game.pgn")
	err := Write(path, []byte("x"))
	if err == nil || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("error %v", err)
	}
	if err := Write("/dev/null", []byte("x")); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("/dev/null: %v", err)
	}
}

// WriteWith's fill may read back what it wrote; when it fails, its own
// error comes back as it is, the file keeps its old content and no
// temporary file is left.
func TestWriteWithFillCanCheckAndRefuse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.pgn")
	os.WriteFile(path, []byte("old"), 0o600)
	refused := errors.New("the check found a difference")
	err := WriteWith(path, func(tmp *os.File) error {
		if _, err := tmp.Write([]byte("new text")); err != nil {
			return err
		}
		buf := make([]byte, 3)
		if _, err := tmp.ReadAt(buf, 4); err != nil || string(buf) != "tex" {
			t.Errorf("read back %q, %v", buf, err)
		}
		return refused
	})
	if err != refused {
		t.Fatalf("error %v, want the fill's own", err)
	}
	data, _ := os.ReadFile(path)
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp*"))
	if string(data) != "old" || len(left) != 0 {
		t.Errorf("after a refused fill: %q, temporary files %v", data, left)
	}
	if err := WriteWith(path, func(tmp *os.File) error { _, err := tmp.Write([]byte("new")); return err }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("after a fill: %q", data)
	}
}

// A temporary file that a write cut short left beside the file (a save
// killed half way) is removed by the next write that succeeds, once it is
// old enough that no write can still be filling it; a young one is kept.
func TestWriteRemovesStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.pgn")
	stale := filepath.Join(dir, ".games.pgn.tmp123")
	young := filepath.Join(dir, ".games.pgn.tmp456")
	other := filepath.Join(dir, ".other.pgn.tmp789")
	for _, p := range []string{stale, young, other} {
		if err := os.WriteFile(p, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-2 * staleTempAge)
	os.Chtimes(stale, old, old)
	os.Chtimes(other, old, old)
	if err := Write(path, []byte("game")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Error("the stale temporary file is still there")
	}
	for _, p := range []string{young, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}
