package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
)

// The safety of a file a command writes whole (review -o, mistakes
// -report and -pgn): nothing the user saved is replaced by accident.
// Checked before any work, so that a refusal costs no minutes of
// analysis.

// outputFile is one output of a command.
type outputFile struct {
	flag, path string // "-o", and the path given ("" when not asked for)
	// ours says whether an existing file holds only what an earlier run
	// of the command wrote, which a new run may replace without asking.
	ours func(io.ReadSeeker) (bool, error)
	// foreign ends the refusal of any other file: "-o PATH: the file
	// exists and FOREIGN; give another file, or add -force ...".
	foreign string
}

// checkOutputs refuses an output that is one of the inputs (the games
// would be written over), one that cannot be written, and, unless
// force, an existing file that is not the command's own. Links are
// followed: what counts is the file that would be replaced.
func checkOutputs(outs []outputFile, inputs []string, force bool) error {
	for _, f := range inputs {
		for _, o := range outs {
			if o.path != "" && safefile.Same(f, o.path) {
				return fmt.Errorf("%s %s is one of the games' files; nothing is written over the games: give another file", o.flag, o.path)
			}
		}
	}
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		if err := safefile.CheckWritable(o.path); err != nil {
			return err
		}
	}
	if force {
		return nil
	}
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		ours, err := existingIs(o.path, o.ours)
		if err != nil {
			return err
		}
		if !ours {
			return fmt.Errorf("%s %s: the file exists and %s; give another file, or add -force to replace it", o.flag, o.path, o.foreign)
		}
	}
	return nil
}

// existingIs is true for a path with no file yet and for a file of
// white space only (it holds nothing to lose), else is's verdict on the
// file's content.
func existingIs(path string, is func(io.ReadSeeker) (bool, error)) (bool, error) {
	f, _, err := regularfile.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("cannot read %s to see what it holds: %w", path, err)
	}
	defer f.Close()
	ok, err := blankFile(f)
	if err == nil && !ok {
		if _, err = f.Seek(0, io.SeekStart); err == nil {
			ok, err = is(f)
		}
	}
	if err != nil {
		return false, fmt.Errorf("cannot read %s to see what it holds: %w", path, err)
	}
	return ok, nil
}

// blankFile reads r up to its first byte that is not white space.
func blankFile(r io.Reader) (bool, error) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if len(bytes.TrimSpace(buf[:n])) > 0 {
			return false, nil
		}
		if err == io.EOF {
			return true, nil
		}
		if err != nil {
			return false, err
		}
	}
}

// sameName: a and b are one path once cleaned and made absolute (for a
// file that does not exist yet, which safefile.Same cannot compare).
func sameName(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}
