package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// BoardSplit is the split between the board (leading) and the right
// column (trailing), with a divider the user drags. Unlike Fyne's Split it
// keeps a floor under the leading side that depends on the width it is
// given (MinLeading): however far the divider is dragged, and whatever
// Offset was set or restored, the board keeps its promised share. The
// offset the user chose is kept as chosen, so a window made wider again
// shows the column as the user left it.
type BoardSplit struct {
	widget.BaseWidget
	Leading, Trailing fyne.CanvasObject
	// Offset is the leading side's share of the width (0..1) the user chose.
	Offset float64
	// MinLeading, if set, is the least width of the leading side in a
	// split total wide (on top of the leading side's own minimum width).
	MinLeading func(total float32) float32
	// MaxLeading, if set, is the most width the leading side can use at
	// the given height (the board, a square, as tall as the split, and
	// what stands beside it): past it the leading side would only gain
	// empty margins beside the board, so the trailing side gets the rest
	// (in a wide window the column's labels were cut while the board had
	// 100 px of nothing on either side). It wins over MinLeading (that
	// floor is for the board, which cannot use more) but not over the
	// leading side's minimum width.
	MaxLeading func(height float32) float32
	// OnDragEnd, if set, is called with the offset shown once a drag ends
	// (to remember it).
	OnDragEnd func(offset float64)
	// StackedColumn, if set, is the height the trailing side wants when
	// stacked under the leading one (a tool panel shown whole): the
	// leading side gives up that much, down to its minimum.
	StackedColumn func() float32
	// Header, if set, stands above the leading side while stacked (the
	// opponent's card above the board); OnStacked, if set, is told when
	// the split starts or stops stacking, to show and hide what moves
	// (the header, the column's own copy of it).
	Header    fyne.CanvasObject
	OnStacked func(stacked bool)
	stacked   bool
	laidOut   float32 // the stacked height of the last layout (Update)

	divider *splitDivider
}

// NewBoardSplit returns a split with leading taking offset of the width.
func NewBoardSplit(leading, trailing fyne.CanvasObject, offset float64) *BoardSplit {
	s := &BoardSplit{Leading: leading, Trailing: trailing, Offset: offset}
	s.divider = &splitDivider{split: s}
	s.divider.ExtendBaseWidget(s.divider)
	s.ExtendBaseWidget(s)
	return s
}

// SetOffset sets the share the user chose and lays the split out again.
func (s *BoardSplit) SetOffset(offset float64) {
	s.Offset = offset
	s.Refresh()
}

// LeadingWidth is the width the leading side gets in a split of size:
// the chosen offset, kept between the leading side's floor (its minimum
// width and MinLeading) and the room the trailing side needs. Where both
// cannot be had, the leading side's floor wins: the board's share is the
// promise, the column's text truncates. No more than MaxLeading at the
// split's height is given: the board could not use it.
func (s *BoardSplit) LeadingWidth(size fyne.Size) float32 {
	lw := s.chosenWidth(size.Width)
	if s.MaxLeading != nil {
		if most := s.MaxLeading(size.Height); most > 0 {
			lw = min(lw, max(most, s.Leading.MinSize().Width))
		}
	}
	return lw
}

// chosenWidth is LeadingWidth without MaxLeading: the width the offset
// chosen gives in a split total wide, within the floor and the room the
// trailing side needs.
func (s *BoardSplit) chosenWidth(total float32) float32 {
	avail := total - s.dividerWidth()
	if avail <= 0 {
		return 0
	}
	lo := s.Leading.MinSize().Width
	if s.MinLeading != nil {
		lo = max(lo, s.MinLeading(total))
	}
	hi := avail - s.Trailing.MinSize().Width
	lw := float32(s.Offset) * avail
	lw = min(lw, hi)
	lw = max(lw, lo)
	return min(lw, avail)
}

// Update lays the split out again when, stacked, the height its sides
// get has changed since the last layout (the column shows a panel more or
// less); otherwise it does nothing, so a caller may call it at every
// change of what the column shows.
func (s *BoardSplit) Update() {
	if lh, ok := s.stackedHeight(s.Size()); ok && lh != s.laidOut {
		s.Refresh()
	}
}

// Stacked reports whether the split shows the trailing side under the
// leading one at its present size (see stackedHeight).
func (s *BoardSplit) Stacked() bool {
	_, ok := s.stackedHeight(s.Size())
	return ok
}

// stackedShare is the least share of the height the trailing side (the
// column: cards, moves, tools) keeps when stacked under the board, and
// stackedReserve the least height in pixels (the column's parts with a
// Continue button and four lines of moves).
const (
	stackedShare   = 0.4
	stackedReserve = 400
)

