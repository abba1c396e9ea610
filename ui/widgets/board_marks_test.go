package widgets

import (
	"image/color"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"chessmaster/pgn"
)

// rightDrag presses the right button on one square and releases it on
// another (or the same), with modifier keys held, as the desktop driver
// reports it: MouseDown, MouseUp, then the secondary tap of the click.
func rightDrag(b *Board, from, to string, mods fyne.KeyModifier) {
	down := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: mods}
	down.Position = centre(b, from)
	b.MouseDown(down)
	up := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: mods}
	up.Position = centre(b, to)
	b.MouseUp(up)
	b.TappedSecondary(&fyne.PointEvent{Position: up.Position})
}

// shownMarks reads the marks off the renderer: the colours of the rings
// on each square and of the arrows drawn.
func shownMarks(t *testing.T, b *Board) (rings map[string]color.Color, arrows []color.Color) {
	t.Helper()
	rings, arrows, ok := b.DrawnMarks()
	if !ok {
		t.Fatal("board not on screen")
	}
	return rings, arrows
}

func TestBoardRightDragDrawsArrows(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	var told []pgn.Arrow
	b.OnArrow = func(a pgn.Arrow) { told = append(told, a) }
	rightDrag(b, "e2", "e4", 0)
	if a, _ := b.Marks(); !reflect.DeepEqual(a, []pgn.Arrow{{Color: "G", From: "e2", To: "e4"}}) {
		t.Fatalf("after a right-drag e2-e4: %v", a)
	}
	if _, arrows := shownMarks(t, b); len(arrows) != 1 || arrows[0] != color.Color(MarkColours["G"]) {
		t.Fatalf("drawn arrows %v", arrows)
	}
	// Shift: red, in place of the green one; again: gone.
	rightDrag(b, "e2", "e4", fyne.KeyModifierShift)
	if a, _ := b.Marks(); !reflect.DeepEqual(a, []pgn.Arrow{{Color: "R", From: "e2", To: "e4"}}) {
		t.Fatalf("after shift: %v", a)
	}
	rightDrag(b, "e2", "e4", fyne.KeyModifierShift)
	if a, _ := b.Marks(); len(a) != 0 {
		t.Fatalf("drawing the red arrow again left %v", a)
	}
	if _, arrows := shownMarks(t, b); len(arrows) != 0 {
		t.Fatalf("removed arrow still drawn: %v", arrows)
	}
	// The other colours.
	rightDrag(b, "g1", "f3", fyne.KeyModifierAlt)
	rightDrag(b, "d1", "h5", fyne.KeyModifierShift|fyne.KeyModifierAlt)
	rightDrag(b, "b1", "c3", fyne.KeyModifierControl)
	want := []pgn.Arrow{{Color: "B", From: "g1", To: "f3"}, {Color: "Y", From: "d1", To: "h5"}, {Color: "Y", From: "b1", To: "c3"}}
	if a, _ := b.Marks(); !reflect.DeepEqual(a, want) {
		t.Fatalf("colours: %v, want %v", a, want)
	}
	if len(told) != 6 || told[0] != (pgn.Arrow{Color: "G", From: "e2", To: "e4"}) {
		t.Errorf("OnArrow heard %v", told)
	}
	// Right-drags draw; they make no move and pick no piece.
	if len(*moves) != 0 || b.Selected() >= 0 {
		t.Errorf("a right-drag moved %v or picked %d", *moves, b.Selected())
	}
}

func TestBoardRightClickMarksSquares(t *testing.T) {
	b, _, _ := newTestBoard(t, BoardState{FEN: startFEN, Legal: startMoves, Enabled: true})
	var told []pgn.Square
	b.OnSquare = func(s pgn.Square) { told = append(told, s) }
	// A right click (press and release on one square, then the driver's
	// secondary tap) marks the square once.
	rightDrag(b, "f7", "f7", 0)
	if _, s := b.Marks(); !reflect.DeepEqual(s, []pgn.Square{{Color: "G", Square: "f7"}}) {
		t.Fatalf("after a right click on f7: %v", s)
	}
	rings, _ := shownMarks(t, b)
	if len(rings) != 1 || rings["f7"] != color.Color(MarkColours["G"]) {
		t.Fatalf("rings %v", rings)
	}
	rightDrag(b, "d4", "d4", fyne.KeyModifierShift)
	rightDrag(b, "f7", "f7", 0) // again: gone
	if _, s := b.Marks(); !reflect.DeepEqual(s, []pgn.Square{{Color: "R", Square: "d4"}}) {
		t.Fatalf("after toggling: %v", s)
	}
	if len(told) != 3 {
		t.Errorf("OnSquare heard %v", told)
	}
	// A secondary tap alone (no mouse events) marks too.
	b.TappedSecondary(&fyne.PointEvent{Position: centre(b, "a8")})
	if _, s := b.Marks(); len(s) != 2 || s[1] != (pgn.Square{Color: "G", Square: "a8"}) {
		t.Fatalf("after a secondary tap: %v", s)
	}
	// The left button draws nothing; a release off the board neither.
	left := &desktop.MouseEvent{Button: desktop.MouseButtonPrimary}
	left.Position = centre(b, "h1")
	b.MouseDown(left)
	b.MouseUp(left)
	down := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary}
	down.Position = centre(b, "h1")
	b.MouseDown(down)
	up := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary}
	up.Position = fyne.NewPos(-5, -5)
	b.MouseUp(up)
	if a, s := b.Marks(); len(a) != 0 || len(s) != 2 {
		t.Fatalf("left button or release off the board drew: %v %v", a, s)
	}
}

// SetMarks shows what it is given (the owner's comment) and replaces it.
func TestBoardSetMarks(t *testing.T) {
	b, _, _ := newTestBoard(t, BoardState{FEN: startFEN})
	b.SetMarks([]pgn.Arrow{{Color: "R", From: "d7", To: "d5"}, {Color: "X", From: "a1", To: "a2"}}, []pgn.Square{{Color: "B", Square: "h5"}})
	rings, arrows := shownMarks(t, b)
	if len(arrows) != 1 || arrows[0] != color.Color(MarkColours["R"]) || rings["h5"] != color.Color(MarkColours["B"]) || len(rings) != 1 {
		t.Fatalf("rings %v arrows %v", rings, arrows)
	}
	b.SetMarks(nil, nil)
	if rings, arrows := shownMarks(t, b); len(rings)+len(arrows) != 0 {
		t.Fatalf("after SetMarks(nil, nil): %v %v", rings, arrows)
	}
}
