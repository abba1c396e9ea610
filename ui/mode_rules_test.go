package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"chessmaster/ui/widgets"
)

// modeView is what a test sees of the mode's rules on the screen.
type modeView struct {
	takes      bool     // the board takes a move
	legal      []string // and these
	clockShown bool     // a card shows a clock
	clockRuns  bool     // a card's clock is highlighted as running
	thinking   bool     // the programs' thinking panel shows
}

func viewOf(h *harness) modeView {
	h.a.ctrl.WaitEvents()
	h.pump()
	st := h.a.board.State()
	v := modeView{takes: st.Enabled && len(st.Legal) > 0, legal: st.Legal, thinking: h.a.thinking.Visible()}
	for _, c := range []*widgets.PlayerCard{h.a.topCard, h.a.bottomCard} {
		if c.ClockText() != "" {
			v.clockShown = true
		}
		if c.ClockText() != "" && c.ClockBg.FillColor == theme.Color(theme.ColorNamePrimary) {
			v.clockRuns = true
		}
	}
	return v
}

// Play: the person's move on their turn, the clocks shown and running,
// the programs' thinking panel.
func TestPlayModeRules(t *testing.T) {
	h := youVsComputer(t)
	if m := h.a.mode(); m != modePlay {
		t.Fatalf("mode %v", m)
	}
	v := viewOf(h)
	if !v.takes || !v.clockShown || !v.clockRuns || !v.thinking {
		t.Fatalf("play: %+v", v)
	}
}

// Study (a played game gone back in): moves for the program's side too,
// the clocks of that move shown but none running, no thinking panel.
func TestStudyModeRules(t *testing.T) {
	h := youVsComputer(t)
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft}) // Black, the computer's side, to move
	if m := h.a.mode(); m != modeStudy {
		t.Fatalf("mode %v", m)
	}
	v := viewOf(h)
	// Black's moves (the computer's first move varies, so either of two
	// pawn pushes it cannot both have made).
	blacks := slices.Contains(v.legal, "a7a6") || slices.Contains(v.legal, "h7h6")
	if !v.takes || !blacks || !v.clockShown || v.clockRuns || v.thinking {
		t.Fatalf("study: %+v", v)
	}
	if h.a.evalBar.Visible() {
		t.Fatal("the evaluation bar shows in a study, where no program plays")
	}
}

// Analysis: moves for either side, no clocks, the analysis lines instead
// of the thinking panel.
func TestAnalysisModeRules(t *testing.T) {
	h := youVsComputer(t)
	h.a.setAnalysis(true)
	t.Cleanup(func() { h.a.setAnalysis(false) })
	if m := h.a.mode(); m != modeAnalysis {
		t.Fatalf("mode %v", m)
	}
	v := viewOf(h)
	if !v.takes || v.clockShown || v.thinking || !h.a.analysis.box.Visible() {
		t.Fatalf("analysis: %+v, lines shown %v", v, h.a.analysis.box.Visible())
	}
}

// Review: the review's panel, no thinking panel, no clock running; the
// board takes what the game under it takes (a study: either side).
func TestReviewModeRules(t *testing.T) {
	h := reviewedFoolsMate(t)
	h.a.goTo([]int{0}) // after 1. f3: Black, the computer's side, to move
	h.pump()
	if m := h.a.mode(); m != modeReview {
		t.Fatalf("mode %v", m)
	}
	v := viewOf(h)
	if !v.takes || !slices.Contains(v.legal, "e7e5") || v.clockRuns || v.thinking || !h.a.review.resultBox.Visible() {
		t.Fatalf("review: %+v, summary shown %v", v, h.a.review.resultBox.Visible())
	}
	if h.a.evalBar.Visible() {
		t.Fatal("an empty evaluation bar beside the review's graph")
	}
}

// Practice: the board is the exercise's, no clock, no thinking panel.
func TestPracticeModeRules(t *testing.T) {
	h := reviewedFoolsMate(t)
	h.a.menu.practice.Action()
	dismiss(h, "Start")
	if m := h.a.mode(); m != modePractice {
		t.Fatalf("mode %v", m)
	}
	v := viewOf(h)
	if !v.takes || v.clockShown || v.thinking || !h.a.practice.box.Visible() {
		t.Fatalf("practice: %+v", v)
	}
	if h.a.board.State().FEN == h.a.state.FEN {
		t.Fatal("the board shows the game, not the exercise")
	}
}

// Edit: the main board takes nothing while the editor is open, and no
// clock runs; closing the editor gives Play back its rules.
func TestEditModeRules(t *testing.T) {
	h := youVsComputer(t)
	e := h.a.showPositionEditor()
	if m := h.a.mode(); m != modeEdit {
		t.Fatalf("mode %v", m)
	}
	h.a.refresh()
	v := viewOf(h)
	if v.takes || v.clockRuns {
		t.Fatalf("edit: %+v", v)
	}
	e.dlg.Hide()
	h.pump()
	if v := viewOf(h); !v.takes || !v.clockRuns {
		t.Fatalf("after the editor: %+v", v)
	}
}
