package book

import "strings"

// Offsets into random64 after the 768 piece-square numbers.
const (
	castleOffset    = 768
	enPassantOffset = 772
	turnOffset      = 780
)

// Key returns the polyglot hash of the position in fen ("startpos" is
// accepted). It fails only when the FEN cannot be read.
func Key(fen string) (uint64, error) {
	p, err := parseFEN(fen)
	if err != nil {
		return 0, err
	}
	return p.key(), nil
}

// pieceKind maps a FEN letter to its polyglot piece number: black pawn 0,
// white pawn 1, black knight 2, ... white king 11.
func pieceKind(c byte) int {
	kind := 2 * strings.IndexByte("pnbrqk", c|0x20) // lower-case the letter
	if c < 'a' {
		kind++ // upper case is white
	}
	return kind
}

// key is the polyglot hash: XOR of the numbers for each piece on its
// square, each castling right, the en-passant file when a capture is
// possible, and the side to move when it is white.
func (p *position) key() uint64 {
	var h uint64
	for sq, c := range p.board {
		if c != 0 {
			h ^= random64[64*pieceKind(c)+sq]
		}
	}
	for i := 0; i < 4; i++ {
		if p.castling&(1<<i) != 0 {
			h ^= random64[castleOffset+i]
		}
	}
	if p.epCapturable() {
		h ^= random64[enPassantOffset+p.epSquare%8]
	}
	if p.whiteToMove {
		h ^= random64[turnOffset]
	}
	return h
}
