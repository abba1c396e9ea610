package posindex

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/internal/leakcheck"
	"chessmaster/pgn"
)

// copyFile copies a test file into dir, so that a test may change it.
func copyFile(t *testing.T, src, dir string) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, filepath.Base(src))
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dst
}

// exploreCounts is the explorer's answer for the start position, as text.
func exploreCounts(t *testing.T, x *Index) string {
	t.Helper()
	pos, _ := engine.ParseFEN(startFEN)
	stats, err := Explore([]*Index{x}, pos)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	for _, s := range stats {
		b.WriteString(s.SAN)
		b.WriteByte(' ')
		b.WriteString(string(rune('0' + s.Count%10)))
		b.WriteByte(';')
	}
	return b.String()
}

func TestOpenReusesTheCachedIndex(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	file := copyFile(t, "testdata/kasparov-deep-blue-1997.pgn", dir)
	x, err := Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	x.Close()
	idx := filepath.Join(cache, CacheName(file))
	before, _ := os.Stat(idx)
	built := 0
	x, err = Open(context.Background(), file, Options{CacheDir: cache, Progress: func(int64, int64) { built++ }})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	after, _ := os.Stat(idx)
	// A rebuilt index is a new file (written and renamed); reuse only
	// touches the old one's time (cache pruning).
	if built != 0 || !os.SameFile(before, after) {
		t.Errorf("the index was built again (progress called %d times)", built)
	}
	if x.Games() != 6 {
		t.Errorf("%d games, want 6", x.Games())
	}
}

func TestChangedFileIsIndexedAgain(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	file := filepath.Join(dir, "g.pgn")
	os.WriteFile(file, []byte("[Result \"1-0\"]\n\n1. d4 d5 1-0\n"), 0o644)
	x, err := Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	if got := exploreCounts(t, x); got != "d4 1;" {
		t.Fatalf("explore %q", got)
	}
	x.Close()
	fi, _ := os.Stat(file)
	// Same size, same modification time: only the content checksum
	// tells the change.
	os.WriteFile(file, []byte("[Result \"1-0\"]\n\n1. e4 d5 1-0\n"), 0o644)
	os.Chtimes(file, fi.ModTime(), fi.ModTime())
	x, err = Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	if got := exploreCounts(t, x); got != "e4 1;" {
		t.Errorf("after the change: explore %q", got)
	}
	x.Close()
	// A game appended.
	f, _ := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n")
	f.Close()
	x, err = Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if got := exploreCounts(t, x); got != "e4 2;" {
		t.Errorf("after appending: explore %q", got)
	}
}

