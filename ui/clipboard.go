package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/notation"
)

// The clipboard: copy the position (FEN) or the game (PGN), paste either.

func (a *App) copyFEN() {
	a.fyneApp.Clipboard().SetContent(a.board.State().FEN)
}

func (a *App) copyPGN() {
	text, err := pgnText(a.ctrl)
	if err != nil {
		a.showError(err)
		return
	}
	a.fyneApp.Clipboard().SetContent(text)
}

// pasteGame reads a FEN or a PGN game from the clipboard, in place of a
// modified game once the user agreed (confirmDiscard).
func (a *App) pasteGame() {
	text := strings.TrimSpace(a.fyneApp.Clipboard().Content())
	if text == "" {
		a.showHeld(dialog.NewInformation(lang.L("Paste"), lang.L("The clipboard is empty."), a.win))
		return
	}
	if err := checkPasted(text); err != nil {
		a.showError(err) // refused before anything is asked or replaced
		return
	}
	a.confirmDiscard(lang.L("pasting a game"), false, func() { a.pasteText(text) })
}

// checkPasted says why text is no game to paste, before the game in the
// window is given up for it.
func checkPasted(text string) error {
	if looksLikeFEN(text) {
		if err := notation.ValidateFEN(text); err != nil {
			return fmt.Errorf("%s: %w", lang.L("not a usable FEN"), err)
		}
		return nil
	}
	sums, err := master.ParsePGN(strings.NewReader(text))
	if err == nil && len(sums) == 0 {
		err = errors.New(lang.L("no game found"))
	}
	if err != nil {
		return fmt.Errorf("%s: %w", lang.L("the clipboard holds neither a FEN nor a PGN game"), err)
	}
	return nil
}

// pasteText loads a FEN or a PGN game.
func (a *App) pasteText(text string) {
	if looksLikeFEN(text) {
		if err := a.ctrl.SetFEN(text); err != nil {
			a.showError(fmt.Errorf("%s: %w", lang.L("not a usable FEN"), err))
			return
		}
	} else if err := loadPGNText(a.ctrl, text); err != nil {
		a.showError(fmt.Errorf("%s: %w", lang.L("the clipboard holds neither a FEN nor a PGN game"), err))
		return
	}
	a.forgetGame()
	a.path, a.dirty = "", true
	a.afterLoad()
}

// looksLikeFEN tells a FEN (one line, eight ranks) from PGN text.
func looksLikeFEN(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 1 && len(f) <= 6 && strings.Count(f[0], "/") == 7 && !strings.Contains(s, "[")
}
