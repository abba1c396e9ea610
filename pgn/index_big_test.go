package pgn

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// writeBigPGN writes about size bytes of real games (every file of
// ../testdata/pgn, repeated) to path; it returns how many games it wrote.
func writeBigPGN(tb testing.TB, path string, size int64) int {
	tb.Helper()
	files, _ := filepath.Glob("../testdata/pgn/*.pgn")
	var chunk []byte
	games := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		gs, err := Read(bytes.NewReader(data))
		if err != nil {
			continue
		}
		games += len(gs)
		data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
		chunk = append(chunk, bytes.TrimSpace(data)...)
		chunk = append(chunk, "\n\n"...)
	}
	if games == 0 {
		tb.Fatal("no games in ../testdata/pgn")
	}
	out, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriterSize(out, 1<<20)
	n, total := int64(0), 0
	for n < size {
		w.Write(chunk)
		n += int64(len(chunk))
		total += games
	}
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	if err := out.Close(); err != nil {
		tb.Fatal(err)
	}
	return total
}

// openGame indexes the file at path and reads game number n (1-based).
func openGame(tb testing.TB, path string, n int) ([]Entry, *Game) {
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	entries, err := Index(f, fi.Size())
	if err != nil {
		tb.Fatal(err)
	}
	if n > len(entries) {
		tb.Fatalf("%d games, not %d", len(entries), n)
	}
	g, err := ReadGameAt(f, entries[n-1])
	if err != nil {
		tb.Fatal(err)
	}
	return entries, g
}

// Opening the last game of a 10 MB file (index included) takes well
// under 2 s and 300 MB. 50 MB is BenchmarkIndex50MB.
func TestIndex10MB(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 10 MB file")
	}
	path := filepath.Join(t.TempDir(), "big.pgn")
	games := writeBigPGN(t, path, 10<<20)

	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	entries, g := openGame(t, path, games)
	took := time.Since(start)
	runtime.ReadMemStats(&after)

	if len(entries) != games {
		t.Fatalf("indexed %d games, wrote %d", len(entries), games)
	}
	for _, e := range entries {
		if e.Err != nil {
			t.Fatalf("game %d: %v", e.Number, e.Err)
		}
	}
	if g.Tag("Event") == "" || g.Line != entries[len(entries)-1].Line {
		t.Errorf("last game read as %+v", g)
	}
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("10 MB, %d games: index + last game in %v; allocated %.1f MB in all, heap in use after %.1f MB, from the system %.1f MB",
		games, took, float64(allocated)/(1<<20), float64(after.HeapInuse)/(1<<20), float64(after.Sys)/(1<<20))
	limit := 2 * time.Second
	if raceEnabled {
		limit *= 10
	}
	if took > limit {
		t.Errorf("index and open took %v, want under %v", took, limit)
	}
	// Everything allocated, freed or not, bounds the peak.
	if allocated > 300<<20 {
		t.Errorf("allocated %d MB, want under 300 MB", allocated>>20)
	}
}

// BenchmarkIndex50MB: index a 50 MB file of real games and open one in
// the middle, as opening a large database does.
func BenchmarkIndex50MB(b *testing.B) {
	path := filepath.Join(b.TempDir(), "big.pgn")
	games := writeBigPGN(b, path, 50<<20)
	fi, _ := os.Stat(path)
	b.SetBytes(fi.Size())
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		entries, _ := openGame(b, path, games/2)
		if len(entries) != games {
			b.Fatalf("%d games, want %d", len(entries), games)
		}
	}
	b.ReportMetric(float64(games), "games")
}
