package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// appMenu is the window's main menu. Items that cannot act now (Undo with
// nothing to take back, Claim Draw without a claim) are disabled.
type appMenu struct {
	main *fyne.MainMenu

	newGame, open, save, saveAs, copyFEN, copyPGN, paste, quit *fyne.MenuItem
	recoverGames                                               *fyne.MenuItem // Recover Unsaved Games… (recover.go)
	undo, redo, hint, resign, offerDraw, claimDraw, flip       *fyne.MenuItem
	settings, about, preferences                               *fyne.MenuItem
	rating                                                     *fyne.MenuItem // Your Rating… (rating.go)
	review, continueGame                                       *fyne.MenuItem
	practice                                                   *fyne.MenuItem   // Practice Mistakes… (practice.go)
	mistakes                                                   *fyne.MenuItem   // Mistakes in My Games… (mistakes.go)
	drills, repertoire, addRepertoire                          *fyne.MenuItem   // the Training menu (training*.go)
	puzzles                                                    *fyne.MenuItem   // Puzzles (puzzles.go)
	moveItems                                                  []*fyne.MenuItem // the Move menu: edits of the board's move
	study                                                      studyMenu        // analysis, set-up, sounds (study_menu.go)
	readPosition                                               *fyne.MenuItem   // View → Read the Position (readposition.go)
	blindfold                                                  []*fyne.MenuItem // View → Blindfold's choices (blindfold.go)

	a *App
}

// Keyboard shortcuts; ShortcutDefault is Ctrl, or Cmd on macOS.
//
// Fyne's desktop driver turns Ctrl+Z into its own fyne.ShortcutUndo and
// Ctrl+Y into fyne.ShortcutRedo before anyone sees the key: a
// desktop.CustomShortcut for Ctrl+Z never fires. Undo and redo are
// therefore bound to Fyne's shortcuts (the menu shows them as Ctrl+Z and
// Ctrl+Y); Ctrl+Shift+Z, which the driver passes on as a custom shortcut,
// redoes as well.
var (
	shortcutNew       = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutOpen      = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSave      = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutUndo      = &fyne.ShortcutUndo{}
	shortcutRedo      = &fyne.ShortcutRedo{}
	shortcutRedoShift = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	shortcutQuit      = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutReview    = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutContinue  = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}
)

