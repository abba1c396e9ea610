package ui

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/pgn"
)

// MoveList shows the game tree (see movetree.go) with the move on the
// board highlighted. Tapping a move reports its path through OnSelect; a
// secondary tap (right click) asks for its context menu through OnMenu.
type MoveList struct {
	widget.BaseWidget

	OnSelect func(path []int)
	// OnMenu is called with the move's path and the absolute position of
	// the pointer.
	OnMenu func(path []int, at fyne.Position)

	scroll  *container.Scroll
	content *fyne.Container
	layout  *mlLayout

	key     string // the tree the rows were built from (pgn.Write + start)
	rows    []mlRow
	tokens  []*moveToken // every move, in the order shown
	current []int
	plies   int // moves in the main line
}

// NewMoveList returns an empty move list.
func NewMoveList() *MoveList {
	m := &MoveList{layout: &mlLayout{}}
	m.content = container.New(m.layout)
	m.scroll = container.NewVScroll(m.content)
	m.ExtendBaseWidget(m)
	return m
}

// SetTree shows game g, which starts from startFEN, with the move at
// path current highlighted (an empty path: none, the start position).
func (m *MoveList) SetTree(g *pgn.Game, startFEN string, current []int) {
	key := startFEN + "\n"
	if g != nil {
		key += pgn.Write(g)
	}
	if key != m.key {
		m.key = key
		m.rows = treeRows(g, startFEN)
		m.plies = 0
		if g != nil {
			m.plies = len(g.MainLine())
		}
		m.build()
	}
	m.current = nil
	m.SetCurrent(current)
}

// build makes the objects of the rows.
func (m *MoveList) build() {
	m.tokens = m.tokens[:0]
	l := m.layout
	l.rows = l.rows[:0]
	l.measured = 0
	clear(l.placed)
	var objects []fyne.CanvasObject
	for _, r := range m.rows {
		lr := mlLayoutRow{pair: r.pair, indent: r.indent}
		if r.pair {
			num := canvas.NewText(strconv.Itoa(r.number)+".", theme.Color(theme.ColorNameDisabled))
			num.Alignment = fyne.TextAlignTrailing
			num.TextStyle.Monospace = true
			lr.number = num
			objects = append(objects, num)
		}
		for _, p := range r.pieces {
			var o fyne.CanvasObject
			switch p.kind {
			case mlMove:
				t := newMoveToken(m, p)
				t.inPair = r.pair
				m.tokens = append(m.tokens, t)
				o = t
			case mlText:
				t := canvas.NewText(p.text, theme.Color(theme.ColorNamePlaceHolder))
				t.TextStyle.Italic = true
				o = t
			default:
				o = canvas.NewText(p.text, theme.Color(theme.ColorNameForeground))
			}
			lr.cells = append(lr.cells, o)
			objects = append(objects, o)
		}
		l.rows = append(l.rows, lr)
	}
	m.content.Objects = objects
	m.content.Refresh()
	m.scroll.Refresh()
}

// SetCurrent highlights the move at path (none for the start position).
func (m *MoveList) SetCurrent(path []int) {
	if slices.Equal(path, m.current) && m.current != nil {
		return
	}
	m.current = slices.Clone(path)
	if m.current == nil {
		m.current = []int{}
	}
	var cur *moveToken
	for _, t := range m.tokens {
		on := slices.Equal(t.piece.path, m.current)
		if on {
			cur = t
		}
		t.setCurrent(on)
	}
	m.scrollTo(cur)
}

// scrollTo brings token t into view; with no token (the start position)
// the list goes to the top.
func (m *MoveList) scrollTo(t *moveToken) {
	view := m.scroll.Size().Height
	if t == nil {
		if len(m.current) == 0 {
			m.scroll.ScrollToTop()
		}
		return
	}
	if view <= 0 {
		return
	}
	m.layout.arrange(m.layout.width, false)
	y := t.Position().Y
	h := t.Size().Height
	if pos, ok := m.layout.placed[t]; ok {
		y, h = pos.Y, t.MinSize().Height
	}
	off := m.scroll.Offset
	switch {
	case y < off.Y:
		off.Y = y
	case y+h > off.Y+view:
		off.Y = y + h - view
	default:
		return
	}
	m.scroll.ScrollToOffset(off)
}

