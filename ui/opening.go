package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"chessmaster/openings"
)

// The opening of the position on the board, "C65 Ruy Lopez: Berlin
// Defense", stands above the move list: the deepest named position of the
// board's line (a line that leaves the book keeps its last name; a
// transposition is named by where it arrives). Looking it up replays the
// line, a few microseconds per move, so it is done at every refresh.

// newOpeningLabel is the label of the opening's name, hidden while the
// line has none.
func newOpeningLabel() *widget.Label {
	l := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	l.Truncation = fyne.TextTruncateEllipsis
	l.Hide()
	return l
}

// openingName is the ECO code and name of the board's line, "" if none.
func (a *App) openingName() string {
	ucis := make([]string, len(a.state.Moves))
	for i, m := range a.state.Moves {
		ucis[i] = m.UCI
	}
	o, _, ok := openings.ForGame(a.state.StartFEN, ucis)
	if !ok {
		return ""
	}
	return o.String()
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
