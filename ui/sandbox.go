package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/notnil/chess"
)

// RunSandbox opens a window with a board on which both sides are moved by
// hand, legality checked by notnil/chess. It is a stand-in until the game
// controller is wired in.
func RunSandbox() {
	a := app.NewWithID("io.github.chessmaster.app")
	w := a.NewWindow("ChessMaster")
	g := chess.NewGame(chess.UseNotation(chess.UCINotation{}))
	board := NewBoard()
	status := widget.NewLabel("")
	update := func() {
		var legal []string
		for _, m := range g.ValidMoves() {
			legal = append(legal, m.String())
		}
		s := BoardState{FEN: g.Position().String(), Legal: legal, Enabled: g.Outcome() == chess.NoOutcome}
		if moves := g.Moves(); len(moves) > 0 {
			last := moves[len(moves)-1]
			s.LastMove = last.String()
			s.Check = last.HasTag(chess.Check)
		}
		board.SetState(s)
		status.SetText(g.Position().Turn().Name() + " to move  " + g.Outcome().String())
	}
	board.OnMove = func(m string) {
		_ = g.MoveStr(m)
		update()
	}
	update()
	flip := widget.NewButton("Flip", func() { board.SetFlipped(!board.Flipped()) })
	w.SetContent(container.NewBorder(nil, container.NewHBox(flip, status), nil, nil, board))
	w.Resize(fyne.NewSize(720, 760))
	w.ShowAndRun()
}
