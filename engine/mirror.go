package engine

// Mirrored returns the colour-flipped position: ranks reversed, colours
// swapped, side to move swapped (castling rights and the en-passant
// square follow). The result is the same chess position seen from the
// other side, so a correct evaluation gives both the same score from the
// side to move. The history is not carried over.
func (p *Position) Mirrored() *Position {
	q := &Position{ep: NoSquare, history: make([]undo, 0, 256)}
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			q.putPiece(MakePiece(pc.Color().Other(), pc.Type()), s^56)
		}
	}
	q.kingSq[White] = p.kingSq[Black] ^ 56
	q.kingSq[Black] = p.kingSq[White] ^ 56
	q.side = p.side.Other()
	q.castling = (p.castling&3)<<2 | (p.castling>>2)&3
	if p.chess960 {
		var rooks [4]Square
		for i, r := range p.c960.rook {
			if r != NoSquare {
				r ^= 56
			}
			rooks[i^2] = r // White's rights become Black's and back
		}
		q.setCastling960(rooks)
	}
	if p.ep != NoSquare {
		q.ep = p.ep ^ 56
	}
	q.halfmove = p.halfmove
	q.fullmove = p.fullmove
	q.pliesFromNull = p.pliesFromNull
	q.checkers = q.computeCheckers()
	q.key, q.pawnKey = q.computeKeys()
	return q
}
