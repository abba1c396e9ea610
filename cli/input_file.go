package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// checkInputFile says what is wrong with a PGN file named on the command
// line before any work starts, in the same words for every command: it
// is missing, it is a folder, it is empty (zero bytes: no game to read,
// most likely not the file meant), or it cannot be looked at (a link
// that leads nowhere or in a circle, no permission: the system's
// words). All of them are usage errors (exit status 2): the user named
// the wrong thing. nil when the path is a file to read.
func checkInputFile(path string) error { return checkInput(path, "a PGN file") }

// checkInput is checkInputFile for a file of another kind (what: "an
// opening file"), in the same words.
func checkInput(path, what string) error {
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
