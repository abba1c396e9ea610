package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
)

// countPieces counts the drawn White and Black pieces.
func countPieces(t *testing.T, b *Board) (white, black int) {
	t.Helper()
	pieces, ok := b.DrawnPieces()
	if !ok {
		t.Fatal("the board is not on screen")
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

// A blindfold hides the piece pictures of one side or both, and only
// those: the last move's highlight stays, and showing all pieces again
// brings them back.
func TestBlindfoldHidesPiecesKeepsHighlights(t *testing.T) {
	b, _, _ := newTestBoard(t, BoardState{FEN: afterE4, LastMove: "e2e4"})
	for _, c := range []struct {
		bf           Blindfold
		white, black int
	}{
		{ShowAllPieces, 16, 16},
		{HideBlackPieces, 16, 0},
		{HideWhitePieces, 0, 16},
		{HideAllPieces, 0, 0},
		{ShowAllPieces, 16, 16},
	} {
		b.SetBlindfold(c.bf)
		if b.Blindfold() != c.bf {
			t.Fatalf("Blindfold() = %v, want %v", b.Blindfold(), c.bf)
		}
		if w, bl := countPieces(t, b); w != c.white || bl != c.black {
			t.Errorf("blindfold %v: %d White and %d Black pieces drawn, want %d and %d", c.bf, w, bl, c.white, c.black)
		}
		tints, _ := b.DrawnTints()
		if tints["e2"] != LastMoveTint() || tints["e4"] != LastMoveTint() || len(tints) != 2 {
			t.Errorf("blindfold %v: highlights %v, want e2 and e4 in the last move's colour", c.bf, tints)
		}
	}
}

// A hidden piece is still there for the rules: it is picked and moved by
// clicks; its destinations are dots even where they capture a hidden
// piece (a ring would show where it stands); dragged, it is not drawn
// under the pointer.
func TestBlindfoldPiecesStillMove(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: promoFEN, Legal: []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n",
		"e7d8q", "e7d8r", "e7d8b", "e7d8n", "e7f8q", "e7f8r", "e7f8b", "e7f8n", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}, Enabled: true})
	b.SetBlindfold(HideAllPieces)
	tapSquare(b, "e7")
	if b.Selected() != ParseSquare("e7") {
		t.Fatalf("a click on a hidden piece does not pick it: selected %d", b.Selected())
	}
	r := b.Renderer
	d8 := r.markers[ParseSquare("d8")]
	if d8.StrokeWidth != 0 || d8.FillColor != targetColour {
		t.Errorf("the capture on d8 of a hidden rook is marked as a ring: stroke %v, fill %v", d8.StrokeWidth, d8.FillColor)
	}
	if tints, _ := b.DrawnTints(); tints["e7"] == nil {
		t.Errorf("the picked hidden piece's square is not highlighted: %v", tints)
	}
	b.Deselect()

	// Dragged: nothing is drawn under the pointer.
	p0, p1 := centre(b, "e1"), centre(b, "e2")
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p1}, Dragged: fyne.NewDelta(p1.X-p0.X, p1.Y-p0.Y)})
	if r.floating.Visible() {
		t.Error("a hidden piece is drawn while it is dragged")
	}
	b.DragEnd()
	if len(*moves) != 1 || (*moves)[0] != "e1e2" {
		t.Errorf("the hidden king's drag made %v, want e1e2", *moves)
	}
}
