package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// BoardLayout places the board as the largest square that fits (a multiple
// of 8 pixels, so all squares are equal) with the evaluation bar right
// beside it at the same height, the pair centred in the space given.
// Objects: the board, then the bar. The bar's room is kept whether the
// bar is shown or not (an empty slot while hidden), so the board keeps
// its size when the bar appears (analysis, a program playing) or goes.
type BoardLayout struct {
	BarWidth, Gap float32
}

// barSpace is the width the bar and its gap take, shown or hidden.
func (l BoardLayout) barSpace(objects []fyne.CanvasObject) float32 {
	if len(objects) < 2 {
		return 0
	}
	return l.Gap + l.BarWidth
}

func (l BoardLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	b := objects[0].MinSize()
	return fyne.NewSize(b.Width+l.barSpace(objects), b.Height)
}

func (l BoardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	bar := l.barSpace(objects)
	side := min(size.Width-bar, size.Height)
	side = float32(int(side/8) * 8)
	if side < 8 {
		side = 8
	}
	total := side + bar
	x := float32(int((size.Width - total) / 2))
	y := float32(int((size.Height - side) / 2))
	objects[0].Move(fyne.NewPos(x, y))
	objects[0].Resize(fyne.NewSquareSize(side))
	if len(objects) > 1 {
		objects[1].Move(fyne.NewPos(x+side+l.Gap, y))
		objects[1].Resize(fyne.NewSize(l.BarWidth, side))
	}
}

// SideLayout places the right column (side.go): the top parts from the
// top and the bottom parts from the bottom, each at its own height; the
// opening's row at a fixed height, shown or not; then the tool panel
// under the move list at its own height but never so tall that the move
// list keeps fewer than minRows lines, the move list taking the rest. A
// tool panel taller than its room scrolls. In a column too short for
// MinRows lines and the whole panel (an 800×600 window) the panel is
// not squeezed out: the move list gives up lines down to ShortRows.
//
// Its minimum width is that of the steady parts only (the navigation and
// the move list), not of the player cards or panels, whose text truncates
// and whose captured pieces close up: a part that grows must not widen
// the column, which would narrow the board.
type SideLayout struct {
	Top       []fyne.CanvasObject
	Opening   fyne.CanvasObject
	Moves     fyne.CanvasObject
	Tools     fyne.CanvasObject // a scroll holding content
	Content   fyne.CanvasObject
	Bottom    []fyne.CanvasObject
	Steady    []fyne.CanvasObject
	MinRows   int
	ShortRows int
	// StackedRows replaces ShortRows while Stacked says the column
	// stands under the board (the height it keeps comes from the board).
	StackedRows int
	Stacked     func() bool
	RowHeight   func() float32
}

// shortRows is the least lines of moves kept beside a tool panel.
func (l *SideLayout) shortRows() int {
	if l.Stacked != nil && l.StackedRows > 0 && l.Stacked() {
		return l.StackedRows
	}
	return l.ShortRows
}

// shown says whether o takes room: a container that only wraps one
// object (as fitButton's does) is shown when that object is.
func shown(o fyne.CanvasObject) bool {
	if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 1 {
		return c.Visible() && c.Objects[0].Visible()
	}
	return o.Visible()
}

// stackHeight is the height of the visible objects stacked with padding
// between them (and after the last).
func stackHeight(objects []fyne.CanvasObject) float32 {
	h := float32(0)
	for _, o := range objects {
		if shown(o) {
			h += o.MinSize().Height + theme.Padding()
		}
	}
	return h
}

func (l *SideLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range l.Steady {
		w = max(w, o.MinSize().Width)
	}
	// The move list keeps a few lines even in the smallest window.
	h := stackHeight(l.Top) + openingRowHeight() + theme.Padding() + 4*l.RowHeight() + stackHeight(l.Bottom)
	return fyne.NewSize(w, h)
}

// WantedHeight is the height the column wants to show its parts, a tool
// panel whole (when one is shown) and StackedRows lines of moves: under
// the board in a tall window (BoardSplit.StackedColumn), the board gives
// the column this much.
func (l *SideLayout) WantedHeight() float32 {
	h := stackHeight(l.Top) + openingRowHeight() + theme.Padding() + float32(l.StackedRows)*l.RowHeight() + stackHeight(l.Bottom)
	if l.Tools.Visible() && l.Content.Visible() {
		h += l.Content.MinSize().Height + theme.Padding()
	}
	return h
}

func (l *SideLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	// A container is laid out even when its size stays: what it holds may
	// have changed (a resize to the same size does nothing).
	place := func(o fyne.CanvasObject, y, h float32) {
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, max(h, 0)))
		if c, ok := o.(*fyne.Container); ok && c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
	}
	y := float32(0)
	for _, o := range l.Top {
		if shown(o) {
			h := o.MinSize().Height
			place(o, y, h)
			y += h + pad
		}
	}
	place(l.Opening, y, openingRowHeight())
	y += openingRowHeight() + pad
	bottom := size.Height
	for i := len(l.Bottom) - 1; i >= 0; i-- {
		if o := l.Bottom[i]; shown(o) {
			h := o.MinSize().Height
			bottom -= h
			place(o, bottom, h)
			bottom -= pad
		}
	}
	room := max(bottom-y, 0)
	tools := float32(0)
	if l.Tools.Visible() && l.Content.Visible() {
		want := l.Content.MinSize().Height
		keep := min(room, float32(l.MinRows)*l.RowHeight())
		if room-keep-pad < want {
			// Short: the panel gets its room down to ShortRows of moves.
			keep = min(keep, max(room-want-pad, float32(l.shortRows())*l.RowHeight()))
		}
		tools = max(min(want, room-keep-pad), 0)
	}
	moves := room
	if tools > 0 {
		moves = room - tools - pad
	}
	place(l.Moves, y, moves)
	place(l.Tools, y+moves+pad, tools)
	if tools == 0 {
		l.Tools.Move(fyne.NewPos(0, y+moves))
	}
	// The panel's content is laid out here too: a resize of the scroll to
	// the same size would not reach it, and what it shows may have changed.
	if c, ok := l.Content.(*fyne.Container); ok && tools > 0 {
		c.Resize(fyne.NewSize(size.Width, max(c.MinSize().Height, tools)))
		c.Layout.Layout(c.Objects, c.Size())
		l.Tools.Refresh()
	}
}
