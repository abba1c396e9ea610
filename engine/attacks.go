package engine

// Precomputed attack tables. Sliding pieces use "fancy" magic bitboards:
// the relevant occupancy is multiplied by a magic number and shifted to
// index a per-square slice of one shared table. The magics are found at
// package init with a fixed-seed generator, which takes a few
// milliseconds and keeps the source free of long numeric tables.

var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard

	// betweenBB[a][b]: squares strictly between a and b on a shared
	// line, plus b itself (so a check mask "between king and checker"
	// includes the checker). Zero plus b when not aligned.
	betweenBB [64][64]Bitboard
	// lineBB[a][b]: the full line through a and b (edge to edge), zero
	// when they are not on a common rank, file or diagonal.
	lineBB [64][64]Bitboard
)

type magic struct {
	mask   Bitboard
	magic  uint64
	shift  uint8
	offset uint32
}

var (
	rookMagics   [64]magic
	bishopMagics [64]magic
	rookTable    [0x19000]Bitboard // 102400 entries, the sum of 2^bits over squares
	bishopTable  [0x1480]Bitboard  // 5248 entries
)

var rookDirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
var bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func init() {
	initStepAttacks()
	initMagics(&rookMagics, rookTable[:], rookDirs)
	initMagics(&bishopMagics, bishopTable[:], bishopDirs)
	initLines()
	initZobrist()
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func initStepAttacks() {
	knightSteps := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	kingSteps := [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range knightSteps {
			if onBoard(f+d[0], r+d[1]) {
				knightAttacks[s] |= SquareBB(MakeSquare(f+d[0], r+d[1]))
			}
		}
		for _, d := range kingSteps {
			if onBoard(f+d[0], r+d[1]) {
				kingAttacks[s] |= SquareBB(MakeSquare(f+d[0], r+d[1]))
			}
		}
		pawnAttacks[White][s] = pawnAttacksBB(SquareBB(s), White)
		pawnAttacks[Black][s] = pawnAttacksBB(SquareBB(s), Black)
	}
}

// slowSliderAttacks walks rays until blocked; the reference the magic
// tables are built from (and checked against in tests).
func slowSliderAttacks(s Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var att Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for onBoard(f, r) {
			t := SquareBB(MakeSquare(f, r))
			att |= t
			if occ&t != 0 {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return att
}

// prng is xorshift64*, used only to find magics deterministically.
type prng struct{ s uint64 }

func (p *prng) next() uint64 {
	p.s ^= p.s >> 12
	p.s ^= p.s << 25
	p.s ^= p.s >> 27
	return p.s * 2685821657736338717
}

// sparse returns a random number with few bits set, the kind that
// makes good magic multipliers.
func (p *prng) sparse() uint64 { return p.next() & p.next() & p.next() }

func initMagics(magics *[64]magic, table []Bitboard, dirs [4][2]int) {
	var occs, refs [4096]Bitboard
	var epoch [4096]int
	cnt := 0
	offset := uint32(0)
	rng := prng{s: 0x9E3779B97F4A7C15}
	for s := Square(0); s < 64; s++ {
		// Edges do not matter for blockers unless the piece stands on them.
		edges := ((Rank1 | Rank8) &^ rankBB(s.Rank())) | ((FileA | FileH) &^ fileBB(s.File()))
		m := &magics[s]
		m.mask = slowSliderAttacks(s, 0, dirs) &^ edges
		nbits := m.mask.Count()
		m.shift = uint8(64 - nbits)
		m.offset = offset
		// Enumerate all subsets of the mask (Carry-Rippler).
		size := 0
		b := Bitboard(0)
		for {
			occs[size] = b
			refs[size] = slowSliderAttacks(s, b, dirs)
			size++
			b = (b - m.mask) & m.mask
			if b == 0 {
				break
			}
		}
		sub := table[offset : offset+uint32(size)]
		for {
			m.magic = rng.sparse()
			if ((uint64(m.mask) * m.magic) >> 56) < 6 {
				continue // too few high bits: unlikely to work
			}
			cnt++
			ok := true
			for i := 0; i < size; i++ {
				idx := (uint64(occs[i]) * m.magic) >> m.shift
				if epoch[idx] < cnt {
					epoch[idx] = cnt
					sub[idx] = refs[i]
				} else if sub[idx] != refs[i] {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
		offset += uint32(size)
	}
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy occ.
func BishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s&63]
	return bishopTable[m.offset+uint32((uint64(occ&m.mask)*m.magic)>>m.shift)]
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ.
func RookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s&63]
	return rookTable[m.offset+uint32((uint64(occ&m.mask)*m.magic)>>m.shift)]
}

// QueenAttacks is the union of rook and bishop attacks.
func QueenAttacks(s Square, occ Bitboard) Bitboard {
	return BishopAttacks(s, occ) | RookAttacks(s, occ)
}

// KnightAttacks returns the knight attack set of s.
func KnightAttacks(s Square) Bitboard { return knightAttacks[s&63] }

// KingAttacks returns the king attack set of s.
func KingAttacks(s Square) Bitboard { return kingAttacks[s&63] }

// PawnAttacks returns the squares a pawn of colour c on s attacks.
func PawnAttacks(c Color, s Square) Bitboard { return pawnAttacks[c&1][s&63] }

// attacksBB returns the attacks of a non-pawn piece type from s.
func attacksBB(pt PieceType, s Square, occ Bitboard) Bitboard {
	switch pt {
	case Knight:
		return knightAttacks[s&63]
	case Bishop:
		return BishopAttacks(s, occ)
	case Rook:
		return RookAttacks(s, occ)
	case Queen:
		return QueenAttacks(s, occ)
	case King:
		return kingAttacks[s&63]
	}
	return 0
}

func initLines() {
	for a := Square(0); a < 64; a++ {
		for _, dirs := range [2][4][2]int{rookDirs, bishopDirs} {
			attA := slowSliderAttacks(a, 0, dirs)
			for b := Square(0); b < 64; b++ {
				if a == b || !attA.Has(b) {
					continue
				}
				attB := slowSliderAttacks(b, 0, dirs)
				lineBB[a][b] = (attA & attB) | SquareBB(a) | SquareBB(b)
				betweenBB[a][b] = slowSliderAttacks(a, SquareBB(b), dirs) & slowSliderAttacks(b, SquareBB(a), dirs)
			}
		}
		for b := Square(0); b < 64; b++ {
			betweenBB[a][b] |= SquareBB(b)
		}
	}
}

// Between returns the squares strictly between a and b when they share a
// line, otherwise the empty set.
func Between(a, b Square) Bitboard { return betweenBB[a&63][b&63] &^ SquareBB(b) }

// Line returns the full line through a and b, empty if not aligned.
func Line(a, b Square) Bitboard { return lineBB[a&63][b&63] }

// aligned reports whether a, b and c share one line.
func aligned(a, b, c Square) bool { return lineBB[a&63][b&63]&SquareBB(c) != 0 }
