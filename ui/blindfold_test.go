package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"chessmaster/ui/widgets"
)

// menuItem finds an item of the main menu by its menu's and its own
// label (one level of submenu: "View", "Blindfold", "Hide All Pieces").
func (h *harness) menuItem(path ...string) *fyne.MenuItem {
	h.t.Helper()
	items := []*fyne.MenuItem{}
	for _, m := range h.a.win.MainMenu().Items {
		if m.Label == path[0] {
			items = m.Items
		}
	}
	var found *fyne.MenuItem
	for _, label := range path[1:] {
		found = nil
		for _, it := range items {
			if it.Label == label {
				found = it
			}
		}
		if found == nil {
			h.t.Fatalf("no menu item %v", path)
		}
		if found.ChildMenu != nil {
			items = found.ChildMenu.Items
		}
	}
	return found
}

// drawnSides counts the White and Black pieces the board draws.
func (h *harness) drawnSides() (white, black int) {
	h.t.Helper()
	pieces, ok := h.a.board.DrawnPieces()
	if !ok {
		h.t.Fatal("the board is not on screen")
	}
	for _, pc := range pieces {
		if pc >= 'A' && pc <= 'Z' {
			white++
		} else {
			black++
		}
	}
	return white, black
}

// View → Blindfold hides Black's pieces, or all; the last move's
// highlight, the move list and typed moves stay; the choice is ticked in
// the menu, shown in Preferences and kept for the next session.
func TestBlindfoldHidesPiecesInTheWindow(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	if w, b := h.drawnSides(); w != 16 || b != 16 {
		t.Fatalf("before the blindfold: %d White and %d Black pieces drawn", w, b)
	}
	hideBlack := h.menuItem("View", "Blindfold", "Hide Black's Pieces")
	hideBlack.Action()
	h.pump()
	if w, b := h.drawnSides(); w != 16 || b != 0 {
		t.Errorf("Hide Black's Pieces: %d White and %d Black pieces drawn, want 16 and 0", w, b)
	}
	if !hideBlack.Checked || h.menuItem("View", "Blindfold", "Show All Pieces").Checked {
		t.Error("the menu does not tick the blindfold in effect")
	}
	tints, _ := h.a.board.DrawnTints()
	if tints["e2"] != widgets.LastMoveTint() || tints["e4"] != widgets.LastMoveTint() {
		t.Errorf("the last move's highlight is gone: %v", tints)
	}

	// A move typed, and one made on the hidden pieces' squares, are played
	// and listed.
	h.typeMove("e5")
	h.waitFor("the typed move", func() bool { return len(h.a.state.Moves) == 2 })
	h.play("g1f3")
	if got := h.sans(); len(got) != 3 || got[1] != "e5" || got[2] != "Nf3" {
		t.Fatalf("moves in a blindfold game: %v", got)
	}
	if w, b := h.drawnSides(); w != 16 || b != 0 {
		t.Errorf("after more moves: %d White and %d Black pieces drawn", w, b)
	}
	if tints, _ := h.a.board.DrawnTints(); tints["g1"] == nil || tints["f3"] == nil {
		t.Errorf("the last move's highlight after Nf3: %v", tints)
	}

	f := h.a.showPreferences()
	if f.blindfold.Selected != "Hide Black's Pieces" {
		t.Errorf("Preferences shows %q", f.blindfold.Selected)
	}
	f.blindfold.SetSelected("Hide All Pieces")
	h.pump()
	if w, b := h.drawnSides(); w != 0 || b != 0 {
		t.Errorf("Hide All Pieces: %d White and %d Black pieces drawn", w, b)
	}
	if !h.menuItem("View", "Blindfold", "Hide All Pieces").Checked {
		t.Error("the menu does not follow the preferences")
	}

	// The next session keeps the blindfold.
	h.a.close()
	h.pump()
	h.start(Options{Settings: &s})
	if w, b := h.drawnSides(); w != 0 || b != 0 || h.a.board.Blindfold() != widgets.HideAllPieces {
		t.Errorf("the next session: %d White and %d Black pieces drawn", w, b)
	}
	h.menuItem("View", "Blindfold", "Show All Pieces").Action()
	h.pump()
	if w, b := h.drawnSides(); w+b != 32 {
		t.Errorf("Show All Pieces: %d White and %d Black pieces drawn", w, b)
	}
}
