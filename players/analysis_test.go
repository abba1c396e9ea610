package players

import (
	"context"
	"errors"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/internal/leakcheck"
	"chessmaster/master"
	"chessmaster/master/mastertest"
)

// analysisRun is a running master.Analyse whose reports arrive on a
// channel.
type analysisRun struct {
	reports chan []master.AnalysisLine
	done    chan error
	cancel  context.CancelFunc
}

func startAnalysis(t *testing.T, c *master.ChessMaster, req master.AnalysisRequest) *analysisRun {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r := &analysisRun{reports: make(chan []master.AnalysisLine, 4096), done: make(chan error, 1), cancel: cancel}
	go func() {
		r.done <- c.Analyse(ctx, req, func(lines []master.AnalysisLine) {
			select {
			case r.reports <- lines:
			default:
				t.Error("report channel full")
			}
		})
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-r.done:
		case <-time.After(5 * time.Second):
			t.Error("analysis did not end after its context was cancelled")
		}
	})
	return r
}

// collect gathers reports until one reaches depth or timeout passes.
func (r *analysisRun) collect(t *testing.T, depth int, timeout time.Duration) [][]master.AnalysisLine {
	t.Helper()
	var out [][]master.AnalysisLine
	deadline := time.After(timeout)
	for {
		select {
		case l := <-r.reports:
			out = append(out, l)
			if l[0].Depth >= depth {
				return out
			}
		case err := <-r.done:
			t.Fatalf("analysis ended: %v (after %d reports)", err, len(out))
		case <-deadline:
			if len(out) == 0 {
				t.Fatalf("no report within %v", timeout)
			}
			return out
		}
	}
}

