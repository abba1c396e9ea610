package ui

import (
	"slices"

	"chessmaster/pgn"
)

// The arrows and coloured squares of the move on the board are those of
// its comment ([%cal], [%csl]); what the user draws on the board goes
// into that comment through the controller, so that it is saved,
// autosaved and marked as a change like any comment (master's
// ToggleArrow and ToggleSquare).

// wireMarks connects the board's drawing to the game.
func (a *App) wireMarks() {
	a.board.OnArrow = func(ar pgn.Arrow) {
		a.editMarks(func(path []int) error { return a.ctrl.ToggleArrow(path, ar) })
	}
	a.board.OnSquare = func(s pgn.Square) {
		a.editMarks(func(path []int) error { return a.ctrl.ToggleSquare(path, s) })
	}
}

// editMarks runs a drawing's edit on the move on the board. The
// controller's edit event redraws the board from the comment and saves.
// While practising the board shows an exercise, not the game: what is
// drawn there stays on the board only.
func (a *App) editMarks(edit func(path []int) error) {
	if a.practice.s != nil || a.training() || a.puzzles.s != nil {
		return
	}
	if err := edit(slices.Clone(a.state.Path)); err != nil {
		a.showError(err)
		a.refresh()
	}
}

// showMarks puts the marks of the move on the board on it.
func (a *App) showMarks() {
	if a.practice.s != nil || a.training() || a.puzzles.s != nil {
		return // the exercise's, the training's or the puzzle's board keeps its own
	}
	n := nodeAt(a.tree, a.state.Path)
	if n == nil {
		a.board.SetMarks(nil, nil)
		return
	}
	a.board.SetMarks(n.Arrows(), n.Squares())
}
