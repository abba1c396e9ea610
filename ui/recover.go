package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/slotlock"
	"chessmaster/master"
)

// File → Recover Unsaved Games… lists the games with unsaved changes
// that other windows left in their autosave slots and that no running
// window holds (a window that ended, crashed or was killed). The start
// offers them too. Opening one brings it into this window; the game the
// window showed, if it has unsaved changes, takes its place in the list,
// so nothing is lost either way.

// recoverable is one game that can be recovered.
type recoverable struct {
	slot  *autosaveSlot
	game  savedGame
	label string
}

// recoverableGames finds the games of the slots no running window holds,
// newest generation first, that have changes in no file.
func (a *App) recoverableGames() []recoverable {
	dir := autosaveDir(a.fyneApp)
	if dir == "" {
		return nil
	}
	var out []recoverable
	for n := 1; n <= maxSlots; n++ {
		if a.slot != nil && a.slot.n == n {
			continue
		}
		s := &autosaveSlot{n: n, dir: dir}
		g, err := readSlotGame(s)
		if err != nil || !g.meta.Dirty || slotlock.Held(s.lockPath()) {
			continue
		}
		out = append(out, recoverable{slot: s, game: g, label: fmt.Sprintf("%d. %s", len(out)+1, describeSaved(g))})
	}
	return out
}

// readSlotGame reads a slot's newest whole generation.
func readSlotGame(s *autosaveSlot) (savedGame, error) {
	g, err := readAutosaveFile(s.path())
	if err != nil {
		g, err = readAutosaveFile(s.prevPath())
	}
	return g, err
}

// describeSaved names a saved game for the list: players, moves, result,
// when it was saved and, for a game from a file, the file's name (two
// unsaved games of the same players are told apart by it).
func describeSaved(g savedGame) string {
	white, black, plies, result := "?", "?", 0, "*"
	if sums, err := master.ParsePGN(strings.NewReader(g.pgn)); err == nil && len(sums) > 0 {
		white, black, plies, result = displayName(sums[0].White), displayName(sums[0].Black), sums[0].Plies, sums[0].Result
	}
	text := lang.L("{{.White}} – {{.Black}}, {{.Moves}} moves, saved {{.Time}}",
		tm{"White": white, "Black": black, "Moves": (plies + 1) / 2, "Time": savedTime(g.meta.Saved)})
	if result != "" && result != "*" {
		text += " (" + result + ")"
	}
	if g.meta.Path != "" {
		text += " · " + lang.L("from {{.File}}", tm{"File": filepath.Base(g.meta.Path)})
	}
	return text
}

// recoverDialog is the open Recover Unsaved Games dialog (tests use it).
type recoverDialog struct {
	games  []recoverable
	choice *widget.RadioGroup
	list   *container.Scroll // the choice's scroll
	dialog dialog.Dialog
}

// showRecoverGames opens the list; with nothing to recover it says so.
func (a *App) showRecoverGames() *recoverDialog {
	games := a.recoverableGames()
	title := lang.L("Recover Unsaved Games")
	if len(games) == 0 {
		d := dialog.NewInformation(title, lang.L("There are no unsaved games of other ChessMaster windows to recover."), a.win)
		a.holdWhile(d)
		d.Show()
		return &recoverDialog{dialog: d}
	}
	labels := make([]string, len(games))
	for i, g := range games {
		labels[i] = g.label
	}
	r := &recoverDialog{games: games, choice: widget.NewRadioGroup(labels, nil)}
	r.choice.SetSelected(labels[0])
	r.choice.Required = true
	intro := widget.NewLabel(lang.L("These games have unsaved changes and were left by ChessMaster windows that have ended. Opening one shows it in this window; the game shown now, if it has unsaved changes, stays in this list."))
	intro.Wrapping = fyne.TextWrapWord
	// The list shows up to five games at once (a scroll's own minimum is
	// one row), and scrolls beyond.
	r.list = container.NewVScroll(r.choice)
	shown := min(len(labels), 5)
	r.list.SetMinSize(fyne.NewSize(0, r.choice.MinSize().Height*float32(shown)/float32(len(labels))))
	d := dialog.NewCustomWithoutButtons(title, container.NewVBox(intro, r.list), a.win)
	r.dialog = d
	chosen := func() *recoverable {
		for i := range games {
			if games[i].label == r.choice.Selected {
				return &games[i]
			}
		}
		return nil
	}
	open := widget.NewButton(lang.L("Open"), func() {
		r.dialog.Hide()
		if g := chosen(); g != nil {
			a.recoverGame(g.slot)
		}
	})
	open.Importance = widget.HighImportance
	discard := widget.NewButton(lang.L("Discard…"), func() {
		if g := chosen(); g != nil {
			r.dialog.Hide()
			a.confirmDiscardRecoverable(*g)
		}
	})
	discard.Importance = widget.DangerImportance
	d.SetButtons([]fyne.CanvasObject{discard, widget.NewButton(lang.L("Later"), r.dialog.Hide), open})
	r.dialog.Resize(fyne.NewSize(560, 0))
	a.holdWhile(r.dialog)
	r.dialog.Show()
	return r
}

