package eco

import (
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"chessmaster/assets"
	"chessmaster/engine"
)

// game plays UCI moves from the start and returns the FEN reached.
func fenAfter(t testing.TB, start string, ucis ...string) string {
	t.Helper()
	p, err := engine.ParseFEN(start)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range ucis {
		m, err := p.ParseMove(u)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	return p.FEN()
}

func split(s string) []string { return strings.Fields(s) }

func TestLookupKnownPositions(t *testing.T) {
	for _, c := range []struct {
		moves, eco, name string
	}{
		{"e2e4", "B00", "King's Pawn Game"},
		{"e2e4 c7c5", "B20", "Sicilian Defense"},
		{"e2e4 e7e5 g1f3 b8c6 f1b5", "C60", "Ruy Lopez"},
		{"e2e4 e7e5 g1f3 b8c6 f1b5 g8f6", "C65", "Ruy Lopez: Berlin Defense"},
		{"d2d4 g8f6 c2c4 g7g6 b1c3 d7d5", "D80", "Grünfeld Defense"},
		{"e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6", "B90", "Sicilian Defense: Najdorf Variation"},
		{"c2c4 e7e5", "A20", "English Opening: King's English Variation"},
	} {
		fen := fenAfter(t, engine.StartFEN, split(c.moves)...)
		o, ok := Lookup(fen)
		if !ok || o.ECO != c.eco || o.Name != c.name {
			t.Errorf("%s: Lookup = %+v, %v; want %s %s", c.moves, o, ok, c.eco, c.name)
		}
		g, ply, ok := ForGame("", split(c.moves))
		if !ok || g != o || ply != len(split(c.moves)) {
			t.Errorf("%s: ForGame = %+v, %d, %v; want %+v at ply %d", c.moves, g, ply, ok, o, len(split(c.moves)))
		}
	}
}

func TestLookupIgnoresCountersAndUselessEnPassant(t *testing.T) {
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",    // ep square no pawn can use
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 7 31",    // other counters
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR  b  KQkq  -  0 1", // odd spacing
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -",         // no counters
	} {
		o, ok := Lookup(fen)
		if !ok || o.ECO != "B00" {
			t.Errorf("Lookup(%q) = %+v, %v; want B00 King's Pawn Game", fen, o, ok)
		}
	}
}

func TestLookupMisses(t *testing.T) {
	for _, fen := range []string{
		engine.StartFEN, // the start position has no name
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", // 1.e4, wrong side to move
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kkq - 0 1",  // 1.e4, castling rights differ
		"8/8/8/4k3/8/8/8/4K2R w K - 0 1",
		"not a fen",
		"",
	} {
		if o, ok := Lookup(fen); ok {
			t.Errorf("Lookup(%q) = %+v, want no name", fen, o)
		}
	}
}

func TestTransposition(t *testing.T) {
	for _, c := range []struct {
		moves, eco, name string
	}{
		// 1.d4 Nf6 2.c4 g6 3.Nc3 d5 by the English move order.
		{"c2c4 g8f6 b1c3 g7g6 d2d4 d7d5", "D80", "Grünfeld Defense"},
		// 1.d4 d5 2.c4 e6 3.Nc3 as 1.c4 e6 2.Nc3 d5 3.d4.
		{"c2c4 e7e6 b1c3 d7d5 d2d4", "D31", "Queen's Gambit Declined: Queen's Knight Variation"},
		// The Ruy Lopez with the knights first.
		{"e2e4 b8c6 g1f3 e7e5 f1b5", "C60", "Ruy Lopez"},
	} {
		o, ply, ok := ForGame(engine.StartFEN, split(c.moves))
		if !ok || o.ECO != c.eco || o.Name != c.name || ply != len(split(c.moves)) {
			t.Errorf("%s: ForGame = %+v, %d, %v; want %s %s at the last ply", c.moves, o, ply, ok, c.eco, c.name)
		}
	}
}

func TestForGameKeepsDeepestName(t *testing.T) {
	// Sicilian, then moves no line has: the name from ply 2 stays.
	moves := split("e2e4 c7c5 h2h3 a7a5 a2a4 h7h5")
	o, ply, ok := ForGame("", moves)
	if !ok || o.ECO != "B20" || ply != 2 {
		t.Fatalf("ForGame = %+v, %d, %v; want B20 Sicilian Defense at ply 2", o, ply, ok)
	}
	// A longer line: the Najdorf is the last name even if the game goes on.
	moves = split("e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 a2a3 h7h6 h2h3")
	o, ply, ok = ForGame("", moves)
	if !ok || o.Name != "Sicilian Defense: Najdorf Variation" || ply != 10 {
		t.Fatalf("ForGame = %+v, %d, %v; want the Najdorf at ply 10", o, ply, ok)
	}
	// A game that leaves a named line and comes back to another one later.
	moves = split("g1f3 g8f6 f3g1 f6g8 e2e4 c7c5")
	o, ply, ok = ForGame("", moves)
	if !ok || o.ECO != "B20" || ply != 6 {
		t.Fatalf("ForGame = %+v, %d, %v; want B20 at ply 6", o, ply, ok)
	}
}

