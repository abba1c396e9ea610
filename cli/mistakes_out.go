package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"chessmaster/internal/regularfile"
	"chessmaster/internal/safefile"
	"chessmaster/mistakes"
)

// checkMistakesOutputs refuses, before any game is reviewed, outputs that
// would lose something: -report and -pgn naming one file (the PGN would
// overwrite the report), an output that is one of the games' files, and
// an existing file that is not a report (for -report) or a mistakes PGN
// (for -pgn) of an earlier run, unless force. Links are followed: what
// counts is the file that would be replaced.
func checkMistakesOutputs(reportPath, pgnPath string, inputs []string, force bool) error {
	if reportPath != "" && pgnPath != "" && (sameName(reportPath, pgnPath) || safefile.Same(reportPath, pgnPath)) {
		return fmt.Errorf("-report and -pgn both name %s: the PGN would overwrite the report; give two files", pgnPath)
	}
	for _, f := range inputs {
		for flag, out := range map[string]string{"-report": reportPath, "-pgn": pgnPath} {
			if out != "" && safefile.Same(f, out) {
				return fmt.Errorf("%s %s is one of the games' files; nothing is written over the games: give another file", flag, out)
			}
		}
	}
	for _, out := range []string{reportPath, pgnPath} {
		if out == "" {
			continue
		}
		if err := safefile.CheckWritable(out); err != nil {
			return err
		}
	}
	if force {
		return nil
	}
	if reportPath != "" {
		ours, err := existingIs(reportPath, func(r io.ReadSeeker) (bool, error) { return mistakes.IsReport(r), nil })
		if err != nil {
			return err
		}
		if !ours {
			return fmt.Errorf("-report %s: the file exists and is not a report of chessmaster mistakes; give another file, or add -force to replace it", reportPath)
		}
	}
	if pgnPath != "" {
		ours, err := existingIs(pgnPath, func(r io.ReadSeeker) (bool, error) { return mistakes.IsPracticePGN(r) })
		if err != nil {
			return err
		}
		if !ours {
			return fmt.Errorf("-pgn %s: the file exists and holds games (or text) that chessmaster mistakes did not write; give another file, or add -force to replace it", pgnPath)
		}
	}
	return nil
}

// existingIs is true for a path with no file yet, else is's verdict on
// the file's content.
func existingIs(path string, is func(io.ReadSeeker) (bool, error)) (bool, error) {
	f, _, err := regularfile.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("cannot read %s to see what it holds: %w", path, err)
	}
	defer f.Close()
	ok, err := is(f)
	if err != nil {
		return false, fmt.Errorf("cannot read %s to see what it holds: %w", path, err)
	}
	return ok, nil
}

// sameName: a and b are one path once cleaned and made absolute (for a
// file that does not exist yet, which safefile.Same cannot compare).
func sameName(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}
