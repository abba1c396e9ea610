package master

import (
	"fmt"

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
	c.mu.Lock()
	c.modified = false
	c.mu.Unlock()
	return nil
}
