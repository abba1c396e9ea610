package ui

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// showNewGame opens the New Game dialog with the current settings.
func (a *App) showNewGame() *gameForm {
	g, d := showNewGameDialog(a.win, a.settings, a.pick, a.lastLevel(), a.startNewGame)
	a.holdWhile(d)
	return g
}

// startNewGame replaces the game with a new one. A full-strength
// Computer gets the threads of the preferences, a limited level one.
func (a *App) startNewGame(s master.Settings) {
	a.finishWelcome() // a game chosen elsewhere answers the welcome too
	s = a.withComputerThreads(s, false)
	a.withPlayers(s, lang.L("cannot start the game"), func(ctx context.Context) error { return a.ctrl.NewGameContext(ctx, s) },
		func() { a.newGameStarted(s) })
}

// newGameStarted shows the new game once its players are ready.
func (a *App) newGameStarted(s master.Settings) {
	a.settings = s
	a.orientFor(s)
	a.forgetRedo()
	a.forgetGame()
	a.path, a.dirty = "", false
	a.thinking.Clear("")
	a.evalBar.Set(0.5, "")
	a.ctrl.Start()
	a.saveSettings()
	a.refresh()
	a.saveGame()
}

// showSettings edits the players and options of the game in progress.
func (a *App) showSettings() *gameForm {
	g, d := showSettingsForm(a.win, lang.L("Players and Settings"), lang.L("Apply"), a.settings, a.pick, a.lastLevel(), a.applySettings)
	a.holdWhile(d)
	return g
}

// applySettings gives the game in progress new players and options; the
// moves are kept and the clocks restart from the new time control. The
// Computers' threads follow the preferences as in startNewGame.
func (a *App) applySettings(s master.Settings) {
	s = a.withComputerThreads(s, false)
	a.withPlayers(s, lang.L("cannot use these settings"), func(ctx context.Context) error { return a.ctrl.ChangeSettingsContext(ctx, s) },
		func() { a.settingsApplied(s) })
}

// settingsApplied shows the game with its new players once they are
// ready.
func (a *App) settingsApplied(s master.Settings) {
	a.settings = s
	if !a.state.Study {
		// A study stays one: only Continue from here plays it.
		a.ctrl.Start()
	}
	a.saveSettings()
	a.refresh()
	a.saveGame()
}

// hint asks the engine for a move and shows it: an arrow on the board from
// the piece to its target, the piece picked up, and the move named in the
// status line.
func (a *App) hint() {
	if a.hinting {
		return
	}
	a.hinting = true
	a.status.SetText(lang.L("Looking for a good move…"))
	fen := a.state.FEN
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		m, err := a.ctrl.Hint(ctx)
		a.post(func() {
			a.hinting = false
			a.menu.update()
			if err != nil {
				a.showError(err)
				return
			}
			if a.state.FEN != fen {
				return // the position changed meanwhile
			}
			a.hintFEN, a.hintMove, a.hintText = fen, m, hintLabel(fen, m)
			a.status.SetText(a.statusLine())
			if from, _, _, ok := widgets.UCISquares(m); ok {
				a.board.SelectSquare(from)
			}
			a.board.SetHint(m)
		})
	}()
}

func (a *App) resign() {
	if !a.fyneApp.Preferences().BoolWithFallback(prefConfirmResign, true) {
		if err := a.ctrl.Resign(); err != nil {
			a.showError(err)
		}
		a.refresh()
		return
	}
	d := dialog.NewConfirm(lang.L("Resign"), lang.L("Do you really want to resign this game?"), func(ok bool) {
		if !ok {
			return
		}
		if err := a.ctrl.Resign(); err != nil {
			a.showError(err)
		}
		a.refresh()
	}, a.win)
	a.holdWhile(d)
	d.Show()
}

func (a *App) offerDraw() {
	st := a.state
	if st.White.Kind == master.Human && st.Black.Kind == master.Human {
		// Two people at one board: the opponent answers here.
		offerer := st.Turn
		d := dialog.NewConfirm(lang.L("Draw offer"), lang.L("{{.Side}} offers a draw. Does {{.Other}} accept?",
			tm{"Side": sideName(offerer), "Other": sideName(offerer.Other())}),
			func(ok bool) {
				if ok && a.ctrl.OfferDraw() {
					a.refresh()
				}
			}, a.win)
		a.holdWhile(d)
		d.Show()
		return
	}
	if a.ctrl.OfferDraw() {
		a.refresh() // the game-over dialog tells the result
		return
	}
	a.showHeld(dialog.NewInformation(lang.L("Draw offer"), lang.L("Your opponent declines the draw."), a.win))
}

func (a *App) claimDraw() {
	if err := a.ctrl.ClaimDraw(); err != nil {
		a.showError(err)
	}
	a.refresh()
}

// orientFor puts a lone human's pieces at the bottom of the board; with two
// or no humans the orientation stays as the user left it.
func (a *App) orientFor(s master.Settings) {
	wh, bh := s.White.Kind == master.Human, s.Black.Kind == master.Human
	if wh != bh && a.board.Flipped() != bh {
		a.flip()
	}
}

// flip turns the board; the player cards and the evaluation bar follow.
func (a *App) flip() {
	a.board.SetFlipped(!a.board.Flipped())
	a.evalBar.SetFlipped(a.board.Flipped())
	a.fyneApp.Preferences().SetBool(prefFlipped, a.board.Flipped())
	a.updateCards()
}

// playDemoMoves plays Options.DemoMoves, for scripted screenshots. They are
// loaded as a PGN game so that they work whoever plays either side.
func (a *App) playDemoMoves() {
	if len(a.opts.DemoMoves) == 0 {
		return
	}
	text := "[Event \"Demo\"]\n"
	if a.settings.StartFEN != "" && a.settings.StartFEN != master.StandardFEN {
		text += "[SetUp \"1\"]\n[FEN \"" + a.settings.StartFEN + "\"]\n"
	}
	text += "\n" + strings.Join(a.opts.DemoMoves, " ") + " *\n"
	if err := loadPGNText(a.ctrl, text); err != nil {
		fyne.LogError("demo moves", err)
	}
}

// hasHuman reports whether a person plays either side.
func hasHuman(st master.State) bool {
	return st.White.Kind == master.Human || st.Black.Kind == master.Human
}

// hintLabel is the status line's "Hint: Nf3" for the move m of fen.
func hintLabel(fen, m string) string {
	return lang.L("Hint: {{.Move}}", tm{"Move": moveDisplay(fen, m)})
}
