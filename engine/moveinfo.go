package engine

// IsCapture reports whether m captures a piece (en passant included).
func (p *Position) IsCapture(m Move) bool {
	return m.Kind() == MoveEnPassant || (m.Kind() != MoveCastling && p.board[m.To()&63] != NoPiece)
}

// IsQuiet reports whether m neither captures nor promotes.
func (p *Position) IsQuiet(m Move) bool {
	return !p.IsCapture(m) && m.Kind() != MovePromotion
}

// MovedPiece returns the piece that m moves.
func (p *Position) MovedPiece(m Move) Piece { return p.board[m.From()&63] }

// GivesCheck reports whether the legal move m checks the opponent,
// without making it: the moved piece's attacks from its destination
// (direct check) plus our sliders seen from the enemy king through the
// occupancy after the move (discovered checks, including the rook of a
// castling move and the pawns removed by en passant).
func (p *Position) GivesCheck(m Move) bool {
	us := p.side
	ksq := p.kingSq[us.Other()&1]
	from, to := m.From(), m.To()
	pt := p.board[from&63].Type()
	occ := (p.byColor[0]|p.byColor[1])&^SquareBB(from) | SquareBB(to)
	own := p.byColor[us&1]
	diag := (p.byType[Bishop] | p.byType[Queen]) & own &^ SquareBB(from)
	orth := (p.byType[Rook] | p.byType[Queen]) & own &^ SquareBB(from)
	switch m.Kind() {
	case MovePromotion:
		pt = m.Promotion()
	case MoveEnPassant:
		occ &^= SquareBB(to ^ 8)
	case MoveCastling:
		// In Chess960 "to" is the rook's square, so the king's target is
		// added to the occupancy besides the rook's.
		kTo, rFrom, rTo := p.castleSquares(m)
		occ = occ&^SquareBB(rFrom) | SquareBB(rTo) | SquareBB(kTo)
		orth = orth&^SquareBB(rFrom) | SquareBB(rTo)
	}
	switch pt {
	case Pawn:
		if pawnAttacks[us&1][to&63]&SquareBB(ksq) != 0 {
			return true
		}
	case Knight:
		if knightAttacks[to&63]&SquareBB(ksq) != 0 {
			return true
		}
	case Bishop:
		diag |= SquareBB(to)
	case Rook:
		orth |= SquareBB(to)
	case Queen:
		diag |= SquareBB(to)
		orth |= SquareBB(to)
	}
	return BishopAttacks(ksq, occ)&diag != 0 || RookAttacks(ksq, occ)&orth != 0
}
