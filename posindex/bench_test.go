package posindex

import (
	"context"
	"os"
	"runtime"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// benchFile is the PGN the benchmarks index: $POSINDEX_BENCH_PGN (e.g. a
// 50 MB slice of a lichess file), else the real-games test file.
func benchFile(b *testing.B) string {
	if f := os.Getenv("POSINDEX_BENCH_PGN"); f != "" {
		return f
	}
	return "testdata/lichess-2m.pgn"
}

// BenchmarkBuild indexes the whole file (no cache: every run builds).
func BenchmarkBuild(b *testing.B) {
	path := benchFile(b)
	fi, err := os.Stat(path)
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(fi.Size())
	for range b.N {
		dir := b.TempDir()
		x, err := Open(context.Background(), path, Options{CacheDir: dir})
		if err != nil {
			b.Fatal(err)
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		b.ReportMetric(float64(ms.HeapSys)/(1<<20), "heapsys-MB")
		if st, err := os.Stat(dir + "/" + CacheName(x.Source)); err == nil {
			b.ReportMetric(float64(st.Size())/float64(fi.Size()), "index/pgn")
		}
		x.Close()
	}
}

// BenchmarkExplore opens the cached index and explores a position after
// 1.e4, as the command does each time it runs.
func BenchmarkExplore(b *testing.B) {
	path := benchFile(b)
	dir := b.TempDir()
	x, err := Open(context.Background(), path, Options{CacheDir: dir})
	if err != nil {
		b.Skip(err)
	}
	x.Close()
	pos, _ := engine.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	b.ResetTimer()
	for range b.N {
		x, err := Open(context.Background(), path, Options{CacheDir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Explore([]*Index{x}, pos); err != nil {
			b.Fatal(err)
		}
		x.Close()
	}
}

// BenchmarkCheck checks every game of the file (pgn -check's work
// without the reading and writing).
func BenchmarkCheck(b *testing.B) {
	f, err := os.Open(benchFile(b))
	if err != nil {
		b.Skip(err)
	}
	defer f.Close()
	games, err := pgn.Read(f)
	if err != nil {
		b.Fatal(err)
	}
	ch := NewChecker()
	b.ResetTimer()
	for range b.N {
		for _, g := range games {
			ch.Check(g)
		}
	}
}
