package ui

import (
	"errors"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"chessmaster/mistakes"
)

// openMistake opens the game of m on the main board, on the move that was
// the mistake (the move list shows it, the board the position after it),
// once a modified game is saved or given up.
func (a *App) openMistake(m *mistakes.Mistake) {
	a.confirmDiscard(lang.L("opening another game"), false, func() {
		if a.openGameAt(m.Game) {
			a.goTo(make([]int, m.Ply))
		}
		a.win.RequestFocus()
	})
}

// openGameAt loads game g of its file, checked against the players the
// collection found there (the file may have changed since).
func (a *App) openGameAt(g *mistakes.Game) bool {
	sums, err := a.ctrl.LoadPGNFile(g.File)
	i := g.Number - 1
	if err == nil && (i >= len(sums) || sums[i].White != g.White || sums[i].Black != g.Black) {
		err = errors.New(lang.L("the file changed since its mistakes were collected; collect them again"))
	}
	if err == nil {
		err = loadGame(a.ctrl, i)
	}
	if err != nil {
		a.showError(openError(g.File, err))
		return false
	}
	a.loaded(g.File, fileAt(g.File, i, len(sums)))
	return true
}

// practiseCollected sets the collected mistakes and blunders on the main
// board, one after the other, as Practice Mistakes does for a reviewed
// game (practice.go); the game on the board is left as it was.
func (a *App) practiseCollected() {
	c := a.mistakes.result
	if c == nil {
		return
	}
	exs, _ := c.Exercises()
	if len(exs) == 0 {
		a.showHeld(dialog.NewInformation(lang.L("Practice Mistakes"), lang.L("No mistakes or blunders to practise."), a.win))
		return
	}
	a.endPractice()
	a.beginPractice(nil, exs, nil, nil)
	a.win.RequestFocus()
}
