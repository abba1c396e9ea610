package ui

import (
	"strings"
	"testing"
	"time"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// Events a computer player would cause are fed straight in: the window must
// show them without a real engine.
func TestAppShowsThinkingAndClocks(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	info := master.ThinkingInfo{Depth: 12, Score: -40, Nodes: 1_234_567, PV: []string{"c7c5", "g1f3", "d7d6"}}
	h.a.onEvent(master.ThinkingEvent{Color: master.Black, Info: info})
	text := h.a.thinking.Text()
	for _, want := range []string{"depth 12", "+0.40", "1.2 M nodes", "1...c5 2.Nf3 d6"} {
		if !strings.Contains(text, want) {
			t.Errorf("thinking panel %q lacks %q", text, want)
		}
	}
	if sh := h.a.evalBar.Share(); sh <= 0.5 {
		t.Errorf("Black's -0.40 shown as White share %v", sh)
	}
	h.a.onEvent(master.ThinkingEvent{Color: master.Black, Info: master.ThinkingInfo{Depth: 20, Mate: 2, PV: []string{"d8h4"}}})
	if !strings.Contains(h.a.thinking.Text(), "#-2") || h.a.evalBar.Share() != 0 {
		t.Errorf("mate for Black: panel %q, share %v", h.a.thinking.Text(), h.a.evalBar.Share())
	}

	h.a.state.Clock.Enabled = true
	h.a.onEvent(master.ClockEvent{White: 4*time.Minute + 59*time.Second, Black: 8 * time.Second, Running: master.Black})
	if got := h.a.bottomCard.ClockText(); got != "4:59" {
		t.Errorf("White clock %q", got)
	}
	if got := h.a.topCard.ClockText(); got != "0:08.0" {
		t.Errorf("Black clock %q", got)
	}
}

func TestAppHint(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	// White mates in one: Qxf7#.
	fen := "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
	if err := h.a.ctrl.SetFEN(fen); err != nil {
		t.Fatal(err)
	}
	h.a.ctrl.Start()
	h.waitFor("position", func() bool { return h.a.state.FEN == fen && h.a.state.HumanToMove })
	h.a.hint()
	if !h.a.menu.hint.Disabled && !h.a.hinting {
		t.Fatal("hint not running")
	}
	h.waitFor("hint", func() bool { return !h.a.hinting })
	if !strings.HasPrefix(h.a.status.Text, "Play · Hint:") {
		t.Fatalf("no hint: status %q, dialog %q", h.a.status.Text, h.overlayText())
	}
	if !strings.Contains(h.a.status.Text, "Qxf7#") || h.a.board.Selected() != widgets.ParseSquare("h5") {
		t.Fatalf("hint %q, selected %d", h.a.status.Text, h.a.board.Selected())
	}
	// An arrow shows the hint's target, which otherwise looks like any
	// other legal move.
	if h.a.board.Hint() != "h5f7" {
		t.Fatalf("hint arrow %q", h.a.board.Hint())
	}
}

// A move made on the board is drawn and stored once: the controller's
// MoveEvent is the one place that refreshes and saves.
func TestHumanMoveRefreshesAndSavesOnce(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.ctrl.WaitEvents()
	h.pump()
	refreshes, saves := h.a.refreshes, h.a.saves
	h.play("e2e4")
	h.a.ctrl.WaitEvents()
	h.pump()
	if got := h.a.refreshes - refreshes; got != 1 {
		t.Errorf("one human move refreshed the window %d times, want 1", got)
	}
	if got := h.a.saves - saves; got != 1 {
		t.Errorf("one human move saved the game %d times, want 1", got)
	}
}

// A running clock is autosaved every clockSaveEvery between moves, so a
// crash in a long think gives back at most that much time; a stopped
// clock is not saved for nothing.
func TestRunningClockIsAutosavedNowAndThen(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	saves := h.a.saves
	tick := master.ClockEvent{White: 4 * time.Minute, Black: 5 * time.Minute, Running: master.White}
	h.a.onEvent(tick)
	if h.a.saves != saves+1 {
		t.Fatalf("a running clock's first tick saved %d times", h.a.saves-saves)
	}
	h.a.onEvent(tick)
	if h.a.saves != saves+1 {
		t.Error("saved again before clockSaveEvery")
	}
	h.a.clockSaved = time.Now().Add(-clockSaveEvery)
	h.a.onEvent(tick)
	h.a.onEvent(master.ClockEvent{White: 4 * time.Minute, Black: 5 * time.Minute, Running: master.NoColor})
	if h.a.saves != saves+2 {
		t.Errorf("%d saves, want 2 (one per interval, none when stopped)", h.a.saves-saves)
	}
}
