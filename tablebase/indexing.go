package tablebase

// Index tables of the Syzygy encoding. A position is turned into an index
// by placing the leading group (the kings and one more unique piece, or
// the leading pawns) with symmetry reduced to a triangle or a file half,
// then each further group of like pieces as a combination of the squares
// still free. These tables are derived from the rules of the format, not
// copied: they are computed at start-up.

const maxTBPieces = 7

var (
	// binomial[k][n] is n choose k.
	binomial [maxTBPieces + 1][64]uint64
	// mapB1H1H7 numbers the 28 squares strictly below the a1-h8 diagonal.
	mapB1H1H7 [64]int
	// mapA1D1D4 numbers the a1-d1-d4 triangle: the 6 squares below the
	// diagonal first (b1..d3), then the 4 diagonal squares a1, b2, c3, d4.
	mapA1D1D4 [64]int
	// mapKK[t][s] is the index of two kings: the first on triangle square
	// number t, the second on s. Positions with both kings on the diagonal
	// come last. Illegal placements (touching kings) have no index.
	mapKK [10][64]int
	// mapPawns gives each square a2..h7 a rank among 0..47: the pawn with
	// the highest value is the leading one (nearest the a/h edge, then the
	// lowest rank).
	mapPawns [64]int
	// leadPawnIdx[n][sq] is the start index of n leading pawns whose
	// leader is on sq; leadPawnsSize[n][file] the number of such indexes.
	leadPawnIdx   [maxTBPieces][64]uint64
	leadPawnsSize [maxTBPieces][4]uint64
)

// offA1H8 is positive above the a1-h8 diagonal, zero on it, negative below.
func offA1H8(sq int) int { return sq/8 - sq%8 }

func init() {
	binomial[0][0] = 1
	for n := 1; n < 64; n++ {
		for k := 0; k <= maxTBPieces && k <= n; k++ {
			var v uint64
			if k > 0 {
				v += binomial[k-1][n-1]
			}
			if k < n {
				v += binomial[k][n-1]
			}
			binomial[k][n] = v
		}
	}

	code := 0
	for sq := 0; sq < 64; sq++ {
		if offA1H8(sq) < 0 {
			mapB1H1H7[sq] = code
			code++
		}
	}

	code = 0
	var diagonal []int
	for sq := 0; sq <= 27; sq++ { // a1..d4
		if sq%8 > 3 {
			continue
		}
		if offA1H8(sq) < 0 {
			mapA1D1D4[sq] = code
			code++
		} else if offA1H8(sq) == 0 {
			diagonal = append(diagonal, sq)
		}
	}
	for _, sq := range diagonal {
		mapA1D1D4[sq] = code
		code++
	}

	for i := range mapKK {
		for j := range mapKK[i] {
			mapKK[i][j] = -1
		}
	}
	type pair struct{ t, s int }
	var bothOnDiagonal []pair
	code = 0
	for t := 0; t < 10; t++ {
		for s1 := 0; s1 <= 27; s1++ {
			if s1%8 > 3 || offA1H8(s1) > 0 || mapA1D1D4[s1] != t {
				continue
			}
			for s2 := 0; s2 < 64; s2++ {
				switch {
				case s1 == s2 || kingAttacks[s1]&(1<<uint(s2)) != 0:
					// touching or overlapping kings: illegal
				case offA1H8(s1) == 0 && offA1H8(s2) > 0:
					// first on the diagonal, second above: mirrored away
				case offA1H8(s1) == 0 && offA1H8(s2) == 0:
					bothOnDiagonal = append(bothOnDiagonal, pair{t, s2})
				default:
					mapKK[t][s2] = code
					code++
				}
			}
		}
	}
	for _, p := range bothOnDiagonal {
		mapKK[p.t][p.s] = code
		code++
	}

	available := 47
	for n := 1; n < maxTBPieces; n++ {
		for f := 0; f < 4; f++ {
			var idx uint64
			for r := 1; r <= 6; r++ {
				sq := r*8 + f
				if n == 1 {
					mapPawns[sq] = available
					available--
					mapPawns[sq^7] = available
					available--
				}
				leadPawnIdx[n][sq] = idx
				idx += binomial[n-1][mapPawns[sq]]
			}
			leadPawnsSize[n][f] = idx
		}
	}
}
