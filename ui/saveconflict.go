package ui

import (
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/pgn"
)

// Save writes into the game's file only while the file is as it was when
// the game was read (its size, time and the hash of its bytes:
// gameFile.version). When another program changed it meanwhile, even
// without changing its length, the user chooses: overwrite the game's
// place in the file as it is now, save the game under another name, or
// cancel. Nothing is written before the answer.

// askOverwrite asks what to do with a file that changed since it was
// read; then runs after a save that succeeded.
func (a *App) askOverwrite(path string, then func()) {
	msg := lang.L("{{.File}} was changed by another program since the game was opened.", tm{"File": filepath.Base(path)}) + "\n" +
		lang.L("Overwrite puts this game in its place in the file as it is now: changes to this game made elsewhere are lost, changes to the other games are kept.")
	var d *dialog.CustomDialog
	overwrite := widget.NewButton(lang.L("Overwrite"), func() { d.Hide(); a.overwriteInPlace(path, then) })
	saveAs := widget.NewButton(lang.L("Save As…"), func() { d.Hide(); a.saveAsThen(then) })
	saveAs.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons(lang.L("The file has changed"), label, a.win)
	d.SetButtons([]fyne.CanvasObject{cancel, overwrite, saveAs})
	d.Resize(fyne.NewSize(560, 220))
	a.holdWhile(d)
	d.Show()
}

// overwriteInPlace saves the game into its place in the file as the file
// is now. Its place is known only while the file holds as many games as
// when it was read; otherwise Save As is the way.
func (a *App) overwriteInPlace(path string, then func()) {
	f := a.file
	if f.entries != nil {
		now := fileAt(path, f.index, len(f.entries))
		if now.entries == nil {
			a.showError(fileError(true, path, errors.New(lang.L("{{.File}} no longer holds the games it held when this game was opened, so this game's place in it is not known; use Save As", tm{"File": filepath.Base(path)}))))
			return
		}
		// The same number of games is not the same games: another
		// program may have sorted the file. The game at this place must
		// still be this one (its players, event, date and round as they
		// were read), or Overwrite would replace another game.
		if was, is := f.entries[f.index], now.entries[f.index]; !sameGameTags(was, is) {
			a.showError(fileError(true, path, errors.New(lang.L("game {{.N}} of {{.File}} is now another game ({{.Game}}), so this game's place in it is not known; use Save As",
				tm{"N": f.index + 1, "File": filepath.Base(path), "Game": entryName(is)}))))
			return
		}
		a.file = now
	}
	a.saveInPlace(then)
}

// sameGameTags reports whether two index entries name the same game: the
// tags that identify a game are equal (the Seven Tag Roster less the
// result and the site, which another program may fill in or correct for
// this very game). Two games with all of these alike cannot be told apart.
func sameGameTags(a, b pgn.Entry) bool {
	for _, k := range []string{"Event", "Date", "Round", "White", "Black"} {
		if a.Tag(k) != b.Tag(k) {
			return false
		}
	}
	return true
}

// entryName is "White – Black" of an index entry.
func entryName(e pgn.Entry) string {
	return displayName(e.Tag("White")) + " – " + displayName(e.Tag("Black"))
}
