package ui

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// With "Chess960 castling" the editor offers castling wherever the king
// stands on its first rank with a rook on that side, writes the rights as
// KQkq (X-FEN), and Play from here starts a Chess960 game that castles.
// Without it, the same board offers no castling.
func TestEditorChess960Castling(t *testing.T) {
	h, e := openEditor(t)
	e.clearBoard(t)
	e.click('K', "b1")
	e.click('R', "a1")
	e.click('R', "g1")
	e.click('k', "f8")
	e.click('r', "h8")
	for i, c := range e.castles {
		if !c.Disabled() {
			t.Fatalf("standard castling offers right %d with the king on b1", i)
		}
	}
	test960 := e.c960
	test960.SetChecked(true)
	if e.castles[0].Disabled() || e.castles[1].Disabled() || e.castles[2].Disabled() || !e.castles[3].Disabled() {
		t.Fatalf("Chess960 castling: enabled %v %v %v %v", !e.castles[0].Disabled(), !e.castles[1].Disabled(), !e.castles[2].Disabled(), !e.castles[3].Disabled())
	}
	for _, i := range []int{0, 1, 2} {
		e.castles[i].SetChecked(true)
	}
	if want := "5k1r/8/8/8/8/8/8/RK4R1 w KQk - 0 1"; e.fen.Text != want || e.play.Disabled() {
		t.Fatalf("FEN %q (play disabled %v), want %q; %s", e.fen.Text, e.play.Disabled(), want, e.problem.Text)
	}
	// Switched off again, the rights are not written (but kept, as for a
	// rook taken away).
	test960.SetChecked(false)
	if !strings.Contains(e.fen.Text, " w - ") {
		t.Fatalf("without Chess960 castling: %q", e.fen.Text)
	}
	test960.SetChecked(true)
	if !strings.Contains(e.fen.Text, " w KQk ") {
		t.Fatalf("Chess960 castling on again: %q", e.fen.Text)
	}

	e.playFromHere()
	h.pump()
	h.waitFor("the Chess960 game", func() bool { return h.a.state.Chess960 && h.a.state.StartFEN != "" })
	if h.a.state.StartFEN != "5k1r/8/8/8/8/8/8/RK4R1 w KQk - 0 1" {
		t.Fatalf("the game starts from %q", h.a.state.StartFEN)
	}
	// The king dropped on its g1 rook castles: king to g1, rook to f1.
	h.play("b1g1")
	if fen := h.a.ctrl.Snapshot().FEN; !strings.HasPrefix(fen, "5k1r/8/8/8/8/8/8/R4RK1 b k ") {
		t.Fatalf("after O-O: %q", fen)
	}
}

// A Chess960 FEN typed or pasted, in Shredder-FEN letters too, turns
// Chess960 castling on and keeps its rights; the editor opened on a
// Chess960 game's board keeps them as well.
func TestEditorReadsChess960FEN(t *testing.T) {
	_, e := openEditor(t)
	e.fen.SetText("rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1")
	if !e.chess960 || !e.c960.Checked {
		t.Fatal("a Shredder-FEN with rights off the standard squares did not turn Chess960 castling on")
	}
	for i, c := range e.castles {
		if !c.Checked || c.Disabled() {
			t.Fatalf("right %d: checked %v, enabled %v", i, c.Checked, !c.Disabled())
		}
	}
	if got := e.fenText(); got != "rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1" {
		t.Fatalf("the board's FEN %q", got)
	}
	// A standard FEN typed after it is standard chess again: Play from
	// here must not start a Chess960 game from it.
	e.fen.SetText("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if e.chess960 || e.c960.Checked {
		t.Fatal("Chess960 castling stayed on for a standard FEN typed after a Chess960 one")
	}

	s := twoHumans()
	s.Chess960 = true
	start, _ := master.Chess960StartFEN(0) // bbqnnrkr
	s.StartFEN = start
	h := newHarness(t, Options{Settings: &s})
	ed := h.a.showPositionEditor()
	t.Cleanup(func() { ed.dlg.Hide() })
	if !ed.chess960 || ed.fenText() != start {
		t.Fatalf("the editor on Chess960 position 0: chess960 %v, FEN %q, want %q", ed.chess960, ed.fenText(), start)
	}
}
