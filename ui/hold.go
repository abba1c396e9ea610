package ui

import "fyne.io/fyne/v2/dialog"

// While a dialog the user opened is on screen (New Game, Open, the game
// chooser, About, Preferences, the position editor, a confirmation, an
// error or a notice) the game is paused: the clocks stop and a
// thinking program stops, and both resume when the last such dialog
// closes. A game that was not running stays as it was.

// holdClock pauses the game for a dialog; the returned function ends the
// hold (calling it again does nothing).
func (a *App) holdClock() (release func()) {
	a.holds++ // first: the refresh below draws a held game, not a paused one
	if a.holds == 1 {
		st := a.ctrl.Snapshot()
		a.heldRunning = st.Running && !st.Outcome.Over()
		if a.heldRunning {
			a.ctrl.Pause()
			a.refresh()
		}
	}
	released := false
	return func() {
		if released {
			return
		}
		released = true
		a.holds--
		if a.holds == 0 && a.heldRunning {
			a.heldRunning = false
			a.ctrl.Start()
			a.refresh()
		}
	}
}

// holdWhile pauses the game until d closes.
func (a *App) holdWhile(d dialog.Dialog) {
	d.SetOnClosed(a.holdClock())
}

// showHeld shows d with the game paused until it closes: every modal
// dialog goes through here or holdWhile, so none leaves a clock running
// behind it while it covers the board.
func (a *App) showHeld(d dialog.Dialog) {
	a.holdWhile(d)
	d.Show()
}
