package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Nothing is lost without a word. Every way of replacing the game in the
// window (New Game, Open, a file named on the command line, Paste, the
// welcome's choices) or of closing the window (Quit, the window manager's
// close button) goes through confirmDiscard. While the game has changes
// that are not in a file (the title's "*": App.modified) it asks Save /
// Don't save / Cancel first:
//
//   - Save saves as Save does (Save As when the game has no file) and
//     goes on only once the game is written; a cancelled or failed save
//     changes nothing.
//   - Don't save goes on.
//   - Cancel (or closing the question) changes nothing.
//
// Closing differs in one point: a game that belongs to no file (a game
// being played, a pasted one) is kept by the session and comes back at
// the next start, so closing does not ask about it (unless its autosave
// is failing: autosave.go); a modified game of a file does ask, since the
// file would not have the changes. (After Don't
// save the window still remembers the modified game for the next start,
// as it remembers any game in progress; the file stays as it is.)

// unsaved reports whether the game has changes that are not in its file,
// from the controller's current state (App.modified is that of the last
// refresh).
func (a *App) unsaved() bool { return a.dirty || a.ctrl.Snapshot().Modified }

// mustAsk reports whether replacing (closing false) or closing the window
// (closing true) needs the user's answer first.
func (a *App) mustAsk(closing bool) bool {
	if !a.unsaved() {
		return false
	}
	// The session keeps a game in no file only while its autosave works.
	return !closing || a.path != "" || a.autosaveErr != nil
}

// confirmDiscard runs then, which replaces the game or closes the window,
// once the user agreed to it when the game has unsaved changes. action
// says what then does, for the question ("opening another game"). It
// reports whether it asked (then runs later, or not at all).
func (a *App) confirmDiscard(action string, closing bool, then func()) (asked bool) {
	if !a.mustAsk(closing) {
		then()
		return false
	}
	if a.discardAsking {
		return true // one question at a time: a second Quit waits for the first
	}
	a.askDiscard(action, then)
	return true
}

// askDiscard shows the question. The game stays paused from the question
// to the end of what the answer starts (a file dialog, the New Game form),
// without running in between.
func (a *App) askDiscard(action string, then func()) {
	a.discardAsking = true
	release := a.holdClock()
	msg := lang.L("This game is not saved in a file.")
	if a.path != "" {
		msg = lang.L("The game has changes that are not saved in {{.File}}.", tm{"File": filepath.Base(a.path)})
	}
	msg += "\n" + lang.L("Save it before {{.Action}}?", tm{"Action": action})
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(lang.L("Save the game?"), label, a.win)
	answered := false
	answer := func(next func()) func() {
		return func() {
			if answered {
				return
			}
			answered = true
			a.discardAsking = false
			d.Hide()
			next()
			release()
		}
	}
	save := widget.NewButton(lang.L("Save"), answer(func() { a.saveThen(then) }))
	save.Importance = widget.HighImportance
	dontSave := widget.NewButton(lang.L("Don't save"), answer(then))
	cancel := widget.NewButton(lang.L("Cancel"), answer(func() {}))
	d.SetButtons([]fyne.CanvasObject{cancel, dontSave, save})
	d.SetOnClosed(func() {
		if !answered { // closed some other way: as Cancel
			answered = true
			a.discardAsking = false
			release()
		}
	})
	d.Resize(fyne.NewSize(520, 180))
	d.Show()
}

// askNewGame opens the New Game form once a modified game may go.
func (a *App) askNewGame() {
	a.confirmDiscard(lang.L("starting a new game"), false, func() { a.showNewGame() })
}

// quit ends the program (Ctrl+Q, File → Quit), asking first about a
// modified game of a file.
func (a *App) quit() {
	a.confirmDiscard(lang.L("quitting"), true, func() {
		a.saveSession()
		a.heldRunning = false // the question's end must not restart the game
		a.quitApp()
	})
}

// closeRequested answers the window manager's close button
// (SetCloseIntercept) as Quit does.
func (a *App) closeRequested() {
	a.confirmDiscard(lang.L("closing the window"), true, func() {
		a.saveSession()
		a.heldRunning = false
		a.closeWindow()
	})
}
