package ui

import (
	"os"
	"path/filepath"
)

// prefGameFolder is the folder of the PGN file last opened or saved, where
// the next Open or Save As of a game starts, as a desktop program's file
// dialogs do. Without it they start in the home folder (Save As started in
// the program's working folder, Open in the home folder).
const prefGameFolder = "files.gameFolder"

// gameFolder is where a game's file dialog starts: the folder of the
// game's own file, else the folder last used, else the home folder ("" if
// none is known: the dialog's own default).
func (a *App) gameFolder() string {
	if a.path != "" {
		return filepath.Dir(a.path)
	}
	if dir := a.fyneApp.Preferences().String(prefGameFolder); dir != "" {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir
		}
	}
	if home, err := os.UserHomeDir(); err == nil {
		return home
	}
	return ""
}

// rememberGameFolder notes the folder of a game file chosen in a dialog.
func (a *App) rememberGameFolder(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		a.fyneApp.Preferences().SetString(prefGameFolder, filepath.Dir(abs))
	}
}
