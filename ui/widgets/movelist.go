package widgets

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/pgn"
)

// MoveList shows the game tree (see movetree.go) with the move on the
// board highlighted. Tapping a move reports its path through OnSelect; a
// secondary tap (right click) asks for its context menu through OnMenu.
//
// Only the rows in view have objects: a game of ten thousand moves makes
// as many objects as a short one, and a step through it changes the
// highlight of two moves and, when the list scrolls, the rows that come
// into view.
type MoveList struct {
	widget.BaseWidget

	OnSelect func(path []int)
	// OnMenu is called with the move's path and the absolute position of
	// the pointer.
	OnMenu func(path []int, at fyne.Position)
	// OnNewGame, when set, gives the result line of a finished game a
	// New Game… button that calls it.
	OnNewGame func()

	Scroll  *container.Scroll
	content *fyne.Container
	Layout  *mlLayout

	// tree and startFEN are the game the rows were built from. key is ""
	// before the rows are built and when they are to be built again
	// though the game is the same (the piece letters changed).
	tree     *pgn.Game
	startFEN string
	Key      string
	Rows     []mlRow
	Shown    map[int]*shownRow // the rows in view, by index
	Tokens   []*moveToken      // the moves of the rows in view, in order
	current  []int
	Plies    int // moves in the main line
	// gameResult is the tree's result ("" or "*": no result line) and
	// result the result line's text (SetResult).
	gameResult string
	result     string
	// scrollPending: the current move is to be brought into view once the
	// list has a size.
	scrollPending bool
	// laidOutHeight is the view's height at the last layout.
	laidOutHeight float32
}

// NewMoveList returns an empty move list.
func NewMoveList() *MoveList {
	m := &MoveList{Shown: map[int]*shownRow{}}
	m.Layout = &mlLayout{m: m}
	m.content = container.New(m.Layout)
	m.Scroll = container.NewVScroll(m.content)
	m.Scroll.OnScrolled = func(fyne.Position) { m.updateVisible() }
	m.ExtendBaseWidget(m)
	return m
}

// SetTree shows game g, which starts from startFEN, with the move at
// path current highlighted (an empty path: none, the start position).
func (m *MoveList) SetTree(g *pgn.Game, startFEN string, current []int) {
	if m.Key == "" || startFEN != m.startFEN || !sameTree(g, m.tree) {
		m.Key, m.tree, m.startFEN = "built", g, startFEN
		m.Plies, m.gameResult = 0, ""
		if g != nil {
			m.Plies = len(g.MainLine())
			if g.Result != pgn.ResultOngoing {
				m.gameResult = g.Result
			}
		}
		m.Rows = m.withResult(treeRows(g, startFEN))
		m.Layout.maxNumber = 0
		for _, r := range m.Rows {
			if r.pair {
				m.Layout.maxNumber = max(m.Layout.maxNumber, r.number)
			}
		}
		m.Layout.measured = 0
		clear(m.Shown)
		m.Tokens = m.Tokens[:0]
		m.content.Objects = nil
		m.current = nil
		// The content takes its new height before the list scrolls in it.
		m.content.Refresh()
		m.Scroll.Refresh()
	}
	m.SetCurrent(current)
}

// SetCurrent highlights the move at path (none for the start position)
// and scrolls it into view.
func (m *MoveList) SetCurrent(path []int) {
	if slices.Equal(path, m.current) && m.current != nil {
		return
	}
	m.current = slices.Clone(path)
	if m.current == nil {
		m.current = []int{}
	}
	m.scrollToCurrent()
	m.updateVisible()
	for _, t := range m.Tokens {
		t.setCurrent(t.piece.at.is(m.current))
	}
}

// find is the row and the place in it of the move at path; -1 when the
// list does not have it.
func (m *MoveList) find(path []int) (row, piece int) {
	if len(path) == 0 {
		return -1, -1
	}
	for i, r := range m.Rows {
		for j, p := range r.pieces {
			if p.kind == mlMove && p.at.is(path) {
				return i, j
			}
		}
	}
	return -1, -1
}

// scrollToCurrent brings the current move into view; at the start
// position the list goes to the top.
func (m *MoveList) scrollToCurrent() {
	row, piece := m.find(m.current)
	if row < 0 {
		if len(m.current) == 0 {
			m.Scroll.ScrollToTop()
		}
		m.scrollPending = false
		return
	}
	view := m.Scroll.Size().Height
	if view <= 0 {
		m.scrollPending = true
		return
	}
	m.scrollPending = false
	y, h := m.Layout.pieceTop(row, piece)
	if m.atMainLineEnd(m.current) {
		// The last move of a finished game brings its result line into
		// view with it, as far as the view holds both.
		h = min(m.Layout.height()-y, view)
	}
	off := m.Scroll.Offset
	switch {
	case y < off.Y:
		off.Y = y
	case y+h > off.Y+view:
		off.Y = y + h - view
	default:
		return
	}
	m.Scroll.ScrollToOffset(off)
}

