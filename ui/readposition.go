package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/notation"
)

// View → Read the Position (Ctrl+Shift+R): the position on the board in
// words ("White: king on g1, queen on d1, rooks on a1 and f1, … Black to
// move."), in a dialog and on the spoken line (spoken.go), where a screen
// reader finds it.

// shortcutReadPosition reads the position; Ctrl+R is Review Game.
var shortcutReadPosition = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

// positionInWords is the board's position in words, or why it cannot be
// said: the position the board shows, which in a puzzle, a drill, the
// repertoire trainer or practice is the exercise's, not the held game's.
func (a *App) positionInWords() (string, error) {
	fen := a.board.State().FEN
	if fen == "" {
		fen = a.state.FEN
	}
	return notation.PositionWords(fen, wordsLanguage())
}

// readPosition shows the position in words and puts them on the spoken
// line. The dialog does not hold the clocks: reading is part of playing.
func (a *App) readPosition() dialog.Dialog {
	words, err := a.positionInWords()
	if err != nil {
		a.showError(err)
		return nil
	}
	a.spoken.SetText(words)
	text := widget.NewLabel(words)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("The Position in Words"), lang.L("Close"), text, a.win)
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
	return d
}
