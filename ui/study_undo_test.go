package ui

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// A game opened from a file is a study: Undo is greyed out and Ctrl+Z
// takes nothing back (it used to cut the last move and the file's result,
// which Save then wrote as "*"). Continued against the computer, the
// cards name the computer, not the file's player.
func TestStudyKeepsItsMovesAndResultAndContinueShowsWhoPlays(t *testing.T) {
	s := master.DefaultSettings() // a person against the computer
	s.Black = master.PlayerConfig{Kind: master.Random, Name: "Monkey"}
	h := newHarness(t, Options{Settings: &s})
	h.a.openPath("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	h.pump()
	h.a.chooseGameForTest(1)
	h.waitFor("game 2", func() bool { return len(h.a.state.Moves) == 89 })
	if h.a.state.CanUndo || !h.a.menu.undo.Disabled {
		t.Fatal("Undo is offered in a study")
	}
	h.a.undo() // Ctrl+Z
	h.pump()
	if len(h.a.state.Moves) != 89 || h.a.state.Outcome.Result != "1-0" || !strings.Contains(h.a.ctrl.PGN(), `[Result "1-0"]`) {
		t.Fatalf("Undo in a study changed the game: %d moves, %+v", len(h.a.state.Moves), h.a.state.Outcome)
	}
	if h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("Ctrl+Z in a study popped up %q", h.overlayText())
	}
	// Go back to move 10 and continue: the person plays White against
	// the random mover; the cards say so.
	h.a.viewPosition(20)
	h.pump()
	h.a.continueGame()
	h.waitFor("play", func() bool { return !h.a.state.Study })
	if h.a.topCard.Name() != "Monkey" {
		t.Errorf("after Continue the opponent's card says %q, want the random mover", h.a.topCard.Name())
	}
}
