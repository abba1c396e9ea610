package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"chessmaster/internal/regularfile"
)

// checkInputFile says what is wrong with a PGN file named on the command
// line before any work starts, in the same words for every command: it
// is missing, it is a folder, it is empty (zero bytes: no game to read,
// most likely not the file meant), or it cannot be looked at (a link
// that leads nowhere or in a circle, no permission: the system's
// words), or it is not a file at all (a pipe, a device, a socket: every
// command but pgn reads only regular files, and opening a pipe with no
// writer would wait for ever; Stat opens nothing). All of them are usage
// errors (exit status 2): the user named the wrong thing. nil when the
// path is a file to read.
func checkInputFile(path string) error { return checkInput(path, "a PGN file") }

// checkInput is checkInputFile for a file of another kind (what: "an
// opening file"), in the same words.
func checkInput(path, what string) error {
	err := checkStreamInput(path, what)
	if err != nil {
		return err
	}
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("%s is %s, not %s", path, regularfile.Kind(fi.Mode()), what)
	}
	return nil
}

// checkStreamInput is checkInput for a command that reads a pipe too
// (pgn, which streams: pgn <(zcat games.pgn.gz)): a pipe or a device is
// let through.
func checkStreamInput(path, what string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if _, lerr := os.Lstat(path); lerr == nil {
			return fmt.Errorf("%s is a link to a file that does not exist", path)
		}
		return fmt.Errorf("file not found: %s", path)
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("%s: %v", path, pe.Err)
		}
		return err
	case fi.IsDir():
		return fmt.Errorf("%s is a folder, not %s", path, what)
	case fi.Mode().IsRegular() && fi.Size() == 0:
		return fmt.Errorf("%s is an empty file, not %s: %w", path, what, errEmptyInput)
	}
	return nil
}

// errEmptyInput is matched (errors.Is) by checkInput's refusal of an
// empty file. The window lets it through: it says itself, in its own
// dialog, that a file holds no game, as it does for any such file.
var errEmptyInput = errors.New("nothing to read")
