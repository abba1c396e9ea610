package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// appMenu is the window's main menu. Items that cannot act now (Undo with
// nothing to take back, Claim Draw without a claim) are disabled.
type appMenu struct {
	main *fyne.MainMenu

	newGame, open, save, saveAs, copyFEN, copyPGN, paste, quit *fyne.MenuItem
	undo, hint, resign, offerDraw, claimDraw, flip, settings   *fyne.MenuItem
	about                                                      *fyne.MenuItem

	a *App
}

// Keyboard shortcuts; ShortcutDefault is Ctrl, or Cmd on macOS.
var (
	shortcutNew  = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutOpen = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSave = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutUndo = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutQuit = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
)

func newAppMenu(a *App) *appMenu {
	m := &appMenu{a: a}
	item := func(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	m.newGame = item("New Game…", shortcutNew, a.showNewGame)
	m.open = item("Open PGN…", shortcutOpen, a.openPGN)
	m.save = item("Save PGN", shortcutSave, a.savePGN)
	m.saveAs = item("Save PGN As…", nil, a.savePGNAs)
	m.copyFEN = item("Copy FEN", nil, a.copyFEN)
	m.copyPGN = item("Copy PGN", nil, a.copyPGN)
	m.paste = item("Paste FEN/PGN", nil, a.pasteGame)
	m.quit = item("Quit", shortcutQuit, a.quit)
	m.quit.IsQuit = true
	m.undo = item("Undo Move", shortcutUndo, a.undo)
	m.hint = item("Hint", nil, a.hint)
	m.resign = item("Resign", nil, a.resign)
	m.offerDraw = item("Offer Draw", nil, a.offerDraw)
	m.claimDraw = item("Claim Draw", nil, a.claimDraw)
	m.flip = item("Flip Board (F)", nil, a.flip)
	m.settings = item("Players and Settings…", nil, a.showSettings)
	m.about = item("About ChessMaster", nil, a.showAbout)
	m.main = fyne.NewMainMenu(
		fyne.NewMenu("File", m.newGame, fyne.NewMenuItemSeparator(), m.open, m.save, m.saveAs,
			fyne.NewMenuItemSeparator(), m.copyFEN, m.copyPGN, m.paste, fyne.NewMenuItemSeparator(), m.quit),
		fyne.NewMenu("Game", m.undo, m.hint, fyne.NewMenuItemSeparator(), m.offerDraw, m.claimDraw, m.resign,
			fyne.NewMenuItemSeparator(), m.settings, m.flip),
		fyne.NewMenu("Help", m.about),
	)
	return m
}

// update enables the items that can act in the current state.
func (m *appMenu) update() {
	st := m.a.state
	over := st.Outcome.Over()
	set := func(it *fyne.MenuItem, enabled bool) { it.Disabled = !enabled }
	set(m.undo, st.CanUndo)
	set(m.hint, !over && st.HumanToMove && !m.a.hinting)
	set(m.resign, !over && len(st.Moves) > 0 && hasHuman(st))
	set(m.offerDraw, !over && st.HumanToMove)
	set(m.claimDraw, !over && st.DrawClaimable != "")
	m.main.Refresh()
}

// installShortcuts binds the keyboard: Ctrl/Cmd+N, O, S, Z, Q, F to flip and the
// arrow keys to step through the game.
func (a *App) installShortcuts() {
	c := a.win.Canvas()
	c.AddShortcut(shortcutNew, func(fyne.Shortcut) { a.showNewGame() })
	c.AddShortcut(shortcutOpen, func(fyne.Shortcut) { a.openPGN() })
	c.AddShortcut(shortcutSave, func(fyne.Shortcut) { a.savePGN() })
	c.AddShortcut(shortcutUndo, func(fyne.Shortcut) { a.undo() })
	c.AddShortcut(shortcutQuit, func(fyne.Shortcut) { a.quit() })
	c.SetOnTypedKey(a.typedKey)
}

// typedKey handles keys typed while no text field has the focus.
func (a *App) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft:
		a.viewPosition(a.viewPly - 1)
	case fyne.KeyRight:
		a.viewPosition(a.viewPly + 1)
	case fyne.KeyHome, fyne.KeyUp:
		a.viewPosition(0)
	case fyne.KeyEnd, fyne.KeyDown:
		a.viewPosition(len(a.state.Moves))
	case fyne.KeyF:
		a.flip()
	}
}
