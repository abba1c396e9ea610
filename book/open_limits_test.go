package book

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"chessmaster/assets"
)

// Open refuses what is not a regular file before reading a byte:
// /dev/zero used to be read without end.
func TestOpenRefusesNonRegularFiles(t *testing.T) {
	dir := t.TempDir()
	paths := map[string]string{dir: "a folder"}
	if runtime.GOOS != "windows" {
		paths["/dev/zero"] = "a device"
		paths["/dev/null"] = "a device"
	}
	if fifo := filepath.Join(dir, "pipe.bin"); makeFIFO(fifo) == nil {
		paths[fifo] = "a pipe" // opening it would block until a writer came
	}
	for path, kind := range paths {
		if _, err := os.Stat(path); err != nil {
			continue
		}
		done := make(chan error, 1)
		go func() { _, err := Open(path); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "not a regular file") ||
				!strings.Contains(err.Error(), kind) || !strings.Contains(err.Error(), path) {
				t.Errorf("Open(%s) = %v, want \"not a regular file (%s)\" naming the path", path, err, kind)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("Open(%s) still reading after 5 s", path)
		}
	}
	// A link to a regular file is fine.
	good := filepath.Join(dir, "good.bin")
	if err := os.WriteFile(good, assets.Book, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.bin")
	if err := os.Symlink(good, link); err == nil {
		if _, err := Open(link); err != nil {
			t.Errorf("Open(link to a book) = %v", err)
		}
	}
}

// A file larger than MaxFileSize is refused from its size alone; a sparse
// file makes one without writing 256 MiB.
func TestOpenRefusesHugeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.bin")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileSize + entrySize); err != nil {
		f.Close()
		t.Skipf("cannot make a sparse file: %v", err)
	}
	f.Close()
	start := time.Now()
	_, err = Open(path)
	if err == nil || !strings.Contains(err.Error(), "larger than the 256 MiB a book may have") || !strings.Contains(err.Error(), path) {
		t.Fatalf("Open(huge) = %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("refusing took %v: the file was read", d)
	}
}

// The read itself is bounded too, for files that report a wrong size:
// /proc files say 0 bytes and have more.
func TestOpenBoundsTheRead(t *testing.T) {
	const proc = "/proc/self/status"
	if _, err := os.Stat(proc); err != nil {
		t.Skip("no /proc")
	}
	defer func(old int64) { maxFileSize = old }(maxFileSize)
	maxFileSize = 64
	_, err := Open(proc)
	if err == nil || !strings.Contains(err.Error(), "larger than the 64 bytes a book may have") {
		t.Fatalf("Open(%s) with a 64-byte limit = %v", proc, err)
	}
}

func TestOpenMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing.bin")
	_, err := Open(path)
	// The path is named once, not again by the *fs.PathError.
	if !errors.Is(err, os.ErrNotExist) || strings.Count(err.Error(), path) != 1 {
		t.Fatalf("Open(missing) = %v", err)
	}
}

// Without a registered parser (a program without the engine) the FEN
// functions say so instead of failing obscurely.
func TestNoFENParser(t *testing.T) {
	defer func(old func(string) (*Position, error)) { fenParser = old }(fenParser)
	fenParser = nil
	if _, err := Key("startpos"); !errors.Is(err, ErrNoFENParser) {
		t.Fatalf("Key without a parser: %v", err)
	}
}

// Position.Key ignores bytes that are not piece letters and an
// en-passant square out of range instead of indexing outside the table.
func TestPositionKeyIgnoresJunk(t *testing.T) {
	var p Position
	p.EnPassant = -1
	empty := p.Key()
	p.Board[10] = 'x'
	p.Board[11] = '@'
	p.EnPassant = 99
	if p.Key() != empty {
		t.Fatal("junk changed the key")
	}
	if (&Position{Board: [64]byte{'K'}, EnPassant: -1}).Key() == empty {
		t.Fatal("a king did not change the key")
	}
}
