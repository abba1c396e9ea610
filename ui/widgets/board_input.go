package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Cursor shows a hand over the board while the user may move.
func (b *Board) Cursor() desktop.Cursor {
	if b.AcceptsInput() {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// geometry returns the top-left corner of the board inside the widget and the
// size of one square: the board is the largest square that fits, centred.
func (b *Board) geometry(size fyne.Size) (origin fyne.Position, sq float32) {
	side := size.Width
	if size.Height < side {
		side = size.Height
	}
	sq = float32(int(side / 8)) // whole pixels keep the square edges crisp
	if sq < 1 {
		sq = 1
	}
	origin = fyne.NewPos(float32(int((size.Width-8*sq)/2)), float32(int((size.Height-8*sq)/2)))
	return origin, sq
}

// SquareCentre is the middle of square sq in widget coordinates: where a
// tap or a drag on that square lands.
func (b *Board) SquareCentre(sq int) fyne.Position {
	_, s := b.geometry(b.Size())
	return b.squareOrigin(sq).AddXY(s/2, s/2)
}

// squareOrigin is the top-left corner of a square in widget coordinates.
func (b *Board) squareOrigin(sq int) fyne.Position {
	origin, s := b.geometry(b.Size())
	col, row := sq%8, 7-sq/8
	if b.flipped {
		col, row = 7-col, 7-row
	}
	return origin.AddXY(float32(col)*s, float32(row)*s)
}

// SquareAt returns the square under a point in widget coordinates, or -1.
func (b *Board) SquareAt(p fyne.Position) int {
	origin, s := b.geometry(b.Size())
	x, y := p.X-origin.X, p.Y-origin.Y
	if x < 0 || y < 0 || x >= 8*s || y >= 8*s {
		return -1
	}
	col, row := int(x/s), int(y/s)
	if b.flipped {
		col, row = 7-col, 7-row
	}
	return (7-row)*8 + col
}

// Tapped handles click-click moves: the first click picks a piece, the second
// a destination. Clicking another own piece picks that one instead.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if !b.AcceptsInput() || b.promoting != nil {
		return
	}
	sq := b.SquareAt(ev.Position)
	if sq < 0 {
		b.SelectSquare(-1)
		return
	}
	if b.selected >= 0 && b.selected != sq && b.tryMove(b.selected, sq, true) {
		return
	}
	if b.selected != sq && b.hasMovesFrom(sq) {
		b.SelectSquare(sq)
		return
	}
	b.SelectSquare(-1)
}

func (b *Board) SelectSquare(sq int) {
	if b.selected != sq {
		b.selected = sq
		b.Refresh()
	}
}

// Dragged moves a picked-up piece with the pointer. Fyne reports the current
// position and the distance since the previous event, so the first event
// tells where the drag began.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if b.gesture {
		if !b.dragging {
			return // this drag did not start on a movable piece
		}
	} else {
		b.gesture = true
		if !b.AcceptsInput() || b.promoting != nil {
			return
		}
		// Only the first event of a drag decides which piece is carried.
		start := ev.Position.Subtract(ev.Dragged)
		from := b.SquareAt(start)
		if from < 0 || !b.hasMovesFrom(from) {
			return
		}
		b.stopAnimation()
		b.dragging, b.dragFrom = true, from
		b.selected = from
	}
	b.dragAt = ev.Position
	over := b.SquareAt(ev.Position)
	if over != b.dragOver {
		b.dragOver = over
		b.Refresh() // the highlighted drop square changed
		return
	}
	if r, ok := b.currentRenderer(); ok {
		r.placeFloating()
	}
}

// DragEnd drops the piece: a legal destination plays the move, anything else
// puts the piece back where it was.
func (b *Board) DragEnd() {
	b.gesture = false
	if !b.dragging {
		return
	}
	b.dragging = false
	to := b.SquareAt(b.dragAt)
	b.dragOver = -1
	if to >= 0 && to != b.dragFrom && b.tryMove(b.dragFrom, to, false) {
		return
	}
	// Dropped back on its own square: keep it picked so a click can finish.
	if to != b.dragFrom {
		b.selected = -1
	}
	b.Refresh()
}
