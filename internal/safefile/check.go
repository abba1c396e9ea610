package safefile

import (
	"os"
	"path/filepath"
)

// CheckWritable reports, before any long work whose result goes to path,
// whether Write could replace or create it: the same refusals as Write
// (a device, a folder, a read-only file, a missing or read-only folder),
// found by creating and removing a temporary file beside it. Nothing is
// changed. A command that analyses for minutes calls it first, so that a
// mistyped output path is said at once, not after the work is lost.
func CheckWritable(path string) error {
	return userError(path, checkWritable(path))
}

func checkWritable(path string) error {
	path, err := target(path)
	if err != nil {
		return err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if err := checkReplaceable(path, dir); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return folderError(dir, err)
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}
