package engine

// Endgame knowledge: a mop-up term that lets the search mate a bare king
// without tablebases, and scale factors for material that is hard or
// impossible to win.

const scaleNormal = 64

// centerManhattan is the Manhattan distance from a square to the centre
// (0 on d4/e4/d5/e5, 6 in the corners).
func centerManhattan(s Square) int {
	f, r := s.File(), s.Rank()
	return max(3-f, f-4) + max(3-r, r-4)
}

func manhattan(a, b Square) int {
	return absInt(a.File()-b.File()) + absInt(a.Rank()-b.Rank())
}

// mopUp: when one side has no pawns and is far behind in material, push
// its king to the edge (to the bishop's corner in KBN v K) and bring the
// winning king closer. Applied to the endgame score.
func (e *evaluator) mopUp() {
	p := e.p
	for w := White; w <= Black; w++ {
		l := w.Other()
		if p.Pieces(l, Pawn) != 0 {
			continue
		}
		diff := e.nonPawnMaterial(w) - e.nonPawnMaterial(l)
		if diff < materialValue[Rook].eg-50 {
			continue
		}
		wk, lk := p.kingSq[w], p.kingSq[l]
		edge := 20 * centerManhattan(lk)
		if e.isKBNK(w) {
			edge = 40 * (7 - cornerDistanceForBishop(lk, p.Pieces(w, Bishop)))
		}
		e.add(w, evalPair{0, edge + 10*(14-manhattan(wk, lk))})
	}
}

func (e *evaluator) isKBNK(w Color) bool {
	p := e.p
	return p.byColor[w.Other()] == p.Pieces(w.Other(), King) &&
		p.Pieces(w, Bishop).Count() == 1 && p.Pieces(w, Knight).Count() == 1 &&
		p.byColor[w]&^(p.byType[King]|p.byType[Bishop]|p.byType[Knight]) == 0
}

// cornerDistanceForBishop is the king distance from s to the nearest
// corner of the bishop's colour (the only corners KBN v K mates in).
func cornerDistanceForBishop(s Square, bishop Bitboard) int {
	if bishop&darkSquares != 0 { // a1 and h8 are dark
		return min(squareDistance(s, SqA1), squareDistance(s, SqH8))
	}
	return min(squareDistance(s, SqH1), squareDistance(s, SqA8))
}

// scaleFactor returns how much of the score to keep (of 64):
// less when the side ahead cannot realistically win.
func (e *evaluator) scaleFactor() int {
	p := e.p
	strong := White
	if e.eg < 0 {
		strong = Black
	}
	weak := strong.Other()
	strongNPM, weakNPM := e.nonPawnMaterial(strong), e.nonPawnMaterial(weak)

	if p.Pieces(strong, Pawn) == 0 {
		// Only knights: two knights cannot force mate.
		if p.byColor[strong]&^(p.byType[King]|p.byType[Knight]) == 0 && p.Pieces(strong, Knight).Count() <= 2 {
			return 0
		}
		// Up no more than a minor piece without pawns: usually a draw
		// (K+R v K+B, K+R v K+N, K+minor v K+pawns ...).
		if strongNPM-weakNPM <= max(materialValue[Knight].eg, materialValue[Bishop].eg) {
			if strongNPM < materialValue[Rook].eg {
				return 0
			}
			return 16
		}
	}
	// Opposite-coloured bishops with no other pieces: very drawish.
	wb, bb := p.Pieces(White, Bishop), p.Pieces(Black, Bishop)
	if wb.Count() == 1 && bb.Count() == 1 && strongNPM == materialValue[Bishop].eg && weakNPM == strongNPM &&
		((wb&lightSquares != 0) != (bb&lightSquares != 0)) {
		return 32
	}
	return scaleNormal
}
