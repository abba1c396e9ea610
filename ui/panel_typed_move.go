package ui

import (
	"fyne.io/fyne/v2/widget"

	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// The practice and training panels each have an entry for a typed move
// beside the board. These two helpers are what they share: the typed move
// is played as if made on the board (so the panel judges it the same
// way), and a key typed on the board starts a typed move in the entry.

// commitTypedMove plays text (SAN or UCI) in the position fen on the
// board and empties entry; a move that is not legal there is explained
// through feedback and nothing is played.
func (a *App) commitTypedMove(fen, text string, entry *widget.Entry, feedback func(string, widget.Importance)) {
	uci, err := notation.ParseMove(fen, widgets.SanInput(text))
	if err != nil {
		feedback(typedMoveProblem(fen, text), widget.DangerImportance)
		return
	}
	entry.SetText("")
	a.win.Canvas().Focus(a.board)
	a.board.Deselect()
	a.board.Commit(uci, a.board.Animation > 0)
}

// typeIntoEntry moves the focus to entry and adds r to its text, the
// cursor at the end, so typing on the board goes on in the entry.
func (a *App) typeIntoEntry(e *widget.Entry, r rune) {
	a.win.Canvas().Focus(e)
	e.SetText(e.Text + string(r))
	e.CursorColumn = len([]rune(e.Text))
	e.Refresh()
}
