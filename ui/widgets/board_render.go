package widgets

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// BoardRenderer draws the board from back to front: squares, move and
// selection tints, the check glow, coordinates, pieces, destination markers,
// and on top the piece being dragged or animated.
type BoardRenderer struct {
	b *Board

	Squares  [64]*canvas.Rectangle
	tints    [64]*canvas.Rectangle
	glow     *canvas.RadialGradient
	Files    [8]*canvas.Text
	ranks    [8]*canvas.Text
	Pieces   [64]*canvas.Image
	markers  [64]*canvas.Circle
	Arrow    *canvas.ArbitraryPolygon   // the hint
	best     *canvas.ArbitraryPolygon   // the review's better move
	lines    []*canvas.ArbitraryPolygon // Board.SetArrows (board_arrows.go)
	floating *canvas.Image

	// The drawn marks (board_marks.go).
	markRings [64]*canvas.Circle
	markLines []*canvas.ArbitraryPolygon

	objects []fyne.CanvasObject
}

func newBoardRenderer(b *Board) *BoardRenderer {
	r := &BoardRenderer{b: b}
	for sq := range 64 {
		r.Squares[sq] = canvas.NewRectangle(SquareColour(sq))
		r.objects = append(r.objects, r.Squares[sq])
	}
	for sq := range 64 {
		r.tints[sq] = canvas.NewRectangle(color.Transparent)
		r.objects = append(r.objects, r.tints[sq])
	}
	r.glow = canvas.NewRadialGradient(checkCentre, checkEdge)
	r.objects = append(r.objects, r.glow)
	for i := range 8 {
		r.Files[i] = canvas.NewText("", color.Black)
		r.ranks[i] = canvas.NewText("", color.Black)
		r.Files[i].TextStyle.Bold = true
		r.ranks[i].TextStyle.Bold = true
		r.objects = append(r.objects, r.Files[i], r.ranks[i])
	}
	for sq := range 64 {
		r.Pieces[sq] = canvas.NewImageFromResource(nil)
		r.Pieces[sq].FillMode = canvas.ImageFillContain
		r.objects = append(r.objects, r.Pieces[sq])
	}
	for sq := range 64 {
		r.markers[sq] = canvas.NewCircle(color.Transparent)
		r.objects = append(r.objects, r.markers[sq])
	}
	r.makeMarkSquares()
	r.makeArrows()
	r.makeMarkArrows()
	r.best = canvas.NewArbitraryPolygon(nil, bestArrow)
	r.best.Hide()
	r.objects = append(r.objects, r.best)
	r.Arrow = canvas.NewArbitraryPolygon(nil, hintArrow)
	r.Arrow.Hide()
	r.objects = append(r.objects, r.Arrow)
	r.objects = append(r.objects, b.newRing())
	r.floating = canvas.NewImageFromResource(nil)
	r.floating.FillMode = canvas.ImageFillContain
	r.objects = append(r.objects, r.floating)
	b.Renderer = r
	r.Refresh()
	return r
}

func SquareColour(sq int) color.Color {
	if (sq/8+sq%8)%2 == 0 {
		return darkSquare // a1 is dark
	}
	return lightSquare
}

func (r *BoardRenderer) Destroy() {
	if r.b.Renderer == r {
		r.b.Renderer = nil
	}
}

