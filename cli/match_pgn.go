package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"chessmaster/pgn"
)

// The match's PGN file (-pgn) gets the games added at its end, as
// cutechess-cli's -pgnout does: a file that holds games already keeps
// every byte of them. Each game is added, whole, as soon as it finishes,
// in one write to a file opened for appending, so a match stopped by
// Ctrl-C or a crash keeps the games it finished.

// pgnAppender writes each game to the end of the file in one write; the
// first is preceded by what separates it from the file's last game.
type pgnAppender struct {
	f   *os.File
	sep []byte // written before the first game: "", "\n" or "\n\n"
}

// openPGNOut opens path to add games at its end, creating it if needed.
// It refuses a file that games cannot be added to without harm: one that
// is not PGN text, or whose last game is not closed (an open comment
// would swallow the games after it).
func openPGNOut(path string) (*pgnAppender, error) {
	sep, err := pgnSeparator(path)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("-pgn %s: %w", path, plainPathErr(err))
	}
	return &pgnAppender{f: f, sep: sep}, nil
}

// pgnSeparator checks the file at path (when it is a regular file with
// something in it) and returns what must come before the first game
// added: a blank line after the file's last game.
func pgnSeparator(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("-pgn %s: %w", path, plainPathErr(err))
	}
	if fi.IsDir() {
		return nil, fmt.Errorf("-pgn %s: it is a folder; give a file name", path)
	}
	if !fi.Mode().IsRegular() || fi.Size() == 0 {
		return nil, nil // a pipe or device (e.g. /dev/stdout) is written as it is
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("-pgn %s: %w", path, plainPathErr(err))
	}
	defer f.Close()
	size := fi.Size()
	// pgn.Index reads in bounded pieces, whatever the file's size.
	entries, err := pgn.Index(f, size)
	if errors.Is(err, pgn.ErrNotIndexable) {
		return nil, fmt.Errorf("-pgn %s: the file is not PGN text (UTF-16 or binary data); the games are not added to it, give another file", path)
	}
	if err != nil {
		return nil, fmt.Errorf("-pgn %s: %w", path, plainPathErr(err))
	}
	if n := len(entries); n > 0 && entries[n-1].Err != nil {
		return nil, fmt.Errorf("-pgn %s: its last game (game %d) is not complete: %v; games added after it would merge with it, give another file", path, n, entries[n-1].Err)
	}
	tail := make([]byte, min(size, 4))
	if _, err := f.ReadAt(tail, size-int64(len(tail))); err != nil {
		return nil, fmt.Errorf("-pgn %s: %w", path, plainPathErr(err))
	}
	switch t := string(tail); {
	case len(t) >= 2 && t[len(t)-2:] == "\n\n", len(t) >= 4 && t == "\r\n\r\n":
		return nil, nil
	case t[len(t)-1] == '\n':
		return []byte("\n"), nil
	}
	return []byte("\n\n"), nil
}

// Write adds one game (match.Run writes each game in one call).
func (a *pgnAppender) Write(p []byte) (int, error) {
	buf := p
	if len(a.sep) > 0 {
		buf = append(append([]byte{}, a.sep...), p...)
	}
	if _, err := a.f.Write(buf); err != nil {
		return 0, err
	}
	a.sep = nil
	return len(p), nil
}

// Close closes the file.
func (a *pgnAppender) Close() error { return a.f.Close() }

// plainPathErr drops the operation and file name an *fs.PathError
// carries (the message names the file itself), keeping the reason.
func plainPathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
