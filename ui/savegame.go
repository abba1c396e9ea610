package ui

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
	"chessmaster/pgn"
)

// Opening and saving games. A PGN file often holds many games; the window
// remembers which of them it showed (gameFile), and Save writes the game
// back into its place: every other game of the file keeps its bytes
// (pgn.ReplaceGame). Save As asks, when the chosen file already holds
// games, whether to replace the file or add the game at its end.

// gameFile is where the current game lies in its file (App.path).
type gameFile struct {
	// entries are the file's games as pgn.Index found them when the file
	// was read or last written; nil when it is not known (the file could
	// not be indexed, or the game came from the last session and the
	// file no longer has it where it was).
	entries []pgn.Entry
	index   int // the game's place among entries
	// version is the file as it was read with entries (size, time and
	// hash of its bytes): Save writes into the file only while it is
	// still that file, and asks when another program changed it.
	version safefile.Version
}

// pgnFilter asks for PGN files.
func pgnFilter() fileRequest {
	return fileRequest{desc: lang.L("PGN games"), exts: []string{"pgn"}}
}

// openPGN asks for a PGN file and opens it, once a modified game is
// saved or given up (confirmDiscard).
func (a *App) openPGN() {
	a.confirmDiscard(lang.L("opening another game"), false, a.chooseAndOpen)
}

// chooseAndOpen asks for a PGN file and opens it.
func (a *App) chooseAndOpen() {
	req := pgnFilter()
	req.title = lang.L("Open PGN")
	req.startAt = a.gameFolder()
	a.files.choose(req, func(p string) {
		a.rememberGameFolder(p)
		a.openPath(p)
	})
}

// indexFile finds the games of a PGN file.
func indexFile(path string) ([]pgn.Entry, error) {
	entries, _, err := indexFileVersion(path)
	return entries, err
}

// indexFileVersion finds the games of a PGN file and the version of the
// file they were found in.
func indexFileVersion(path string) ([]pgn.Entry, safefile.Version, error) {
	// regularfile.Open refuses a pipe before opening it: the open would
	// wait for a writer, on the UI goroutine (the Mistakes dialog reads
	// the names of the files it is given).
	f, _, err := regularfile.Open(path)
	if errors.Is(err, regularfile.ErrNotRegular) {
		return nil, safefile.Version{}, errors.New(lang.L("{{.File}} is not a regular file", tm{"File": path}))
	}
	if err != nil {
		return nil, safefile.Version{}, err
	}
	defer f.Close()
	v, err := safefile.ReadVersion(f)
	if err != nil {
		return nil, safefile.Version{}, err
	}
	entries, err := pgn.Index(f, v.Size)
	return entries, v, err
}

// changedWhileRead is the version of a file that changed while it was
// being opened: no file is ever that version, so a save into it asks.
var changedWhileRead = safefile.Version{Size: -1}

// fileAt is the place of game index in the file at path as it is now
// (entries nil when the file cannot be indexed or has not want games;
// want < 0: any number).
func fileAt(path string, index, want int) gameFile {
	entries, v, err := indexFileVersion(path)
	if err != nil || want >= 0 && len(entries) != want || index < 0 || index >= len(entries) {
		return gameFile{}
	}
	return gameFile{entries: entries, index: index, version: v}
}

// openPath opens a PGN file for viewing: its only game, or the one the
// user picks from a list. A game that cannot be read is listed with the
// reason; the others open. It reports whether a game was loaded or a
// list shown. The game is paused: Continue plays on.
func (a *App) openPath(path string) bool {
	before, _ := os.Stat(path)
	sums, err := a.ctrl.LoadPGNFile(path)
	if err == nil && len(sums) == 0 {
		err = errors.New(lang.L("the file holds no game"))
	}
	if err != nil {
		a.showError(openError(path, err))
		return false
	}
	// The window's own index of the file, to save the game back into its
	// place; dropped when it does not agree with the controller's.
	entries, version, err := indexFileVersion(path)
	if err != nil || len(entries) != len(sums) {
		entries = nil
	}
	if before == nil || before.Size() != version.Size || !before.ModTime().Equal(version.ModTime) {
		// Changed while it was read: what the game shows may not be the
		// version recorded, so Save must ask (askOverwrite).
		version = changedWhileRead
	}
	finish := func(i int) {
		if err := loadGame(a.ctrl, i); err != nil {
			a.showError(openError(path, err))
			return
		}
		f := gameFile{}
		if entries != nil {
			f = gameFile{entries: entries, index: i, version: version}
		}
		a.loaded(path, f)
	}
	if len(sums) == 1 {
		finish(0)
		return true
	}
	lines := make([]string, len(sums))
	bad := 0
	for i, s := range sums {
		lines[i] = summaryLine(s)
		if s.Err != nil {
			bad++
		}
	}
	title := lang.L("Choose one of {{.Count}} games", tm{"Count": len(sums)})
	if bad > 0 {
		title += " " + lang.L("({{.Games}} cannot be read)", tm{"Games": gameCount(bad)})
	}
	a.chooseGame(title, lines, finish)
	return true
}

