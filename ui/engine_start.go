package ui

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
)

// Starting an external UCI engine takes up to its handshake's time limit
// (an engine that never answers: several seconds for each step). New Game
// and Players and Settings do it off the UI goroutine, with a "Starting
// the engine…" dialog whose Cancel abandons the start-up; the window keeps
// redrawing and the game in progress stays as it was until the players
// are ready. Games without an engine start at once, as before.

// hasEngine reports whether s has an external engine on either side.
func hasEngine(s master.Settings) bool {
	return s.White.Kind == master.UCIEngine || s.Black.Kind == master.UCIEngine
}

// withPlayers runs start (the controller's NewGameContext or
// ChangeSettingsContext for s), then done on the UI goroutine once it
// succeeded; a failure is shown as failed ("cannot start the game: …"),
// a Cancel says nothing.
func (a *App) withPlayers(s master.Settings, failed string, start func(context.Context) error, done func()) {
	if !hasEngine(s) {
		if err := start(context.Background()); err != nil {
			a.showError(fmt.Errorf("%s: %w", failed, err))
			return
		}
		done()
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBarInfinite()
	msg := widget.NewLabel(lang.L("Starting the engine…"))
	d := dialog.NewCustomWithoutButtons(lang.L("Starting the engine…"), container.NewVBox(msg, bar), a.win)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton(lang.L("Cancel"), cancel)})
	a.showHeld(d)
	go func() {
		err := start(ctx)
		a.post(func() {
			cancel()
			bar.Stop()
			d.Hide()
			switch {
			case errors.Is(err, context.Canceled):
				// Cancelled: the game in progress goes on as it was.
			case err != nil:
				a.showError(fmt.Errorf("%s: %w", failed, err))
			default:
				done()
			}
		})
	}()
}
