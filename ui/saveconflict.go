package ui

import (
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
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
		a.file = now
	}
	a.saveInPlace(then)
}