// stackAspect is how much taller than wide the split must be to stack:
// from there on the board is larger above the column than beside it (in
// a window 640×870 it grows from 336 to 408 px; at 1000×1250 from about
// 660 to 750), and a window only a little taller than wide keeps the
// usual layout.
const stackAspect = 1.25

// stackedHeight is the leading side's height when a split of size shows
// its sides one above the other, and whether it does. It does in a tall,
// narrow window (a phone-shaped window, or half a portrait screen), where
// side by side the board would be limited by the width left beside the
// column while the height goes unused: stacked, the board takes the
// whole width down to what the column needs (at least stackedShare of
// the height and stackedReserve). The choice depends on the size alone,
// not on what the column shows now, so that entering a mode (a Continue
// button, a tool panel) never moves the column; a column that needs more
// than its reserve takes it from the board.
func (s *BoardSplit) stackedHeight(size fyne.Size) (float32, bool) {
	if size.Width <= 0 || size.Height < stackAspect*size.Width {
		return 0, false
	}
	tmin, lmin := s.Trailing.MinSize(), s.Leading.MinSize()
	// What the leading side adds beside its square (the evaluation
	// bar's room): the square is its size less that, across.
	beside := max(lmin.Width-lmin.Height, 0)
	// The height returned is the header's and the leading side's together.
	// The reserve counts the header too: it stood in the column before
	// it moved above the board.
	top := s.headerHeight()
	column := max(float32(stackedShare)*size.Height, stackedReserve)
	lh := min(size.Width-beside, size.Height-column)
	if lh < lmin.Height {
		return 0, false
	}
	want := tmin.Height
	if s.StackedColumn != nil {
		want = max(want, s.StackedColumn())
	}
	lh = max(min(lh, size.Height-want-top), lmin.Height)
	return lh + top, true
}

// shownOffset is the offset the split shows at its present width, less
// MaxLeading: a divider dragged past what the board can use at this
// height keeps the share dragged to, so that a taller window gives the
// board the room the user wanted for it.
func (s *BoardSplit) shownOffset() float64 {
	avail := s.Size().Width - s.dividerWidth()
	if avail <= 0 {
		return s.Offset
	}
	return float64(s.chosenWidth(s.Size().Width) / avail)
}

func (s *BoardSplit) dividerWidth() float32 {
	return splitThickness(s.Theme())
}

// defaultSplitThickness is the divider's width where the theme gives
// none: Fyne's built-in themes have no "split" size and answer 0, which
// left a divider no pointer could grab (Fyne's own Split falls back to
// 5 px in the same way).
const defaultSplitThickness = 6

func splitThickness(th fyne.Theme) float32 {
	if w := th.Size(theme.SizeNameSplitThickness); w > 0 {
		return w
	}
	return defaultSplitThickness
}

func (s *BoardSplit) CreateRenderer() fyne.WidgetRenderer {
	return &boardSplitRenderer{s: s}
}

type boardSplitRenderer struct{ s *BoardSplit }

func (r *boardSplitRenderer) Layout(size fyne.Size) {
	s := r.s
	lh, stacked := s.stackedHeight(size)
	if stacked != s.stacked {
		s.stacked = stacked
		if s.OnStacked != nil {
			s.OnStacked(stacked)
		}
	}
	s.laidOut = lh
	if stacked {
		// A tall, narrow window: the header, the board, the column.
		s.divider.Hide()
		top := s.headerHeight()
		if s.Header != nil {
			s.Header.Move(fyne.NewPos(0, 0))
			s.Header.Resize(fyne.NewSize(size.Width, top))
		}
		s.Leading.Move(fyne.NewPos(0, top))
		s.Leading.Resize(fyne.NewSize(size.Width, max(lh-top, 0)))
		s.Trailing.Move(fyne.NewPos(0, lh))
		s.Trailing.Resize(fyne.NewSize(size.Width, max(size.Height-lh, 0)))
		return
	}
	if s.Header != nil {
		s.Header.Resize(fyne.NewSize(0, 0))
	}
	s.divider.Show()
	lw := s.LeadingWidth(size)
	dw := s.dividerWidth()
	s.Leading.Move(fyne.NewPos(0, 0))
	s.Leading.Resize(fyne.NewSize(lw, size.Height))
	s.divider.Move(fyne.NewPos(lw, 0))
	s.divider.Resize(fyne.NewSize(dw, size.Height))
	s.Trailing.Move(fyne.NewPos(lw+dw, 0))
	s.Trailing.Resize(fyne.NewSize(max(size.Width-lw-dw, 0), size.Height))
}

