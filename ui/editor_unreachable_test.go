package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
)

// A position whose material no game reaches (two light-squared bishops
// beside eight pawns; nine queens and a pawn) shows a notice that it
// cannot arise in a game, and is still played against the program and
// analysed, as lichess and Stockfish allow.
func TestEditorPlaysUnreachableMaterial(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human},
		Black: master.PlayerConfig{Kind: master.Computer, Level: 1},
	}
	h := newHarness(t, Options{Settings: &s})
	notice := func(e *positionEditor, want string) {
		t.Helper()
		if e.play.Disabled() || e.analyse.Disabled() || e.problem.Importance != widget.WarningImportance ||
			!strings.Contains(e.problem.Text, "this position cannot arise in a game") || !strings.Contains(e.problem.Text, want) {
			t.Fatalf("notice %q (want %q), play enabled %v, analyse enabled %v",
				e.problem.Text, want, !e.play.Disabled(), !e.analyse.Disabled())
		}
	}

	// Played: the human's move, then the program's answer.
	e := h.a.showPositionEditor()
	fen := "4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1"
	e.fen.SetText(fen)
	notice(e, "White has 8 pawns and 1 piece beyond the initial set")
	pressButton(t, e.dlgContent(), "Play from here")
	h.pump()
	if st := h.a.state; st.StartFEN != fen || st.FEN != fen || !st.HumanToMove {
		t.Fatalf("game from %q: start %q, fen %q", fen, st.StartFEN, st.FEN)
	}
	h.play("e2e4")
	h.waitFor("the program's answer", func() bool { return len(h.a.state.Moves) >= 2 })

	// Analysed.
	e = h.a.showPositionEditor()
	fen = "kn6/pp6/8/8/Q7/QQQQQQQQ/7P/4K3 w - - 0 1"
	e.fen.SetText(fen)
	notice(e, "White has 1 pawn and 8 pieces beyond the initial set")
	pressButton(t, e.dlgContent(), "Analyse")
	h.pump()
	h.discardPrompt()["Don't save"]() // the game played above is replaced
	h.pump()
	if !h.a.analysing() || h.a.state.FEN != fen {
		t.Fatalf("analyse: on %v, fen %q want %q", h.a.analysing(), h.a.state.FEN, fen)
	}
	checkLines(t, h, fen, h.waitLines(1, 1))
	h.a.setAnalysis(false)
}