// loaded shows a game just opened from path.
func (a *App) loaded(path string, f gameFile) {
	a.forgetGame()
	a.path, a.file, a.dirty = path, f, false
	a.afterLoad()
}

// forgetGame drops what belonged to the game being replaced: its place in
// a file, where it was left running, its review. A dialog that paused the
// old game does not start the new one when it closes (holdClock).
func (a *App) forgetGame() {
	a.file = gameFile{}
	a.line = nil
	a.heldRunning = false
	a.clearReview()
}

// chooseGame lists the games of a PGN file. Typing in the field above the
// list keeps the games whose line holds every word typed (players, event,
// date, result), so one game of thousands is found at once; ↓ and ↑ (and
// Page Down/Up) move the highlight through the games left, and Enter
// opens the highlighted one (the first, until an arrow moves it).
func (a *App) chooseGame(title string, games []string, done func(int)) {
	var d dialog.Dialog
	a.pendingChoice = func(i int) {
		a.pendingChoice = nil
		d.Hide()
		done(i)
	}
	shown := gameFilter(games, "")
	cursor := 0 // the highlighted row of shown
	list := widget.NewList(func() int { return len(shown) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.TextStyle.Bold = i == cursor
			l.Importance = widget.MediumImportance
			if i == cursor {
				l.Importance = widget.HighImportance
			}
			l.SetText(games[shown[i]])
			l.Refresh()
		})
	list.OnSelected = func(i widget.ListItemID) {
		if a.pendingChoice != nil && i < len(shown) {
			a.pendingChoice(shown[i])
		}
	}
	filter := &chooserEntry{}
	filter.ExtendBaseWidget(filter)
	filter.SetPlaceHolder(lang.L("Type to filter: player, event, date, result"))
	move := func(by int) {
		if len(shown) == 0 {
			return
		}
		cursor = max(0, min(len(shown)-1, cursor+by))
		list.ScrollTo(cursor)
		list.Refresh()
	}
	filter.move = move
	filter.OnChanged = func(text string) {
		shown = gameFilter(games, text)
		cursor = 0
		list.UnselectAll()
		list.ScrollToTop()
		list.Refresh()
	}
	// Enter opens the highlighted game, so a game found by typing, or
	// by the arrows, opens without the mouse.
	filter.OnSubmitted = func(string) {
		if a.pendingChoice != nil && cursor < len(shown) {
			a.pendingChoice(shown[cursor])
		}
	}
	a.gameFilter = filter
	content := container.NewBorder(filter, nil, nil, nil, list)
	d = dialog.NewCustom(title, lang.L("Cancel"), content, a.win)
	d.Resize(fyne.NewSize(760, 440))
	a.holdWhile(d)
	d.Show()
	a.win.Canvas().Focus(filter)
}

// chooserEntry is the game chooser's filter field: the arrow keys move
// the list's highlight instead of the text cursor (the field has one
// line, where ↑ and ↓ do nothing).
type chooserEntry struct {
	widget.Entry
	move func(by int)
}

// chooserPage is how far Page Down and Page Up move the highlight.
const chooserPage = 10

func (e *chooserEntry) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyDown:
		e.move(1)
	case fyne.KeyUp:
		e.move(-1)
	case fyne.KeyPageDown:
		e.move(chooserPage)
	case fyne.KeyPageUp:
		e.move(-chooserPage)
	default:
		e.Entry.TypedKey(k)
	}
}

