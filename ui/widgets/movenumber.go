package widgets

import "chessmaster/internal/fenfields"

// StartMoveNumber reads the full-move number and side to move of a FEN.
func StartMoveNumber(fen string) (first int, blackFirst bool) {
	f := fenfields.Split(fen)
	return f.FullmoveNumber(1), f.BlackToMove()
}
