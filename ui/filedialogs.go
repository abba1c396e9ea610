package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	native "github.com/sqweek/dialog"
)

// fileDialogs opens the operating system's file dialogs. They block, so they
// run on their own goroutine (never Fyne's), one at a time; the chosen path
// comes back on the Fyne goroutine. When the native dialog cannot be shown
// (no GTK, an error other than Cancel) Fyne's own dialog is used instead.
type fileDialogs struct {
	win    fyne.Window
	native bool // false in tests and when native dialogs are known not to work
	busy   bool // a native dialog is open (only touched on the Fyne goroutine)
	post   func(func())
	// hold pauses the game while a dialog is open; the function it
	// returns resumes it (nil: no pause).
	hold func() (release func())
}

type fileRequest struct {
	title   string
	save    bool
	folder  bool
	desc    string   // filter description, e.g. "PGN games"
	exts    []string // without dots, e.g. "pgn"
	startAt string   // suggested file (save) or directory
}

// choose shows the dialog described by req and calls done with the path the
// user picked; a cancelled dialog calls nothing.
func (f *fileDialogs) choose(req fileRequest, done func(path string)) {
	if !f.native {
		f.fyneDialog(req, done, f.startHold())
		return
	}
	if f.busy {
		return
	}
	f.busy = true
	release := f.startHold()
	go func() {
		path, err := runNative(req)
		f.post(func() {
			f.busy = false
			switch {
			case err == nil:
				done(path)
			case errors.Is(err, native.ErrCancelled):
			default:
				fyne.LogError("native file dialog failed, using Fyne's", err)
				f.native = false
				f.fyneDialog(req, done, f.startHold())
			}
			// After done: a dialog it opens (the game chooser) keeps
			// the game paused without a restart in between.
			release()
		})
	}()
}

func (f *fileDialogs) startHold() func() {
	if f.hold == nil {
		return func() {}
	}
	return f.hold()
}

// runNative shows a native dialog. sqweek/dialog panics when GTK could not
// start (no display): that is turned into an error so Fyne's dialog is
// used.
func runNative(req fileRequest) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("native dialog: %v", r)
		}
	}()
	if req.folder {
		b := native.Directory().Title(req.title)
		if req.startAt != "" {
			b = b.SetStartDir(req.startAt)
		}
		return b.Browse()
	}
	b := native.File().Title(req.title)
	if len(req.exts) > 0 {
		b = b.Filter(req.desc, req.exts...)
	}
	b = b.Filter(lang.L("All files"), "*")
	if req.startAt != "" {
		if req.save {
			b = b.SetStartDir(filepath.Dir(req.startAt)).SetStartFile(filepath.Base(req.startAt))
		} else {
			b = b.SetStartDir(req.startAt)
		}
	}
	if req.save {
		return b.Save()
	}
	return b.Load()
}

// fyneDialog is the fallback: Fyne's own file dialogs inside the window.
// release ends the pause when the dialog closes.
func (f *fileDialogs) fyneDialog(req fileRequest, done func(path string), release func()) {
	var filter storage.FileFilter
	if len(req.exts) > 0 {
		var dotted []string
		for _, e := range req.exts {
			dotted = append(dotted, "."+e)
		}
		filter = storage.NewExtensionFileFilter(dotted)
	}
	switch {
	case req.folder:
		d := dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
			if err == nil && l != nil {
				done(l.Path())
			}
		}, f.win)
		d.SetOnClosed(release)
		d.Show()
	case req.save:
		d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil || w == nil {
				return
			}
			p := w.URI().Path()
			w.Close() // the caller writes the file itself
			done(p)
		}, f.win)
		if filter != nil {
			d.SetFilter(filter)
		}
		if req.startAt != "" {
			d.SetFileName(filepath.Base(req.startAt))
			startIn(d, filepath.Dir(req.startAt))
		}
		d.SetOnClosed(release)
		d.Show()
	default:
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				return
			}
			p := r.URI().Path()
			r.Close()
			done(p)
		}, f.win)
		if filter != nil {
			d.SetFilter(filter)
		}
		if req.startAt != "" {
			startIn(d, req.startAt)
		}
		d.SetOnClosed(release)
		d.Show()
	}
}

// startIn opens Fyne's file dialog d in the folder dir, when it is one.
func startIn(d *dialog.FileDialog, dir string) {
	if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		d.SetLocation(l)
	}
}

// pick lets the settings form ask for an engine, a book or a folder.
func (a *App) pick(title string, folder bool, done func(string)) {
	a.files.choose(fileRequest{title: title, folder: folder}, done)
}

// fileError names the file in an error once (os errors already do);
// saving tells whether the game was being saved or opened.
func fileError(saving bool, path string, err error) error {
	if strings.Contains(err.Error(), path) {
		if saving {
			return fmt.Errorf("%s: %w", lang.L("cannot save the game"), err)
		}
		return fmt.Errorf("%s: %w", lang.L("cannot open the game"), err)
	}
	if saving {
		return fmt.Errorf("%s: %w", lang.L("cannot save {{.File}}", tm{"File": path}), err)
	}
	return fmt.Errorf("%s: %w", lang.L("cannot open {{.File}}", tm{"File": path}), err)
}
