package ui

import (
	"bytes"
	"os"
	"testing"
)

// Save with nothing changed leaves the file as its author wrote it: no
// reflowed moves, no reordered tags. A change is then saved as before.
func TestSaveWithNothingChangedWritesNothing(t *testing.T) {
	src, err := os.ReadFile("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "match.pgn", string(src))
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.pump()
	h.a.chooseGameForTest(1)
	h.waitFor("game 2", func() bool { return len(h.a.state.Moves) == 89 })
	before, _ := os.Stat(path)
	h.a.savePGN()
	h.pump()
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, src) {
		t.Fatalf("saving an unchanged game rewrote the file (%d bytes, was %d)", len(got), len(src))
	}
	if after, _ := os.Stat(path); !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("the file was written again: %v, was %v", after.ModTime(), before.ModTime())
	}
	if h.overlayText() != "" {
		t.Errorf("saving an unchanged game asked or warned: %q", h.overlayText())
	}

	// A variation is a change: it is saved into the game's place.
	h.a.viewPosition(10)
	h.play("a2a3")
	h.pump()
	if !h.a.unsaved() {
		t.Fatal("a new variation does not count as a change")
	}
	h.a.savePGN()
	h.pump()
	got, _ = os.ReadFile(path)
	if bytes.Equal(got, src) || !bytes.Contains(got, []byte("a3")) {
		t.Fatalf("the variation was not saved")
	}
	if h.a.unsaved() {
		t.Error("still unsaved after Save")
	}
}
