package engine

// Piece terms: mobility, king-zone attacks (collected here, scored in
// kingSafety), outposts, bishop pair, rooks on open files, threats.

func (e *evaluator) pieces(c Color) {
	p := e.p
	them := c.Other()
	own := p.byColor[c]
	area := e.mobArea[c]
	enemyZone := e.kingZone[them]
	allPawns := p.byType[Pawn]

	noteKingAttack := func(pt PieceType, att Bitboard) {
		e.attacked[c][pt] |= att
		if hits := att & enemyZone; hits != 0 {
			e.kingAttackers[c]++
			e.kingAttackSum[c] += kingAttackUnit[pt]
			e.kingZoneHits[c] += hits.Count()
		}
	}

	// Outposts: squares in the enemy half that our pawns defend and no
	// enemy pawn can ever attack.
	outposts := e.pawnAtt[c] &^ e.pawnSpan[them] & outpostRanks[c]

	for b := own & p.byType[Knight]; b != 0; b &= b - 1 {
		s := b.LSB()
		att := knightAttacks[s&63]
		e.add(c, mobilityKnight[(att&area).Count()])
		noteKingAttack(Knight, att)
		if outposts&SquareBB(s) != 0 {
			e.add(c, knightOutpost)
		}
	}
	bishops := own & p.byType[Bishop]
	if bishops.Many() && bishops&lightSquares != 0 && bishops&darkSquares != 0 {
		e.add(c, bishopPair)
	}
	for b := bishops; b != 0; b &= b - 1 {
		s := b.LSB()
		// Bishops see through their own queen for mobility purposes.
		att := BishopAttacks(s, e.occ&^(own&p.byType[Queen]))
		e.add(c, mobilityBishop[(att&area).Count()])
		noteKingAttack(Bishop, att)
		if outposts&SquareBB(s) != 0 {
			e.add(c, bishopOutpost)
		}
	}
	for b := own & p.byType[Rook]; b != 0; b &= b - 1 {
		s := b.LSB()
		// Rooks see through their own rooks and queens (batteries).
		att := RookAttacks(s, e.occ&^(own&(p.byType[Rook]|p.byType[Queen])))
		e.add(c, mobilityRook[(att&area).Count()])
		noteKingAttack(Rook, att)
		file := fileBB(s.File())
		if file&allPawns == 0 {
			e.add(c, rookOpenFile)
		} else if file&allPawns&own == 0 {
			e.add(c, rookSemiOpen)
		}
	}
	for b := own & p.byType[Queen]; b != 0; b &= b - 1 {
		att := QueenAttacks(b.LSB(), e.occ)
		e.add(c, mobilityQueen[(att&area).Count()])
		noteKingAttack(Queen, att)
	}
}

// threats rewards colour c for attacks on enemy pieces: by pawns, by
// minor pieces on rooks and queens, by rooks on queens, and on pieces
// that nothing defends. Requires pieces() to have run for both colours.
func (e *evaluator) threats(c Color) {
	p := e.p
	them := c.Other()
	enemy := p.byColor[them]
	pieces := enemy &^ (p.byType[Pawn] | p.byType[King])
	majors := enemy & (p.byType[Rook] | p.byType[Queen])
	e.addN(c, pawnThreat, (e.pawnAtt[c] & pieces).Count())
	e.addN(c, minorOnMajor, ((e.attacked[c][Knight] | e.attacked[c][Bishop]) & majors).Count())
	e.addN(c, rookOnQueen, (e.attacked[c][Rook] & enemy & p.byType[Queen]).Count())
	ours := e.attacked[c][Pawn] | e.attacked[c][Knight] | e.attacked[c][Bishop] |
		e.attacked[c][Rook] | e.attacked[c][Queen] | e.attacked[c][King]
	theirs := e.attacked[them][Pawn] | e.attacked[them][Knight] | e.attacked[them][Bishop] |
		e.attacked[them][Rook] | e.attacked[them][Queen] | e.attacked[them][King]
	e.addN(c, hangingPiece, (pieces & ours &^ theirs).Count())
}

// kingSafety scores colour c's king: the pawn shield in front of it and
// the enemy pieces attacking its zone. The attack penalty grows with the
// square of the attack units, so one attacker is harmless and a
// coordinated attack is expensive; it needs an enemy queen.
func (e *evaluator) kingSafety(c Color) {
	p := e.p
	them := c.Other()
	ksq := p.kingSq[c]
	kr := ksq.RelativeRank(c)

	// Pawn shield: for the king's file and its neighbours, the nearest
	// own pawn in front of the king.
	shield := 0
	ownPawns := p.Pieces(c, Pawn)
	for f := max(0, ksq.File()-1); f <= min(7, ksq.File()+1); f++ {
		onFile := ownPawns & fileBB(f)
		best := 8
		for b := onFile; b != 0; b &= b - 1 {
			r := b.LSB().RelativeRank(c) - kr
			if r > 0 && r < best {
				best = r
			}
		}
		switch {
		case best == 1:
		case best == 2:
			shield += shieldPawnAdvanced
		default:
			shield += shieldPawnMissing
			if p.byType[Pawn]&fileBB(f) == 0 {
				shield += shieldOpenFile // fully open file next to the king
			}
		}
	}
	if kr <= 1 {
		e.add(c, evalPair{shield, 0})
	} else {
		e.add(c, evalPair{shield / 2, 0})
	}

	if e.kingAttackers[them] >= 2 && p.Pieces(them, Queen) != 0 {
		units := e.kingAttackSum[them]*2 + e.kingZoneHits[them] + e.safeCheckUnits(c)
		penalty := min(units*units*kingDangerMG/64, 600)
		e.add(c, evalPair{-penalty, -units * kingDangerEG / 8})
	}
}

// safeCheckUnits counts the checks the enemy could give colour c's king
// next move from squares c does not defend and that are not occupied by
// enemy pieces, weighted by the checking piece (kingSafeCheck).
func (e *evaluator) safeCheckUnits(c Color) int {
	p := e.p
	them := c.Other()
	ksq := p.kingSq[c]
	defended := e.attacked[c][Pawn] | e.attacked[c][Knight] | e.attacked[c][Bishop] |
		e.attacked[c][Rook] | e.attacked[c][Queen] | e.attacked[c][King]
	safe := ^(p.byColor[them] | defended)
	diag := BishopAttacks(ksq, e.occ)
	orth := RookAttacks(ksq, e.occ)
	units := kingSafeCheck[Knight] * (knightAttacks[ksq&63] & e.attacked[them][Knight] & safe).Count()
	units += kingSafeCheck[Bishop] * (diag & e.attacked[them][Bishop] & safe).Count()
	units += kingSafeCheck[Rook] * (orth & e.attacked[them][Rook] & safe).Count()
	units += kingSafeCheck[Queen] * ((diag | orth) & e.attacked[them][Queen] & safe).Count()
	return units
}