// TestDamagedIndexIsRebuilt damages the cached index in every part (a
// byte changed in each section, the file cut short, emptied, replaced
// by another file's index) and checks that Open builds it again and
// answers as before, never from the damaged data.
func TestDamagedIndexIsRebuilt(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	file := copyFile(t, "testdata/lichess-2m.pgn", dir)
	other := copyFile(t, "testdata/kasparov-deep-blue-1997.pgn", dir)
	x, err := Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	want := exploreCounts(t, x)
	h := *x.h
	x.Close()
	idx := filepath.Join(cache, CacheName(file))
	good, _ := os.ReadFile(idx)
	y, err := Open(context.Background(), other, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	y.Close()
	otherIdx, _ := os.ReadFile(filepath.Join(cache, CacheName(other)))

	damages := map[string][]byte{
		"empty":         {},
		"cut short":     good[:len(good)/2],
		"other's index": otherIdx,
		"header":        flip(good, 20),
	}
	for i, s := range h.sec {
		if s.len > 0 {
			damages["section "+string(rune('0'+i))] = flip(good, int(s.off+s.len/2))
		}
	}
	// The posting of the start position (read by the explorer below).
	pos, _ := engine.ParseFEN(startFEN)
	bk, _ := splitKey(pos.Key(), h.bucketBits)
	var starts [2]uint32
	x2, _ := readIndex(mustOpen(t, idx))
	starts[0], starts[1] = x2.starts[bk], x2.starts[bk+1]
	damages["the start position's posting"] = flip(good, int(h.sec[secPostings].off)+int(starts[0])*postingSize+1)

	for name, data := range damages {
		if err := os.WriteFile(idx, data, 0o644); err != nil {
			t.Fatal(err)
		}
		x, err := Open(context.Background(), file, Options{CacheDir: cache})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		got := exploreCounts(t, x)
		x.Close()
		if got != want {
			t.Errorf("%s: explore %q, want %q", name, got, want)
		}
	}
}

// TestIndexDamagedWhileOpen: a block of postings that fails its
// checksum when a query reads it fails the query, and the index file is
// removed, so that the next Open builds it again.
func TestIndexDamagedWhileOpen(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	file := copyFile(t, "testdata/lichess-2m.pgn", dir)
	x, err := Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	want := exploreCounts(t, x)
	pos, _ := engine.ParseFEN(startFEN)
	bk, _ := splitKey(pos.Key(), x.h.bucketBits)
	at := int64(x.h.sec[secPostings].off) + int64(x.starts[bk])*postingSize + 1
	idx := filepath.Join(cache, CacheName(file))
	f, err := os.OpenFile(idx, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt([]byte{0xff}, at)
	f.Close()
	if _, err := Explore([]*Index{x}, pos); !IsDamaged(err) {
		t.Errorf("explore on a damaged block: %v, want a damaged index", err)
	}
	x.Close()
	if _, err := os.Stat(idx); err == nil {
		t.Error("the damaged index file is still there")
	}
	x, err = Open(context.Background(), file, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if got := exploreCounts(t, x); got != want {
		t.Errorf("after rebuilding: %q, want %q", got, want)
	}
}

func mustOpen(t *testing.T, path string) *os.File {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func flip(b []byte, i int) []byte {
	c := bytes.Clone(b)
	c[i] ^= 0x55
	return c
}

// TestMainLineAsThePGNReaderReadsIt compares the index's main-line
// scanner with the pgn package's tree reader on every test file.
func TestMainLineAsThePGNReaderReadsIt(t *testing.T) {
	for _, path := range referenceFiles {
		f := mustOpen(t, path)
		fi, _ := f.Stat()
		entries, err := pgn.Index(f, fi.Size())
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			g, err := pgn.ReadGameAt(f, e)
			if err != nil {
				continue
			}
			text := make([]byte, e.Length)
			f.ReadAt(text, e.Offset)
			sans, result := mainLine(text, nil)
			var want []string
			for _, n := range g.MainLine() {
				want = append(want, n.Move)
			}
			var got []string
			for _, s := range sans {
				got = append(got, string(s))
			}
			if len(got) != len(want) || (len(got) > 0 && got[len(got)-1] != want[len(want)-1]) || (result != "" && result != g.Result) {
				t.Errorf("%s game %d: main line %v %q, want %v %q", path, e.Number, got, result, want, g.Result)
			}
			for i := range min(len(got), len(want)) {
				if got[i] != want[i] {
					t.Errorf("%s game %d: move %d is %q, want %q", path, e.Number, i+1, got[i], want[i])
					break
				}
			}
		}
	}
}

// TestOpenCancelled: cancelling the building stops it, leaves no index
// file and no goroutine behind.
func TestOpenCancelled(t *testing.T) {
	leakcheck.Check(t)
	cache := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	_, err := Open(ctx, "testdata/lichess-2m.pgn", Options{CacheDir: cache, Progress: func(done, total int64) {
		if calls++; calls == 1 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Open: %v, want cancelled", err)
	}
	if files, _ := os.ReadDir(cache); len(files) != 0 {
		t.Errorf("the cache holds %d files after a cancelled build", len(files))
	}
	// The same file opens afterwards.
	x, err := Open(context.Background(), "testdata/lichess-2m.pgn", Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	x.Close()
}

// TestCacheNotWritable: when the cache folder cannot be made, the index
// answers from memory and says it is not saved.
func TestCacheNotWritable(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "not-a-folder")
	os.WriteFile(blocker, []byte("x"), 0o644)
	x, err := Open(context.Background(), "testdata/edge-cases.pgn", Options{CacheDir: filepath.Join(blocker, "index")})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if x.NotSaved == nil {
		t.Error("NotSaved is nil")
	}
	if got := exploreCounts(t, x); got != "e4 4;Nf3 1;" {
		t.Errorf("explore %q", got)
	}
}

// The cache keeps the indexes used most recently within CacheLimit: a
// new index pushes out the one used least recently, never itself or one
// just reused.
func TestCacheKeepsTheRecentlyUsedIndexes(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	a := copyFile(t, "testdata/kasparov-deep-blue-1997.pgn", dir)
	b := filepath.Join(dir, "b.pgn")
	c := filepath.Join(dir, "c.pgn")
	for _, p := range []string{b, c} {
		data, _ := os.ReadFile(a)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	open := func(p string) {
		t.Helper()
		x, err := Open(context.Background(), p, Options{CacheDir: cache})
		if err != nil {
			t.Fatal(err)
		}
		x.Close()
	}
	open(a)
	fi, err := os.Stat(filepath.Join(cache, CacheName(a)))
	if err != nil {
		t.Fatal(err)
	}
	old := CacheLimit
	t.Cleanup(func() { CacheLimit = old })
	CacheLimit = 2*fi.Size() + fi.Size()/2 // room for two indexes

	// a and b are indexed; a is used again later than b (its time set
	// back first, as an older use would have left it).
	open(b)
	past := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(cache, CacheName(b)), past, past)
	os.Chtimes(filepath.Join(cache, CacheName(a)), past.Add(-time.Hour), past.Add(-time.Hour))
	open(a)
	open(c) // a third index: b, used least recently, goes
	for p, want := range map[string]bool{a: true, b: false, c: true} {
		if _, err := os.Stat(filepath.Join(cache, CacheName(p))); (err == nil) != want {
			t.Errorf("%s's index kept %v, want %v", filepath.Base(p), err == nil, want)
		}
	}
}