// Current is the path of the highlighted move.
func (m *MoveList) Current() []int { return slices.Clone(m.current) }

// Len is the number of moves of the main line.
func (m *MoveList) Len() int { return m.plies }

// Text is the list as plain text, one row a line.
func (m *MoveList) Text() string { return rowsText(m.rows) }

// token finds the move at path; nil if the list does not show it.
func (m *MoveList) token(path []int) *moveToken {
	for _, t := range m.tokens {
		if slices.Equal(t.piece.path, path) {
			return t
		}
	}
	return nil
}

// CreateRenderer is part of fyne.Widget.
func (m *MoveList) CreateRenderer() fyne.WidgetRenderer {
	return &moveListRenderer{m: m}
}

type moveListRenderer struct{ m *MoveList }

func (r *moveListRenderer) Layout(size fyne.Size) {
	// The rows wrap to the width: the content's height is known once the
	// width is, so it is set before the scroll asks for it.
	r.m.layout.width = size.Width
	r.m.scroll.Resize(size)
	r.m.scroll.Move(fyne.NewPos(0, 0))
	r.m.scroll.Refresh()
}

func (r *moveListRenderer) MinSize() fyne.Size {
	return fyne.NewSize(r.m.layout.MinSize(nil).Width, 4*theme.TextSize())
}

func (r *moveListRenderer) Refresh()                     { r.m.scroll.Refresh() }
func (r *moveListRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.m.scroll} }
func (r *moveListRenderer) Destroy()                     {}

// mlLayout places the rows: main-line pairs in three columns (number,
// White, Black), paragraphs wrapped to the width after their indent.
type mlLayout struct {
	rows   []mlLayoutRow
	width  float32 // the width to wrap to (the list's)
	height float32 // the height at that width
	placed map[fyne.CanvasObject]fyne.Position
	// measured is the width height was measured at; 0 after the rows
	// change.
	measured float32
}

type mlLayoutRow struct {
	pair   bool
	indent int
	number *canvas.Text
	cells  []fyne.CanvasObject
}

// numberWidth is the width of the move-number column.
func numberWidth() float32 {
	return fyne.MeasureText("000.", theme.TextSize(), fyne.TextStyle{Monospace: true}).Width + theme.Padding()
}

func (l *mlLayout) lineHeight() float32 {
	return fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + 2*tokenPad
}

// arrange computes where each object goes at width w (moving them when
// apply) and returns the height.
func (l *mlLayout) arrange(w float32, apply bool) float32 {
	if l.placed == nil {
		l.placed = map[fyne.CanvasObject]fyne.Position{}
	}
	lh := l.lineHeight()
	numW := numberWidth()
	gap := theme.Padding()
	indentW := 2 * theme.Padding() * 2
	y := float32(0)
	put := func(o fyne.CanvasObject, x, y, w, h float32) {
		l.placed[o] = fyne.NewPos(x, y)
		if apply {
			o.Move(fyne.NewPos(x, y+(lh-h)/2))
			o.Resize(fyne.NewSize(w, h))
		}
	}
	for _, r := range l.rows {
		if r.pair {
			col := max((w-numW)/2, 0)
			if r.number != nil {
				put(r.number, 0, y, numW-gap, r.number.MinSize().Height)
			}
			for i, c := range r.cells {
				if i > 1 {
					break
				}
				put(c, numW+float32(i)*col, y, col, lh)
			}
			y += lh
			continue
		}
		x0 := float32(r.indent) * indentW
		x := x0
		for i, c := range r.cells {
			s := c.MinSize()
			// "(" and ")" hold on to the moves they enclose.
			if symbolText(c) == ")" || i > 0 && symbolText(r.cells[i-1]) == "(" {
				x -= gap
			}
			if x > x0 && x+s.Width > w {
				x = x0
				y += lh
			}
			h := s.Height
			if _, ok := c.(*moveToken); ok {
				h = lh
			}
			put(c, x, y, s.Width, h)
			x += s.Width + gap
		}
		y += lh + gap
	}
	return y
}

// symbolText is the text of a parenthesis or other symbol of a row, ""
// for moves and comments.
func symbolText(o fyne.CanvasObject) string {
	if t, ok := o.(*canvas.Text); ok && !t.TextStyle.Italic {
		return t.Text
	}
	return ""
}

