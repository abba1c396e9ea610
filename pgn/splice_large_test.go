package pgn

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestSpliceStreamsLargeFiles saves into a file larger than MaxSize (a
// database the window opens by its index) and appends to it. Both keep
// every other game byte for byte, and neither holds the file in memory:
// the bytes allocated stay far below the file's size.
func TestSpliceStreamsLargeFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 70 MB file")
	}
	path := filepath.Join(t.TempDir(), "big.pgn")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	comment := strings.Repeat("a long annotation ", 1<<16) // about 1.2 MB a game
	const games = 60
	for i := 0; i < games; i++ {
		fmt.Fprintf(w, "[Event \"Game %d\"]\n[Result \"*\"]\n\n1. e4 {%s} e5 *\n\n", i+1, comment)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	before, _ := os.Stat(path)
	if before.Size() <= MaxSize {
		t.Fatalf("the file is %d bytes, not larger than MaxSize", before.Size())
	}
	entries := indexPath(t, path)

	text := "[Event \"Replaced\"]\n[Result \"1-0\"]\n\n1. d4 d5 1-0\n"
	allocated := allocatedBy(func() {
		if err := ReplaceGame(path, entries, 30, text); err != nil {
			t.Fatal(err)
		}
	})
	if allocated > before.Size()/4 {
		t.Errorf("saving one game allocated %d bytes for a file of %d", allocated, before.Size())
	}
	after := indexPath(t, path)
	if len(after) != games || after[30].Tag("Event") != "Replaced" {
		t.Fatalf("after the save: %d games, game 31 is %q", len(after), after[30].Tag("Event"))
	}
	for i, e := range after {
		if i != 30 && (e.Tag("Event") != fmt.Sprintf("Game %d", i+1) || e.Length != entries[i].Length) {
			t.Errorf("game %d changed: %q, %d bytes (was %d)", i+1, e.Tag("Event"), e.Length, entries[i].Length)
		}
	}

	allocated = allocatedBy(func() {
		if err := AppendGame(path, "[Event \"Added\"]\n[Result \"*\"]\n\n1. c4 *\n"); err != nil {
			t.Fatal(err)
		}
	})
	if allocated > before.Size()/4 {
		t.Errorf("appending a game allocated %d bytes for a file of %d", allocated, before.Size())
	}
	if got := indexPath(t, path); len(got) != games+1 || got[games].Tag("Event") != "Added" {
		t.Fatalf("after the append: %d games", len(got))
	}
}

func indexPath(t *testing.T, path string) []Entry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	entries, err := Index(f, fi.Size())
	if err != nil {
		t.Fatal(err)
	}
	return entries
}

func allocatedBy(fn func()) int64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	fn()
	runtime.ReadMemStats(&b)
	return int64(b.TotalAlloc - a.TotalAlloc)
}

// TestAppendGameSeparators: the new game follows the old text after
// exactly one blank line, whatever the old file ends with, in its own
// line ends.
func TestAppendGameSeparators(t *testing.T) {
	game := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 *"
	for _, c := range []struct{ old, want string }{
		{"", game + "\n"},
		{game, game + "\n\n" + game + "\n"},
		{game + "\n", game + "\n\n" + game + "\n"},
		{game + "\n\n", game + "\n\n" + game + "\n"},
		{crlf(game), crlf(game + "\n\n" + game + "\n")},
		{crlf(game + "\n"), crlf(game + "\n\n" + game + "\n")},
		{crlf(game + "\n\n"), crlf(game + "\n\n" + game + "\n")},
	} {
		path := filepath.Join(t.TempDir(), "a.pgn")
		if c.old != "" {
			if err := os.WriteFile(path, []byte(c.old), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := AppendGame(path, game); err != nil {
			t.Fatalf("%q: %v", c.old, err)
		}
		got, _ := os.ReadFile(path)
		if !bytes.Equal(got, []byte(c.want)) {
			t.Errorf("appending to %q gave %q, want %q", c.old, got, c.want)
		}
	}
}

func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
