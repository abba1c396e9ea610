package ui

import (
	"os"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"chessmaster/master"
	"chessmaster/notation"
)

// waitLines waits until the analysis shows at least n lines for the
// board's position, searched to depth or more.
func (h *harness) waitLines(n, depth int) []master.AnalysisLine {
	h.t.Helper()
	h.waitFor("analysis lines", func() bool {
		v := h.a.analysis
		return v.run != nil && v.run.fen == h.a.state.FEN && len(v.shown) >= n && v.shown[0].Depth >= depth
	})
	return h.a.analysis.shown
}

var scoreText = regexp.MustCompile(`^ *([+-]\d+\.\d\d|#-?\d+|TB 1-0|TB 0-1) d\d+$`)

// checkLines checks that lines are distinct moves that are legal in fen,
// with legal continuations, and that the panel and the arrows show them.
func checkLines(t *testing.T, h *harness, fen string, lines []master.AnalysisLine) {
	t.Helper()
	legal, _, err := notation.LegalMoves(fen)
	if err != nil {
		t.Fatal(err)
	}
	var firsts []string
	for i, l := range lines {
		if l.MultiPV != i+1 || len(l.PV) == 0 {
			t.Fatalf("line %d: %+v", i+1, l)
		}
		if !slices.Contains(legal, l.PV[0]) {
			t.Fatalf("line %d starts with %s, not legal in %s", i+1, l.PV[0], fen)
		}
		if slices.Contains(firsts, l.PV[0]) {
			t.Fatalf("two lines start with %s", l.PV[0])
		}
		firsts = append(firsts, l.PV[0])
		if sans := notation.SANMoves(fen, l.PV); len(sans) != len(l.PV) {
			t.Fatalf("line %d has an illegal move: %v gives %v", i+1, l.PV, sans)
		}
		row := h.a.analysis.rows[i]
		if !row.box.Visible() || !scoreText.MatchString(row.score.Text) ||
			!strings.HasPrefix(row.moves.Text, strings.TrimSpace(notation.SANLine(fen, l.PV[:1], 1))) {
			t.Fatalf("row %d: visible %v, score %q, moves %q", i+1, row.box.Visible(), row.score.Text, row.moves.Text)
		}
	}
	arrows := h.a.board.Arrows()
	if len(arrows) != len(lines) {
		t.Fatalf("%d arrows for %d lines", len(arrows), len(lines))
	}
	for i, ar := range arrows {
		if ar.Move != firsts[i] || i > 0 && ar.Width >= arrows[i-1].Width {
			t.Fatalf("arrow %d: %+v (lines %v)", i, ar, firsts)
		}
	}
}

// Ctrl+E turns analysis mode on: three distinct legal lines with scores,
// depths and moves, arrows for their first moves broadest for the best,
// the evaluation bar (hidden between two people) showing the best line.
// Turning it off stops the search and leaves no goroutine behind.
func TestAnalysisModeShowsLinesAndStops(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	time.Sleep(50 * time.Millisecond)
	h.pump()
	before := runtime.NumGoroutine()

	h.pressShortcut(shortcutAnalysis)
	if !h.a.analysing() || !h.a.analysis.box.Visible() || !h.a.menu.study.analysis.Checked {
		t.Fatal("Ctrl+E did not turn analysis mode on")
	}
	lines := h.waitLines(3, 3)
	checkLines(t, h, h.a.state.FEN, lines)
	if len(lines) != 3 {
		t.Fatalf("%d lines, want the default 3", len(lines))
	}
	if !h.a.evalBar.Visible() || h.a.evalBar.Text() == "" {
		t.Error("the evaluation bar does not show the analysis")
	}
	if !strings.HasPrefix(h.a.status.Text, "Analysis · ") {
		t.Errorf("status %q", h.a.status.Text)
	}

	// One line only, then five: the panel follows the choice.
	h.a.analysis.count.SetSelectedIndex(0)
	h.waitFor("one line", func() bool {
		v := h.a.analysis
		return v.run != nil && len(v.shown) == 1 && v.shown[0].Depth >= 2 && !v.rows[1].box.Visible()
	})
	if h.fa.Preferences().Int(prefAnalysisLines) != 1 {
		t.Error("the number of lines is not remembered")
	}
	h.a.analysis.count.SetSelectedIndex(4)
	checkLines(t, h, h.a.state.FEN, h.waitLines(5, 3))

	run := h.a.analysis.run
	h.pressShortcut(shortcutAnalysis)
	if h.a.analysing() || h.a.analysis.box.Visible() || len(h.a.board.Arrows()) != 0 || h.a.evalBar.Visible() {
		t.Fatal("analysis mode did not end")
	}
	select {
	case <-run.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the search did not stop")
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		h.pump()
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Fatalf("goroutines: %d before the analysis, %d after\n%s", before, n, buf[:runtime.Stack(buf, true)])
	}
}

// The analysis follows the board: going back a move restarts it for that
// position, and its lines are moves of the side to move there.
func TestAnalysisFollowsBrowsing(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3")
	h.a.setAnalysis(true)
	h.waitLines(3, 3)
	first := h.a.analysis.run

	h.a.viewPosition(1) // after 1.e4: Black to move
	if h.a.analysis.run == first {
		t.Fatal("browsing did not restart the analysis")
	}
	select {
	case <-first.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the old search goes on")
	}
	lines := h.waitLines(3, 3)
	if h.a.analysis.run.turn != master.Black {
		t.Fatal("the analysis is not of the position after 1.e4")
	}
	checkLines(t, h, h.a.state.FEN, lines)
	h.a.setAnalysis(false)
}