// atMainLineEnd says whether path is the last move of the main line.
func (m *MoveList) atMainLineEnd(path []int) bool {
	if len(path) != m.Plies || m.Plies == 0 {
		return false
	}
	for _, i := range path {
		if i != 0 {
			return false
		}
	}
	return true
}

// updateVisible makes the objects of the rows in view and drops those of
// the rows that left it. A few rows beyond each edge are kept, so a step
// or a short scroll usually finds its rows made.
func (m *MoveList) updateVisible() {
	lh := m.Layout.LineHeight()
	view := m.Scroll.Size().Height
	if view <= 0 {
		view = 40 * lh // not laid out yet: the first rows
	}
	top := m.Scroll.Offset.Y - 4*lh
	lo, hi := m.Layout.rowsBetween(top, top+view+8*lh)
	changed := false
	for i := range m.Shown {
		if i < lo || i >= hi {
			delete(m.Shown, i)
			changed = true
		}
	}
	for i := lo; i < hi; i++ {
		if m.Shown[i] == nil {
			m.Shown[i] = m.buildRow(i)
			changed = true
		}
	}
	if !changed {
		return
	}
	var objects []fyne.CanvasObject
	m.Tokens = m.Tokens[:0]
	for _, s := range m.ShownRows() {
		if s.Number != nil {
			objects = append(objects, s.Number)
		}
		objects = append(objects, s.Cells...)
		m.Tokens = append(m.Tokens, s.tokens...)
	}
	m.content.Objects = objects
	m.content.Refresh()
}

// ShownRows are the rows in view, in order.
func (m *MoveList) ShownRows() []*shownRow {
	keys := make([]int, 0, len(m.Shown))
	for i := range m.Shown {
		keys = append(keys, i)
	}
	slices.Sort(keys)
	out := make([]*shownRow, len(keys))
	for k, i := range keys {
		out[k] = m.Shown[i]
	}
	return out
}

// buildRow makes the objects of row i.
func (m *MoveList) buildRow(i int) *shownRow {
	r := m.Rows[i]
	s := &shownRow{}
	if r.pair {
		num := canvas.NewText(strconv.Itoa(r.number)+".", theme.Color(theme.ColorNameDisabled))
		num.Alignment = fyne.TextAlignTrailing
		num.TextStyle.Monospace = true
		s.Number = num
	}
	for _, p := range r.pieces {
		var o fyne.CanvasObject
		switch p.kind {
		case mlMove:
			t := newMoveToken(m, p)
			t.inPair = r.pair
			t.Current = p.at.is(m.current)
			s.tokens = append(s.tokens, t)
			o = t
		case mlResult:
			o = resultText(p)
		case mlNewGame:
			o = m.newGameButton(p)
		case mlText:
			t := canvas.NewText(p.text, theme.Color(theme.ColorNamePlaceHolder))
			t.TextStyle.Italic = true
			o = t
		default:
			o = canvas.NewText(p.text, theme.Color(theme.ColorNameForeground))
		}
		s.Cells = append(s.Cells, o)
	}
	return s
}

// Current is the path of the highlighted move.
func (m *MoveList) Current() []int { return slices.Clone(m.current) }

// Len is the number of moves of the main line.
func (m *MoveList) Len() int { return m.Plies }

// Text is the list as plain text, one row a line.
func (m *MoveList) Text() string { return rowsText(m.Rows) }

// Token finds the move at path among the rows in view; nil if it is not
// there.
func (m *MoveList) Token(path []int) *moveToken {
	for _, t := range m.Tokens {
		if t.piece.at.is(path) {
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
	m := r.m
	m.Layout.width = size.Width
	m.Scroll.Resize(size)
	m.Scroll.Move(fyne.NewPos(0, 0))
	m.Scroll.Refresh()
	// A view that got shorter (a tool panel appeared below it) brings the
	// current move back into view; a relayout at the same height leaves
	// where the user scrolled to alone.
	if m.scrollPending || size.Height < m.laidOutHeight {
		m.scrollToCurrent()
	}
	m.laidOutHeight = size.Height
	m.updateVisible()
}

func (r *moveListRenderer) MinSize() fyne.Size {
	return fyne.NewSize(r.m.Layout.minWidth(), 4*theme.TextSize())
}

func (r *moveListRenderer) Refresh()                     { r.m.Scroll.Refresh() }
func (r *moveListRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.m.Scroll} }
func (r *moveListRenderer) Destroy()                     {}