func TestForGameStopsAtBadMove(t *testing.T) {
	o, ply, ok := ForGame("", split("e2e4 c7c5 e1e3 g1f3"))
	if !ok || o.ECO != "B20" || ply != 2 {
		t.Fatalf("ForGame = %+v, %d, %v; want B20 at ply 2", o, ply, ok)
	}
	if o, ply, ok := ForGame("", split("e2e5 e7e5")); ok {
		t.Fatalf("ForGame from an illegal first move = %+v, %d; want no name", o, ply)
	}
	if o, _, ok := ForGame("", nil); ok {
		t.Fatalf("ForGame of no moves = %+v; want no name", o)
	}
	if o, _, ok := ForGame("bad fen", split("e2e4")); ok {
		t.Fatalf("ForGame from a bad FEN = %+v; want no name", o)
	}
}

func TestForGameNonStandardStart(t *testing.T) {
	// An endgame start never reaches a named position.
	if o, _, ok := ForGame("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", split("e2e4 e8d7")); ok {
		t.Fatalf("endgame named %+v", o)
	}
	// A set-up position that is itself a named one is named at ply 0.
	sicilian := fenAfter(t, engine.StartFEN, "e2e4", "c7c5")
	o, ply, ok := ForGame(sicilian, nil)
	if !ok || o.ECO != "B20" || ply != 0 {
		t.Fatalf("ForGame(Sicilian FEN) = %+v, %d, %v; want B20 at ply 0", o, ply, ok)
	}
	// A FEN game that transposes into a named position gets its name.
	afterE4 := "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
	o, ply, ok = ForGame(afterE4, split("c7c5 g1f3"))
	if !ok || o.ECO != "B27" || o.Name != "Sicilian Defense" || ply != 2 {
		t.Fatalf("ForGame(after 1.e4; c5 Nf3) = %+v, %d, %v; want B27 Sicilian Defense at ply 2", o, ply, ok)
	}
	// Chess960-like back rank: same moves, no name.
	if o, _, ok := ForGame("rnbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBRN w - - 0 1", split("e2e4 c7c5")); ok {
		t.Fatalf("shuffled start named %+v", o)
	}
}

func TestOpeningParts(t *testing.T) {
	o := Opening{ECO: "C65", Name: "Ruy Lopez: Berlin Defense, Rio Gambit Accepted"}
	if o.Family() != "Ruy Lopez" || o.Variation() != "Berlin Defense, Rio Gambit Accepted" ||
		o.String() != "C65 Ruy Lopez: Berlin Defense, Rio Gambit Accepted" {
		t.Fatalf("%q %q %q", o.Family(), o.Variation(), o.String())
	}
	o = Opening{ECO: "B20", Name: "Sicilian Defense"}
	if o.Family() != "Sicilian Defense" || o.Variation() != "" {
		t.Fatalf("%q %q", o.Family(), o.Variation())
	}
}

// dataLines reads every line of the embedded data set.
func dataLines(t testing.TB) [][3]string {
	t.Helper()
	var out [][3]string
	for _, name := range dataFiles {
		data, err := fs.ReadFile(assets.Openings, "openings/"+name)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
		if lines[0] != "eco\tname\tpgn" {
			t.Fatalf("%s: header %q", name, lines[0])
		}
		for i, l := range lines[1:] {
			f := strings.Split(l, "\t")
			if len(f) != 3 {
				t.Fatalf("%s:%d: %d columns", name, i+2, len(f))
			}
			out = append(out, [3]string{f[0], f[1], f[2]})
		}
	}
	return out
}

