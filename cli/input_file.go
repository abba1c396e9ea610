package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// checkInputFile says what is wrong with a PGN file named on the command
// line before any work starts, in the same words for every command: it
// is missing, it is a folder, or it cannot be looked at (a link that
// leads nowhere or in a circle, no permission: the system's words). All
// of them are usage errors (exit status 2): the user named the wrong
// thing. nil when the path is a file to read.
func checkInputFile(path string) error {
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
		return fmt.Errorf("%s is a folder, not a PGN file", path)
	}
	return nil
}
