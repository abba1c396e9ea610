package master

import (
	"fmt"

	"chessmaster/internal/safefile"
)

// SavePGN writes the current game to path atomically: the text goes to a
// temporary file in the same directory, which is synced and then renamed
// over path (a link keeps pointing at its file; a device or folder is
// refused). On any error the old file is untouched and the error is
// returned. Writing a game into its place in a file of several games
// (pgn.ReplaceGame) or at its end (pgn.AppendGame) goes through
// SavePGNWith.
func (c *ChessMaster) SavePGN(path string) error {
	return c.SavePGNWith(func(text string) error {
		if err := safefile.Write(path, []byte(text)); err != nil {
			return fmt.Errorf("saving PGN: %w", err)
		}
		return nil
	})
}
