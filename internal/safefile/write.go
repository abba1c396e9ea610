// Package safefile writes files so that nothing is lost: the new content
// replaces the old in one rename, a symbolic link keeps pointing at the
// file it named (the target is replaced, not the link), and devices,
// folders, files the system provides (/proc, /sys) and read-only files
// are refused instead of being replaced by a regular file.
package safefile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Write replaces path with data so that readers see either the old or
// the new content, never a partial file: the data goes to a temporary
// file in the same folder as the real file, which is synced and renamed
// over it. On any error the old file is untouched.
func Write(path string, data []byte) error {
	return WriteWith(path, func(tmp *os.File) error {
		_, err := tmp.Write(data)
		var pe *os.PathError
		if errors.As(err, &pe) {
			// "no space left on device", said of the user's file, not of
			// the temporary one beside it.
			return fmt.Errorf("cannot write %s: %w", path, pe.Err)
		}
		return err
	})
}

// WriteWith is Write for content too large to hold in memory: fill writes
// it into the temporary file, which it may also read back (ReadAt) to
// check what it wrote. A fill that copies from path itself must close
// its handle on path before it returns: Windows does not rename over a
// file that is open. If fill fails, the temporary file is removed and
// path is untouched; fill's error is returned as it is, so it should
// name the user's file, never tmp.
func WriteWith(path string, fill func(tmp *os.File) error) error {
	if err := write(path, fill); err != nil {
		var fe fillError
		if errors.As(err, &fe) {
			return fe.err
		}
		return userError(path, err)
	}
	return nil
}

// fillError carries the caller's own error through write unchanged.
type fillError struct{ err error }

func (e fillError) Error() string { return e.err.Error() }
func (e fillError) Unwrap() error { return e.err }

// userError says what went wrong in terms of the file the user chose: the
// temporary file is an implementation detail its name must not show.
func userError(path string, err error) error {
	var pe *os.PathError
	var le *os.LinkError
	var re *refusal
	switch {
	case errors.As(err, &re):
		return fmt.Errorf("cannot write %s: %w", path, re)
	case errors.As(err, &pe):
		return fmt.Errorf("cannot write %s: %w", path, pe.Err)
	case errors.As(err, &le):
		return fmt.Errorf("cannot write %s: %w", path, le.Err)
	}
	return err
}

func write(path string, fill func(*os.File) error) (err error) {
	path, dir, base, tmp, err := createTemp(path)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if ferr := fill(tmp); ferr != nil {
		return fillError{ferr}
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if fi, statErr := os.Stat(path); statErr == nil {
		mode = fi.Mode().Perm()
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	// Make the rename itself durable; not every system can sync a
	// directory, so failure here is not an error.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	removeStaleTemps(dir, base)
	return nil
}

// staleTempAge is how old a temporary file of ours must be to count as
// left behind by a write that a crash or kill cut short: a write in
// progress (another process saving the same file) is far younger.
const staleTempAge = time.Hour

// removeStaleTemps removes the temporary files of base that a write cut
// short left beside it (a save into a large file killed half way leaves
// one as large as the file), once a later write of base succeeded.
func removeStaleTemps(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + ".tmp"
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > staleTempAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// createTemp resolves path (target), refuses what cannot be replaced and
// creates the temporary file beside the real one, in its folder dir, as
// "."+base+".tmp*". Write fills and renames it; CheckWritable removes it.
func createTemp(path string) (real, dir, base string, tmp *os.File, err error) {
	real, err = target(path)
	if err != nil {
		return "", "", "", nil, err
	}
	dir, base = filepath.Split(real)
	if dir == "" {
		dir = "."
	}
	// Refuse before anything is created: the rename would replace a
	// read-only file, since only the folder's permissions govern it.
	if err := checkReplaceable(real, dir); err != nil {
		return "", "", "", nil, err
	}
	tmp, err = os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return "", "", "", nil, folderError(dir, err)
	}
	return real, dir, base, tmp, nil
}

// target resolves symbolic links so that the rename replaces the file a
// link points to, and refuses anything that is not a regular file.
func target(path string) (string, error) {
	fi, err := os.Lstat(path)
	if os.IsNotExist(err) {
		return path, nil
	}
	if err != nil {
		return "", err
	}
	if fi.Mode()&os.ModeSymlink != 0 {
		real, err := filepath.EvalSymlinks(path)
		if os.IsNotExist(err) {
			// A dangling link: create the file it names.
			dest, rerr := os.Readlink(path)
			if rerr != nil {
				return "", rerr
			}
			if !filepath.IsAbs(dest) {
				dest = filepath.Join(filepath.Dir(path), dest)
			}
			return dest, nil
		}
		if err != nil {
			return "", err
		}
		return target(real)
	}
	if !fi.Mode().IsRegular() {
		return "", &refusal{msg: "it is " + Kind(fi.Mode()) + ", not a regular file; it cannot be replaced"}
	}
	return path, nil
}
