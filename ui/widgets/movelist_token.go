package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tokenPad is the space around a move's text inside its highlight.
const tokenPad = 3

// moveToken is one move of the list: its number, the move and its
// glyphs, on a background that marks the move on the board.
type moveToken struct {
	widget.BaseWidget
	owner   *MoveList
	piece   mlPiece
	Current bool
	hovered bool
	inPair  bool // a cell of a main-line pair
	min     fyne.Size

	bg                  *canvas.Rectangle
	number, San, glyphs *canvas.Text
	position            *canvas.Text
}

func newMoveToken(owner *MoveList, p mlPiece) *moveToken {
	quality, pos := nagText(p.nags)
	fg := theme.Color(theme.ColorNameForeground)
	t := &moveToken{owner: owner, piece: p,
		bg:       canvas.NewRectangle(color.Transparent),
		number:   canvas.NewText(p.number, theme.Color(theme.ColorNamePlaceHolder)),
		San:      canvas.NewText(SanDisplay(p.san), fg),
		glyphs:   canvas.NewText(quality, fg),
		position: canvas.NewText(pos, fg),
	}
	if c := nagColour(p.nags); c != nil {
		t.San.Color, t.glyphs.Color = c, c
	}
	t.glyphs.TextStyle.Bold = true
	t.bg.CornerRadius = theme.InputRadiusSize()
	t.ExtendBaseWidget(t)
	return t
}

func (t *moveToken) setCurrent(on bool) {
	if on == t.Current {
		return
	}
	t.Current = on
	t.Refresh()
}

// MinSize is the text's width (the move counted in bold, as it is drawn
// when it is the current move) and the row's height. It is measured once:
// the texts do not change.
func (t *moveToken) MinSize() fyne.Size {
	if t.min.IsZero() {
		t.min = pieceSize(t.piece)
	}
	return t.min
}

func (t *moveToken) texts() []*canvas.Text {
	return []*canvas.Text{t.number, t.San, t.glyphs, t.position}
}

// CreateRenderer is part of fyne.Widget.
func (t *moveToken) CreateRenderer() fyne.WidgetRenderer {
	return &moveTokenRenderer{t: t}
}

type moveTokenRenderer struct{ t *moveToken }

func (r *moveTokenRenderer) Layout(size fyne.Size) {
	t := r.t
	t.bg.Move(fyne.NewPos(0, 0))
	w := size.Width
	if t.inPair && w > t.MinSize().Width {
		// A main-line cell: the highlight fits the move, not the column.
		w = t.MinSize().Width
	}
	t.bg.Resize(fyne.NewSize(w, size.Height))
	x := float32(tokenPad)
	for i, c := range t.texts() {
		if c.Text == "" {
			c.Hide()
			continue
		}
		c.Show()
		if i == 3 {
			x += theme.Padding()
		}
		s := c.MinSize()
		c.Move(fyne.NewPos(x, (size.Height-s.Height)/2))
		c.Resize(s)
		x += s.Width
	}
}

func (r *moveTokenRenderer) MinSize() fyne.Size { return r.t.MinSize() }

func (r *moveTokenRenderer) Refresh() {
	t := r.t
	t.San.TextStyle.Bold = t.Current
	switch {
	case t.Current:
		t.bg.FillColor = theme.Color(theme.ColorNameSelection)
	case t.hovered:
		t.bg.FillColor = theme.Color(theme.ColorNameHover)
	default:
		t.bg.FillColor = color.Transparent
	}
	r.Layout(t.Size())
	t.bg.Refresh()
	for _, c := range t.texts() {
		c.Refresh()
	}
}

func (r *moveTokenRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.t.bg, r.t.number, r.t.San, r.t.glyphs, r.t.position}
}

func (r *moveTokenRenderer) Destroy() {}

// Tapped goes to this move.
func (t *moveToken) Tapped(*fyne.PointEvent) {
	if t.owner.OnSelect != nil {
		t.owner.OnSelect(t.piece.at.path())
	}
}

// TappedSecondary opens the move's context menu.
func (t *moveToken) TappedSecondary(ev *fyne.PointEvent) {
	if t.owner.OnMenu != nil {
		t.owner.OnMenu(t.piece.at.path(), ev.AbsolutePosition)
	}
}

// MouseIn, MouseMoved and MouseOut mark the move under the pointer.
func (t *moveToken) MouseIn(*desktop.MouseEvent) { t.hovered = true; t.Refresh() }

func (t *moveToken) MouseMoved(*desktop.MouseEvent) {}

func (t *moveToken) MouseOut() { t.hovered = false; t.Refresh() }

// Cursor shows that a move can be clicked.
func (t *moveToken) Cursor() desktop.Cursor { return desktop.PointerCursor }
