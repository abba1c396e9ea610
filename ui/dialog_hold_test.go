package ui

import (
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"chessmaster/master"
)

// Preferences, the position editor, an error and a notice pause the
// clocks like every other dialog, and the clock goes on when they close.
func TestEveryDialogPausesTheClock(t *testing.T) {
	s := twoHumans()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute}
	h := newHarness(t, Options{Settings: &s})
	// No clock runs before each side's first move: Black's runs on its
	// second.
	h.play("e2e4", "e7e5", "g1f3")
	running := func() bool { return h.a.ctrl.Snapshot().Clock.Running == master.Black }
	h.waitFor("Black's clock", running)

	stopped := func(what string) {
		t.Helper()
		h.pump()
		st := h.a.ctrl.Snapshot()
		if st.Clock.Running != master.NoColor {
			t.Fatalf("%s open: %s's clock runs", what, st.Clock.Running)
		}
		before := st.Clock.Black
		time.Sleep(30 * time.Millisecond)
		if after := h.a.ctrl.Snapshot().Clock.Black; after != before {
			t.Fatalf("%s open: Black's clock went from %v to %v", what, before, after)
		}
		// The game goes on by itself when the dialog closes: no Continue
		// button behind it, and the status line does not call the
		// position an earlier one.
		if h.a.continueButton.Visible() {
			t.Fatalf("%s open: a Continue button shows behind it", what)
		}
		if st := h.a.status.Text; strings.Contains(st, "Viewing") {
			t.Fatalf("%s open: status %q", what, st)
		}
	}
	closeWith := func(button string) {
		t.Helper()
		b := h.overlayButtons()[button]
		if b == nil {
			t.Fatalf("no %q button in %q", button, h.overlayText())
		}
		test.Tap(b)
		h.waitFor("clock running again", running)
	}

	h.a.menu.preferences.Action()
	stopped("Preferences")
	closeWith("Close")

	h.a.showPositionEditor()
	stopped("the position editor")
	closeWith("Cancel")

	h.a.showError(errors.New("something went wrong"))
	stopped("an error")
	closeWith("OK")

	h.a.pasteGame() // the test clipboard is empty: a notice says so
	stopped("the empty clipboard notice")
	closeWith("OK")
}
