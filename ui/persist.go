package ui

import (
	"encoding/json"

	"chessmaster/master"
)

// Preference keys. The game is saved as PGN after every move so that an
// unfinished game survives a crash or a closed window.
const (
	prefSettings = "settings.v1"
	prefGame     = "game.pgn"
	prefGamePath = "game.path"
	prefDirty    = "game.dirty"
	prefFlipped  = "board.flipped"
)

// initialSettings picks the settings of the first game: from the command
// line, else the saved ones (restore true: the saved game is reloaded too),
// else the defaults.
func (a *App) initialSettings() (s master.Settings, restore bool) {
	if a.opts.Settings != nil {
		return *a.opts.Settings, false
	}
	s = master.DefaultSettings()
	if raw := a.fyneApp.Preferences().String(prefSettings); raw != "" {
		var saved master.Settings
		if err := json.Unmarshal([]byte(raw), &saved); err == nil {
			s = saved
		}
	}
	return s, true
}

// saveSettings remembers the settings for the next start. The start
// position belongs to the game (saved as PGN), not to the settings.
func (a *App) saveSettings() {
	s := a.settings
	s.StartFEN = ""
	raw, err := json.Marshal(s)
	if err == nil {
		a.fyneApp.Preferences().SetString(prefSettings, string(raw))
	}
}

// saveGame stores the current game (PGN) and its file name.
func (a *App) saveGame() {
	a.saves++
	text, err := pgnText(a.ctrl)
	if err != nil {
		return
	}
	p := a.fyneApp.Preferences()
	p.SetString(prefGame, text)
	p.SetString(prefGamePath, a.path)
	p.SetBool(prefDirty, a.dirty)
}

// saveSession stores settings and game, e.g. when the window closes.
func (a *App) saveSession() {
	a.saveSettings()
	a.saveGame()
}

// restoreGame reloads the game of the last session. A finished game is not
// restored: the next start begins a fresh one.
func (a *App) restoreGame() {
	p := a.fyneApp.Preferences()
	text := p.String(prefGame)
	if text == "" {
		return
	}
	if err := loadPGNText(a.ctrl, text); err != nil {
		return
	}
	if st := a.ctrl.Snapshot(); st.Outcome.Over() {
		_ = a.ctrl.NewGame(a.settings)
		return
	}
	a.path = p.String(prefGamePath)
	a.dirty = p.Bool(prefDirty)
}
