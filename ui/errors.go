package ui

import (
	"errors"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// showError tells the user about err in a dialog. The text is cleaned
// first: error messages can quote what a file or an engine sent, and raw
// bytes or control characters must not reach the screen.
func (a *App) showError(err error) {
	if err == nil {
		return
	}
	a.showHeld(dialog.NewError(errors.New(cleanText(err.Error())), a.win))
}

// maxErrorRunes bounds an error shown in a dialog: a quoted line of a
// binary file can be very long.
const maxErrorRunes = 400

// cleanText makes text safe to show: invalid UTF-8, the replacement
// character and control characters other than newline and tab become "?",
// and very long text is cut short.
func cleanText(s string) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == '\n' || r == '\t':
		case r == utf8.RuneError || unicode.IsControl(r) || !unicode.IsPrint(r) && !unicode.IsSpace(r):
			r = '?'
		}
		if n == maxErrorRunes {
			b.WriteRune('…')
			break
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// looksBinary reports whether a loader's error means the file was not text:
// the loader says so, or the message quotes bytes that are not text.
func looksBinary(msg string) bool {
	if strings.Contains(strings.ToLower(msg), "binary") || !utf8.ValidString(msg) {
		return true
	}
	for _, r := range msg {
		if r == utf8.RuneError || unicode.IsControl(r) && r != '\n' && r != '\t' && r != '\r' {
			return true
		}
	}
	return false
}

// openError is the error shown when a file cannot be opened: a binary file
// is named as not being a PGN file instead of quoting its bytes.
func openError(path string, err error) error {
	if looksBinary(err.Error()) {
		// "The file" first: the error dialog capitalises the first
		// letter, which must not change the file's name.
		return errors.New(lang.L("the file {{.File}} is not a PGN file", tm{"File": filepath.Base(path)}))
	}
	return fileError(false, path, err)
}
