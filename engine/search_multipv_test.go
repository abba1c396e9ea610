package engine

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// multiPVSearch searches fen with lim and returns the result and the
// reports grouped by iteration: every report with MultiPV 1 starts one.
func multiPVSearch(t *testing.T, e *Engine, fen string, lim Limits) (Result, [][]Info) {
	t.Helper()
	if e == nil {
		e = New()
		e.SetHashSize(16)
	}
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatalf("SetPosition(%q): %v", fen, err)
	}
	var iters [][]Info
	res := e.Search(context.Background(), lim, func(i Info) {
		if i.MultiPV == 1 {
			iters = append(iters, nil)
		}
		if len(iters) == 0 {
			t.Fatalf("first report has MultiPV %d, want 1", i.MultiPV)
		}
		iters[len(iters)-1] = append(iters[len(iters)-1], i)
	})
	return res, iters
}

// lineScore orders reports: mates above every centipawn score, shorter
// mates above longer ones, being mated below everything.
func lineScore(i Info) int {
	switch {
	case i.Mate > 0:
		return scoreMate - 2*i.Mate
	case i.Mate < 0:
		return -scoreMate - 2*i.Mate
	}
	return i.Score
}

// checkLines checks one iteration's lines: numbered 1..n in order, n
// lines, distinct legal first moves, a legal PV, scores not increasing.
func checkLines(t *testing.T, fen string, lines []Info, n int) {
	t.Helper()
	if len(lines) != n {
		t.Fatalf("%s: %d lines in an iteration, want %d: %+v", fen, len(lines), n, lines)
	}
	seen := map[string]bool{}
	for i, l := range lines {
		if l.MultiPV != i+1 {
			t.Errorf("%s: line %d has MultiPV %d", fen, i+1, l.MultiPV)
		}
		if l.Depth != lines[0].Depth {
			t.Errorf("%s: line %d has depth %d, line 1 %d", fen, i+1, l.Depth, lines[0].Depth)
		}
		if len(l.PV) == 0 {
			t.Fatalf("%s: line %d has no PV", fen, i+1)
		}
		if seen[l.PV[0]] {
			t.Errorf("%s: move %s is the first move of two lines: %+v", fen, l.PV[0], lines)
		}
		seen[l.PV[0]] = true
		pos, _ := ParseFEN(fen)
		for j, mv := range l.PV {
			m, err := pos.ParseMove(mv)
			if err != nil {
				t.Fatalf("%s: line %d PV %v: move %d (%s) is illegal: %v", fen, i+1, l.PV, j+1, mv, err)
			}
			pos.MakeMove(m)
		}
		if i > 0 && lineScore(l) > lineScore(lines[i-1]) {
			t.Errorf("%s: line %d scores above line %d: %+v", fen, i+1, i, lines)
		}
	}
}

func legalCount(t *testing.T, fen string) int {
	t.Helper()
	pos, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var l MoveList
	pos.GenerateLegal(&l)
	return l.N
}

