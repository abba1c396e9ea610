package widgets

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"chessmaster/pgn"
)

// The board's marks are the arrows and coloured squares a person drew:
// those of a PGN comment's [%cal] and [%csl], and those drawn with the
// right mouse button (board_marks_input.go). They are a layer of their
// own, apart from the engine's arrows (board_arrows.go), the hint and the
// review's arrow: the owner shows the marks of the move on the board with
// SetMarks, and saves what the user draws (Board.OnArrow, OnSquare).

// maxMarkArrows is the most drawn arrows the board shows; more stay in
// the comment but are not drawn.
const maxMarkArrows = 32

// The colours of the marks, as lichess draws them: G, R, B and Y.
var MarkColours = map[string]color.NRGBA{
	"G": {0x15, 0x78, 0x1b, 0xc0},
	"R": {0x88, 0x20, 0x20, 0xc0},
	"B": {0x00, 0x30, 0x88, 0xc0},
	"Y": {0xe6, 0x8f, 0x00, 0xc0},
}

// boardMarks is the board's state of drawn marks.
type boardMarks struct {
	arrows  []pgn.Arrow
	squares []pgn.Square

	// A right-button press under way (MouseDown) and where it began.
	pressed   bool
	pressFrom int
	pressMods fyne.KeyModifier
	// The last right-button release handled a click at clickAt: the
	// secondary tap the desktop driver sends after it is the same click.
	clickDone bool
	clickAt   fyne.Position
}

// SetMarks shows the arrows and coloured squares drawn at the position on
// the board (nil, nil: none). Entries that are not a colour and squares
// are left out.
func (b *Board) SetMarks(arrows []pgn.Arrow, squares []pgn.Square) {
	var as []pgn.Arrow
	for _, a := range arrows {
		if a.Valid() {
			as = append(as, a)
		}
	}
	var ss []pgn.Square
	for _, s := range squares {
		if s.Valid() {
			ss = append(ss, s)
		}
	}
	if slices.Equal(as, b.marks.arrows) && slices.Equal(ss, b.marks.squares) {
		return
	}
	b.marks.arrows, b.marks.squares = as, ss
	b.Refresh()
}

// Marks returns the arrows and coloured squares the board shows.
func (b *Board) Marks() ([]pgn.Arrow, []pgn.Square) {
	return slices.Clone(b.marks.arrows), slices.Clone(b.marks.squares)
}

// makeMarkSquares adds the rings of the coloured squares to the
// renderer's objects (over the pieces, as lichess draws them).
func (r *BoardRenderer) makeMarkSquares() {
	for sq := range 64 {
		c := canvas.NewCircle(color.Transparent)
		c.Hide()
		r.markRings[sq] = c
		r.objects = append(r.objects, c)
	}
}

// makeMarkArrows adds the polygons of the drawn arrows (over the
// engine's arrows, under the hint and the review's arrow).
func (r *BoardRenderer) makeMarkArrows() {
	for range maxMarkArrows {
		p := canvas.NewArbitraryPolygon(nil, color.Transparent)
		p.Hide()
		r.markLines = append(r.markLines, p)
		r.objects = append(r.objects, p)
	}
}

// markSquareColours is the colour of each square's mark; the last mark
// of a square wins.
func (b *Board) markSquareColours() (out [64]color.Color) {
	for _, s := range b.marks.squares {
		out[ParseSquare(s.Square)] = MarkColours[s.Color]
	}
	return out
}

// refreshMarks shows the rings and arrows in use, in their colours.
func (r *BoardRenderer) refreshMarks() {
	cols := r.b.markSquareColours()
	for sq, c := range r.markRings {
		if cols[sq] == nil {
			c.Hide()
			continue
		}
		c.FillColor, c.StrokeColor = color.Transparent, cols[sq]
		c.Show()
	}
	for i, p := range r.markLines {
		if i < len(r.b.marks.arrows) {
			p.FillColor = MarkColours[r.b.marks.arrows[i].Color]
			p.Show()
		} else {
			p.Hide()
		}
	}
}

// layoutMarks places the rings and shapes the arrows for squares of size s.
func (r *BoardRenderer) layoutMarks(size fyne.Size, s float32) {
	w := s * 0.07
	for sq, c := range r.markRings {
		c.StrokeWidth = w
		c.Move(r.b.squareOrigin(sq).AddXY(w, w))
		c.Resize(fyne.NewSquareSize(s - 2*w))
	}
	half := s / 2
	for i, p := range r.markLines {
		if i >= len(r.b.marks.arrows) {
			p.Points = nil
			continue
		}
		ar := r.b.marks.arrows[i]
		a := r.b.squareOrigin(ParseSquare(ar.From)).AddXY(half, half)
		c := r.b.squareOrigin(ParseSquare(ar.To)).AddXY(half, half)
		p.Move(fyne.NewPos(0, 0))
		p.Resize(size)
		p.Points = arrowPointsWidth(a, c, s, 0.85)
		p.Refresh()
	}
}
