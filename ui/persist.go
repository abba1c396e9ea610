package ui

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
)

// Preference keys. The game itself is not among them: it is in the
// window's autosave slot (autosave.go).
const (
	prefSettings = "settings.v1"
	prefFlipped  = "board.flipped"
	// prefLevel is the last level a Computer was given: the New Game
	// dialog offers it when a side becomes a Computer.
	prefLevel = "computer.level"
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

// settingsToSave is the settings as saved: the start position belongs
// to the game (saved as PGN), not to the settings.
func (a *App) settingsToSave() *master.Settings {
	s := a.settings
	s.StartFEN = ""
	return &s
}

// slotSettings is the settings the game in the window's slot was played
// with, when the autosave generation that restoreGame will restore says.
func (a *App) slotSettings() (master.Settings, bool) {
	for _, g := range a.slotGenerations() {
		if g.err != nil {
			continue
		}
		if g.game.meta.Settings == nil {
			return master.Settings{}, false
		}
		return *g.game.meta.Settings, true
	}
	return master.Settings{}, false
}

// slotGeneration is one autosave file of the slot as read at start-up:
// its game, or why it cannot be restored (os.ErrNotExist: there is none).
type slotGeneration struct {
	path string
	game savedGame
	err  error
}

// slotGenerations reads the slot's autosave files, newest first, once:
// the settings (slotSettings, before the controller exists) and the game
// (restoreGame, after) are then taken from the same generation. A file
// that reads but whose game would not load counts as damaged here
// already, so the settings do not come from a generation whose game is
// passed over.
func (a *App) slotGenerations() []slotGeneration {
	if a.slot == nil {
		return nil
	}
	if a.slotRead == nil {
		for _, path := range []string{a.slot.path(), a.slot.prevPath()} {
			g, err := readAutosaveFile(path)
			if err == nil {
				err = master.CheckGameText(g.pgn)
			}
			a.slotRead = append(a.slotRead, slotGeneration{path: path, game: g, err: err})
		}
	}
	return a.slotRead
}

// saveSettings remembers the settings for the next start.
func (a *App) saveSettings() {
	a.rememberLevel(a.settings)
	raw, err := json.Marshal(a.settingsToSave())
	if err == nil {
		a.fyneApp.Preferences().SetString(prefSettings, string(raw))
	}
}

// saveGame stores the current game in the window's autosave slot, with
// everything needed to put it back as it is (autosave.go): one file,
// written atomically, so no part of it can be older than another.
func (a *App) saveGame() {
	a.saves++
	text, err := pgnText(a.ctrl)
	if err != nil {
		return
	}
	a.writeAutosave(text, a.autosaveMetaNow())
}

// autosaveMetaNow is what the autosave keeps beside the game now.
func (a *App) autosaveMetaNow() autosaveMeta {
	st := a.ctrl.Snapshot()
	m := autosaveMeta{
		Cursor:    formatPath(st.Path),
		Running:   st.Running || a.holds > 0 && a.heldRunning,
		Study:     st.Study,
		Path:      a.path,
		Dirty:     a.unsaved(), // the controller's state now, not the last refresh's
		FileIndex: -1,
		Clock:     clocksOf(st),
		Settings:  a.settingsToSave(),
	}
	if a.file.entries != nil {
		m.FileIndex = a.file.index
	}
	return m
}

// clocksOf is the clocks to save with the game (nil: none to save).
func clocksOf(st master.State) *savedClock {
	if !st.Clock.Enabled || st.Outcome.Over() {
		return nil
	}
	return &savedClock{
		White:   st.Clock.White.Milliseconds(),
		Black:   st.Clock.Black.Milliseconds(),
		Control: st.Clock.Config.PGNTimeControl(),
		Ply:     len(st.Moves),
	}
}

// clockSetter is the controller call that puts saved clock times back:
// both sides' remaining time in the current position, before Start
// (master.ChessMaster.SetClocks). It is an interface so that tests can
// watch the call (runtimeEnv.clocks).
type clockSetter interface {
	SetClocks(white, black time.Duration) error
}

// clocks is how the window sets clock times: the controller
// (runtimeEnv.clocks replaces it in tests).
func (a *App) clocks() clockSetter {
	if a.clockSet != nil {
		return a.clockSet
	}
	return a.ctrl
}

// restoreClocks gives the restored game the clock times saved with it, if
// they belong to this game: the same time control and number of moves.
func (a *App) restoreClocks(c *savedClock) {
	st := a.ctrl.Snapshot()
	if c == nil || !st.Clock.Enabled || c.Control == "" || c.Control != st.Clock.Config.PGNTimeControl() || c.Ply != len(st.Moves) {
		return
	}
	white := time.Duration(c.White) * time.Millisecond
	black := time.Duration(c.Black) * time.Millisecond
	if white <= 0 || black <= 0 {
		return
	}
	if err := a.clocks().SetClocks(white, black); err != nil {
		fyne.LogError("cannot restore the clocks", err)
	}
}

// saveSession stores settings and game, e.g. when the window closes.
func (a *App) saveSession() {
	a.saveSettings()
	a.saveGame()
	a.backupPreferences()
}

// restoreGame reloads the game of the window's autosave slot: the newest
// generation, else (damaged) the one before, telling the user. A game
// that is finished and in its file as it is starts a fresh game; any
// game with changes that are in no file comes back, finished or not.
func (a *App) restoreGame() {
	if a.slot == nil {
		return
	}
	defer func() { a.slotRead = nil }() // read for this start only
	var damaged []string
	for _, gen := range a.slotGenerations() {
		g, err := gen.game, gen.err
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err == nil {
			err = loadPGNText(a.ctrl, g.pgn)
		}
		if err != nil {
			damaged = append(damaged, keepDamaged(a.slot, gen.path))
			continue
		}
		a.adoptLegacyMeta(&g)
		a.applyRestored(g)
		if len(damaged) > 0 {
			a.startNotes = append(a.startNotes, lang.L("The autosave of your last game was damaged (kept as {{.File}}). The copy saved before it, from {{.Time}}, was restored.",
				tm{"File": damaged[0], "Time": savedTime(g.meta.Saved)}))
		}
		return
	}
	if len(damaged) > 0 {
		a.startNotes = append(a.startNotes, lang.L("The autosave of your last game was damaged and no earlier copy could be read; the file was kept as {{.File}}.",
			tm{"File": damaged[0]}))
		return
	}
	a.restoreLegacyGame()
}

// savedTime writes when an autosave was written, in local time ("an
// older version" when the file does not say).
func savedTime(t time.Time) string {
	if t.IsZero() {
		return lang.L("an unknown time")
	}
	return t.Local().Format("2006-01-02 15:04:05")
}

// applyRestored puts the window where the autosave says: the board's
// place in the game, its file, the clocks, and whether it plays on.
func (a *App) applyRestored(g savedGame) {
	m := g.meta
	over := a.ctrl.Snapshot().Outcome.Over()
	if over && !m.Dirty {
		_ = a.ctrl.NewGame(a.settings) // finished and in its file: nothing to lose
		return
	}
	a.path, a.dirty = m.Path, m.Dirty
	if path, ok := parsePath(m.Cursor); ok && len(path) > 0 && !g.plain {
		_ = a.ctrl.GoTo(path) // a line that is not there leaves the board at the end
	}
	if !m.Study {
		// Restoring went through LoadGame, which makes every game a
		// study, and GoTo keeps it one; this one was being played (from
		// the board's move).
		a.ctrl.EndStudy()
	}
	a.startRestored = m.Running && !over
	a.file = a.restoredFile(m.FileIndex)
	a.restoreClocks(m.Clock)
}

// Keys under which versions before the autosave slots kept the game in
// the preferences; read once, then removed.
const (
	prefGame      = "game.pgn"
	prefGamePath  = "game.path"
	prefDirty     = "game.dirty"
	prefLine      = "game.line"
	prefRunning   = "game.running"
	prefFileIndex = "game.file.index"
)

// restoreLegacyGame takes the game an older version left in the
// preferences, when there is no autosave.
func (a *App) restoreLegacyGame() {
	p := a.fyneApp.Preferences()
	text := p.String(prefGame)
	if text == "" || loadPGNText(a.ctrl, text) != nil {
		forgetLegacyGame(p)
		return
	}
	g := savedGame{pgn: text, plain: true}
	a.adoptLegacyMeta(&g)
	a.applyRestored(g)
}

// adoptLegacyMeta gives a plain autosave (an older version's) the state
// that version kept in the preferences, but only when the preferences
// hold the very same game: an older copy would put the board elsewhere.
// The preferences' copy is forgotten either way.
func (a *App) adoptLegacyMeta(g *savedGame) {
	p := a.fyneApp.Preferences()
	defer forgetLegacyGame(p)
	if !g.plain || strings.TrimSpace(p.String(prefGame)) != strings.TrimSpace(g.pgn) {
		return
	}
	g.plain = false
	g.meta = autosaveMeta{
		Cursor:    p.String(prefLine),
		Running:   p.BoolWithFallback(prefRunning, true),
		Path:      p.String(prefGamePath),
		Dirty:     p.Bool(prefDirty),
		FileIndex: p.IntWithFallback(prefFileIndex, -1),
	}
}

// forgetLegacyGame removes the game an older version kept in the
// preferences, so that no second copy is left to disagree.
func forgetLegacyGame(p fyne.Preferences) {
	for _, k := range []string{prefGame, prefGamePath, prefDirty, prefLine, prefRunning, prefFileIndex} {
		p.RemoveValue(k)
	}
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
