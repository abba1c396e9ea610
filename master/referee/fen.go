package referee

import (
	"fmt"
	"strings"

	"github.com/notnil/chess"
)

// parseStd reads a standard position that the program's one FEN
// validator has accepted and normalised (norm) into notnil/chess.
func parseStd(fen, norm string) (*chess.Position, error) {
	fn, err := chess.FEN(norm)
	if err != nil {
		// The validator is stricter than notnil/chess; reaching this is a
		// bug, reported in the user's terms all the same.
		return nil, fmt.Errorf("invalid FEN %q: %s", fen, strings.TrimPrefix(err.Error(), "chess: "))
	}
	return chess.NewGame(fn).Position(), nil
}
