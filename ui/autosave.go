package ui

import (
	"os"
	"path/filepath"

	"chessmaster/internal/safefile"
)

// The game in progress is also written to a file of its own at every move,
// atomically (a temporary file, fsync, rename), before the move is shown
// as done. Fyne writes its preferences a moment later and not atomically,
// so a crash right after a move could otherwise lose it. At the next start
// this file wins over the copy in the preferences.

const autosaveName = "autosave.pgn"

// autosavePath is the file beside the app's preferences ("" when the app
// has no storage).
func (a *App) autosavePath() string {
	root := a.fyneApp.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return filepath.Join(root.Path(), autosaveName)
}

// writeAutosave stores the game's PGN text; an empty text removes the
// file (no game to restore).
func (a *App) writeAutosave(text string) {
	path := a.autosavePath()
	if path == "" {
		return
	}
	if text == "" {
		os.Remove(path)
		return
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return
	}
	_ = safefile.Write(path, []byte(text)) // the preferences still hold a copy
}

// readAutosave is the game of the last session's autosave, or "".
func (a *App) readAutosave() string {
	path := a.autosavePath()
	if path == "" {
		return ""
	}
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > 16<<20 {
		return ""
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return string(data)
}
