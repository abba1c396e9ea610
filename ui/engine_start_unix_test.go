//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"chessmaster/master"
)

// Starting an external engine does not hold the window: New Game returns
// at once with a "Starting the engine…" dialog, and its Cancel abandons a
// start-up that would wait for an engine that never answers; the game in
// progress stays as it was.
func TestEngineStartDoesNotFreezeAndCanBeCancelled(t *testing.T) {
	silent := filepath.Join(t.TempDir(), "silent.sh")
	if err := os.WriteFile(silent, []byte("#!/bin/sh\nwhile read line; do :; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	e := twoHumans()
	e.Black = master.PlayerConfig{Kind: master.UCIEngine, EnginePath: silent}
	start := time.Now()
	h.a.startNewGame(e)
	if time.Since(start) > time.Second {
		t.Fatalf("New Game held the UI goroutine for %v", time.Since(start))
	}
	h.pump()
	if !strings.Contains(h.overlayText(), "Starting the engine") {
		t.Fatalf("no progress dialog; top dialog %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Cancel"])
	h.waitFor("the start-up to end", func() bool { return h.a.win.Canvas().Overlays().Top() == nil })
	if st := h.a.ctrl.Snapshot(); len(st.Moves) != 1 || st.Black.Kind != master.Human {
		t.Fatalf("after Cancel the game changed: %d moves, Black %v", len(st.Moves), st.Black.Kind)
	}
}