// confirmDiscardRecoverable asks before a recoverable game is thrown away, then
// shows the list again while games are left.
func (a *App) confirmDiscardRecoverable(g recoverable) {
	d := dialog.NewConfirm(lang.L("Discard Game"),
		lang.L("Discard the unsaved game {{.Game}}? It cannot be recovered afterwards.", tm{"Game": g.label}),
		func(ok bool) {
			if ok {
				discardSlot(g.slot)
			}
			if len(a.recoverableGames()) > 0 {
				a.showRecoverGames()
			}
		}, a.win)
	a.holdWhile(d)
	d.Show()
}

// discardSlot removes a free slot's game (not while a window holds it).
func discardSlot(s *autosaveSlot) {
	l, err := slotlock.TryLock(s.lockPath())
	if err != nil {
		return
	}
	defer l.Release()
	os.Remove(s.path())
	os.Remove(s.prevPath())
}

// recoverGame brings the game of slot s into the window. The window's
// own game goes into s first when it has unsaved changes.
func (a *App) recoverGame(s *autosaveSlot) {
	l, err := slotlock.TryLock(s.lockPath())
	if err != nil {
		a.showError(errors.New(lang.L("This game is open in another ChessMaster window now.")))
		return
	}
	defer l.Release()
	g, err := readSlotGame(s)
	if err == nil {
		_, err = master.ParsePGN(strings.NewReader(g.pgn))
	}
	if err != nil {
		a.showError(fmt.Errorf("%s: %w", lang.L("cannot recover the game"), err))
		return
	}
	keep := a.modified()
	if keep {
		text, _ := pgnText(a.ctrl)
		if err := writeSlot(s, text, a.autosaveMetaNow()); err != nil {
			a.showError(fmt.Errorf("%s: %w", lang.L("cannot keep the game shown now"), err))
			return
		}
	}
	a.adoptPlayers(g.meta.Settings)
	if err := loadPGNText(a.ctrl, g.pgn); err != nil {
		a.showError(fmt.Errorf("%s: %w", lang.L("cannot recover the game"), err))
		return
	}
	a.forgetGame()
	a.applyRestored(g)
	a.dirty = true // in no file as it is
	a.afterLoad()  // saves it in this window's slot
	os.Remove(s.prevPath())
	if !keep {
		os.Remove(s.path())
	}
}

// showStartNotes tells what the start found (a damaged autosave, a
// substituted player, lost preferences), then offers the games that can
// be recovered, unless quiet (the welcome or a dialog asked for is open).
// The start offers a game once; the menu always lists it.
func (a *App) showStartNotes(quiet bool) {
	if len(a.startNotes) > 0 {
		d := dialog.NewInformation(lang.L("ChessMaster"), strings.Join(a.startNotes, "\n\n"), a.win)
		a.holdWhile(d)
		d.Show()
		a.startNotes = nil
	}
	if quiet {
		return
	}
	p := a.fyneApp.Preferences()
	offered := p.StringList(prefRecoverOffered)
	var now []string
	fresh := false
	for _, g := range a.recoverableGames() {
		key := fmt.Sprintf("%d@%d", g.slot.n, g.game.meta.Saved.Unix())
		now = append(now, key)
		fresh = fresh || !slices.Contains(offered, key)
	}
	p.SetStringList(prefRecoverOffered, now)
	if fresh {
		a.showRecoverGames()
	}
}

// prefRecoverOffered lists the recoverable games the start has offered
// ("slot@saved").
const prefRecoverOffered = "autosave.offered"

// adoptPlayers gives the window the players and options a recovered game
// was played with, when its autosave says (older ones do not): an
// external engine that no longer starts is replaced by the built-in
// computer, as at start, and the user is told.
func (a *App) adoptPlayers(saved *master.Settings) {
	if saved == nil {
		return
	}
	s := a.withComputerThreads(*saved, false)
	err := a.ctrl.ChangeSettings(s)
	if err != nil {
		sub, notes := a.substituteEngines(s)
		if len(notes) == 0 {
			a.showError(fmt.Errorf("%s: %w", lang.L("the recovered game's players could not start; it is played with the window's"), err))
			return
		}
		s = a.withComputerThreads(sub, false)
		if err := a.ctrl.ChangeSettings(s); err != nil {
			a.showError(fmt.Errorf("%s: %w", lang.L("the recovered game's players could not start; it is played with the window's"), err))
			return
		}
		a.showHeld(dialog.NewInformation(lang.L("ChessMaster"), strings.Join(notes, "\n\n"), a.win))
	}
	a.settings = s
}
