package book

import "encoding/binary"

// entrySize is the size of one polyglot book entry in bytes.
const entrySize = 16

// Entry is one raw record of a polyglot book.
type Entry struct {
	Key    uint64 // polyglot hash of the position
	Move   uint16 // encoded move, see DecodeMove
	Weight uint16 // relative preference; 0 means "never play"
	Learn  uint32 // learning data, unused here
}

// readEntry decodes the big-endian entry at index i of data.
func readEntry(data []byte, i int) Entry {
	b := data[i*entrySize : (i+1)*entrySize]
	return Entry{
		Key:    binary.BigEndian.Uint64(b[0:8]),
		Move:   binary.BigEndian.Uint16(b[8:10]),
		Weight: binary.BigEndian.Uint16(b[10:12]),
		Learn:  binary.BigEndian.Uint32(b[12:16]),
	}
}

// promotionLetters holds the UCI suffix of the promotion field (bits
// 12-14): none, knight, bishop, rook, queen.
const promotionLetters = "\x00nbrq"

// DecodeMove turns a polyglot move into UCI text without looking at the
// position: to-file bits 0-2, to-rank 3-5, from-file 6-8, from-rank 9-11,
// promotion 12-14. Castling stays in the book's king-takes-rook form
// (e1h1); Moves and Choose convert it using the position. ok is false for
// a promotion code the format does not define.
func DecodeMove(m uint16) (uci string, ok bool) {
	from, to, promo := moveParts(m)
	if promo >= len(promotionLetters) {
		return "", false
	}
	s := squareName(from) + squareName(to)
	if promo > 0 {
		s += string(promotionLetters[promo])
	}
	return s, true
}

// moveParts splits a polyglot move into from square, to square (a1=0) and
// promotion code.
func moveParts(m uint16) (from, to, promo int) {
	to = int(m & 0x3f)         // file bits 0-2, rank bits 3-5
	from = int(m >> 6 & 0x3f)  // file bits 6-8, rank bits 9-11
	promo = int(m >> 12 & 0x7) // bits 12-14
	return from, to, promo
}

func squareName(sq int) string {
	return string([]byte{byte('a' + sq%8), byte('1' + sq/8)})
}

// decodeIn decodes m for position p. Castling written king-takes-rook is
// turned into the king's two-square move, but only when the king of the
// side to move stands on its home square, so that a real king move such
// as e1h1 in an endgame is left alone. ok is false when the move cannot
// belong to p (no piece of the side to move on the from square, or an
// undefined promotion): such entries come from hash collisions.
func (p *Position) decodeIn(m uint16) (uci string, ok bool) {
	from, to, promo := moveParts(m)
	if promo >= len(promotionLetters) || from == to {
		return "", false
	}
	piece := p.Board[from]
	if pieceKind(piece) < 0 || (piece < 'a') != p.WhiteToMove {
		return "", false
	}
	if king, home := kingHome(p.WhiteToMove); piece == king && from == home {
		switch to {
		case home + 3: // king takes h-rook
			to = home + 2
		case home - 4: // king takes a-rook
			to = home - 2
		}
	}
	s := squareName(from) + squareName(to)
	if promo > 0 {
		s += string(promotionLetters[promo])
	}
	return s, true
}

// kingHome gives the FEN letter and home square (e1 or e8) of the king of
// the given side.
func kingHome(white bool) (byte, int) {
	if white {
		return 'K', 4
	}
	return 'k', 60
}
