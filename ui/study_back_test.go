package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"chessmaster/master"
)

// youVsComputer is a game the user plays White against the computer,
// with a clock.
func youVsComputer(t *testing.T) *harness {
	t.Helper()
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.Computer, Level: 1}
	s.Clock = master.ClockConfig{Base: 5 * time.Minute}
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	h.waitFor("the computer's move", func() bool { return len(h.a.state.Moves) == 2 })
	h.play("d2d4")
	h.waitFor("the computer's move", func() bool { return len(h.a.state.Moves) == 4 })
	h.a.ctrl.WaitEvents()
	h.pump()
	return h
}

// Going back in a played game makes it a study: no clock runs, the
// computer does not answer, a move for the computer's side is the user's
// variation, no result or "paused"; coming back to the last move does not
// resume it. Only "Continue from here", which names the players, plays on.
func TestGoingBackInAPlayedGameIsStudy(t *testing.T) {
	h := youVsComputer(t)
	if got := h.a.status.Text; !strings.HasPrefix(got, "Play · ") || !h.a.state.Running {
		t.Fatalf("in play: status %q, running %v", got, h.a.state.Running)
	}
	// Three moves back: after 1. e4, Black (the computer's side) to move.
	for range 3 {
		h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	}
	if got := h.a.status.Text; !strings.HasPrefix(got, "Study · ") {
		t.Fatalf("after going back: status %q", got)
	}
	if st := h.a.state; st.Running || st.Clock.Running != master.NoColor || st.Thinking != master.NoColor {
		t.Fatalf("after going back: running %v, clock %v, thinking %v", st.Running, st.Clock.Running, st.Thinking)
	}
	if !h.a.continueButton.Visible() || !strings.HasPrefix(h.a.continueFit.Text(), "Continue: you (White) vs ") {
		t.Fatalf("continue %v %q", h.a.continueButton.Visible(), h.a.continueFit.Text())
	}
	// A move for Black: the user's, a variation; nobody answers.
	h.play("c7c5")
	h.settle()
	st := h.a.state
	if len(st.Moves) != 2 || st.Moves[1].SAN != "c5" || st.Running || st.Clock.Running != master.NoColor {
		t.Fatalf("after 1...c5: %v, running %v, clock %v", h.sans(), st.Running, st.Clock.Running)
	}
	if flat := flatPGN(h.a); !strings.Contains(flat, "(1... c5)") {
		t.Fatalf("1...c5 is not a variation: %s", flat)
	}
	// Back to the move where the game was left: still a study.
	h.a.goTo([]int{0, 0, 0, 0})
	h.settle()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Study · ") || h.a.state.Running {
		t.Fatalf("at the last move: status %q, running %v", got, h.a.state.Running)
	}
	// Continue from here: the game is played again, the clocks run.
	test.Tap(h.a.continueButton)
	h.pump()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Play · ") || !h.a.state.Running {
		t.Fatalf("continued: status %q, running %v", got, h.a.state.Running)
	}
	// The computer's moves vary (2...Bb4+ leaves no g1f3), so the move is
	// any legal one.
	h.play(h.a.state.LegalMoves[0])
	h.waitFor("the computer's answer", func() bool { return len(h.a.state.Moves) == 6 })
}

// Going back in a finished game is a study too: a move there is a
// variation and the finished game's result stays the main line's.
func TestGoingBackInAFinishedGameIsStudy(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	if !h.a.state.Outcome.Over() {
		t.Fatal("no mate")
	}
	h.a.goTo([]int{0, 0})
	h.pump()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Study · ") {
		t.Fatalf("status %q", got)
	}
	h.play("b1c3")
	if h.a.state.Running {
		t.Fatal("a move in a study started the game")
	}
	if flat := flatPGN(h.a); !strings.Contains(flat, "(2. Nc3)") || !strings.Contains(flat, "0-1") {
		t.Fatalf("game %s", flat)
	}
}

// Ctrl+Z against the computer is a takeback, not navigation: the moves
// are gone, the game stays Play and goes on when the user moves.
func TestTakebackStaysPlay(t *testing.T) {
	h := youVsComputer(t)
	h.pressShortcut(shortcutUndo)
	h.pump()
	if n := len(h.a.state.Moves); n != 2 {
		t.Fatalf("%d moves after a takeback", n)
	}
	if got := h.a.status.Text; !strings.HasPrefix(got, "Play · ") || h.a.state.Study {
		t.Fatalf("after a takeback: status %q, study %v", got, h.a.state.Study)
	}
	if h.a.continueButton.Visible() {
		t.Fatal("Continue offered after a takeback")
	}
	h.play(h.a.state.LegalMoves[0])
	h.waitFor("the computer's answer", func() bool { return len(h.a.state.Moves) == 4 })
}

// Changing the players in a study does not start it: Continue does.
func TestSettingsInAStudyDoNotStartIt(t *testing.T) {
	h := youVsComputer(t)
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	s := h.a.settings
	s.Black.Level = 2
	h.a.applySettings(s)
	h.settle()
	if st := h.a.state; st.Running || !st.Study || len(st.Moves) != 3 {
		t.Fatalf("after new settings in a study: running %v, study %v, %d moves", st.Running, st.Study, len(st.Moves))
	}
	if !h.a.continueButton.Visible() {
		t.Fatal("no Continue in the study")
	}
}
