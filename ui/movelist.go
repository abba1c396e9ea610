package ui

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

	scroll  *container.Scroll
	content *fyne.Container
	layout  *mlLayout

	// tree and startFEN are the game the rows were built from. key is ""
	// before the rows are built and when they are to be built again
	// though the game is the same (the piece letters changed).
	tree     *pgn.Game
	startFEN string
	key      string
	rows     []mlRow
	shown    map[int]*shownRow // the rows in view, by index
	tokens   []*moveToken      // the moves of the rows in view, in order
	current  []int
	plies    int // moves in the main line
	// gameResult is the tree's result ("" or "*": no result line) and
	// result the result line's text (SetResult).
	gameResult string
	result     string
	// scrollPending: the current move is to be brought into view once the
	// list has a size.
	scrollPending bool
}

// NewMoveList returns an empty move list.
func NewMoveList() *MoveList {
	m := &MoveList{shown: map[int]*shownRow{}}
	m.layout = &mlLayout{m: m}
	m.content = container.New(m.layout)
	m.scroll = container.NewVScroll(m.content)
	m.scroll.OnScrolled = func(fyne.Position) { m.updateVisible() }
	m.ExtendBaseWidget(m)
	return m
}

// SetTree shows game g, which starts from startFEN, with the move at
// path current highlighted (an empty path: none, the start position).
func (m *MoveList) SetTree(g *pgn.Game, startFEN string, current []int) {
	if m.key == "" || startFEN != m.startFEN || !sameTree(g, m.tree) {
		m.key, m.tree, m.startFEN = "built", g, startFEN
		m.plies, m.gameResult = 0, ""
		if g != nil {
			m.plies = len(g.MainLine())
			if g.Result != pgn.ResultOngoing {
				m.gameResult = g.Result
			}
		}
		m.rows = m.withResult(treeRows(g, startFEN))
		m.layout.maxNumber = 0
		for _, r := range m.rows {
			if r.pair {
				m.layout.maxNumber = max(m.layout.maxNumber, r.number)
			}
		}
		m.layout.measured = 0
		clear(m.shown)
		m.tokens = m.tokens[:0]
		m.content.Objects = nil
		m.current = nil
		// The content takes its new height before the list scrolls in it.
		m.content.Refresh()
		m.scroll.Refresh()
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
	for _, t := range m.tokens {
		t.setCurrent(t.piece.at.is(m.current))
	}
}

// find is the row and the place in it of the move at path; -1 when the
// list does not have it.
func (m *MoveList) find(path []int) (row, piece int) {
	if len(path) == 0 {
		return -1, -1
	}
	for i, r := range m.rows {
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
			m.scroll.ScrollToTop()
		}
		m.scrollPending = false
		return
	}
	view := m.scroll.Size().Height
	if view <= 0 {
		m.scrollPending = true
		return
	}
	m.scrollPending = false
	y, h := m.layout.pieceTop(row, piece)
	if m.atMainLineEnd(m.current) {
		// The last move of a finished game brings its result line into
		// view with it, as far as the view holds both.
		h = min(m.layout.height()-y, view)
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

// atMainLineEnd says whether path is the last move of the main line.
func (m *MoveList) atMainLineEnd(path []int) bool {
	if len(path) != m.plies || m.plies == 0 {
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
	lh := m.layout.lineHeight()
	view := m.scroll.Size().Height
	if view <= 0 {
		view = 40 * lh // not laid out yet: the first rows
	}
	top := m.scroll.Offset.Y - 4*lh
	lo, hi := m.layout.rowsBetween(top, top+view+8*lh)
	changed := false
	for i := range m.shown {
		if i < lo || i >= hi {
			delete(m.shown, i)
			changed = true
		}
	}
	for i := lo; i < hi; i++ {
		if m.shown[i] == nil {
			m.shown[i] = m.buildRow(i)
			changed = true
		}
	}
	if !changed {
		return
	}
	var objects []fyne.CanvasObject
	m.tokens = m.tokens[:0]
	for _, s := range m.shownRows() {
		if s.number != nil {
			objects = append(objects, s.number)
		}
		objects = append(objects, s.cells...)
		m.tokens = append(m.tokens, s.tokens...)
	}
	m.content.Objects = objects
	m.content.Refresh()
}

// shownRows are the rows in view, in order.
func (m *MoveList) shownRows() []*shownRow {
	keys := make([]int, 0, len(m.shown))
	for i := range m.shown {
		keys = append(keys, i)
	}
	slices.Sort(keys)
	out := make([]*shownRow, len(keys))
	for k, i := range keys {
		out[k] = m.shown[i]
	}
	return out
}

// buildRow makes the objects of row i.
func (m *MoveList) buildRow(i int) *shownRow {
	r := m.rows[i]
	s := &shownRow{}
	if r.pair {
		num := canvas.NewText(strconv.Itoa(r.number)+".", theme.Color(theme.ColorNameDisabled))
		num.Alignment = fyne.TextAlignTrailing
		num.TextStyle.Monospace = true
		s.number = num
	}
	for _, p := range r.pieces {
		var o fyne.CanvasObject
		switch p.kind {
		case mlMove:
			t := newMoveToken(m, p)
			t.inPair = r.pair
			t.current = p.at.is(m.current)
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
		s.cells = append(s.cells, o)
	}
	return s
}

// Current is the path of the highlighted move.
func (m *MoveList) Current() []int { return slices.Clone(m.current) }

// Len is the number of moves of the main line.
func (m *MoveList) Len() int { return m.plies }

// Text is the list as plain text, one row a line.
func (m *MoveList) Text() string { return rowsText(m.rows) }

// token finds the move at path among the rows in view; nil if it is not
// there.
func (m *MoveList) token(path []int) *moveToken {
	for _, t := range m.tokens {
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
	m.layout.width = size.Width
	m.scroll.Resize(size)
	m.scroll.Move(fyne.NewPos(0, 0))
	m.scroll.Refresh()
	if m.scrollPending {
		m.scrollToCurrent()
	}
	m.updateVisible()
}

func (r *moveListRenderer) MinSize() fyne.Size {
	return fyne.NewSize(r.m.layout.minWidth(), 4*theme.TextSize())
}

func (r *moveListRenderer) Refresh()                     { r.m.scroll.Refresh() }
func (r *moveListRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.m.scroll} }
func (r *moveListRenderer) Destroy()                     {}