func newAppMenu(a *App) *appMenu {
	m := &appMenu{a: a}
	item := func(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	m.newGame = item(lang.L("New Game…"), shortcutNew, a.askNewGame)
	m.open = item(lang.L("Open PGN…"), shortcutOpen, a.openPGN)
	m.save = item(lang.L("Save PGN"), shortcutSave, a.savePGN)
	m.saveAs = item(lang.L("Save PGN As…"), nil, a.savePGNAs)
	m.copyFEN = item(lang.L("Copy FEN"), nil, a.copyFEN)
	m.copyPGN = item(lang.L("Copy PGN"), nil, a.copyPGN)
	m.paste = item(lang.L("Paste FEN/PGN"), nil, a.pasteGame)
	m.recoverGames = item(lang.L("Recover Unsaved Games…"), nil, func() { a.showRecoverGames() })
	m.quit = item(lang.L("Quit"), shortcutQuit, a.quit)
	m.quit.IsQuit = true
	m.undo = item(lang.L("Undo Move"), shortcutUndo, a.undo)
	m.redo = item(lang.L("Redo Move"), shortcutRedo, a.redo)
	m.hint = item(lang.L("Hint"), nil, a.hint)
	m.resign = item(lang.L("Resign"), nil, a.resign)
	m.offerDraw = item(lang.L("Offer Draw"), nil, a.offerDraw)
	m.claimDraw = item(lang.L("Claim Draw"), nil, a.claimDraw)
	m.flip = item(lang.L("Flip Board (F)"), nil, a.flip)
	m.settings = item(lang.L("Players and Settings…"), nil, func() { a.showSettings() })
	m.about = item(lang.L("About ChessMaster"), nil, a.showAbout)
	m.rating = item(lang.L("Your Rating…"), nil, a.showRating)
	m.preferences = item(lang.L("Preferences…"), nil, func() { a.showPreferences() })
	m.review = item(lang.L("Review Game"), shortcutReview, a.startReview)
	m.practice = item(lang.L("Practice Mistakes…"), nil, a.askPractice)
	m.mistakes = item(lang.L("Mistakes in My Games…"), nil, a.askMistakes)
	m.puzzles = item(lang.L("Puzzles"), nil, a.startBuiltinPuzzles)
	m.continueGame = item(lang.L("Continue From Here"), shortcutContinue, func() {
		if a.continueButton.Visible() {
			a.continueGame()
		}
	})
	m.drills = item(lang.L("Endgame Drills…"), nil, a.askDrill)
	m.repertoire = item(lang.L("Repertoire Trainer…"), nil, a.askRepertoire)
	m.addRepertoire = item(lang.L("Add Game to Repertoire…"), nil, a.askAddToRepertoire)
	m.moveItems = a.moveMenuItems(func() []int { return a.state.Path })
	m.study = newStudyMenu(a)
	m.readPosition = item(lang.L("Read the Position"), shortcutReadPosition, func() { a.readPosition() })
	blindfold, choices := a.blindfoldMenu()
	m.blindfold = choices
	m.main = fyne.NewMainMenu(
		fyne.NewMenu(lang.L("File"), m.newGame, fyne.NewMenuItemSeparator(), m.open, m.save, m.saveAs, m.mistakes,
			fyne.NewMenuItemSeparator(), m.copyFEN, m.copyPGN, m.paste, fyne.NewMenuItemSeparator(), m.recoverGames, m.preferences, fyne.NewMenuItemSeparator(), m.quit),
		fyne.NewMenu(lang.L("Game"), m.undo, m.redo, m.hint, m.continueGame, fyne.NewMenuItemSeparator(), m.offerDraw, m.claimDraw, m.resign,
			fyne.NewMenuItemSeparator(), m.review, m.practice, m.study.analysis, m.study.explorer, m.study.setup, fyne.NewMenuItemSeparator(), m.settings, m.rating, m.flip, m.study.mute),
		fyne.NewMenu(lang.L("Move"), m.moveItems...),
		fyne.NewMenu(lang.L("Training"), m.puzzles, m.drills, m.repertoire, fyne.NewMenuItemSeparator(), m.addRepertoire),
		fyne.NewMenu(lang.L("View"), m.readPosition, blindfold),
		fyne.NewMenu(lang.L("Help"), m.about),
	)
	return m
}

// update enables the items that can act in the current state.
func (m *appMenu) update() {
	st := m.a.state
	over := st.Outcome.Over()
	set := func(it *fyne.MenuItem, enabled bool) { it.Disabled = !enabled }
	set(m.undo, st.CanUndo)
	set(m.redo, m.a.canRedo())
	set(m.hint, !over && st.HumanToMove && !m.a.hinting)
	// A game opened from a file is not played until Continue: nobody
	// can resign it, offer or claim a draw in it.
	set(m.resign, !over && len(st.Moves) > 0 && hasHuman(st) && !st.Study)
	set(m.offerDraw, !over && st.HumanToMove && !st.Study)
	set(m.claimDraw, !over && st.DrawClaimable != "" && !st.Study)
	set(m.review, m.a.tree != nil && len(m.a.tree.Root.Children) > 0 && m.a.review.run == nil)
	set(m.continueGame, m.a.continueButton.Visible())
	m.a.updateMoveItems(m.moveItems, st.Path)
	m.study.update(m.a)
	m.a.blockMenusForPractice(m)
	set(m.addRepertoire, m.a.tree != nil && len(m.a.tree.Root.Children) > 0)
	m.a.blockMenusForTraining(m)
	m.a.blockMenusForPuzzles(m)
	m.main.Refresh()
	enable := func(b *widget.Button, on bool) {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	enable(m.a.undoButton, st.CanUndo)
	enable(m.a.redoButton, m.a.canRedo())
}

// installShortcuts binds the keyboard: Ctrl/Cmd+N, O, S, Q, Z to take back,
// Y or Shift+Z to redo, R to review the game, Enter to continue a paused
// game, F to flip, and the arrow keys to step along the board's line of the
// game tree (Home/Up to the start, End/Down to the line's last move). The
// driver tries the main menu's shortcuts first and the canvas's when no
// menu item has the shortcut, so both carry them.
func (a *App) installShortcuts() {
	c := a.win.Canvas()
	c.AddShortcut(shortcutNew, func(fyne.Shortcut) { a.askNewGame() })
	c.AddShortcut(shortcutOpen, func(fyne.Shortcut) { a.openPGN() })
	c.AddShortcut(shortcutSave, func(fyne.Shortcut) { a.savePGN() })
	c.AddShortcut(shortcutUndo, func(fyne.Shortcut) { a.undo() })
	c.AddShortcut(shortcutRedo, func(fyne.Shortcut) { a.redo() })
	c.AddShortcut(shortcutRedoShift, func(fyne.Shortcut) { a.redo() })
	c.AddShortcut(shortcutQuit, func(fyne.Shortcut) { a.quit() })
	c.AddShortcut(shortcutReview, func(fyne.Shortcut) { a.startReview() })
	c.AddShortcut(shortcutReadPosition, func(fyne.Shortcut) { a.readPosition() })
	c.AddShortcut(shortcutContinue, func(fyne.Shortcut) {
		if a.continueButton.Visible() {
			a.continueGame()
		}
	})
	c.SetOnTypedKey(a.typedKey)
}

// typedKey handles keys typed while no text field has the focus.
func (a *App) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft:
		a.viewPosition(len(a.state.Path) - 1)
	case fyne.KeyRight:
		a.viewPosition(len(a.state.Path) + 1)
	case fyne.KeyHome, fyne.KeyUp:
		a.viewPosition(0)
	case fyne.KeyEnd, fyne.KeyDown:
		a.viewPosition(a.lineEnd())
	case fyne.KeyF:
		a.flip()
	}
}
