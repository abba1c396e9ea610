package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"chessmaster/master"
	"chessmaster/ui/widgets"
	"chessmaster/ui/widgets/widgettest"
)

// TestNewGameChess960ByNumberAndCastleByDrag: New Game offers Chess960;
// position 0 (BBQNNRKR) is chosen by number and started; after the f-rooks
// step up, White castles by dragging the king onto its rook (the king is
// already on g1) and Black by dragging the king onto its rook too; the
// board shows O-O, the moves read O-O, and the PGN is a Chess960 one.
func TestNewGameChess960ByNumberAndCastleByDrag(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	g, _ := showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	if g.variant == nil {
		t.Fatal("the New Game dialog has no variant choice")
	}
	g.variant.kind.SetSelected("Chess960")
	g.variant.start.SetSelected("By number")
	if len(g.variant.form.Items) != 3 { // variant, start position, number
		t.Fatalf("number row not shown: %d rows", len(g.variant.form.Items))
	}
	g.variant.number.SetText("0")
	test.Tap(h.overlayButtons()["Start"])
	want, _ := master.Chess960StartFEN(0)
	h.waitFor("the Chess960 game", func() bool { return h.a.state.Chess960 && h.a.state.StartFEN == want })

	h.play("g2g3", "g7g6", "f2f4", "f7f5", "f1f2", "f8f7")
	widgettest.Drag(h.a.board, "g1", "h1") // the king onto its rook
	h.waitFor("White's O-O", func() bool { return len(h.a.state.Moves) == 7 })
	widgettest.Drag(h.a.board, "g8", "h8")
	h.waitFor("Black's O-O", func() bool { return len(h.a.state.Moves) == 8 })
	if got := h.sans(); got[6] != "O-O" || got[7] != "O-O" {
		t.Fatalf("moves %v", got)
	}
	b := h.a.board
	for sq, pc := range map[string]byte{"g1": 'K', "f1": 'R', "h1": 0, "g8": 'k', "f8": 'r', "h8": 0} {
		if got := b.Piece(widgets.ParseSquare(sq)); got != pc {
			t.Errorf("%s shows %q, want %q", sq, got, pc)
		}
	}
	if pgn := h.a.ctrl.PGN(); !strings.Contains(pgn, `[Variant "Chess960"]`) || !strings.Contains(pgn, `[FEN "`+want+`"]`) {
		t.Errorf("PGN tags:\n%s", pgn)
	}
}

// TestNewGameChess960TypedAndRandom: a typed Shredder-FEN start and a
// random one; a position number out of range is refused with a message
// and the game in progress goes on.
func TestNewGameChess960TypedAndRandom(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")

	g, _ := showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	g.variant.kind.SetSelected("Chess960")
	g.variant.start.SetSelected("By number")
	g.variant.number.SetText("960")
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("the error", func() bool { return strings.Contains(h.overlayText(), "0 to 959") })
	if len(h.a.state.Moves) != 1 || h.a.state.Chess960 {
		t.Fatal("the game in progress was lost")
	}
	test.Tap(h.overlayButtons()["OK"])

	const typed = "4k3/8/8/8/8/8/8/3K3R w H - 0 1"
	g, _ = showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	g.variant.kind.SetSelected("Chess960")
	g.variant.start.SetSelected("Typed FEN")
	g.variant.fen.SetText(typed)
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("the typed start", func() bool { return h.a.state.Chess960 && strings.HasPrefix(h.a.state.StartFEN, "4k3/") })
	// Drop the king on its target square g1: castling.
	widgettest.Drag(h.a.board, "d1", "g1")
	h.waitFor("O-O", func() bool { return len(h.a.state.Moves) == 1 })
	if got := h.sans(); got[0] != "O-O" {
		t.Fatalf("moves %v", got)
	}

	g, _ = showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	g.variant.kind.SetSelected("Chess960")
	g.variant.start.SetSelected("Random")
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("a random start", func() bool {
		return h.a.state.Chess960 && len(h.a.state.Moves) == 0 && master.Chess960Number(h.a.state.StartFEN) >= 0
	})

	// Back to standard chess.
	g, _ = showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	if g.variant.kind.Selected != "Chess960" {
		t.Errorf("the dialog forgot the variant: %q", g.variant.kind.Selected)
	}
	g.variant.kind.SetSelected("Standard")
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("a standard game", func() bool { return !h.a.state.Chess960 && h.a.state.StartFEN == master.StandardFEN })
}