// TestEveryLineIsNamed replays each line on its own (not sharing moves
// with the line before, as build does) and checks the position it reaches
// carries its own name: the index is exact, no line was lost to a parse
// error or to another line's position (or a Zobrist collision).
func TestEveryLineIsNamed(t *testing.T) {
	x := load()
	if x.err != nil {
		t.Fatalf("data errors: %v", x.err)
	}
	if x.dups != 0 {
		t.Fatalf("%d lines share a position with an earlier line", x.dups)
	}
	lines := dataLines(t)
	if len(lines) < 3000 || Len() != len(lines) {
		t.Fatalf("%d lines, %d named positions", len(lines), Len())
	}
	seen := map[string]string{}
	for _, l := range lines {
		if len(l[0]) != 3 || l[0][0] < 'A' || l[0][0] > 'E' || l[0][1] < '0' || l[0][1] > '9' || l[0][2] < '0' || l[0][2] > '9' {
			t.Errorf("bad ECO %q for %s", l[0], l[1])
		}
		p, _ := engine.ParseFEN(engine.StartFEN)
		var ucis []string
		for _, san := range sanTokens(nil, l[2]) {
			m, err := p.ParseSAN(san)
			if err != nil {
				t.Fatalf("%s %s: %v", l[1], l[2], err)
			}
			ucis = append(ucis, m.String())
			p.MakeMove(m)
		}
		fen := p.FEN()
		epd := strings.Join(strings.Fields(fen)[:4], " ")
		if other, dup := seen[epd]; dup {
			t.Errorf("%s and %s reach the same position", other, l[1])
		}
		seen[epd] = l[1]
		o, ok := Lookup(fen)
		if !ok || o.ECO != l[0] || o.Name != l[1] {
			t.Errorf("%s (%s): Lookup = %+v, %v", l[2], l[1], o, ok)
		}
		g, ply, ok := ForGame("", ucis)
		if !ok || g != o || ply != len(ucis) {
			t.Errorf("%s: ForGame = %+v, %d, %v", l[2], g, ply, ok)
		}
	}
}

func TestLicenceShipped(t *testing.T) {
	data, err := fs.ReadFile(assets.Openings, "openings/COPYING.txt")
	if err != nil || !strings.Contains(string(data), "CC0 1.0 Universal") {
		t.Fatalf("COPYING.txt: %v", err)
	}
}

func TestConcurrentFirstUse(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o, _, ok := ForGame("", split("e2e4 c7c5"))
			if !ok || o.ECO != "B20" {
				errs <- fmt.Errorf("got %+v, %v", o, ok)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestBuildCost reports what building the index costs (go test -v): the
// fastest of three builds, the bytes one build allocates and what the
// index keeps. It fails only far above the ~100 ms budget, so a busy
// machine does not make it flaky.
func TestBuildCost(t *testing.T) {
	best := time.Duration(1<<63 - 1)
	for range 3 {
		t0 := time.Now()
		build(assets.Openings)
		best = min(best, time.Since(t0))
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	x := build(assets.Openings)
	runtime.ReadMemStats(&after)
	allocated := after.TotalAlloc - before.TotalAlloc
	runtime.GC()
	runtime.ReadMemStats(&after)
	kept := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	runtime.KeepAlive(x)
	t.Logf("build: %v, %d KB allocated, ~%d KB kept, %d positions",
		best, allocated/1024, kept/1024, len(x.entries))
	if best > time.Second {
		t.Errorf("building the index took %v", best)
	}
}

func BenchmarkBuild(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		build(assets.Openings)
	}
}

func BenchmarkForGame(b *testing.B) {
	moves := split("e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 c1e3 e7e5 d4b3 c8e6 f2f3 f8e7 d1d2 e8g8 e1c1 b8d7 g2g4 b7b5 g4g5 b5b4")
	load()
	b.ReportAllocs()
	for b.Loop() {
		ForGame("", moves)
	}
}

func BenchmarkLookup(b *testing.B) {
	fen := "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	load()
	b.ReportAllocs()
	for b.Loop() {
		Lookup(fen)
	}
}

func TestBuildSkipsBrokenLines(t *testing.T) {
	fsys := fstest.MapFS{
		"openings/a.tsv": {Data: []byte("eco\tname\tpgn\r\n" +
			"B20\tSicilian Defense\t1. e4 c5\r\n" +
			"B99\tTwo columns\r\n" +
			"B98\tIllegal\t1. e4 e4\r\n" +
			"B97\tNo moves\t\r\n" +
			"B96\tSame position\t1. e4 c5\r\n" +
			"C60\tRuy Lopez\t1. e4 e5 2. Nf3 Nc6 3. Bb5\n")},
	}
	x := build(fsys)
	if x.err == nil || x.dups != 1 || len(x.entries) != 2 {
		t.Fatalf("err %v, dups %d, entries %v", x.err, x.dups, x.entries)
	}
	for _, want := range []string{"a.tsv:3", "a.tsv:4", "a.tsv:5", "b.tsv"} {
		if !strings.Contains(x.err.Error(), want) {
			t.Errorf("error %q does not mention %s", x.err, want)
		}
	}
	p, _ := engine.ParseFEN(fenAfter(t, engine.StartFEN, "e2e4", "e7e5", "g1f3", "b8c6", "f1b5"))
	if e, ok := x.byKey[p.Key()]; !ok || x.entries[e].Name != "Ruy Lopez" {
		t.Errorf("Ruy Lopez missing: %v", x.entries)
	}
}
