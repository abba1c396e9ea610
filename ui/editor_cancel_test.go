package ui

import (
	"testing"
)

// Play from here or Analyse over a game with unsaved changes asks first;
// Cancel goes back to the editor with the position being set up, not to
// nothing (the editor used to close before the question).
func TestEditorCancelKeepsThePositionBeingSetUp(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4") // a game that is in no file
	for _, button := range []string{"Play from here", "Analyse"} {
		e := h.a.showPositionEditor()
		e.clearBoard(t)
		e.click('K', "e1")
		e.click('Q', "d1")
		e.click('k', "e8")
		fen := e.fen.Text
		pressButton(t, e.dlgContent(), button)
		h.pump()
		h.discardPrompt()["Cancel"]()
		if h.a.editing != e || e.fen.Text != fen {
			t.Fatalf("%s, Cancel: editor open %v, position %q want %q", button, h.a.editing == e, e.fen.Text, fen)
		}
		if st := h.a.ctrl.Snapshot(); len(st.Moves) != 1 {
			t.Fatalf("%s, Cancel: the game changed: %d moves", button, len(st.Moves))
		}
		e.dlg.Hide()
		h.pump()
	}
}