func TestMultiPVLines(t *testing.T) {
	for _, tc := range []struct {
		fen   string
		k     int
		depth int
	}{
		{StartFEN, 3, 6},
		{"r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8", 4, 6},
		// A mate in one among the lines: it must come first.
		{"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 3, 5},
		// Two legal moves (the king in check on the first rank).
		{"7k/8/8/8/8/8/8/K6r w - - 0 1", 5, 5},
		{"7k/8/8/8/8/8/8/K6r w - - 0 1", 2, 5},
	} {
		n := min(tc.k, legalCount(t, tc.fen))
		res, iters := multiPVSearch(t, nil, tc.fen, Limits{Depth: tc.depth, MultiPV: tc.k})
		if len(iters) != tc.depth {
			t.Fatalf("%s: %d iterations reported, want %d", tc.fen, len(iters), tc.depth)
		}
		for d, lines := range iters {
			checkLines(t, tc.fen, lines, n)
			if lines[0].Depth != d+1 {
				t.Errorf("%s: iteration %d reports depth %d", tc.fen, d+1, lines[0].Depth)
			}
		}
		last := iters[len(iters)-1]
		if res.Source != "search" || res.BestMove != last[0].PV[0] || !slices.Equal(res.Info.PV, last[0].PV) ||
			res.Info.Score != last[0].Score || res.Info.Mate != last[0].Mate || res.Info.MultiPV != 1 {
			t.Errorf("%s: result %+v (source %s), want the best line %+v", tc.fen, res.Info, res.Source, last[0])
		}
	}
	// The mate in one is line 1.
	_, iters := multiPVSearch(t, nil, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", Limits{Depth: 3, MultiPV: 3})
	if l := iters[len(iters)-1][0]; l.PV[0] != "a1a8" || l.Mate != 1 {
		t.Errorf("line 1 %+v, want the mate a1a8", l)
	}
}

// MultiPV 0 and 1 are the single-line search: same move, PV, score and
// node count, one report per iteration.
func TestMultiPVOneIsSinglePV(t *testing.T) {
	const fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
	a, ia := multiPVSearch(t, nil, fen, Limits{Depth: 7})
	b, ib := multiPVSearch(t, nil, fen, Limits{Depth: 7, MultiPV: 1})
	if a.BestMove != b.BestMove || a.Info.Nodes != b.Info.Nodes || !slices.Equal(a.Info.PV, b.Info.PV) || a.Info.Score != b.Info.Score {
		t.Errorf("MultiPV 1 %+v differs from the default %+v", b.Info, a.Info)
	}
	for _, iters := range [][][]Info{ia, ib} {
		for _, lines := range iters {
			if len(lines) != 1 {
				t.Fatalf("single PV reported %d lines in an iteration", len(lines))
			}
		}
	}
}

// searchmoves and MultiPV together: the lines are among the listed moves.
func TestMultiPVWithSearchMoves(t *testing.T) {
	const fen = "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1"
	only := []string{"a2a3", "h2h3", "g1f3"}
	_, iters := multiPVSearch(t, nil, fen, Limits{Depth: 4, MultiPV: 5, SearchMoves: only})
	for _, lines := range iters {
		checkLines(t, fen, lines, 3)
		for _, l := range lines {
			if !slices.Contains(only, l.PV[0]) {
				t.Errorf("line %s outside searchmoves", l.PV[0])
			}
		}
	}
}

// With one legal move a MultiPV search still searches, so that analysis
// sees the line deepen.
func TestMultiPVSearchesForcedMove(t *testing.T) {
	const fen = "k7/8/8/8/8/8/1r6/K6r w - - 0 1" // Kxb2 is the only move
	if n := legalCount(t, fen); n != 1 {
		t.Fatalf("premise: %d legal moves", n)
	}
	res, iters := multiPVSearch(t, nil, fen, Limits{Depth: 5, MultiPV: 3})
	if res.Source != "search" || len(iters) != 5 {
		t.Fatalf("source %s, %d iterations: want a search of 5", res.Source, len(iters))
	}
	for _, lines := range iters {
		checkLines(t, fen, lines, 1)
	}
}

// In the tables the lines are the tables' ranking of the moves; the
// scores of wins are in the band TablebaseOutcome recognises.
func TestMultiPVTablebaseRoot(t *testing.T) {
	e := New()
	e.SetHashSize(1)
	e.SetTablebases(embeddedTables(t))
	const fen = "8/8/8/4k3/8/8/3QK3/8 w - - 0 1" // KQK: every queen move that keeps it wins
	res, iters := multiPVSearch(t, e, fen, Limits{Infinite: true, MultiPV: 4})
	if res.Source != "tablebase" || len(iters) != 1 {
		t.Fatalf("source %q, %d iterations: want one tablebase report", res.Source, len(iters))
	}
	checkLines(t, fen, iters[0], 4)
	for _, l := range iters[0] {
		if TablebaseOutcome(l.Score) != 1 || l.Mate != 0 {
			t.Errorf("line %+v: want a tablebase win", l)
		}
	}
	if !strings.Contains(res.Note, "tablebase") {
		t.Errorf("note %q", res.Note)
	}
	// A move that mates at once is line 1, as mate 1.
	const mate = "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1"
	_, iters = multiPVSearch(t, e, mate, Limits{MultiPV: 3})
	checkLines(t, mate, iters[0], 3)
	if l := iters[0][0]; l.Mate != 1 {
		t.Errorf("line 1 %+v: want mate 1", l)
	}
}

func TestTablebaseOutcome(t *testing.T) {
	for _, tc := range []struct{ score, want int }{
		{0, 0}, {250, 0}, {-3000, 0}, {tbCursedScore, 0}, {-tbCursedScore, 0},
		{tbWinScore, 1}, {tbWinScore - 40, 1}, {tbWinScore - maxPly, 1},
		{-tbWinScore, -1}, {-tbWinScore + 17, -1},
		{mateIn(3), 0}, {matedIn(4), 0},
	} {
		if got := TablebaseOutcome(tc.score); got != tc.want {
			t.Errorf("TablebaseOutcome(%d) = %d, want %d", tc.score, got, tc.want)
		}
	}
}

// An infinite MultiPV search stops within a few milliseconds of the
// cancel, with the best line's move.
func TestMultiPVCancel(t *testing.T) {
	e := New()
	e.SetHashSize(16)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result)
	reports := make(chan Info, 1024)
	go func() {
		done <- e.Search(ctx, Limits{Infinite: true, MultiPV: 3}, func(i Info) {
			select {
			case reports <- i:
			default:
			}
		})
	}()
	time.Sleep(150 * time.Millisecond)
	start := time.Now()
	cancel()
	res := <-done
	if el := time.Since(start); el > 100*time.Millisecond {
		t.Errorf("search took %v to stop", el)
	}
	if res.BestMove == "" || res.Info.Depth < 1 || len(res.Info.PV) == 0 || res.Info.PV[0] != res.BestMove {
		t.Errorf("result %+v", res)
	}
	if len(reports) < 3 {
		t.Errorf("%d reports in 150 ms", len(reports))
	}
}
