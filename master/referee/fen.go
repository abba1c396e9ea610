package referee

import (
	"fmt"
	"strings"

	"github.com/notnil/chess"

	"chessmaster/engine"
)

// parseFEN validates a FEN with the program's one FEN validator
// (engine.NormalizeFEN: every entry point accepts and rejects the same
// strings) and returns the referee's position and the normalised text.
func ParseFEN(fen string) (*chess.Position, string, error) {
	norm, err := engine.NormalizeFEN(fen)
	if err != nil {
		return nil, "", err
	}
	fn, err := chess.FEN(norm)
	if err != nil {
		// The validator is stricter than notnil/chess; reaching this is a
		// bug, reported in the user's terms all the same.
		return nil, "", fmt.Errorf("invalid FEN %q: %s", fen, strings.TrimPrefix(err.Error(), "chess: "))
	}
	pos := chess.NewGame(fn).Position()
	return pos, pos.String(), nil
}
