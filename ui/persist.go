package ui

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"chessmaster/master"
)

// Preference keys. The game is saved as PGN after every move so that an
// unfinished game survives a crash or a closed window.
const (
	prefSettings = "settings.v1"
	prefGame     = "game.pgn"
	prefGamePath = "game.path"
	prefDirty    = "game.dirty"
	// prefLine is the board's line in the game tree ("0,0,1"), and
	// prefRunning whether the game was being played (not paused on a
	// loaded game or an earlier move).
	prefLine    = "game.line"
	prefRunning = "game.running"
	// prefFileIndex is the game's place in its file (see gameFile).
	prefFileIndex = "game.file.index"
	prefFlipped   = "board.flipped"
	// prefLevel is the last level a Computer was given: the New Game
	// dialog offers it when a side becomes a Computer.
	prefLevel = "computer.level"
	// The clocks of the saved game: remaining times (milliseconds), the
	// time control and the number of moves they belong to.
	prefClockWhite = "game.clock.white"
	prefClockBlack = "game.clock.black"
	prefClockTC    = "game.clock.control"
	prefClockPly   = "game.clock.ply"
)

// lastLevel is the level last chosen for a Computer, else the default
// settings' level.
func (a *App) lastLevel() int {
	def := master.DefaultSettings().Black.Level
	l := a.fyneApp.Preferences().IntWithFallback(prefLevel, def)
	if levelName(l) == "" {
		return def
	}
	return l
}

// rememberLevel stores the level of the Computer in s (Black's when both
// sides are Computers) for the next New Game.
func (a *App) rememberLevel(s master.Settings) {
	for _, p := range []master.PlayerConfig{s.Black, s.White} {
		if p.Kind == master.Computer {
			a.fyneApp.Preferences().SetInt(prefLevel, p.Level)
			return
		}
	}
}

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
	a.rememberLevel(a.settings)
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
	a.writeAutosave(text) // first, and atomically (autosave.go)
	p := a.fyneApp.Preferences()
	p.SetString(prefGame, text)
	p.SetString(prefGamePath, a.path)
	p.SetBool(prefDirty, a.unsaved()) // the controller's state now, not the last refresh's
	st := a.ctrl.Snapshot()
	p.SetString(prefLine, formatPath(st.Path))
	p.SetBool(prefRunning, st.Running || a.holds > 0 && a.heldRunning)
	if a.file.entries != nil {
		p.SetInt(prefFileIndex, a.file.index)
	} else {
		p.RemoveValue(prefFileIndex)
	}
	a.saveClocks()
}

// saveClocks stores both clocks' remaining time with the game, so that a
// restarted game goes on with the time each side had left.
func (a *App) saveClocks() {
	p := a.fyneApp.Preferences()
	st := a.ctrl.Snapshot()
	if !st.Clock.Enabled || st.Outcome.Over() {
		p.RemoveValue(prefClockTC)
		return
	}
	p.SetInt(prefClockWhite, int(st.Clock.White.Milliseconds()))
	p.SetInt(prefClockBlack, int(st.Clock.Black.Milliseconds()))
	p.SetInt(prefClockPly, len(st.Moves))
	p.SetString(prefClockTC, st.Clock.Config.PGNTimeControl())
}

// clockSetter is the controller call that puts saved clock times back:
// both sides' remaining time in the current position, before Start.
// master.ChessMaster does not offer it yet; once it has this method the
// window uses it (see restoreClocks).
type clockSetter interface {
	SetClocks(white, black time.Duration) error
}

// clocks is how the window sets clock times: the controller if it can,
// else nothing (runtimeEnv.clocks replaces it in tests).
func (a *App) clocks() clockSetter {
	if a.clockSet != nil {
		return a.clockSet
	}
	if cs, ok := any(a.ctrl).(clockSetter); ok {
		return cs
	}
	return nil
}

// restoreClocks gives the restored game the clock times saved with it, if
// they belong to this game: the same time control and number of moves.
func (a *App) restoreClocks() {
	p := a.fyneApp.Preferences()
	st := a.ctrl.Snapshot()
	tc := p.String(prefClockTC)
	if !st.Clock.Enabled || tc == "" || tc != st.Clock.Config.PGNTimeControl() || p.Int(prefClockPly) != len(st.Moves) {
		return
	}
	white := time.Duration(p.Int(prefClockWhite)) * time.Millisecond
	black := time.Duration(p.Int(prefClockBlack)) * time.Millisecond
	if white <= 0 || black <= 0 {
		return
	}
	cs := a.clocks()
	if cs == nil {
		return // the controller cannot set clocks: they start afresh
	}
	if err := cs.SetClocks(white, black); err != nil {
		fyne.LogError("cannot restore the clocks", err)
	}
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
	if auto := a.readAutosave(); auto != "" {
		text = auto // written at every move, atomically: never older
	}
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
	if path, ok := parsePath(p.String(prefLine)); ok && len(path) > 0 {
		_ = a.ctrl.GoTo(path) // a line that is not there leaves the board at the end
	}
	a.startRestored = p.BoolWithFallback(prefRunning, true)
	a.file = a.restoredFile(p.IntWithFallback(prefFileIndex, -1))
	a.restoreClocks()
}

// restoredFile finds the restored game in its file again: at the place it
// had, if the game there has the same players and event.
func (a *App) restoredFile(index int) gameFile {
	if a.path == "" || index < 0 {
		return gameFile{}
	}
	entries, version, err := indexFileVersion(a.path)
	if err != nil || index >= len(entries) || entries[index].Err != nil {
		return gameFile{}
	}
	e, st := entries[index], a.ctrl.Snapshot()
	for _, key := range []string{"White", "Black", "Event", "Round"} {
		var v string
		for _, t := range st.Tags {
			if t.Key == key {
				v = t.Value
			}
		}
		// A tag the file lacks is "?" in the game (the seven-tag roster).
		if w := e.Tag(key); w != v && !(w == "" && v == "?") {
			return gameFile{}
		}
	}
	return gameFile{entries: entries, index: index, version: version}
}

// formatPath writes a path in the tree as "0,0,1".
func formatPath(path []int) string {
	parts := make([]string, len(path))
	for i, n := range path {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// parsePath reads formatPath's text.
func parsePath(s string) ([]int, bool) {
	if s == "" {
		return []int{}, true
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}
