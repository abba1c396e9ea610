package tablebase

import "math/bits"

const (
	rank1 uint64 = 0xFF
	rank8 uint64 = 0xFF << 56
)

// Attack tables, built once at start-up. Sliding pieces use ray masks and
// the first blocker found with a bit scan: simple and fast enough for a
// handful of pieces.
var (
	knightAttacks [64]uint64
	kingAttacks   [64]uint64
	pawnAttacks   [2][64]uint64 // [0]=white pawn, [1]=black pawn on the square
	rays          [8][64]uint64 // rays[d][sq]: squares from sq in direction d, sq excluded
)

// Ray directions. The first four go towards higher square numbers, so their
// nearest blocker is the lowest set bit; the last four the highest.
var rayDelta = [8][2]int{ // file, rank steps
	{0, 1}, {1, 0}, {1, 1}, {-1, 1}, // N, E, NE, NW
	{0, -1}, {-1, 0}, {-1, -1}, {1, -1}, // S, W, SW, SE
}

func init() {
	for sq := 0; sq < 64; sq++ {
		f, r := sq%8, sq/8
		for _, d := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			knightAttacks[sq] |= bitAt(f+d[0], r+d[1])
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if df != 0 || dr != 0 {
					kingAttacks[sq] |= bitAt(f+df, r+dr)
				}
			}
		}
		pawnAttacks[0][sq] = bitAt(f-1, r+1) | bitAt(f+1, r+1)
		pawnAttacks[1][sq] = bitAt(f-1, r-1) | bitAt(f+1, r-1)
		for d, delta := range rayDelta {
			for ff, rr := f+delta[0], r+delta[1]; ff >= 0 && ff < 8 && rr >= 0 && rr < 8; ff, rr = ff+delta[0], rr+delta[1] {
				rays[d][sq] |= bitAt(ff, rr)
			}
		}
	}
}

// bitAt is the bitboard of (file, rank), or 0 when off the board.
func bitAt(f, r int) uint64 {
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return 0
	}
	return 1 << uint(r*8+f)
}

// slide returns the attacks along directions dirs[0..3] from sq.
func slide(sq int, occ uint64, first int) uint64 {
	var a uint64
	for d := first; d < first+2; d++ {
		a |= rayAttack(d, sq, occ)
		a |= rayAttack(d+4, sq, occ)
	}
	return a
}

func rayAttack(d, sq int, occ uint64) uint64 {
	ray := rays[d][sq]
	blockers := ray & occ
	if blockers == 0 {
		return ray
	}
	var b int
	if d < 4 {
		b = bits.TrailingZeros64(blockers)
	} else {
		b = 63 - bits.LeadingZeros64(blockers)
	}
	return ray &^ rays[d][b]
}

// rookAttacks uses directions N, E (and their opposites S, W).
func rookAttacks(sq int, occ uint64) uint64 { return slide(sq, occ, 0) }

// bishopAttacks uses directions NE, NW (and their opposites SW, SE).
func bishopAttacks(sq int, occ uint64) uint64 { return slide(sq, occ, 2) }

// attacked reports whether sq is attacked by the given colour with the
// board occupancy occ.
func (p *Position) attacked(sq int, byBlack bool, occ uint64) bool {
	them := p.side(byBlack) & occ
	if knightAttacks[sq]&p.Knights&them != 0 || kingAttacks[sq]&p.Kings&them != 0 {
		return true
	}
	// A pawn of colour c attacks sq if a pawn of the other colour on sq
	// would attack the pawn's square.
	if pawnAttacks[boolIndex(!byBlack)][sq]&p.Pawns&them != 0 {
		return true
	}
	if rookAttacks(sq, occ)&(p.Rooks|p.Queens)&them != 0 {
		return true
	}
	return bishopAttacks(sq, occ)&(p.Bishops|p.Queens)&them != 0
}

// inCheck reports whether the side to move is in check.
func (p *Position) inCheck() bool {
	us := !p.WhiteToMove
	ksq := bits.TrailingZeros64(p.Kings & p.side(us))
	return p.attacked(ksq, !us, p.occupied())
}
