package master

import (
	"chessmaster/pgn"
	"errors"
	"fmt"
	"os"

	"chessmaster/internal/safefile"
)

// SavePGN writes the current game to path atomically: the text goes to a
// temporary file in the same directory, which is synced and then renamed
// over path. On any error the old file is untouched and the error is
// returned.
func (c *ChessMaster) SavePGN(path string) error {
	if err := safefile.Write(path, []byte(c.PGN())); err != nil {
		return fmt.Errorf("saving PGN: %w", err)
	}
	c.savedTo(path, 0)
	return nil
}

// savedTo records that the game now is game index (-1: the last) of the
// file at path, so that SaveInPlace writes there next time, and marks it
// saved.
func (c *ChessMaster) savedTo(path string, index int) {
	c.mu.Lock()
	c.modified = false
	c.mu.Unlock()
	data, err := os.ReadFile(path)
	if err != nil {
		return
	}
	f, err := pgn.ParseFile(data)
	if err != nil || f.Entries == nil {
		return
	}
	f.Path = path
	if index < 0 {
		index = len(f.Entries) - 1
	}
	c.mu.Lock()
	c.source = gameSource{file: f, index: index}
	c.mu.Unlock()
}

// gameSource is where the current game came from: a game of a loaded
// file, or nothing (a new game).
type gameSource struct {
	file  *pgn.File
	index int
}

// SourceFile is the file the current game was loaded from and its place
// there (0-based), or "" when it was not loaded from a file.
func (c *ChessMaster) SourceFile() (path string, index int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.source.file == nil {
		return "", 0
	}
	return c.source.file.Path, c.source.index
}

// SaveInPlace writes the current game back into its place in the file it
// was loaded from; every other game of the file keeps its bytes. It fails,
// leaving the file untouched, when the game was not loaded from a file or
// the file changed since it was read.
func (c *ChessMaster) SaveInPlace() error {
	c.mu.Lock()
	src := c.source
	text := pgn.Write(c.rec.pgnGame())
	c.mu.Unlock()
	if src.file == nil || src.file.Path == "" {
		return errors.New("the game was not opened from a file; use Save As")
	}
	f := src.file
	if f.Entries == nil {
		return fmt.Errorf("saving %s: this file cannot be updated in place (UTF-16); use Save As", f.Path)
	}
	if err := pgn.ReplaceGame(f.Path, f.Entries, src.index, text); err != nil {
		return err
	}
	// The file changed: index it again so that a second save finds the
	// games where they now are.
	data, err := os.ReadFile(f.Path)
	if err == nil {
		var nf *pgn.File
		if nf, err = pgn.ParseFile(data); err == nil {
			nf.Path = f.Path
			c.mu.Lock()
			if c.loaded == f {
				c.loaded = nf
			}
			if c.source.file == f {
				c.source.file = nf
			}
			c.modified = false
			c.mu.Unlock()
		}
	}
	return nil
}

// AppendPGN adds the current game at the end of the PGN file at path
// (created when missing); the games already there keep their bytes.
func (c *ChessMaster) AppendPGN(path string) error {
	if err := pgn.AppendGame(path, c.PGN()); err != nil {
		return err
	}
	c.savedTo(path, -1)
	return nil
}
