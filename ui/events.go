package ui

import (
	"time"

	"chessmaster/master"
)

// clockSaveEvery is how often a running clock is autosaved between moves.
const clockSaveEvery = 10 * time.Second

// onEvent handles a controller event on the Fyne goroutine.
func (a *App) onEvent(ev master.Event) {
	a.sounds.Notify(soundEvent(ev))
	switch e := ev.(type) {
	case master.ClockEvent:
		a.state.Clock.White, a.state.Clock.Black, a.state.Clock.Running = e.White, e.Black, e.Running
		a.updateCards()
		// A long think is autosaved now and then too: a crash or a kill
		// gives back at most clockSaveEvery of the thinker's time, not
		// all of it since the last move.
		if e.Running != master.NoColor && time.Since(a.clockSaved) >= clockSaveEvery {
			a.clockSaved = time.Now()
			a.saveGame()
		}
	case master.ThinkingEvent:
		a.showThinking(e.Color, e.Info)
	case master.MoveEvent:
		a.refresh()
		a.sayMove(e)
		a.saveGame()
	case master.GameOverEvent:
		a.refresh()
		a.saveGame()
	case master.ErrorEvent:
		a.showError(e.Err)
		a.refresh()
	case master.PositionEvent:
		a.refresh()
		if e.Reason != master.ReasonEdit {
			a.sayBoardMove() // taken back, gone to, opened: the board's last move
		}
		if e.Reason == master.ReasonEdit {
			a.saveGame()
		}
	case master.TurnEvent:
		// The turn follows a move whose refresh usually drew it already:
		// redraw only when the window shows something else.
		st := a.state
		if st.Turn != e.Color || st.HumanToMove != e.Human || !e.Human && st.Thinking != e.Color {
			a.refresh()
		}
	default:
		a.refresh()
	}
}
