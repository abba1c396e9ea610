package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"chessmaster/ui/widgets"
)

// editorBoard is the board of the position editor: it draws a placement
// and reports clicks on squares (OnTap, OnErase for a right click) and
// pieces dragged from one square to another (OnDrag; to is -1 when the
// piece was dropped off the board). It knows no rules.
type editorBoard struct {
	widget.BaseWidget

	OnTap   func(sq int)
	OnErase func(sq int)
	OnDrag  func(from, to int)

	pos     widgets.Placement
	flipped bool

	dragFrom int // -1 when no piece is being dragged
	dragAt   fyne.Position
	gesture  bool
}

func newEditorBoard(flipped bool) *editorBoard {
	b := &editorBoard{flipped: flipped, dragFrom: -1}
	b.ExtendBaseWidget(b)
	return b
}

// SetPlacement shows p.
func (b *editorBoard) SetPlacement(p widgets.Placement) {
	if p == b.pos {
		return
	}
	b.pos = p
	b.Refresh()
}

// MinSize keeps the pieces recognisable.
func (b *editorBoard) MinSize() fyne.Size { return fyne.NewSquareSize(8 * 44) }

// Cursor is a hand: every square can be clicked.
func (b *editorBoard) Cursor() desktop.Cursor { return desktop.PointerCursor }

// geometry is the top-left corner of the board and the size of a square.
func (b *editorBoard) geometry() (fyne.Position, float32) {
	size := b.Size()
	s := float32(int(min(size.Width, size.Height) / 8))
	s = max(s, 1)
	return fyne.NewPos(float32(int((size.Width-8*s)/2)), float32(int((size.Height-8*s)/2))), s
}

// squareOrigin is the top-left corner of sq.
func (b *editorBoard) squareOrigin(sq int) fyne.Position {
	o, s := b.geometry()
	col, row := sq%8, 7-sq/8
	if b.flipped {
		col, row = 7-col, 7-row
	}
	return o.AddXY(float32(col)*s, float32(row)*s)
}

// squareAt is the square under p, or -1.
func (b *editorBoard) squareAt(p fyne.Position) int {
	o, s := b.geometry()
	x, y := p.X-o.X, p.Y-o.Y
	if x < 0 || y < 0 || x >= 8*s || y >= 8*s {
		return -1
	}
	col, row := int(x/s), int(y/s)
	if b.flipped {
		col, row = 7-col, 7-row
	}
	return (7-row)*8 + col
}

// squareCentre is the middle of sq, for tests and drops.
func (b *editorBoard) squareCentre(sq int) fyne.Position {
	_, s := b.geometry()
	return b.squareOrigin(sq).AddXY(s/2, s/2)
}

func (b *editorBoard) Tapped(ev *fyne.PointEvent) {
	if sq := b.squareAt(ev.Position); sq >= 0 && b.OnTap != nil {
		b.OnTap(sq)
	}
}

func (b *editorBoard) TappedSecondary(ev *fyne.PointEvent) {
	if sq := b.squareAt(ev.Position); sq >= 0 && b.OnErase != nil {
		b.OnErase(sq)
	}
}

func (b *editorBoard) Dragged(ev *fyne.DragEvent) {
	if !b.gesture {
		b.gesture = true
		from := b.squareAt(ev.Position.Subtract(ev.Dragged))
		if from >= 0 && b.pos[from] != 0 {
			b.dragFrom = from
		}
	}
	if b.dragFrom < 0 {
		return
	}
	b.dragAt = ev.Position
	b.Refresh()
}

func (b *editorBoard) DragEnd() {
	b.gesture = false
	from := b.dragFrom
	if from < 0 {
		return
	}
	b.dragFrom = -1
	to := b.squareAt(b.dragAt)
	b.Refresh()
	if to != from && b.OnDrag != nil {
		b.OnDrag(from, to)
	}
}

func (b *editorBoard) CreateRenderer() fyne.WidgetRenderer {
	r := &editorBoardRenderer{b: b}
	for sq := range 64 {
		r.squares[sq] = canvas.NewRectangle(widgets.SquareColour(sq))
		r.objects = append(r.objects, r.squares[sq])
	}
	for i := range 8 {
		r.files[i] = canvas.NewText("", color.Black)
		r.ranks[i] = canvas.NewText("", color.Black)
		r.objects = append(r.objects, r.files[i], r.ranks[i])
	}
	for sq := range 64 {
		r.pieces[sq] = canvas.NewImageFromResource(nil)
		r.pieces[sq].FillMode = canvas.ImageFillContain
		r.objects = append(r.objects, r.pieces[sq])
	}
	r.floating = canvas.NewImageFromResource(nil)
	r.floating.FillMode = canvas.ImageFillContain
	r.objects = append(r.objects, r.floating)
	return r
}

type editorBoardRenderer struct {
	b        *editorBoard
	squares  [64]*canvas.Rectangle
	files    [8]*canvas.Text
	ranks    [8]*canvas.Text
	pieces   [64]*canvas.Image
	floating *canvas.Image
	objects  []fyne.CanvasObject
}

func (r *editorBoardRenderer) Destroy()                     {}
func (r *editorBoardRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *editorBoardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *editorBoardRenderer) Layout(fyne.Size) {
	b := r.b
	_, s := b.geometry()
	inset := s * 0.05
	for sq := range 64 {
		p := b.squareOrigin(sq)
		r.squares[sq].Move(p)
		r.squares[sq].Resize(fyne.NewSquareSize(s))
		r.pieces[sq].Move(p.AddXY(inset, inset))
		r.pieces[sq].Resize(fyne.NewSquareSize(s - 2*inset))
	}
	for i := range 8 {
		// The file letters along the bottom, the rank digits on the left.
		bottom, left := i, i*8
		if b.flipped {
			bottom, left = 63-i, 63-i*8
		}
		f, rk := r.files[i], r.ranks[i]
		if !widgets.BoardCoordinates { // Preferences can turn them off
			f.Hide()
			rk.Hide()
			continue
		}
		f.Show()
		rk.Show()
		f.Text, rk.Text = string(rune('a'+bottom%8)), string(rune('1'+left/8))
		f.TextSize, rk.TextSize = s*0.19, s*0.19
		f.Color, rk.Color = widgets.OppositeColour(bottom), widgets.OppositeColour(left)
		fs := f.MinSize()
		f.Resize(fs)
		f.Move(b.squareOrigin(bottom).AddXY(s-fs.Width-s*0.05, s-fs.Height))
		rk.Resize(rk.MinSize())
		rk.Move(b.squareOrigin(left).AddXY(s*0.05, 0))
	}
	r.floating.Resize(fyne.NewSquareSize(s - 2*inset))
	r.floating.Move(b.dragAt.SubtractXY(s/2-inset, s/2-inset))
}

func (r *editorBoardRenderer) Refresh() {
	b := r.b
	for sq := range 64 {
		pc := b.pos[sq]
		img := r.pieces[sq]
		if pc == 0 || sq == b.dragFrom {
			img.Hide()
			continue
		}
		if res := widgets.PieceResource(pc); img.Resource != res {
			img.Resource = res
			img.Refresh()
		}
		img.Show()
	}
	if b.dragFrom >= 0 {
		if res := widgets.PieceResource(b.pos[b.dragFrom]); r.floating.Resource != res {
			r.floating.Resource = res
			r.floating.Refresh()
		}
		r.floating.Show()
	} else {
		r.floating.Hide()
	}
	r.Layout(b.Size())
	for _, o := range r.objects {
		canvas.Refresh(o)
	}
}
