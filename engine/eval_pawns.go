package engine

// Pawn structure: doubled, isolated and connected pawns, and passed
// pawns (rank bonus, blockade, king proximity in the endgame and the rule
// of the square when the defender has only pawns left).

// forwardFill returns every square in front of b (toward promotion),
// b itself excluded.
func forwardFill(b Bitboard, c Color) Bitboard {
	var f Bitboard
	if c == White {
		b <<= 8
		b |= b << 8
		b |= b << 16
		b |= b << 32
		f = b
	} else {
		b >>= 8
		b |= b >> 8
		b |= b >> 16
		b |= b >> 32
		f = b
	}
	return f
}

func (e *evaluator) pawnStructure(c Color) {
	p := e.p
	them := c.Other()
	own := p.Pieces(c, Pawn)
	enemy := p.Pieces(them, Pawn)
	if own == 0 {
		return
	}
	// Squares enemy pawns could still contest: in front of them, and the
	// squares they will attack as they advance.
	enemyFront := forwardFill(enemy, them)
	enemySpan := enemyFront | shiftEast(enemyFront) | shiftWest(enemyFront) | shiftEast(enemy) | shiftWest(enemy) | enemy
	ownK, enemyK := p.kingSq[c], p.kingSq[them]
	defenderBare := !p.NonPawnMaterial(them)

	for f := 0; f < 8; f++ {
		if n := (own & fileBB(f)).Count(); n > 1 {
			e.addN(c, doubledPawn, n-1)
		}
	}
	for b := own; b != 0; b &= b - 1 {
		s := b.LSB()
		r := s.RelativeRank(c)
		file := fileBB(s.File())
		adjacent := shiftEast(file) | shiftWest(file)
		if own&adjacent == 0 {
			e.add(c, isolatedPawn)
		}
		supported := e.pawnAtt[c]&SquareBB(s) != 0
		phalanx := own&adjacent&rankBB(s.Rank()) != 0
		if supported || phalanx {
			e.add(c, connectedPawn[r])
		}

		if enemySpan&SquareBB(s) != 0 {
			continue // not passed: an enemy pawn can block or capture it
		}
		bonus := passedBonus[r]
		stop := Square(int(s) + pawnGeo[c].up)
		front := forwardFill(SquareBB(s), c)
		if e.occ&SquareBB(stop) != 0 {
			bonus.mg /= 2
			bonus.eg /= 2
		} else if front&e.occ == 0 {
			bonus.eg += 4 * r // free path to promotion
		}
		if w := r - 2; w > 0 {
			// Endgame: the enemy king should be far from the stop square,
			// our own king near it.
			bonus.eg += w * (5*squareDistance(enemyK, stop) - 2*squareDistance(ownK, stop))
		}
		if defenderBare && front&e.occ == 0 {
			// Rule of the square: the enemy king cannot catch the pawn.
			promo := MakeSquare(s.File(), 7)
			if c == Black {
				promo = MakeSquare(s.File(), 0)
			}
			steps := 7 - r
			if r == 1 {
				steps = 5 // double step
			}
			kd := squareDistance(enemyK, promo)
			if p.side == them {
				kd--
			}
			if kd > steps {
				bonus.eg += 500
			}
		}
		e.add(c, bonus)
	}
}

var distanceTable [64][64]uint8

func init() {
	for a := 0; a < 64; a++ {
		for b := 0; b < 64; b++ {
			df := Square(a).File() - Square(b).File()
			dr := Square(a).Rank() - Square(b).Rank()
			distanceTable[a][b] = uint8(max(absInt(df), absInt(dr)))
		}
	}
}

// squareDistance is the king-move (Chebyshev) distance.
func squareDistance(a, b Square) int { return int(distanceTable[a&63][b&63]) }

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
