package engine

import "math/bits"

// Bitboard is a set of squares, bit i = square i.
type Bitboard uint64

const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xFF
	Rank2 Bitboard = Rank1 << 8
	Rank3 Bitboard = Rank1 << 16
	Rank4 Bitboard = Rank1 << 24
	Rank5 Bitboard = Rank1 << 32
	Rank6 Bitboard = Rank1 << 40
	Rank7 Bitboard = Rank1 << 48
	Rank8 Bitboard = Rank1 << 56

	lightSquares Bitboard = 0x55AA55AA55AA55AA
	darkSquares  Bitboard = ^lightSquares
)

// SquareBB returns the bitboard with only square s set.
func SquareBB(s Square) Bitboard { return Bitboard(1) << (s & 63) }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// LSB returns the lowest square; undefined for an empty set.
func (b Bitboard) LSB() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// MSB returns the highest square; undefined for an empty set.
func (b Bitboard) MSB() Square { return Square(63 - bits.LeadingZeros64(uint64(b))) }

// Has reports whether square s is in the set.
func (b Bitboard) Has(s Square) bool { return b&SquareBB(s) != 0 }

// Many reports whether more than one square is set.
func (b Bitboard) Many() bool { return b&(b-1) != 0 }

// popLSB removes and returns the lowest square.
func popLSB(b *Bitboard) Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

func fileBB(file int) Bitboard { return FileA << uint(file&7) }
func rankBB(rank int) Bitboard { return Rank1 << (8 * uint(rank&7)) }

func shiftNorth(b Bitboard) Bitboard { return b << 8 }
func shiftSouth(b Bitboard) Bitboard { return b >> 8 }
func shiftEast(b Bitboard) Bitboard  { return (b &^ FileH) << 1 }
func shiftWest(b Bitboard) Bitboard  { return (b &^ FileA) >> 1 }

// pawnAttacksBB returns all squares attacked by the pawns in b of colour c.
func pawnAttacksBB(b Bitboard, c Color) Bitboard {
	if c == White {
		return (b&^FileA)<<7 | (b&^FileH)<<9
	}
	return (b&^FileA)>>9 | (b&^FileH)>>7
}

// pawnPush shifts one rank forward for colour c.
func pawnPush(b Bitboard, c Color) Bitboard {
	if c == White {
		return b << 8
	}
	return b >> 8
}

// String draws the bitboard as an 8x8 grid, rank 8 first (for debugging).
func (b Bitboard) String() string {
	out := make([]byte, 0, 72)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			if b.Has(MakeSquare(f, r)) {
				out = append(out, 'X')
			} else {
				out = append(out, '.')
			}
		}
		out = append(out, '\n')
	}
	return string(out)
}