// In analysis mode the board takes moves for both sides, a program's
// too, and they go into the tree without the program answering; a move
// where the game has another becomes a variation.
func TestAnalysisMovesBecomeVariations(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human},
		Black: master.PlayerConfig{Kind: master.Computer, Level: 1},
	}
	h := newHarness(t, Options{Settings: &s})
	h.a.setAnalysis(true)
	if h.a.state.Running {
		t.Fatal("the game runs in analysis mode")
	}
	h.play("e2e4", "e7e5", "g1f3") // e7e5 is the program's side
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("moves %v", got)
	}
	h.a.viewPosition(1)
	h.play("c7c5")
	if !slices.Equal(h.a.state.Path, []int{0, 1}) || !strings.Contains(h.a.ctrl.PGN(), "1. e4 e5 (1... c5) 2. Nf3") {
		t.Fatalf("path %v\n%s", h.a.state.Path, h.a.ctrl.PGN())
	}
	h.waitLines(3, 3) // the analysis is on the new position
	time.Sleep(100 * time.Millisecond)
	h.pump()
	if st := h.a.ctrl.Snapshot(); st.Running || st.Thinking != master.NoColor || len(st.Moves) != 2 {
		t.Fatalf("the program plays in analysis mode: running %v, thinking %v, %d moves", st.Running, st.Thinking, len(st.Moves))
	}
	if h.a.continueButton.Visible() {
		t.Error("Continue is offered in analysis mode")
	}
	// Clicking the second line plays its first move.
	lines := h.waitLines(3, 3)
	want := lines[1].PV[0]
	h.a.analysis.rows[1].box.Tapped(&fyne.PointEvent{})
	h.waitFor("the second line's move", func() bool { return len(h.a.state.Moves) == 3 })
	if got := h.a.state.Moves[2].UCI; got != want {
		t.Fatalf("clicking line 2 played %s, its first move is %s", got, want)
	}
	h.a.setAnalysis(false)
	if !h.a.continueButton.Visible() {
		t.Error("no Continue after analysis mode")
	}
}

// Scores read from White's side whoever is to move; tablebase results
// are words, never 317xx centipawns.
func TestAnalysisScore(t *testing.T) {
	for _, tc := range []struct {
		l    master.AnalysisLine
		turn master.Color
		want string
	}{
		{master.AnalysisLine{Score: 35}, master.White, "+0.35"},
		{master.AnalysisLine{Score: 35}, master.Black, "-0.35"},
		{master.AnalysisLine{Mate: 3}, master.White, "#3"},
		{master.AnalysisLine{Mate: 2}, master.Black, "#-2"},
		{master.AnalysisLine{Mate: -4}, master.Black, "#4"},
		{master.AnalysisLine{TBWin: 1}, master.White, "TB 1-0"},
		{master.AnalysisLine{TBWin: 1}, master.Black, "TB 0-1"},
		{master.AnalysisLine{TBWin: -1}, master.Black, "TB 1-0"},
	} {
		if got := analysisScore(tc.l, tc.turn); got != tc.want {
			t.Errorf("%+v, %v to move: %q, want %q", tc.l, tc.turn, got, tc.want)
		}
	}
}

// A new game started while analysing is played: analysis mode ends.
func TestNewGameEndsAnalysisMode(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.setAnalysis(true)
	h.waitLines(1, 1)
	run := h.a.analysis.run
	h.a.startNewGame(master.Settings{
		White: master.PlayerConfig{Kind: master.Human},
		Black: master.PlayerConfig{Kind: master.Computer, Level: 1},
	})
	h.pump()
	if h.a.analysing() || h.a.analysis.box.Visible() || !h.a.state.Running {
		t.Fatalf("analysing %v, running %v after New Game", h.a.analysing(), h.a.state.Running)
	}
	select {
	case <-run.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the search goes on")
	}
	h.play("e2e4") // the board takes White's move only, the program answers
	h.waitFor("the program's answer", func() bool { return len(h.a.state.Moves) == 2 })
}

// A UCI engine (Stockfish, where it is installed) analyses as the built-in
// engine does.
func TestAnalysisWithUCIEngine(t *testing.T) {
	if fi, err := os.Stat(stockfishPath); err != nil || fi.IsDir() {
		t.Skip("no " + stockfishPath)
	}
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("d2d4")
	h.a.setAnalysis(true)
	i := slices.Index(h.a.analysis.engines, stockfishPath)
	if i < 1 {
		t.Fatalf("engines offered: %v", h.a.analysis.engines)
	}
	h.a.analysis.engine.SetSelectedIndex(i)
	if h.a.analysis.run.engine != stockfishPath || h.fa.Preferences().String(prefAnalysisEngine) != stockfishPath {
		t.Fatal("the engine chosen is not used or not remembered")
	}
	checkLines(t, h, h.a.state.FEN, h.waitLines(3, 6))
	if !strings.HasPrefix(h.a.analysis.note.Text, "stockfish") {
		t.Errorf("note %q", h.a.analysis.note.Text)
	}
	run := h.a.analysis.run
	h.a.setAnalysis(false)
	select {
	case <-run.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the engine was not stopped")
	}
}

// Typed moves work in analysis mode for either side, as board moves do.
func TestAnalysisTypedMoves(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human},
		Black: master.PlayerConfig{Kind: master.Computer, Level: 1},
	}
	h := newHarness(t, Options{Settings: &s})
	h.a.setAnalysis(true)
	for i, m := range []string{"e4", "c5", "Nf3"} { // c5 for the program
		h.a.playTypedMove(m)
		h.waitFor("typed "+m, func() bool { return len(h.a.state.Moves) == i+1 })
	}
	if got := h.sans(); !slices.Equal(got, []string{"e4", "c5", "Nf3"}) {
		t.Fatalf("moves %v", got)
	}
	h.a.setAnalysis(false)
}
