package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// A file marked read-only is refused, even for the superuser (who may
// replace anything), and is left as it was.
func TestWriteRefusesReadOnlyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.pgn")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	err := Write(path, []byte("new"))
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "read-only") || !errors.Is(err, ErrReadOnly) {
		t.Errorf("error %v, want one naming %s as read-only", err, path)
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("the read-only file now holds %q", data)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o444 {
		t.Errorf("mode %v", fi.Mode())
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// A link to a read-only file is refused as the file is.
func TestWriteRefusesReadOnlyFileThroughLink(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	os.WriteFile(path, []byte("old"), 0o444)
	link := filepath.Join(dir, "link.pgn")
	if err := os.Symlink(path, link); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := Write(link, []byte("new")); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("error %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("the read-only file now holds %q", data)
	}
}

// A folder that cannot be written is named as the reason, not the file.
func TestWriteNamesReadOnlyFolder(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("folders have no read-only mode bits on Windows")
	}
	dir := filepath.Join(t.TempDir(), "ro")
	os.Mkdir(dir, 0o755)
	path := filepath.Join(dir, "game.pgn")
	os.WriteFile(path, []byte("old"), 0o644)
	os.Chmod(dir, 0o555)
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	for _, p := range []string{path, filepath.Join(dir, "new.pgn")} {
		err := Write(p, []byte("new"))
		if err == nil || !strings.Contains(err.Error(), "folder "+dir+" is read-only") || strings.Contains(err.Error(), ".tmp") {
			t.Errorf("%s: error %v, want the folder %s named read-only", p, err, dir)
		}
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("the file now holds %q", data)
	}
}

// A file the system provides (/proc/version) is no file to replace: the
// message says so instead of "no such file".
func TestWriteRefusesSystemFile(t *testing.T) {
	const path = "/proc/version"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no", path)
	}
	err := Write(path, []byte("x"))
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "cannot be replaced") ||
		strings.Contains(err.Error(), "no such file") {
		t.Errorf("error %v", err)
	}
}

// A missing folder is named as missing.
func TestWriteNamesMissingFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing-dir")
	err := Write(filepath.Join(dir, "game.pgn"), []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "folder "+dir+" does not exist") {
		t.Errorf("error %v", err)
	}
}