// Layout is part of fyne.Layout.
func (l *mlLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l.height = l.arrange(size.Width, true)
	l.measured = size.Width
}

// MinSize is part of fyne.Layout: the height of the rows wrapped to the
// list's width.
func (l *mlLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	w := numberWidth() + 2*fyne.MeasureText("Qxd8=Q+!?", theme.TextSize(), fyne.TextStyle{Bold: true}).Width
	if l.width > 0 && l.width != l.measured {
		l.height = l.arrange(l.width, false)
		l.measured = l.width
	}
	return fyne.NewSize(w, l.height)
}

// tokenPad is the space around a move's text inside its highlight.
const tokenPad = 3

// moveToken is one move of the list: its number, the move and its
// glyphs, on a background that marks the move on the board.
type moveToken struct {
	widget.BaseWidget
	owner   *MoveList
	piece   mlPiece
	current bool
	hovered bool
	inPair  bool // a cell of a main-line pair
	min     fyne.Size

	bg                  *canvas.Rectangle
	number, san, glyphs *canvas.Text
	position            *canvas.Text
}

func newMoveToken(owner *MoveList, p mlPiece) *moveToken {
	quality, pos := nagText(p.nags)
	fg := theme.Color(theme.ColorNameForeground)
	t := &moveToken{owner: owner, piece: p,
		bg:       canvas.NewRectangle(color.Transparent),
		number:   canvas.NewText(p.number, theme.Color(theme.ColorNamePlaceHolder)),
		san:      canvas.NewText(sanDisplay(p.san), fg),
		glyphs:   canvas.NewText(quality, fg),
		position: canvas.NewText(pos, fg),
	}
	if c := nagColour(p.nags); c != nil {
		t.san.Color, t.glyphs.Color = c, c
	}
	t.glyphs.TextStyle.Bold = true
	t.bg.CornerRadius = theme.InputRadiusSize()
	t.ExtendBaseWidget(t)
	return t
}

func (t *moveToken) setCurrent(on bool) {
	if on == t.current {
		return
	}
	t.current = on
	t.Refresh()
}

// MinSize is the text's width (the move counted in bold, as it is drawn
// when it is the current move) and the row's height. It is measured once:
// the texts do not change.
func (t *moveToken) MinSize() fyne.Size {
	if t.min.IsZero() {
		w := float32(2 * tokenPad)
		for _, c := range t.texts() {
			if c.Text == "" {
				continue
			}
			style := c.TextStyle
			if c == t.san {
				style.Bold = true
			}
			w += fyne.MeasureText(c.Text, theme.TextSize(), style).Width
		}
		if t.position.Text != "" {
			w += theme.Padding()
		}
		t.min = fyne.NewSize(w, fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height+2*tokenPad)
	}
	return t.min
}

func (t *moveToken) texts() []*canvas.Text {
	return []*canvas.Text{t.number, t.san, t.glyphs, t.position}
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
	t.san.TextStyle.Bold = t.current
	switch {
	case t.current:
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
	return []fyne.CanvasObject{r.t.bg, r.t.number, r.t.san, r.t.glyphs, r.t.position}
}

func (r *moveTokenRenderer) Destroy() {}

// Tapped goes to this move.
func (t *moveToken) Tapped(*fyne.PointEvent) {
	if t.owner.OnSelect != nil {
		t.owner.OnSelect(slices.Clone(t.piece.path))
	}
}

// TappedSecondary opens the move's context menu.
func (t *moveToken) TappedSecondary(ev *fyne.PointEvent) {
	if t.owner.OnMenu != nil {
		t.owner.OnMenu(slices.Clone(t.piece.path), ev.AbsolutePosition)
	}
}

// MouseIn, MouseMoved and MouseOut mark the move under the pointer.
func (t *moveToken) MouseIn(*desktop.MouseEvent) { t.hovered = true; t.Refresh() }

func (t *moveToken) MouseMoved(*desktop.MouseEvent) {}

func (t *moveToken) MouseOut() { t.hovered = false; t.Refresh() }

// Cursor shows that a move can be clicked.
func (t *moveToken) Cursor() desktop.Cursor { return desktop.PointerCursor }