// gameFilter is the indexes of the games whose line contains every word
// of query, ignoring case.
func gameFilter(games []string, query string) []int {
	words := strings.Fields(strings.ToLower(query))
	var out []int
	for i, g := range games {
		line := strings.ToLower(g)
		ok := true
		for _, w := range words {
			if !strings.Contains(line, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// chooseGameForTest answers an open game chooser as a click on game i.
func (a *App) chooseGameForTest(i int) {
	if a.pendingChoice != nil {
		a.pendingChoice(i)
	}
}

// afterLoad shows a game just loaded. It stays paused on its last move:
// the computer does not move until the user chooses Continue.
func (a *App) afterLoad() {
	a.forgetRedo()
	a.thinking.Clear("")
	a.evalBar.Set(0.5, "")
	a.refresh()
	a.saveGame()
}

// Every save takes then: what to do once the game is saved (nil:
// nothing). It runs only when the game was written; a save the user
// cancels or that fails does not run it (confirmDiscard relies on this).

func (a *App) savePGN() { a.saveThen(nil) }

func (a *App) savePGNAs() { a.saveAsThen(nil) }

// saveThen saves the game into its file, or asks for one (Save As).
func (a *App) saveThen(then func()) {
	if a.path == "" {
		a.saveAsThen(then)
		return
	}
	a.saveInPlace(then)
}

// saveAsThen asks for a file and saves the game in it.
func (a *App) saveAsThen(then func()) {
	req := pgnFilter()
	req.title, req.save = lang.L("Save PGN"), true
	req.startAt = a.path
	if req.startAt == "" {
		req.startAt = filepath.Join(a.gameFolder(), "game.pgn")
	}
	a.files.choose(req, func(p string) {
		if !strings.HasSuffix(strings.ToLower(p), ".pgn") {
			p += ".pgn"
		}
		a.rememberGameFolder(p)
		a.savePathThen(p, then)
	})
}

// saveInPlace writes the game back to its file, into its place there. A
// file that another program changed since it was read is not written:
// the user chooses (askOverwrite).
func (a *App) saveInPlace(then func()) {
	path, f := a.path, a.file
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		// The file was deleted (or renamed) since it was read: no other
		// game is left there to keep, so the game is written as a new
		// file by that name, not refused as "file not found".
		a.writeNewFile(path, then)
		return
	}
	if !a.unsaved() && f.entries != nil {
		// Nothing changed since the game was read or saved: the file
		// already holds it, byte for byte as its author wrote it.
		// Writing it again would only reflow its moves and reorder its
		// tags (and, had another program changed the file meanwhile,
		// ask about a conflict the user did not make).
		a.saved(path, then)
		return
	}
	err := a.ctrl.SavePGNWith(func(text string) error { return writeInPlace(path, f, text) })
	if errors.Is(err, pgn.ErrFileChanged) {
		a.askOverwrite(path, then)
		return
	}
	if err != nil {
		a.showError(fileError(true, path, err))
		return
	}
	switch {
	case f.entries != nil:
		a.file = fileAt(path, f.index, len(f.entries))
	default:
		a.file = fileAt(path, 0, 1)
	}
	a.saved(path, then)
}

// writeInPlace writes text, one game, into its place in the file at path.
func writeInPlace(path string, f gameFile, text string) error {
	if f.entries != nil && f.index >= 0 && f.index < len(f.entries) {
		if f.version.IsZero() {
			return pgn.ReplaceGame(path, f.entries, f.index, text)
		}
		return pgn.ReplaceGameIfUnchanged(path, f.version, f.entries, f.index, text)
	}
	// Where the game lies is not known: only a file with no other game
	// may be written.
	entries, err := indexFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return safefile.Write(path, []byte(text))
	case errors.Is(err, pgn.ErrNotIndexable):
		return errors.New(lang.L("{{.File}} cannot be updated in place (it is not UTF-8 text); use Save As", tm{"File": filepath.Base(path)}))
	case err != nil:
		return err
	case len(entries) == 0:
		return safefile.Write(path, []byte(text))
	case len(entries) == 1:
		return pgn.ReplaceGame(path, entries, 0, text)
	}
	return errors.New(lang.L("{{.File}} holds {{.Count}} games and this game's place in it is not known; use Save As",
		tm{"File": filepath.Base(path), "Count": len(entries)}))
}

// saveAs writes the game to a file the user chose: a new file, or, when
// the file holds games already, the user picks between replacing it and
// adding the game at its end.
func (a *App) saveAs(path string, then func()) {
	// A file that cannot be written (read-only, a folder, a missing or
	// read-only folder) is said at once, not after asking Replace or Add.
	if err := safefile.CheckWritable(path); err != nil {
		a.showError(fileError(true, path, err))
		return
	}
	entries, err := indexFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		a.writeNewFile(path, then)
	case errors.Is(err, pgn.ErrNotIndexable):
		a.askSaveAs(path, 0, then)
	case err != nil:
		a.showError(fileError(true, path, err))
	case len(entries) == 0:
		a.writeNewFile(path, then)
	default:
		a.askSaveAs(path, len(entries), then)
	}
}

// askSaveAs asks what to do with a file that holds games already (games
// 0: not known how many).
func (a *App) askSaveAs(path string, games int, then func()) {
	name := filepath.Base(path)
	msg := lang.L("{{.File}} already exists.", tm{"File": name})
	if games > 0 {
		msg = lang.L("{{.File}} already holds {{.Games}}.", tm{"File": name, "Games": gameCount(games)})
	}
	if games > 0 {
		// Say what Replace costs: the file's games are gone after it.
		msg += "\n" + lang.L("Replace the file with this game (its {{.Games}} are lost), or add the game to the end of the file?", tm{"Games": gameCount(games)})
	} else {
		msg += "\n" + lang.L("Replace the file with this game?")
	}
	var d *dialog.CustomDialog
	replace := widget.NewButton(lang.L("Replace the file"), func() { d.Hide(); a.writeNewFile(path, then) })
	add := widget.NewButton(lang.L("Add the game to the end"), func() { d.Hide(); a.appendTo(path, then) })
	add.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(lang.L("Save PGN"), widget.NewLabel(msg), a.win)
	buttons := []fyne.CanvasObject{cancel, replace}
	if games > 0 {
		buttons = append(buttons, add)
	}
	d.SetButtons(buttons)
	a.holdWhile(d)
	d.Show()
}

// writeNewFile writes the game as the whole file at path (atomically: a
// failed save leaves the old file as it was).
func (a *App) writeNewFile(path string, then func()) {
	if err := savePGNFile(a.ctrl, path); err != nil {
		a.showError(fileError(true, path, err))
		return
	}
	a.file = fileAt(path, 0, 1)
	a.saved(path, then)
}

// appendTo adds the game at the end of the file at path.
func (a *App) appendTo(path string, then func()) {
	err := a.ctrl.SavePGNWith(func(text string) error { return pgn.AppendGame(path, text) })
	if err != nil {
		a.showError(fileError(true, path, err))
		return
	}
	a.file = gameFile{}
	if entries, err := indexFile(path); err == nil && len(entries) > 0 {
		a.file = fileAt(path, len(entries)-1, len(entries))
	}
	a.saved(path, then)
}

// saved notes that the game is in the file at path now, and goes on with
// then.
func (a *App) saved(path string, then func()) {
	a.path, a.dirty = path, false
	a.state = a.ctrl.Snapshot()
	a.updateTitle()
	a.saveGame()
	if then != nil {
		then()
	}
}

// savePath writes the game to path as Save does when path is the game's
// file, or as Save As does otherwise.
func (a *App) savePath(path string) { a.savePathThen(path, nil) }

// savePathThen is savePath, then runs then after a save that succeeded.
// Save As onto the game's own file (by any name or link) saves into its
// place there, as Save does: the file's other games stay. (Replace would
// have lost them, and Add would have kept the old copy beside the new.)
func (a *App) savePathThen(path string, then func()) {
	if a.path != "" && a.file.entries != nil && (path == a.path || safefile.Same(path, a.path)) {
		a.saveInPlace(then)
		return
	}
	a.saveAs(path, then)
}