func (r *BoardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *BoardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Layout places every object for the current square size and orientation.
func (r *BoardRenderer) Layout(size fyne.Size) {
	b := r.b
	_, s := b.geometry(size)
	sqSize := fyne.NewSquareSize(s)
	inset := s * 0.04 // a little air between a piece and its square's edge
	for sq := range 64 {
		p := b.squareOrigin(sq)
		r.Squares[sq].Move(p)
		r.Squares[sq].Resize(sqSize)
		r.tints[sq].Move(p)
		r.tints[sq].Resize(sqSize)
		r.Pieces[sq].Move(p.AddXY(inset, inset))
		r.Pieces[sq].Resize(fyne.NewSquareSize(s - 2*inset))
		r.layoutMarker(sq, p, s)
	}
	if k := r.checkSquare(); k >= 0 {
		r.glow.Move(b.squareOrigin(k))
		r.glow.Resize(sqSize)
	}
	r.layoutCoordinates(s)
	r.layoutArrow(size, s)
	b.layoutRing(size)
	r.floating.Resize(fyne.NewSquareSize(s - 2*inset))
	r.placeFloating()
}

// layoutMarker sizes a destination marker: a small dot on an empty square, a
// ring around a piece that can be captured.
func (r *BoardRenderer) layoutMarker(sq int, p fyne.Position, s float32) {
	m := r.markers[sq]
	if pc := r.b.pos[sq]; pc == 0 || r.b.hides(pc) { // a ring would show a hidden piece
		d := s * 0.32
		m.Move(p.AddXY((s-d)/2, (s-d)/2))
		m.Resize(fyne.NewSquareSize(d))
		m.StrokeWidth = 0
		return
	}
	w := s * 0.08
	m.Move(p.AddXY(w/2, w/2))
	m.Resize(fyne.NewSquareSize(s - w))
	m.StrokeWidth = w
}

// layoutCoordinates writes the file letters along the bottom edge and the
// rank digits along the left edge, inside the squares, in the colour of the
// opposite square so they stay readable.
func (r *BoardRenderer) layoutCoordinates(s float32) {
	b := r.b
	size := s * 0.19
	pad := s * 0.05
	for i := range 8 {
		// i counts display columns/rows from the viewer's left/bottom.
		file, rank := i, i
		if b.flipped {
			file, rank = 7-i, 7-i
		}
		bottom := file // square index of the bottom-row square in column i
		if b.flipped {
			bottom = 56 + file
		}
		ft := r.Files[i]
		ft.Text = string(rune('a' + file))
		ft.TextSize = size
		ft.Color = OppositeColour(bottom)
		ms := ft.MinSize()
		p := b.squareOrigin(bottom)
		ft.Move(p.AddXY(s-ms.Width-pad, s-ms.Height))
		ft.Resize(ms)

		left := rank * 8 // square index of the left-column square in row i
		if b.flipped {
			left = rank*8 + 7
		}
		rt := r.ranks[i]
		rt.Text = string(rune('1' + rank))
		rt.TextSize = size
		rt.Color = OppositeColour(left)
		ms = rt.MinSize()
		rt.Move(b.squareOrigin(left).AddXY(pad, 0))
		rt.Resize(ms)
	}
}

func OppositeColour(sq int) color.Color {
	if SquareColour(sq) == color.Color(lightSquare) {
		return darkSquare
	}
	return lightSquare
}

// placeFloating puts the dragged piece under the pointer, or the animated
// piece on its way between two squares.
func (r *BoardRenderer) placeFloating() {
	b := r.b
	_, s := b.geometry(b.Size())
	inset := s * 0.04
	switch {
	case b.dragging:
		half := (s - 2*inset) / 2
		r.floating.Move(b.dragAt.SubtractXY(half, half))
	case b.anim != nil:
		from, to := b.squareOrigin(b.animFrom), b.squareOrigin(b.animTo)
		t := b.animAt
		r.floating.Move(fyne.NewPos(from.X+(to.X-from.X)*t+inset, from.Y+(to.Y-from.Y)*t+inset))
	default:
		return
	}
	canvas.Refresh(r.floating)
}

// checkSquare is the square of the king in check, or -1.
func (r *BoardRenderer) checkSquare() int {
	if !r.b.state.Check {
		return -1
	}
	return r.b.pos.king(r.b.whiteToMove)
}

// Refresh copies the board's state into the canvas objects.
func (r *BoardRenderer) Refresh() {
	b := r.b
	var targets []int
	if b.selected >= 0 && b.AcceptsInput() {
		targets = b.targets(b.selected)
	}
	lastFrom, lastTo, _, hasLast := UCISquares(b.state.LastMove)
	for sq := range 64 {
		tint := color.Color(color.Transparent)
		switch {
		case sq == b.selected && b.AcceptsInput():
			tint = selectedTint
		case b.dragging && sq == b.dragOver:
			tint = dropHighlight
		case hasLast && (sq == lastFrom || sq == lastTo):
			tint = lastMoveTint
		}
		r.tints[sq].FillColor = tint

		pc := b.pos[sq]
		hidden := pc == 0 || b.hides(pc) || (b.dragging && sq == b.dragFrom) || (b.anim != nil && sq == b.animTo)
		if hidden {
			r.Pieces[sq].Hide()
		} else {
			r.setPiece(r.Pieces[sq], pc)
			r.Pieces[sq].Show()
		}

		m := r.markers[sq]
		m.FillColor, m.StrokeColor = color.Transparent, color.Transparent
		if containsInt(targets, sq) {
			if pc == 0 || b.hides(pc) {
				m.FillColor = targetColour
			} else {
				m.StrokeColor = targetColour
			}
		}
	}
	if k := r.checkSquare(); k >= 0 {
		r.glow.Show()
	} else {
		r.glow.Hide()
	}
	if _, _, _, ok := UCISquares(b.hint); ok {
		r.Arrow.Show()
	} else {
		r.Arrow.Hide()
	}
	if _, _, _, ok := UCISquares(b.best); ok {
		r.best.Show()
	} else {
		r.best.Hide()
	}
	r.refreshArrows()
	r.refreshMarks()
	switch {
	case b.dragging && !b.hides(b.pos[b.dragFrom]):
		r.setPiece(r.floating, b.pos[b.dragFrom])
		r.floating.Show()
	case b.anim != nil && !b.hides(b.pos[b.animTo]):
		r.setPiece(r.floating, b.pos[b.animTo])
		r.floating.Show()
	default:
		r.floating.Hide()
	}
	r.Layout(b.Size())
	r.applyStyle()
	b.refreshRing()
	for _, o := range r.objects {
		canvas.Refresh(o)
	}
}

// setPiece changes the picture of an image. canvas.Image only reloads its
// resource in its own Refresh method (a plain canvas.Refresh just redraws),
// and reloading parses the SVG, so it is done only when the piece changes.
func (r *BoardRenderer) setPiece(img *canvas.Image, pc byte) {
	res := PieceResource(pc)
	if img.Resource != res {
		img.Resource = res
		img.Refresh()
	}
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// layoutArrow shapes the hint arrow: a shaft from the centre of the move's
// square to a head that ends near the centre of its target. The polygon
// covers the board; its points are in board coordinates.
func (r *BoardRenderer) layoutArrow(size fyne.Size, s float32) {
	r.shapeArrow(r.Arrow, r.b.hint, size, s)
	r.shapeArrow(r.best, r.b.best, size, s)
	r.layoutArrows(size, s)
	r.layoutMarks(size, s)
}

// shapeArrow makes polygon p the arrow of move m (UCI).
func (r *BoardRenderer) shapeArrow(p *canvas.ArbitraryPolygon, m string, size fyne.Size, s float32) {
	from, to, _, ok := UCISquares(m)
	if !ok || from == to {
		p.Points = nil
		return
	}
	half := s / 2
	a, c := r.b.squareOrigin(from).AddXY(half, half), r.b.squareOrigin(to).AddXY(half, half)
	p.Move(fyne.NewPos(0, 0))
	p.Resize(size)
	p.Points = ArrowPoints(a, c, s)
	p.Refresh()
}

// ArrowPoints outlines an arrow from a to c for squares of size s, in
// clockwise order on the screen (y grows downwards).
func ArrowPoints(a, c fyne.Position, s float32) []fyne.Position {
	return arrowPointsWidth(a, c, s, 1)
}

// arrowPointsWidth is arrowPoints for an arrow width times as broad.
func arrowPointsWidth(a, c fyne.Position, s float32, width float64) []fyne.Position {
	dx, dy := float64(c.X-a.X), float64(c.Y-a.Y)
	length := math.Hypot(dx, dy)
	ux, uy := dx/length, dy/length // along the arrow
	nx, ny := -uy, ux              // across it
	shaft, head, headLen := float64(s)*0.09*width, float64(s)*0.24*width, float64(s)*0.42*min(width, 1)
	start := float64(s) * 0.18 // leave the piece on its square visible
	end := length - float64(s)*0.12
	pt := func(along, across float64) fyne.Position {
		return fyne.NewPos(float32(float64(a.X)+ux*along+nx*across), float32(float64(a.Y)+uy*along+ny*across))
	}
	neck := end - headLen
	pts := []fyne.Position{
		pt(start, -shaft), pt(neck, -shaft), pt(neck, -head), pt(end, 0),
		pt(neck, head), pt(neck, shaft), pt(start, shaft),
	}
	// The shoelace sum is positive for clockwise order on a y-down screen.
	area := float32(0)
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		area += p.X*q.Y - q.X*p.Y
	}
	if area < 0 {
		slices.Reverse(pts)
	}
	return pts
}
