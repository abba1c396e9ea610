package book

import "strings"

// Offsets into random64 after the 768 piece-square numbers.
const (
	castleOffset    = 768
	enPassantOffset = 772
	turnOffset      = 780
)

// Key returns the polyglot hash of the position in fen ("startpos" is
// accepted). It fails only when the FEN is rejected by the registered
// parser (the engine's validator).
func Key(fen string) (uint64, error) {
	p, err := readFEN(fen)
	if err != nil {
		return 0, err
	}
	return p.Key(), nil
}

// pieceKind maps a FEN letter to its polyglot piece number: black pawn 0,
// white pawn 1, black knight 2, ... white king 11; -1 for anything else.
func pieceKind(c byte) int {
	i := strings.IndexByte("pnbrqk", c|0x20) // lower-case the letter; only letters map into "pnbrqk"
	if i < 0 {
		return -1
	}
	kind := 2 * i
	if c < 'a' {
		kind++ // upper case is white
	}
	return kind
}

// Key is the polyglot hash of p: XOR of the numbers for each piece on its
// square, each castling right, the en-passant file when a capture is
// possible, and the side to move when it is white. Squares holding
// anything but a piece letter are ignored.
func (p *Position) Key() uint64 {
	var h uint64
	for sq, c := range p.Board {
		if k := pieceKind(c); k >= 0 {
			h ^= random64[64*k+sq]
		}
	}
	for i := 0; i < 4; i++ {
		if p.Castling&(1<<i) != 0 {
			h ^= random64[castleOffset+i]
		}
	}
	if p.epCapturable() {
		h ^= random64[enPassantOffset+p.EnPassant%8]
	}
	if p.WhiteToMove {
		h ^= random64[turnOffset]
	}
	return h
}
