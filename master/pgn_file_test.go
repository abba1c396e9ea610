package master

import (
	"bytes"
	"chessmaster/pgn"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// A game opened from a file of several games is written back into its
// place (SavePGNWith and pgn.ReplaceGame, as the window saves): the other
// games keep every byte, also on a second save.
func TestSaveInPlaceKeepsOtherGames(t *testing.T) {
	dir := t.TempDir()
	games := []string{
		"[Event \"one\"]\r\n[White \"A\"]\r\n\r\n1. e4 e5 {kept as it is}   2. Nf3 *\r\n",
		"[Event \"two\"]\r\n\r\n1. d4 d5 (1... Nf6 2. c4) 2. c4 1-0\r\n",
		"[Event \"three\"]\r\n\r\n1. c4 e5 *\r\n",
	}
	path := filepath.Join(dir, "three.pgn")
	if err := os.WriteFile(path, []byte(strings.Join(games, "\r\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newTestGame(t, humans(""))
	if _, err := c.LoadPGNFile(path); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(2); err != nil {
		t.Fatal(err)
	}
	saveInPlace := func() {
		t.Helper()
		data, _ := os.ReadFile(path)
		entries, err := pgn.Index(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		if err := c.SavePGNWith(func(text string) error { return pgn.ReplaceGame(path, entries, 2, text) }); err != nil {
			t.Fatal(err)
		}
	}
	// Saving without a change keeps games 1 and 2 (the old bug kept only
	// game 3); then a move and a second save.
	saveInPlace()
	c.Start()
	playAll(t, c, "Nc3")
	saveInPlace()
	data, _ := os.ReadFile(path)
	text := string(data)
	if !strings.HasPrefix(text, games[0]+"\r\n"+games[1]) {
		t.Errorf("games 1 and 2 changed:\n%q", text)
	}
	if !strings.Contains(text, "1. c4 e5 2. Nc3") {
		t.Errorf("game 3 not saved:\n%s", text)
	}
	if c.Snapshot().Modified {
		t.Error("still modified after saving")
	}
	// Append adds after the others.
	d := newTestGame(t, humans(""))
	if err := d.SavePGNWith(func(text string) error { return pgn.AppendGame(path, text) }); err != nil {
		t.Fatal(err)
	}
	if sums, err := d.LoadPGNFile(path); err != nil || len(sums) != 4 {
		t.Errorf("after append: %v, %d games", err, len(sums))
	}
}

// Saving does not replace a link or a device with a regular file.
func TestSaveIsLinkSafe(t *testing.T) {
	dir := t.TempDir()
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4")
	target := filepath.Join(dir, "real.pgn")
	os.WriteFile(target, []byte("old"), 0o644)
	link := filepath.Join(dir, "link.pgn")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symlinks here")
	}
	if err := c.SavePGN(link); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if data, _ := os.ReadFile(target); !strings.Contains(string(data), "1. e4") {
		t.Errorf("the link's target was not written: %q", data)
	}
	if _, err := os.Stat("/dev/null"); err == nil {
		err := c.SavePGN("/dev/null")
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("saving onto /dev/null: %v", err)
		}
		if fi, _ := os.Stat("/dev/null"); fi.Mode().IsRegular() {
			t.Fatal("/dev/null was replaced by a regular file")
		}
	}
}

// bigPGN writes a file of about mb megabytes of real games.
func bigPGN(t testing.TB, mb int) (string, int) {
	t.Helper()
	one, err := os.ReadFile("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	n := 0
	for b.Len() < mb<<20 {
		b.Write(one)
		b.WriteString("\n")
		n += 6
	}
	path := filepath.Join(t.TempDir(), fmt.Sprintf("big-%dmb.pgn", mb))
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, n
}

// Opening the last game of a 50 MB file takes under 2 s and 300 MB.
func TestOpenGameOfBigFile(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 50 MB file")
	}
	path, n := bigPGN(t, 50)
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	c := newTestGame(t, humans(""))
	sums, err := c.LoadPGNFile(path)
	if err != nil || len(sums) != n {
		t.Fatalf("%v, %d games, want %d", err, len(sums), n)
	}
	if err := c.LoadGame(n - 1); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d games: opened the last in %v, %d MB allocated", n, took, alloc>>20)
	limit := 2 * time.Second
	if raceEnabled {
		limit *= 10 // the race detector slows everything down
	}
	if took > limit {
		t.Errorf("took %v, want under %v", took, limit)
	}
	memLimit := uint64(300 << 20)
	if raceEnabled {
		memLimit *= 2 // the race detector's shadow allocations count too
	}
	if alloc > memLimit {
		t.Errorf("allocated %d MB, want under %d", alloc>>20, memLimit>>20)
	}
}
