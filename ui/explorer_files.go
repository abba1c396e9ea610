package ui

import (
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/regularfile"
)

// The explorer's files: remembered between sessions (the panel shown
// again after a restart explores the same files, their indexes read from
// the cache), and managed from Files…: a list of the files, each with
// Remove, and Add File….

// prefExplorerFiles keeps the explorer's files for the next start.
const prefExplorerFiles = "explorer.files"

// rememberExplorerFiles keeps files as the explorer's for the next start.
func (a *App) rememberExplorerFiles(files []string) {
	a.fyneApp.Preferences().SetStringList(prefExplorerFiles, files)
}

// rememberedExplorerFiles are the files the explorer had when it was
// last used, those that are still readable files (a file moved or
// deleted meanwhile is left out, not reported at every start).
func (a *App) rememberedExplorerFiles() []string {
	var out []string
	for _, f := range a.fyneApp.Preferences().StringList(prefExplorerFiles) {
		if regularfile.Check(f) == nil {
			out = append(out, f)
		}
	}
	return out
}

// explorerFilesDialog is the open Files… list (for tests).
type explorerFilesDialog struct {
	d    dialog.Dialog
	list *fyne.Container // a row per file: its name and Remove
	add  *widget.Button
}

// manageExplorerFiles is the Files… button: with no files it asks for
// one; otherwise it lists the files, each with Remove, and Add File….
func (a *App) manageExplorerFiles() *explorerFilesDialog {
	files := a.explorer.lib.Files()
	if len(files) == 0 && !a.explorer.loading {
		a.chooseExplorerFile()
		return nil
	}
	fd := &explorerFilesDialog{list: container.NewVBox()}
	for _, f := range files {
		name := widget.NewLabel(filepath.Base(f))
		name.Truncation = fyne.TextTruncateEllipsis
		dir := widget.NewLabel(filepath.Dir(f))
		dir.Truncation = fyne.TextTruncateEllipsis
		dir.Importance = widget.LowImportance
		remove := widget.NewButtonWithIcon(lang.L("Remove"), theme.DeleteIcon(), func() {
			fd.d.Hide()
			a.loadExplorerFiles(slices.DeleteFunc(a.explorer.lib.Files(), func(g string) bool { return g == f }))
		})
		fd.list.Add(container.NewBorder(nil, nil, nil, remove, container.NewVBox(name, dir)))
	}
	fd.add = widget.NewButtonWithIcon(lang.L("Add File…"), theme.ContentAddIcon(), func() {
		fd.d.Hide()
		a.chooseExplorerFile()
	})
	content := container.NewBorder(nil, fd.add, nil, nil, container.NewVScroll(fd.list))
	fd.d = dialog.NewCustom(lang.L("Explorer Files"), lang.L("Close"), content, a.win)
	fd.d.Resize(fyne.NewSize(min(560, a.win.Canvas().Size().Width-40), min(420, a.win.Canvas().Size().Height-40)))
	a.showHeld(fd.d)
	return fd
}
