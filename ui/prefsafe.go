package ui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"time"

	"fyne.io/fyne/v2"

	"chessmaster/internal/safefile"
)

// Fyne writes its preferences file in place (truncate, then write) and
// a moment after a change, from a goroutine of its own. A program that
// ends while such a write is under way leaves the file empty or cut
// short, and the next start comes back with every setting lost. So the
// window keeps a copy of all preferences of its own, written atomically
// when the session is saved, and puts it back at start when Fyne's store
// came up empty. Quitting waits until Fyne's file is written out.

// prefsBackupName is the copy, beside Fyne's preferences.json.
const prefsBackupName = "preferences.backup.json"

// fynePrefsName is Fyne's own file in the same folder.
const fynePrefsName = "preferences.json"

// Fyne's preference stores offer these (internal.InMemoryPreferences,
// which the desktop store embeds); a store without them is not copied.
type prefsReader interface {
	ReadValues(func(map[string]any))
}
type prefsWriter interface {
	WriteValues(func(map[string]any))
}

// prefsJSON is every preference as JSON, as Fyne writes its file.
func prefsJSON(p fyne.Preferences) ([]byte, bool) {
	r, ok := p.(prefsReader)
	if !ok {
		return nil, false
	}
	var data []byte
	var err error
	r.ReadValues(func(m map[string]any) { data, err = json.Marshal(m) })
	return data, err == nil
}

// backupPreferences writes the copy, atomically, when it changed.
func (a *App) backupPreferences() {
	dir := autosaveDir(a.fyneApp)
	data, ok := prefsJSON(a.fyneApp.Preferences())
	if dir == "" || !ok || len(data) <= 2 || bytes.Equal(data, a.prefsBackedUp) {
		return
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return
	}
	if err := safefile.Write(filepath.Join(dir, prefsBackupName), data); err != nil {
		fyne.LogError("cannot write the copy of the preferences", err)
		return
	}
	a.prefsBackedUp = data
}

// recoverPreferences puts the copy back into an empty store (Fyne's file
// was lost or cut short). It runs before anything reads a preference.
func recoverPreferences(fa fyne.App) bool {
	p := fa.Preferences()
	r, rok := p.(prefsReader)
	w, wok := p.(prefsWriter)
	dir := autosaveDir(fa)
	if !rok || !wok || dir == "" {
		return false
	}
	empty := false
	r.ReadValues(func(m map[string]any) { empty = len(m) == 0 })
	if !empty {
		return false
	}
	data, err := readSmallFile(filepath.Join(dir, prefsBackupName))
	if err != nil {
		return false
	}
	var saved map[string]any
	if json.Unmarshal(data, &saved) != nil || len(saved) == 0 {
		return false
	}
	w.WriteValues(func(m map[string]any) {
		for k, v := range saved {
			m[k] = typedList(v)
		}
	})
	return true
}

// typedList turns a list read from JSON into the typed list Fyne stores
// (as Fyne does when it loads its own file).
func typedList(v any) any {
	items, ok := v.([]any)
	if !ok || len(items) == 0 {
		return v
	}
	switch items[0].(type) {
	case bool:
		out := make([]bool, len(items))
		for i, it := range items {
			out[i], _ = it.(bool)
		}
		return out
	case float64:
		out := make([]float64, len(items))
		for i, it := range items {
			out[i], _ = it.(float64)
		}
		return out
	case string:
		out := make([]string, len(items))
		for i, it := range items {
			out[i], _ = it.(string)
		}
		return out
	}
	return v
}

// waitPreferencesWritten waits, up to limit, until Fyne's preferences
// file holds every preference; if it still does not, the file is written
// here, atomically. Quitting calls it, so that the program does not end
// in the middle of Fyne's write.
func (a *App) waitPreferencesWritten(limit time.Duration) {
	dir := autosaveDir(a.fyneApp)
	want, ok := prefsJSON(a.fyneApp.Preferences())
	if dir == "" || !ok {
		return
	}
	path := filepath.Join(dir, fynePrefsName)
	if _, err := os.Stat(path); err != nil {
		return // Fyne keeps no file here (tests' in-memory store)
	}
	var wantValues map[string]any
	json.Unmarshal(want, &wantValues)
	for deadline := time.Now().Add(limit); ; {
		if data, err := readSmallFile(path); err == nil {
			var got map[string]any
			if json.Unmarshal(data, &got) == nil && reflect.DeepEqual(got, wantValues) {
				return
			}
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := safefile.Write(path, append(want, '\n')); err != nil {
		fyne.LogError("cannot write the preferences", err)
	}
}