// stop cancels the analysis and checks that Analyse returns nil soon.
func (r *analysisRun) stop(t *testing.T, within time.Duration) {
	t.Helper()
	start := time.Now()
	r.cancel()
	select {
	case err := <-r.done:
		r.done <- err // for the cleanup
		if err != nil {
			t.Errorf("Analyse returned %v after cancel, want nil", err)
		}
		if el := time.Since(start); el > within {
			t.Errorf("Analyse returned %v after cancel, want within %v", el, within)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Analyse did not return after cancel")
	}
}

// lineRank orders lines as the panel shows them: mates first (shorter
// better), then tablebase wins, evaluations, tablebase losses, being
// mated.
func lineRank(l master.AnalysisLine) int {
	switch {
	case l.Mate > 0:
		return 1000000 - l.Mate
	case l.Mate < 0:
		return -1000000 - l.Mate
	case l.TBWin != 0:
		return l.TBWin * 500000
	}
	return l.Score
}

// checkReport checks one report: n lines numbered 1..n, one depth,
// distinct first moves, legal PVs from fen, best first.
func checkReport(t *testing.T, fen string, moves []string, lines []master.AnalysisLine, n int) {
	t.Helper()
	if len(lines) != n {
		t.Fatalf("%d lines, want %d: %+v", len(lines), n, lines)
	}
	seen := map[string]bool{}
	for i, l := range lines {
		if l.MultiPV != i+1 {
			t.Errorf("line %d numbered %d", i+1, l.MultiPV)
		}
		if len(l.PV) == 0 {
			t.Fatalf("line %d has no PV", i+1)
		}
		if seen[l.PV[0]] {
			t.Errorf("%s starts two lines: %+v", l.PV[0], lines)
		}
		seen[l.PV[0]] = true
		e := engine.New()
		e.SetHashSize(1)
		if err := e.SetPosition(fen, append(append([]string(nil), moves...), l.PV...)); err != nil {
			t.Errorf("line %d PV %v is not legal: %v", i+1, l.PV, err)
		}
		if (l.Mate != 0 && (l.TBWin != 0 || l.Score != 0)) || (l.TBWin != 0 && l.Score != 0) {
			t.Errorf("line %d: more than one of mate, TB win and score: %+v", i+1, l)
		}
		if l.Score > 10000 || l.Score < -10000 {
			t.Errorf("line %d: score %d is not an evaluation", i+1, l.Score)
		}
		if i > 0 && lineRank(l) > lineRank(lines[i-1]) {
			t.Errorf("line %d ranks above line %d: %+v", i+1, i, lines)
		}
	}
}

func TestBuiltinAnalysis(t *testing.T) {
	leakcheck.Check(t)
	const fen = "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8"
	c := mastertest.NewGame(t, mastertest.Humans(fen))
	moves := []string{"d1e2", "c8d7"}
	r := startAnalysis(t, c, master.AnalysisRequest{StartFEN: fen, Moves: moves, MultiPV: 3})
	reports := r.collect(t, 7, 20*time.Second)
	if len(reports) < 3 {
		t.Fatalf("%d reports", len(reports))
	}
	for i, lines := range reports {
		checkReport(t, fen, moves, lines, 3)
		if i > 0 && lines[0].Depth <= reports[i-1][0].Depth {
			t.Errorf("report %d: depth %d after %d: the analysis does not deepen", i+1, lines[0].Depth, reports[i-1][0].Depth)
		}
		if i > 0 && lines[0].Nodes < reports[i-1][0].Nodes {
			t.Errorf("report %d: nodes went down", i+1)
		}
	}
	r.stop(t, 200*time.Millisecond)
}

// Fewer legal moves than lines asked: one line per move. A single legal
// move is still searched deeper and deeper.
func TestBuiltinAnalysisFewMoves(t *testing.T) {
	leakcheck.Check(t)
	for _, tc := range []struct {
		fen   string
		lines int
	}{
		{"7k/pp6/8/8/8/8/8/K6r w - - 0 1", 2},
		{"k7/pp6/8/8/8/8/1r6/K6r w - - 0 1", 1},
	} {
		c := mastertest.NewGame(t, mastertest.Humans(tc.fen))
		r := startAnalysis(t, c, master.AnalysisRequest{StartFEN: tc.fen, MultiPV: 5})
		reports := r.collect(t, 6, 10*time.Second)
		for _, lines := range reports {
			checkReport(t, tc.fen, nil, lines, tc.lines)
		}
		if reports[len(reports)-1][0].Depth < 6 {
			t.Errorf("%s: depth %d: the analysis does not deepen", tc.fen, reports[len(reports)-1][0].Depth)
		}
		r.stop(t, 200*time.Millisecond)
	}
}

// Tablebase results are TBWin, never the engine's 317xx centipawns: at
// the root (the tables rank the moves) and inside the search (a capture
// into a won 4-piece ending).
func TestBuiltinAnalysisTablebaseWin(t *testing.T) {
	leakcheck.Check(t)
	// KQ v K at the root: every line wins, and the lines stand (the
	// analysis goes on) until cancelled.
	const kqk = "8/8/8/4k3/8/8/3QK3/8 w - - 0 1"
	c := mastertest.NewGame(t, mastertest.Humans(kqk))
	r := startAnalysis(t, c, master.AnalysisRequest{StartFEN: kqk, MultiPV: 3})
	lines := r.collect(t, 1, 10*time.Second)[0]
	checkReport(t, kqk, nil, lines, 3)
	for _, l := range lines {
		if l.TBWin != 1 {
			t.Errorf("KQK line %+v: want TBWin 1", l)
		}
	}
	// The side to move loses: TBWin -1.
	const lost = "8/8/8/4k3/8/8/3QK3/8 b - - 0 1"
	r2 := startAnalysis(t, c, master.AnalysisRequest{StartFEN: lost, MultiPV: 2})
	for _, l := range r2.collect(t, 1, 10*time.Second)[0] {
		if l.TBWin != -1 {
			t.Errorf("lost KQK line %+v: want TBWin -1", l)
		}
	}
	select {
	case err := <-r.done:
		t.Fatalf("the analysis ended by itself: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	r.stop(t, 200*time.Millisecond)
	r2.stop(t, 200*time.Millisecond)

	// Five pieces: searched, and hxg4 wins in the 4-piece tables.
	const capture = "8/6k1/8/8/6n1/7P/4B3/K7 w - - 0 1"
	r3 := startAnalysis(t, c, master.AnalysisRequest{StartFEN: capture, MultiPV: 2})
	reports := r3.collect(t, 8, 10*time.Second)
	last := reports[len(reports)-1]
	checkReport(t, capture, nil, last, 2)
	if last[0].PV[0] != "h3g4" || last[0].TBWin != 1 {
		t.Errorf("line 1 %+v: want h3g4 as a TB win", last[0])
	}
	r3.stop(t, 200*time.Millisecond)
}

// Two analyses at once each get their own engine.
func TestBuiltinAnalysesRunTogether(t *testing.T) {
	leakcheck.Check(t)
	c := mastertest.NewGame(t, mastertest.Humans(""))
	a := startAnalysis(t, c, master.AnalysisRequest{MultiPV: 2})
	b := startAnalysis(t, c, master.AnalysisRequest{Moves: []string{"e2e4"}, MultiPV: 1})
	for _, r := range []*analysisRun{a, b} {
		if reports := r.collect(t, 4, 10*time.Second); reports[len(reports)-1][0].Depth < 4 {
			t.Errorf("depth %d", reports[len(reports)-1][0].Depth)
		}
	}
	a.stop(t, 200*time.Millisecond)
	b.stop(t, 200*time.Millisecond)
}

func TestAnalyseBadRequests(t *testing.T) {
	ctx := context.Background()
	if err := Analyse(ctx, master.AnalysisRequest{Moves: []string{"e2e5"}}, nil); err == nil {
		t.Error("illegal move accepted")
	}
	if err := Analyse(ctx, master.AnalysisRequest{StartFEN: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}, nil); !errors.Is(err, master.ErrNothingToAnalyse) {
		t.Errorf("stalemate: %v", err)
	}
	err := Analyse(ctx, master.AnalysisRequest{EnginePath: "/nonexistent/engine"}, nil)
	if err == nil {
		t.Error("a missing engine gave no error")
	}
}

func TestParseInfoMultiPV(t *testing.T) {
	for _, tc := range []struct {
		line  string
		extra infoExtra
		ok    bool
	}{
		{"info depth 12 seldepth 15 multipv 3 score cp -20 nodes 100 nps 5 hashfull 1 tbhits 0 time 20 pv e2e4 e7e5", infoExtra{multiPV: 3}, true},
		{"info depth 12 multipv 1 score cp 35 lowerbound nodes 100 pv e2e4", infoExtra{multiPV: 1, bound: true}, true},
		{"info depth 12 score mate 3 upperbound pv e2e4", infoExtra{bound: true}, true},
		{"info depth 5 currmove e2e4 currmovenumber 1", infoExtra{}, false},
	} {
		_, extra, ok := parseUCIInfoLine(tc.line)
		if extra != tc.extra || ok != tc.ok {
			t.Errorf("%q: %+v %v, want %+v %v", tc.line, extra, ok, tc.extra, tc.ok)
		}
	}
}

func TestUCITBWin(t *testing.T) {
	for cp, want := range map[int]int{
		0: 0, 350: 0, -9000: 0, 19753: 0, 20001: 0,
		20000: 1, 19990: 1, 19754: 1, -19990: -1, -20000: -1,
		31743: 1, 31700: 1, -31700: -1,
	} {
		if got := uciTBWin(cp); got != want {
			t.Errorf("uciTBWin(%d) = %d, want %d", cp, got, want)
		}
	}
	l := uciLine(master.ThinkingInfo{Depth: 20, Score: 19980, PV: []string{"a1a2"}}, 2)
	if l.TBWin != 1 || l.Score != 0 || l.MultiPV != 2 {
		t.Errorf("uciLine: %+v", l)
	}
}
