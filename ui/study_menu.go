package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// The Game menu's study items: Analysis Mode (Ctrl+E, checked while on),
// Set Up Position… and Mute Sounds (checked while muted).

// shortcutAnalysis turns analysis mode on and off. (Ctrl+A is the
// driver's Select All and never reaches the window.)
var shortcutAnalysis = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault}

// studyMenu holds the study items of the Game menu.
type studyMenu struct {
	analysis, setup, mute *fyne.MenuItem
	explorer              *fyne.MenuItem // Opening Explorer (explorer.go), checked while shown
}

func newStudyMenu(a *App) studyMenu {
	m := studyMenu{
		analysis: fyne.NewMenuItem(lang.L("Analysis Mode"), a.toggleAnalysis),
		setup:    fyne.NewMenuItem(lang.L("Set Up Position…"), func() { a.showPositionEditor() }),
		mute:     fyne.NewMenuItem(lang.L("Mute Sounds"), a.toggleMute),
		explorer: fyne.NewMenuItem(lang.L("Opening Explorer"), a.toggleExplorer),
	}
	m.analysis.Shortcut = shortcutAnalysis
	return m
}

// update shows which modes are on.
func (m studyMenu) update(a *App) {
	m.analysis.Checked = a.analysing()
	m.mute.Checked = a.muted()
	m.explorer.Checked = a.explorer.on
	// Beside an exercise's own position the explorer would list the held
	// game's moves: it waits for the exercise to end.
	m.explorer.Disabled = rulesOf(a.mode()).board == boardOwn
}

// installStudyShortcuts binds the keyboard for the study items.
func (a *App) installStudyShortcuts() {
	a.win.Canvas().AddShortcut(shortcutAnalysis, func(fyne.Shortcut) { a.toggleAnalysis() })
}
