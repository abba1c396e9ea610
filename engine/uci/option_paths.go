package uci

import (
	"errors"
	"fmt"
	"os"

	"chessmaster/internal/regularfile"
	"chessmaster/tablebase"
)

// checkFileOption refuses at once a file option (EvalFile, BookFile)
// that names something other than a regular file: a pipe, a device, a
// folder. Reading a pipe would wait for a writer for ever, and the
// session with it. A path that does not exist (yet) is accepted here and
// reported when the file is loaded, at the next isready or go; the load
// itself checks again (regularfile.Read, book.Open), for a file changed
// in between.
func checkFileOption(option, path string) error {
	if path == "" {
		return nil
	}
	if err := regularfile.Check(path); errors.Is(err, regularfile.ErrNotRegular) {
		return fmt.Errorf("option %s: %w; the option keeps its previous value", option, err)
	}
	return nil
}

// checkFolderOption refuses a folder list option (SyzygyPath) with an
// entry that exists and is not a folder: opening a pipe to list it would
// block. Missing folders are reported when the tables are loaded.
func checkFolderOption(option, list string) error {
	for _, dir := range tablebase.SplitPathList(list) {
		if st, err := os.Stat(dir); err == nil && !st.IsDir() {
			return fmt.Errorf("option %s: %s is %s, not a folder; the option keeps its previous value", option, dir, regularfile.Kind(st.Mode()))
		}
	}
	return nil
}
