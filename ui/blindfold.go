package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/ui/widgets"
)

// View → Blindfold and Preferences → Blindfold: the board hides all the
// pieces, or one side's. The move list, the typed-move field, the
// last-move highlight and the words of the status line stay, so a game
// can be played without seeing the pieces (see spoken.go and
// readposition.go for the words).

// prefBlindfold is whose pieces the board hides: "" (none), "white",
// "black" or "all".
const prefBlindfold = "board.blindfold"

// blindfoldChoice is one way to see the board, as the menu and the
// preferences offer it.
type blindfoldChoice struct {
	value string // prefBlindfold's value
	mode  widgets.Blindfold
	label func() string // translated when shown
}

var blindfoldChoices = []blindfoldChoice{
	{"", widgets.ShowAllPieces, func() string { return lang.L("Show All Pieces") }},
	{"all", widgets.HideAllPieces, func() string { return lang.L("Hide All Pieces") }},
	{"white", widgets.HideWhitePieces, func() string { return lang.L("Hide White's Pieces") }},
	{"black", widgets.HideBlackPieces, func() string { return lang.L("Hide Black's Pieces") }},
}

// blindfoldIndex is the choice of a preference value; an unknown value
// (a newer version's, a hand-edited file) shows all pieces.
func blindfoldIndex(value string) int {
	for i, c := range blindfoldChoices {
		if c.value == value {
			return i
		}
	}
	return 0
}

// setBlindfold hides the pieces of choice i, remembers it and updates the
// menu's tick.
func (a *App) setBlindfold(i int) {
	if i < 0 || i >= len(blindfoldChoices) {
		i = 0
	}
	a.fyneApp.Preferences().SetString(prefBlindfold, blindfoldChoices[i].value)
	a.applyBlindfold()
}

// applyBlindfold puts the remembered choice on the board and the menu.
func (a *App) applyBlindfold() {
	i := blindfoldIndex(a.fyneApp.Preferences().String(prefBlindfold))
	a.board.SetBlindfold(blindfoldChoices[i].mode)
	if a.menu != nil {
		for j, it := range a.menu.blindfold {
			it.Checked = j == i
		}
		a.menu.main.Refresh()
	}
}

// blindfoldSelect is Preferences → Blindfold: the same choices as the
// menu, applied and remembered at once.
func (a *App) blindfoldSelect() *widget.Select {
	labels := make([]string, len(blindfoldChoices))
	for i, c := range blindfoldChoices {
		labels[i] = c.label()
	}
	s := widget.NewSelect(labels, nil)
	s.SetSelectedIndex(blindfoldIndex(a.fyneApp.Preferences().String(prefBlindfold)))
	s.OnChanged = func(string) { a.setBlindfold(s.SelectedIndex()) }
	return s
}

// blindfoldMenu is View → Blindfold: one item per choice, the one in
// effect ticked.
func (a *App) blindfoldMenu() (*fyne.MenuItem, []*fyne.MenuItem) {
	items := make([]*fyne.MenuItem, len(blindfoldChoices))
	current := blindfoldIndex(a.fyneApp.Preferences().String(prefBlindfold))
	for i, c := range blindfoldChoices {
		items[i] = fyne.NewMenuItem(c.label(), func() { a.setBlindfold(i) })
		items[i].Checked = i == current
	}
	parent := fyne.NewMenuItem(lang.L("Blindfold"), nil)
	parent.ChildMenu = fyne.NewMenu("", items...)
	return parent, items
}
