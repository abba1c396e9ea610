package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The opening of the position on the board, "C65 Ruy Lopez: Berlin
// Defense", stands above the move list: the deepest named position of the
// board's line (a line that leaves the book keeps its last name; a
// transposition is named by where it arrives). The controller's snapshot
// has it (State.Opening).

// newOpeningLabel is the label of the opening's name, hidden while the
// line has none.
func newOpeningLabel() *widget.Label {
	l := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	l.Truncation = fyne.TextTruncateEllipsis
	l.Hide()
	return l
}

// openingName is the ECO code and name of the board's line, "" if none.
// The controller keeps it for each move of the line, so a step through a
// long game does not replay the game.
// A puzzle or a drill on the board is no position of the held game,
// whose opening would be named beside it: none is named then.
func (a *App) openingName() string {
	if a.solvingPuzzles() || a.training() {
		return ""
	}
	return a.state.Opening
}

// showOpening shows the name of the board's opening.
func (a *App) showOpening() {
	if a.opening == nil {
		return
	}
	name := a.openingName()
	if name == a.opening.Text && a.opening.Visible() == (name != "") {
		return
	}
	a.opening.SetText(name)
	if name == "" {
		a.opening.Hide()
	} else {
		a.opening.Show()
	}
}
