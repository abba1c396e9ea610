package puzzle

import "chessmaster/engine"

// pieceValue is the classic count in pawns, by which puzzles judge
// material won (lichess's generator counts the same way).
var pieceValue = [...]int{engine.Pawn: 1, engine.Knight: 3, engine.Bishop: 3, engine.Rook: 5, engine.Queen: 9, engine.King: 0}

// material is c's material in pawns.
func material(pos *engine.Position, c engine.Color) int {
	n := 0
	for pt := engine.Pawn; pt <= engine.Queen; pt++ {
		n += pos.Pieces(c, pt).Count() * pieceValue[pt]
	}
	return n
}

// materialDiff is c's material less the other side's.
func materialDiff(pos *engine.Position, c engine.Color) int {
	return material(pos, c) - material(pos, c.Other())
}

// pieceMaterial is the material of both sides without pawns and kings.
func pieceMaterial(pos *engine.Position) int {
	return material(pos, engine.White) + material(pos, engine.Black) -
		pos.Pieces(engine.White, engine.Pawn).Count() - pos.Pieces(engine.Black, engine.Pawn).Count()
}
