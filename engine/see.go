package engine

// Static exchange evaluation (SEE): the material outcome of the capture
// sequence started by a move on its destination square, both sides
// recapturing with their least valuable attacker and free to stop.
// X-ray attackers behind moved pieces join the exchange because slider
// attacks are recomputed with the moved pieces lifted off the board.

// SEEPieceValue holds the piece values SEE uses (centipawns).
var SEEPieceValue = [7]int{0, 100, 320, 330, 500, 950, 20000}

// SEE returns the static exchange value of m in centipawns from the
// mover's point of view (promotions count the promotion gain).
func (p *Position) SEE(m Move) int {
	from, to := m.From(), m.To()
	if m.IsCastling() {
		return 0
	}
	var gain [34]int
	us := p.side
	occ := p.Occupied() ^ SquareBB(from)
	moved := p.board[from&63].Type()
	switch {
	case m.IsEnPassant():
		gain[0] = SEEPieceValue[Pawn]
		occ ^= SquareBB(to ^ 8)
	default:
		gain[0] = SEEPieceValue[p.board[to&63].Type()]
	}
	if m.IsPromotion() {
		moved = m.Promotion()
		gain[0] += SEEPieceValue[moved] - SEEPieceValue[Pawn]
	}
	occ |= SquareBB(to)
	attackers := p.AttackersTo(to, occ) & occ
	diag := p.byType[Bishop] | p.byType[Queen]
	orth := p.byType[Rook] | p.byType[Queen]
	side := us.Other()
	d := 0
	onSquare := moved // the piece standing on "to", to be captured next
	for d < len(gain)-1 {
		mine := attackers & p.byColor[side&1]
		if mine == 0 {
			break
		}
		pt, sq := p.leastValuable(mine)
		d++
		gain[d] = SEEPieceValue[onSquare] - gain[d-1]
		if pt == King && attackers&p.byColor[side.Other()&1] != 0 {
			// The king cannot capture into a defended square.
			d--
			break
		}
		if pt == Pawn && (to.Rank() == 0 || to.Rank() == 7) {
			gain[d] += SEEPieceValue[Queen] - SEEPieceValue[Pawn]
			pt = Queen
		}
		onSquare = pt
		occ ^= SquareBB(sq)
		if pt == Pawn || pt == Bishop || pt == Queen {
			attackers |= BishopAttacks(to, occ) & diag
		}
		if pt == Rook || pt == Queen {
			attackers |= RookAttacks(to, occ) & orth
		}
		attackers &= occ
		side = side.Other()
	}
	// Each side may decline to continue: negamax back down the list.
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// SEEGE reports whether SEE(m) >= threshold.
func (p *Position) SEEGE(m Move, threshold int) bool { return p.SEE(m) >= threshold }

// leastValuable picks the cheapest piece in set (which must be non-empty).
func (p *Position) leastValuable(set Bitboard) (PieceType, Square) {
	for pt := Pawn; pt <= King; pt++ {
		if b := set & p.byType[pt]; b != 0 {
			return pt, b.LSB()
		}
	}
	return NoPieceType, NoSquare
}
