package widgets

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Arrow is a move drawn as an arrow on the board, e.g. the first move of
// one of the analysis's lines.
type Arrow struct {
	Move  string  // UCI
	Width float32 // relative to the hint's arrow: 1 is as broad, 0.5 half
	Color color.Color
}

// maxArrows is the most arrows SetArrows draws.
const maxArrows = 8

// SetArrows draws arrows (at most maxArrows; moves that are not UCI moves
// are left out) under the hint and the review's arrow, the first on top.
// Unlike the hint they stay when the position changes, until the next
// SetArrows; nil removes them.
func (b *Board) SetArrows(arrows []Arrow) {
	var keep []Arrow
	for _, ar := range arrows {
		if from, to, _, ok := UCISquares(ar.Move); ok && from != to && len(keep) < maxArrows {
			if ar.Width <= 0 {
				ar.Width = 1
			}
			keep = append(keep, ar)
		}
	}
	if slices.Equal(keep, b.arrows) {
		return
	}
	b.arrows = keep
	b.Refresh()
}

// Arrows returns the arrows SetArrows draws.
func (b *Board) Arrows() []Arrow { return slices.Clone(b.arrows) }

// makeArrows adds the polygons of SetArrows's arrows to the renderer's
// objects (under the hint and the review's arrow, which come next).
func (r *BoardRenderer) makeArrows() {
	for range maxArrows {
		p := canvas.NewArbitraryPolygon(nil, color.Transparent)
		p.Hide()
		r.lines = append(r.lines, p)
	}
	// Drawn in reverse: the first (best) arrow is drawn last, on top.
	for i := len(r.lines) - 1; i >= 0; i-- {
		r.objects = append(r.objects, r.lines[i])
	}
}

// refreshArrows shows the polygons in use, in their colours.
func (r *BoardRenderer) refreshArrows() {
	for i, p := range r.lines {
		if i < len(r.b.arrows) {
			p.FillColor = r.b.arrows[i].Color
			p.Show()
		} else {
			p.Hide()
		}
	}
}

// layoutArrows shapes the polygons of the arrows in use.
func (r *BoardRenderer) layoutArrows(size fyne.Size, s float32) {
	for i, p := range r.lines {
		if i >= len(r.b.arrows) {
			p.Points = nil
			continue
		}
		ar := r.b.arrows[i]
		from, to, _, _ := UCISquares(ar.Move)
		half := s / 2
		a, c := r.b.squareOrigin(from).AddXY(half, half), r.b.squareOrigin(to).AddXY(half, half)
		p.Move(fyne.NewPos(0, 0))
		p.Resize(size)
		p.Points = arrowPointsWidth(a, c, s, float64(ar.Width))
		p.Refresh()
	}
}
