package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"chessmaster/pgn"
)

// Drawing with the right mouse button, as on lichess: a press on one
// square and a release on another draws an arrow between them, a click
// marks the square. The colour comes from the modifier keys held: none
// green, Shift red, Alt (or Super) blue, Shift+Alt or Ctrl yellow.
// Drawing a mark that is there in the same colour takes it away.
//
// Fyne's desktop driver sends no drag events for the right button, so the
// press and the release (desktop.Mouseable) make the gesture; the
// secondary tap it sends after a release on the board is the same click
// and is ignored then. A secondary tap alone (a touch screen's long press,
// or a driver without mouse events) marks a square in green.

// markColour is the colour letter of the modifier keys held.
func markColour(m fyne.KeyModifier) string {
	shift := m&fyne.KeyModifierShift != 0
	alt := m&(fyne.KeyModifierAlt|fyne.KeyModifierSuper) != 0
	switch {
	case m&fyne.KeyModifierControl != 0 || shift && alt:
		return "Y"
	case shift:
		return "R"
	case alt:
		return "B"
	}
	return "G"
}

// MouseDown starts a right-button gesture on the square under the pointer.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary {
		return
	}
	m := &b.marks
	m.clickDone = false
	m.pressed = b.promoting == nil
	m.pressFrom = b.SquareAt(ev.Position)
	m.pressMods = ev.Modifier
}

// MouseUp ends a right-button gesture: on the square where it began it
// marks that square, on another it draws an arrow. A release off the
// board draws nothing. The modifiers held at the press or the release
// give the colour.
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary {
		return
	}
	m := &b.marks
	if !m.pressed {
		return
	}
	m.pressed = false
	m.clickDone, m.clickAt = true, ev.Position
	from, to := m.pressFrom, b.SquareAt(ev.Position)
	if from < 0 || to < 0 || b.promoting != nil {
		return
	}
	colour := markColour(m.pressMods | ev.Modifier)
	if from == to {
		b.drawSquare(pgn.Square{Color: colour, Square: SquareName(from)})
		return
	}
	b.drawArrow(pgn.Arrow{Color: colour, From: SquareName(from), To: SquareName(to)})
}

// TappedSecondary marks the square under a right click that MouseUp did
// not handle already.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	m := &b.marks
	if m.clickDone && ev.Position == m.clickAt {
		m.clickDone = false
		return
	}
	m.clickDone = false
	if sq := b.SquareAt(ev.Position); sq >= 0 && b.promoting == nil {
		b.drawSquare(pgn.Square{Color: markColour(0), Square: SquareName(sq)})
	}
}

// drawArrow shows the arrow drawn (or its removal) at once and tells the
// owner, who saves it and answers with SetMarks.
func (b *Board) drawArrow(a pgn.Arrow) {
	b.marks.arrows = pgn.ToggleArrow(b.marks.arrows, a)
	b.Refresh()
	if b.OnArrow != nil {
		b.OnArrow(a)
	}
}

// drawSquare is drawArrow for a coloured square.
func (b *Board) drawSquare(s pgn.Square) {
	b.marks.squares = pgn.ToggleSquare(b.marks.squares, s)
	b.Refresh()
	if b.OnSquare != nil {
		b.OnSquare(s)
	}
}