func (r *boardSplitRenderer) MinSize() fyne.Size {
	l, t := r.s.Leading.MinSize(), r.s.Trailing.MinSize()
	return fyne.NewSize(l.Width+r.s.dividerWidth()+t.Width, max(l.Height, t.Height))
}

func (r *boardSplitRenderer) Refresh() {
	r.Layout(r.s.Size())
	r.s.divider.Refresh()
	canvas.Refresh(r.s)
}

func (r *boardSplitRenderer) Objects() []fyne.CanvasObject {
	if r.s.Header != nil {
		return []fyne.CanvasObject{r.s.Header, r.s.Leading, r.s.divider, r.s.Trailing}
	}
	return []fyne.CanvasObject{r.s.Leading, r.s.divider, r.s.Trailing}
}

// headerHeight is the room the header takes above the leading side while
// stacked (0 without one).
func (s *BoardSplit) headerHeight() float32 {
	if s.Header == nil {
		return 0
	}
	return s.Header.MinSize().Height
}

func (r *boardSplitRenderer) Destroy() {}

// splitDivider is the bar between the two sides, dragged sideways.
type splitDivider struct {
	widget.BaseWidget
	split    *BoardSplit
	dragging bool
	dragX    float32 // where the drag has taken the divider, in the split
	hovered  bool
}

var (
	_ fyne.Draggable     = (*splitDivider)(nil)
	_ desktop.Cursorable = (*splitDivider)(nil)
	_ desktop.Hoverable  = (*splitDivider)(nil)
)

func (d *splitDivider) Cursor() desktop.Cursor { return desktop.HResizeCursor }

func (d *splitDivider) Dragged(e *fyne.DragEvent) {
	if !d.dragging {
		d.dragging = true
		d.dragX = d.Position().X
	}
	d.dragX += e.Dragged.DX
	avail := d.split.Size().Width - d.split.dividerWidth()
	if avail <= 0 {
		return
	}
	d.split.SetOffset(float64(min(max(d.dragX, 0), avail) / avail))
}

// DragEnd keeps the offset shown, not the one dragged to: a drag past the
// floor leaves the divider where it stopped.
func (d *splitDivider) DragEnd() {
	d.dragging = false
	d.split.Offset = d.split.shownOffset()
	if d.split.OnDragEnd != nil {
		d.split.OnDragEnd(d.split.Offset)
	}
}

func (d *splitDivider) MouseIn(*desktop.MouseEvent)    { d.hovered = true; d.Refresh() }
func (d *splitDivider) MouseMoved(*desktop.MouseEvent) {}
func (d *splitDivider) MouseOut()                      { d.hovered = false; d.Refresh() }

func (d *splitDivider) CreateRenderer() fyne.WidgetRenderer {
	r := &dividerRenderer{d: d, back: canvas.NewRectangle(color.Transparent)}
	for i := range r.grip {
		r.grip[i] = canvas.NewRectangle(color.Transparent)
	}
	r.Refresh()
	return r
}

// dividerRenderer draws the divider as a band with a grip of three dots
// in its middle: a single upright line there read as a text caret.
type dividerRenderer struct {
	d    *splitDivider
	back *canvas.Rectangle
	grip [3]*canvas.Rectangle
}

func (r *dividerRenderer) Layout(size fyne.Size) {
	r.back.Resize(size)
	// Dots of 3 px (less in a thinner band), a dot apart.
	dot := min(3, size.Width)
	gap := dot
	top := (size.Height - 3*dot - 2*gap) / 2
	for i, c := range r.grip {
		c.Move(fyne.NewPos((size.Width-dot)/2, top+float32(i)*(dot+gap)))
		c.Resize(fyne.NewSize(dot, dot))
	}
}

func (r *dividerRenderer) MinSize() fyne.Size {
	th := r.d.Theme()
	return fyne.NewSize(splitThickness(th), th.Size(theme.SizeNamePadding)*6)
}

func (r *dividerRenderer) Refresh() {
	th := r.d.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	grip := th.Color(theme.ColorNamePlaceHolder, v)
	if r.d.hovered || r.d.dragging {
		r.back.FillColor = th.Color(theme.ColorNameHover, v)
		grip = th.Color(theme.ColorNameForeground, v)
	} else {
		r.back.FillColor = th.Color(theme.ColorNameShadow, v)
	}
	r.back.Refresh()
	for _, c := range r.grip {
		c.FillColor = grip
		c.Refresh()
	}
	r.Layout(r.d.Size())
}

func (r *dividerRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.back, r.grip[0], r.grip[1], r.grip[2]}
}

func (r *dividerRenderer) Destroy() {}
