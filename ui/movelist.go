package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// MoveList shows the game as numbered pairs of SAN moves ("1. e4 e5") with
// the move on the board highlighted. Tapping a move reports its ply through
// OnSelect (1 = White's first move; 0 is the start position).
type MoveList struct {
	widget.BaseWidget

	OnSelect func(ply int)

	list      *widget.List
	san       []string
	blackFrom bool // the game started with Black to move: row 1 is "1... e5"
	firstNo   int  // move number of the first row
	current   int  // ply shown on the board
}

// NewMoveList returns an empty move list.
func NewMoveList() *MoveList {
	m := &MoveList{firstNo: 1}
	m.list = widget.NewList(m.rows, m.newRow, m.updateRow)
	m.ExtendBaseWidget(m)
	return m
}

// SetMoves shows the moves of a game that starts at full-move number firstNo
// with White (blackFirst false) or Black to move, and highlights ply current.
func (m *MoveList) SetMoves(san []string, firstNo int, blackFirst bool, current int) {
	if firstNo < 1 {
		firstNo = 1
	}
	m.san = append(m.san[:0], san...)
	m.firstNo, m.blackFrom = firstNo, blackFirst
	m.current = current
	m.list.Refresh()
	m.scrollToCurrent()
}

// scrollToCurrent brings the highlighted move into view; at the end of the
// game the list sticks to the bottom so new moves stay visible.
func (m *MoveList) scrollToCurrent() {
	switch {
	case m.current <= 0:
		m.list.ScrollToTop()
	case m.current >= len(m.san):
		m.list.ScrollToBottom()
	default:
		m.list.ScrollTo(m.rowOf(m.current))
	}
}

// SetCurrent highlights ply (0 = start position).
func (m *MoveList) SetCurrent(ply int) {
	if ply == m.current {
		return
	}
	m.current = ply
	m.list.Refresh()
	m.scrollToCurrent()
}

// Current is the highlighted ply.
func (m *MoveList) Current() int { return m.current }

// Len is the number of moves shown.
func (m *MoveList) Len() int { return len(m.san) }

func (m *MoveList) offset() int {
	if m.blackFrom {
		return 1
	}
	return 0
}

// rowOf is the row that holds ply (1-based).
func (m *MoveList) rowOf(ply int) int { return (ply - 1 + m.offset()) / 2 }

func (m *MoveList) rows() int { return (len(m.san) + m.offset() + 1) / 2 }

func (m *MoveList) newRow() fyne.CanvasObject {
	num := widget.NewLabel("000.")
	num.TextStyle.Monospace = true
	num.Alignment = fyne.TextAlignTrailing
	// The number column has a fixed width so that "9." and "10." rows
	// line up.
	numBox := container.New(fixedWidth(num.MinSize().Width), num)
	return container.NewBorder(nil, nil, numBox, nil,
		container.NewGridWithColumns(2, newMoveCell(m), newMoveCell(m)))
}

func (m *MoveList) updateRow(row widget.ListItemID, o fyne.CanvasObject) {
	c := o.(*fyne.Container)
	grid := c.Objects[0].(*fyne.Container)
	num := c.Objects[1].(*fyne.Container).Objects[0].(*widget.Label)
	num.SetText(fmt.Sprintf("%d.", m.firstNo+row))
	for i, cell := range grid.Objects {
		ply := 2*row + i + 1 - m.offset()
		mc := cell.(*moveCell)
		if ply < 1 || ply > len(m.san) {
			text := ""
			if ply < 1 {
				text = "…"
			}
			mc.set(text, 0, false)
			continue
		}
		mc.set(m.san[ply-1], ply, ply == m.current)
	}
}

// CreateRenderer is part of fyne.Widget.
func (m *MoveList) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(m.list)
}

// moveCell is one move in the list: a label on a background that shows
// which move is on the board.
type moveCell struct {
	widget.BaseWidget
	owner *MoveList
	bg    *canvas.Rectangle
	label *widget.Label
	ply   int
}

func newMoveCell(owner *MoveList) *moveCell {
	c := &moveCell{owner: owner, bg: canvas.NewRectangle(nil), label: widget.NewLabel("")}
	c.bg.CornerRadius = theme.InputRadiusSize()
	c.ExtendBaseWidget(c)
	return c
}

func (c *moveCell) set(text string, ply int, current bool) {
	c.ply = ply
	c.label.TextStyle.Bold = current
	c.label.SetText(text)
	if current {
		c.bg.FillColor = theme.Color(theme.ColorNameSelection)
	} else {
		c.bg.FillColor = nil
	}
	c.bg.Refresh()
}

func (c *moveCell) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.bg, c.label))
}

// Tapped selects this move.
func (c *moveCell) Tapped(*fyne.PointEvent) {
	if c.ply > 0 && c.owner.OnSelect != nil {
		c.owner.OnSelect(c.ply)
	}
}

// fixedWidth lays out its objects filling a box of a fixed width.
type fixedWidth float32

func (w fixedWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(float32(w), h)
}

func (w fixedWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
