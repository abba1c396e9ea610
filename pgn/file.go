package pgn

import (
	"bytes"
	"errors"
)

// File is the text of a PGN file, indexed once: each game is read only
// when asked for, so a large database opens at once and one broken game
// does not stop the others. Path is where it was read from ("" for a
// stream).
type File struct {
	Path    string
	data    []byte
	Entries []Entry // from Index; nil when the text was read whole
	trees   []*Game // UTF-16 text, read whole by Read
}

// ErrNoGame is ParseFile's error for a text without a game.
var ErrNoGame = errors.New("PGN: no game found")

// ParseFile indexes data. Text Index cannot scan (UTF-16) is read whole;
// data that is not text at all is refused (ErrBinary).
func ParseFile(data []byte) (*File, error) {
	f := &File{data: data}
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	switch {
	case errors.Is(err, ErrNotIndexable):
		trees, err := Read(bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		f.trees = trees
	case err != nil:
		return nil, err
	default:
		f.Entries = entries
	}
	if f.Len() == 0 {
		return nil, ErrNoGame
	}
	return f, nil
}

// Len is the number of games.
func (f *File) Len() int {
	if f.trees != nil {
		return len(f.trees)
	}
	return len(f.Entries)
}

// Header is game i's tags, its first line, and the reason it cannot be
// read (nil when it can).
func (f *File) Header(i int) (Tags, int, error) {
	if f.trees != nil {
		return f.trees[i].Tags, f.trees[i].Line, nil
	}
	e := f.Entries[i]
	return e.Tags, e.Line, e.Err
}

// Warnings are what the reader found wrong in game i and read all the
// same (a broken tag), as Game.Warnings has them.
func (f *File) Warnings(i int) []Warning {
	if f.trees != nil {
		return f.trees[i].Warnings
	}
	return f.Entries[i].Warnings
}

// Game reads game i into a tree of its own.
func (f *File) Game(i int) (*Game, error) {
	if f.trees != nil {
		return f.trees[i].Clone(), nil
	}
	return ReadGameAt(bytes.NewReader(f.data), f.Entries[i])
}
