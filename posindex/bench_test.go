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

// BenchmarkSearch opens the cached index and finds the games that reach
// a position of move 10 of the file's first game (a few games), replaying
// each to the ply.
func BenchmarkSearch(b *testing.B) {
	path := benchFile(b)
	dir := b.TempDir()
	x, err := Open(context.Background(), path, Options{CacheDir: dir})
	if err != nil {
		b.Skip(err)
	}
	// The position after the first game's 20th ply.
	f, _ := os.Open(path)
	rec := x.games[0]
	text := make([]byte, rec.length)
	f.ReadAt(text, rec.offset)
	f.Close()
	x.Close()
	r := newReplayer()
	sans, _ := mainLine(text, nil)
	pos, _ := engine.ParseFEN(startFEN)
	for i, s := range sans[:min(20, len(sans))] {
		m, _, err := r.resolve(pos, string(s))
		if err != nil {
			b.Fatal(i, err)
		}
		pos.MakeMove(m)
	}
	b.ResetTimer()
	for range b.N {
		x, err := Open(context.Background(), path, Options{CacheDir: dir})
		if err != nil {
			b.Fatal(err)
		}
		hits, err := Search([]*Index{x}, pos, false)
		if err != nil || len(hits) == 0 {
			b.Fatal(err, len(hits))
		}
		x.Close()
	}
}

// BenchmarkExploreOpened explores the position after 1.e4 in an index
// already open (as the window keeps it): the query alone.
func BenchmarkExploreOpened(b *testing.B) {
	x, err := Open(context.Background(), benchFile(b), Options{CacheDir: b.TempDir()})
	if err != nil {
		b.Skip(err)
	}
	defer x.Close()
	pos, _ := engine.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	b.ResetTimer()
	for range b.N {
		if _, err := Explore([]*Index{x}, pos); err != nil {
			b.Fatal(err)
		}
	}
}
