package widgets

// Chess960 castling on the board. In a Chess960 game the legal castling
// moves come as king-takes-rook (UCI "g1h1": the king's square, then the
// castling rook's), so dragging the king onto its own rook plays castling
// as it is. Dropping the king on the square it ends on (g1 or c1, g8 or
// c8) plays it too, when no other move of the king goes there.

// kingTakesRook reports whether m moves a king onto a rook of its own
// colour on its rank: Chess960 castling.
func (p Placement) kingTakesRook(from, to int) bool {
	k, r := p[from], p[to]
	return (k == 'K' && r == 'R' || k == 'k' && r == 'r') && from/8 == to/8
}

// castleSquares are where king and rook stand after castling with the
// rook on rook: g and f files on the rook's side towards h, c and d
// towards a.
func castleSquares(king, rook int) (kTo, rTo int) {
	base := king / 8 * 8
	if rook > king {
		return base + 6, base + 5
	}
	return base + 2, base + 3
}

// applyKingTakesRook plays Chess960 castling: both pieces leave, then
// land (the king may land on the rook's square and the rook on the
// king's).
func (p Placement) applyKingTakesRook(from, to int) Placement {
	king, rook := p[from], p[to]
	kTo, rTo := castleSquares(from, to)
	p[from], p[to] = 0, 0
	p[kTo], p[rTo] = king, rook
	return p
}

// castlingByTarget returns the legal castling move meant by a king
// dropped on to when no move goes there as written: in Chess960 the
// king-takes-rook move whose king ends on to (g1 or c1); in standard
// chess the king's move (e1g1) when to is the castling rook's square.
func (b *Board) castlingByTarget(from, to int) []string {
	for _, m := range b.state.Legal {
		f, t, _, ok := UCISquares(m)
		if !ok || f != from {
			continue
		}
		switch {
		case b.pos.kingTakesRook(f, t):
			if kTo, _ := castleSquares(f, t); kTo == to {
				return []string{m}
			}
		case (b.pos[f] == 'K' || b.pos[f] == 'k') && abs(t-f) == 2 && b.pos.kingTakesRook(f, to) && (to > f) == (t > f):
			return []string{m}
		}
	}
	return nil
}

// animationMove is the move the glide shows: for Chess960 castling the
// king's way to its target square (from was the position before m).
func animationMove(before Placement, m string) string {
	from, to, _, ok := UCISquares(m)
	if !ok || !before.kingTakesRook(from, to) {
		return m
	}
	kTo, _ := castleSquares(from, to)
	return SquareName(from) + SquareName(kTo)
}
