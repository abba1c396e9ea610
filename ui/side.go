package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/ui/widgets"
)

// The right column of the window, top to bottom: the top player's card,
// the opening's name on a row of its own, the move list (whose last row
// tells a finished game's result) taking all the height left, one tool panel
// (the analysis lines, or the review's summary and graph, or the
// programs' thinking), then the typed-move field, the navigation and the
// bottom player's card. widgets.SideLayout (ui/widgets/window_layout.go)
// places them.

// movesMinRows is how many lines of moves the tool panel always leaves
// the move list, where the window has the room.
const movesMinRows = 12

// movesShortRows is how many lines the move list keeps in a column too
// short for movesMinRows and the tool panel (800×600): fewer lines, but
// the analysis lines or the review's graph can be seen.
const movesShortRows = 5

// stackedMoveRows is how many lines of moves the column keeps beside a
// tool panel when it stands under the board (a tall window): the height
// it takes comes from the board.
const stackedMoveRows = 3

// buildSide makes the right column around navBar (the navigation buttons).
func (a *App) buildSide(navBar fyne.CanvasObject) *fyne.Container {
	a.topSep = widget.NewSeparator()
	var continueRow *fyne.Container
	a.continueFit, continueRow = newFitButton(a.continueButton)
	a.practiceScroll = container.NewVScroll(a.practice.box)
	a.practiceScroll.Hide() // shown in Practice mode (mode_rules.go)
	// The training and puzzle panels scroll too where the column is short
	// (600×450, or under the board in a tall window): they ran over the
	// navigation and the bottom card. Each scroll is shown with its panel.
	a.trainScroll = container.NewVScroll(a.train.box)
	a.trainScroll.Hide()
	a.puzzlesScroll = container.NewVScroll(a.puzzles.box)
	a.puzzlesScroll.Hide()
	a.toolPanel = container.NewVBox(widget.NewSeparator(), a.analysis.box, a.review.box, a.thinking, a.explorer.box)
	tools := container.NewVScroll(a.toolPanel)
	l := &widgets.SideLayout{
		Top:         []fyne.CanvasObject{a.topCard, a.topSep},
		Opening:     a.opening,
		Moves:       container.NewStack(a.moves, a.practiceScroll, a.trainScroll, a.puzzlesScroll),
		Tools:       tools,
		Content:     a.toolPanel,
		Bottom:      []fyne.CanvasObject{continueRow, a.moveInput.box, navBar, widget.NewSeparator(), a.bottomCard},
		Steady:      []fyne.CanvasObject{navBar, a.moves},
		MinRows:     movesMinRows,
		ShortRows:   movesShortRows,
		StackedRows: stackedMoveRows,
		Stacked:     func() bool { return a.split != nil && a.split.Stacked() },
		RowHeight: func() float32 {
			return a.moves.Layout.LineHeight()
		},
	}
	objects := append([]fyne.CanvasObject{}, l.Top...)
	objects = append(objects, l.Opening, l.Moves, l.Tools)
	objects = append(objects, l.Bottom...)
	return container.New(l, objects...)
}

// relayoutSide places the right column's parts again after one of them
// was shown, hidden or changed height (the desktop driver would notice a
// changed minimum size, but not every change is one, and the test driver
// notices none). Fyne lays a container out when it
// is resized, not when a part of it appears, so without this a panel
// shown later is drawn over its neighbours.
func (a *App) relayoutSide() {
	if a.side == nil {
		return
	}
	if a.split != nil {
		// Under the board the column's height follows what it shows
		// (a tool panel opened or closed): the split lays out again
		// when it changed.
		a.split.Update()
	}
	a.side.Layout.Layout(a.side.Objects, a.side.Size())
}

// fitButton holds a button whose label is cut short, with an ellipsis,
// where the column is narrower than the label: a button's text does not
// truncate in Fyne, and a long one ("Continue: White vs Black, both at
// this board") would run out of the window. The label set from outside
// (SetText) is kept whole in full.
type fitButton struct {
	b     *widget.Button
	full  string // the label as set
	shown string // the label as last cut here
}

// newFitButton wraps b in a container that fits its label to the width.
func newFitButton(b *widget.Button) (*fitButton, *fyne.Container) {
	f := &fitButton{b: b, full: b.Text, shown: b.Text}
	return f, container.New(f, b)
}

// fitted is b in a container that cuts its label to the width it gets:
// a panel's buttons in the column, which must not make the panel wider
// than the column (its right side would be cut off).
func fitted(b *widget.Button) fyne.CanvasObject {
	_, c := newFitButton(b)
	return c
}

// Text is the button's whole label.
func (f *fitButton) Text() string {
	if f.b.Text != f.shown {
		return f.b.Text // set since the last layout
	}
	return f.full
}

func (f *fitButton) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(4*theme.IconInlineSize(), f.b.MinSize().Height)
}

func (f *fitButton) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	f.full = f.Text()
	// The button measures its label when refreshed: the longest prefix
	// that fits is searched with a refresh per try.
	fits := func(label string) bool {
		f.b.Text = label
		f.b.Refresh()
		return f.b.MinSize().Width <= size.Width
	}
	if !fits(f.full) {
		text := []rune(f.full)
		lo, hi := 0, len(text)-1 // the prefix of lo runes fits (or is empty)
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if fits(string(text[:mid]) + "…") {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		fits(string(text[:lo]) + "…")
	}
	f.shown = f.b.Text
	f.b.Move(fyne.NewPos(0, 0))
	f.b.Resize(size)
}

// stackCards moves the top player's card above the board while the
// column stands under it (a tall window), and back into the column: the
// opponent's card above the board, the user's under the moves, as on a
// phone. Both cards are filled at every refresh (updateCards).
func (a *App) stackCards(stacked bool) {
	widgets.SetVisible(a.stackedCard, stacked)
	widgets.SetVisible(a.topCard, !stacked)
	widgets.SetVisible(a.topSep, !stacked)
}
