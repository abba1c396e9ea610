package ui

import "testing"

// TestScriptedModes: the names the screenshot script gives
// (CHESSMASTER_SHOW_DIALOG) enter their modes; a drill of an unknown
// ending says so; another name is not a mode.
func TestScriptedModes(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.showDialogNamed("puzzles")
	h.pump()
	if !h.a.solvingPuzzles() {
		t.Fatal("puzzles: no puzzle")
	}
	h.a.stopPuzzles()
	h.a.showDialogNamed("drill:kqk")
	h.pump()
	if !h.a.training() {
		t.Fatal("drill:kqk: no drill")
	}
	h.a.stopTraining()
	db := writeFile(t, "db.pgn", explorerPGN)
	h.a.showDialogNamed("explorer:" + db)
	h.waitFor("indexed", func() bool { return !h.a.explorer.loading })
	if !h.a.explorer.box.Visible() || len(h.a.explorer.rows.Objects) == 0 {
		t.Fatal("explorer: no moves shown")
	}
	if h.a.showModeNamed("drill:nope") != true {
		t.Error("drill:nope was not taken as a drill")
	}
	if h.overlayText() == "" {
		t.Error("drill:nope: no error shown")
	}
	if h.a.showModeNamed("nothing") {
		t.Error("an unknown name was taken as a mode")
	}
}
