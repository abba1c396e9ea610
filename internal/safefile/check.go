package safefile

import "os"

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
	_, _, _, tmp, err := createTemp(path)
	if err != nil {
		return err
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}
