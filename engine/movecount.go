package engine

// CountLegal returns the number of legal moves without generating them:
// the same masks as generate, but each piece's destination set is
// popcounted instead of turned into moves. Perft uses it at depth 1
// ("bulk counting"); TestCountLegalMatchesGenerate keeps it in step with
// the generator.
func (p *Position) CountLegal() int {
	us := p.side
	them := us.Other()
	own := p.byColor[us&1]
	enemy := p.byColor[them&1]
	occ := own | enemy
	ksq := p.kingSq[us&1]

	danger := p.attackedBy(them, occ^SquareBB(ksq))
	n := (kingAttacks[ksq&63] &^ own &^ danger).Count()

	checkers := p.checkers
	if checkers.Many() {
		return n
	}
	checkMask := ^Bitboard(0)
	if checkers != 0 {
		checkMask = betweenBB[ksq&63][checkers.LSB()&63]
	}
	pinned := p.pinnedPieces(us)
	movable := own
	if checkers != 0 {
		movable &^= pinned
	}
	t := ^own & checkMask

	for b := movable & p.byType[Knight] &^ pinned; b != 0; b &= b - 1 {
		n += (knightAttacks[b.LSB()&63] & t).Count()
	}
	for b := movable & (p.byType[Bishop] | p.byType[Queen]); b != 0; b &= b - 1 {
		from := b.LSB()
		a := BishopAttacks(from, occ) & t
		if pinned&SquareBB(from) != 0 {
			a &= lineBB[ksq&63][from&63]
		}
		n += a.Count()
	}
	for b := movable & (p.byType[Rook] | p.byType[Queen]); b != 0; b &= b - 1 {
		from := b.LSB()
		a := RookAttacks(from, occ) & t
		if pinned&SquareBB(from) != 0 {
			a &= lineBB[ksq&63][from&63]
		}
		n += a.Count()
	}

	// Pawns: unpinned set-wise, pinned one by one.
	g := &pawnGeo[us&1]
	empty := ^occ
	pawns := movable & p.byType[Pawn]
	free := pawns &^ pinned
	normal := free &^ g.rank7
	one := shiftBy(normal, g.up) & empty
	two := shiftBy(one&g.rank3, g.up) & empty
	n += (one & checkMask).Count() + (two & checkMask).Count()
	n += (shiftBy(normal&^FileA, g.left) & enemy & checkMask).Count()
	n += (shiftBy(normal&^FileH, g.right) & enemy & checkMask).Count()
	if promo := free & g.rank7; promo != 0 {
		k := (shiftBy(promo, g.up) & empty & checkMask).Count() +
			(shiftBy(promo&^FileA, g.left) & enemy & checkMask).Count() +
			(shiftBy(promo&^FileH, g.right) & enemy & checkMask).Count()
		n += 4 * k
	}
	for b := pawns & pinned; b != 0; b &= b - 1 {
		from := b.LSB()
		one := shiftBy(SquareBB(from), g.up) & empty
		dest := pawnAttacks[us&1][from&63]&enemy | one
		if from.RelativeRank(us) != 6 {
			dest |= shiftBy(one&g.rank3, g.up) & empty
		}
		k := (dest & lineBB[ksq&63][from&63] & checkMask).Count()
		if from.RelativeRank(us) == 6 {
			k *= 4
		}
		n += k
	}

	if p.ep != NoSquare {
		var l MoveList
		p.generateEnPassant(&l, pawns, checkMask)
		n += l.N
	}
	if checkers == 0 && p.castling != 0 {
		var l MoveList
		p.generateCastling(&l, occ, danger)
		n += l.N
	}
	return n
}
