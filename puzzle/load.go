package puzzle

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"chessmaster/assets"
	"chessmaster/pgn"
)

// MaxPuzzles bounds the puzzles read from one file, so that a wrong file
// cannot exhaust memory.
const MaxPuzzles = 200000

// ReadPuzzles reads the puzzles of a PGN text (size bytes): every game
// in puzzle form (FromGame). Games that are not puzzles are counted in
// skipped, not fatal.
func ReadPuzzles(r io.ReaderAt, size int64) (ps []Puzzle, skipped int, err error) {
	sc := pgn.NewScanner(io.NewSectionReader(r, 0, size))
	for sc.Next() {
		if len(ps) >= MaxPuzzles {
			return ps, skipped, fmt.Errorf("more than %d puzzles: the rest were not read", MaxPuzzles)
		}
		g, err := pgn.ReadGameAt(r, sc.Entry())
		if err != nil {
			skipped++
			continue
		}
		p, err := FromGame(g)
		if err != nil || p.Check() != nil {
			skipped++
			continue
		}
		ps = append(ps, p)
	}
	return ps, skipped, sc.Err()
}

// ReadFile reads the puzzles of a PGN file.
func ReadFile(path string) ([]Puzzle, int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, fmt.Errorf("cannot read %s: %w", path, cause(err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, fmt.Errorf("%s is not a file", path)
	}
	ps, skipped, err := ReadPuzzles(f, fi.Size())
	if err != nil {
		return ps, skipped, fmt.Errorf("%s: %w", path, err)
	}
	return ps, skipped, nil
}

// Builtin is the built-in puzzle set (assets.Puzzles).
func Builtin() ([]Puzzle, error) {
	ps, _, err := ReadPuzzles(bytes.NewReader(assets.Puzzles), int64(len(assets.Puzzles)))
	return ps, err
}
