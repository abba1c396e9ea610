package engine

// Move packs a move into 16 bits:
//
//	bits 0-5   from square
//	bits 6-11  to square
//	bits 12-13 promotion piece (0=knight, 1=bishop, 2=rook, 3=queen)
//	bits 14-15 kind: normal, promotion, en passant, castling
//
// Castling is encoded as the king's move (e1g1) in standard chess and as
// king-takes-rook (e1h1) in Chess960 positions (see chess960.go): either
// way the encoding is the UCI text of the move. Whether a move captures is
// a property of the position: see Position.IsCapture.
type Move uint16

// NoMove is the zero move; NullMove marks a null move in the history.
const (
	NoMove   Move = 0
	NullMove Move = 65 // from b1 to b1: never a real move
)

// Move kinds.
const (
	MoveNormal    uint16 = 0
	MovePromotion uint16 = 1 << 14
	MoveEnPassant uint16 = 2 << 14
	MoveCastling  uint16 = 3 << 14
	moveKindMask  uint16 = 3 << 14
)

// NewMove builds a normal move (also used for captures).
func NewMove(from, to Square) Move { return Move(uint16(from) | uint16(to)<<6) }

// NewPromotion builds a promotion to pt (Knight..Queen).
func NewPromotion(from, to Square, pt PieceType) Move {
	return Move(uint16(from) | uint16(to)<<6 | uint16(pt-Knight)<<12 | MovePromotion)
}

func newSpecial(from, to Square, kind uint16) Move {
	return Move(uint16(from) | uint16(to)<<6 | kind)
}

// From returns the origin square.
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (for castling the king's destination,
// or in Chess960 the castling rook's square).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Kind returns MoveNormal, MovePromotion, MoveEnPassant or MoveCastling.
func (m Move) Kind() uint16 { return uint16(m) & moveKindMask }

// IsPromotion reports whether m promotes a pawn.
func (m Move) IsPromotion() bool { return m.Kind() == MovePromotion }

// Promotion returns the promotion piece type, or NoPieceType.
func (m Move) Promotion() PieceType {
	if m.Kind() != MovePromotion {
		return NoPieceType
	}
	return PieceType(m>>12&3) + Knight
}

// IsCastling reports whether m is a castling move.
func (m Move) IsCastling() bool { return m.Kind() == MoveCastling }

// IsEnPassant reports whether m is an en-passant capture.
func (m Move) IsEnPassant() bool { return m.Kind() == MoveEnPassant }

// String returns the UCI form, e.g. "e2e4", "e7e8q", "e1g1"; "0000" for
// NoMove and NullMove.
func (m Move) String() string {
	if m == NoMove || m == NullMove {
		return "0000"
	}
	b := make([]byte, 4, 5)
	from, to := m.From(), m.To()
	b[0], b[1] = byte('a'+from.File()), byte('1'+from.Rank())
	b[2], b[3] = byte('a'+to.File()), byte('1'+to.Rank())
	if m.IsPromotion() {
		b = append(b, "nbrq"[m>>12&3])
	}
	return string(b)
}

// MaxMoves bounds the legal moves of any position the FEN validator
// accepts. Positions of a game have at most 218, but material no game
// reaches (a dozen queens) has more, and no legal move may be lost. The
// bound: a move lands on a square not held by the mover's own m pieces,
// and each such square is reached by at most 16 moves (the first piece
// on each of its 8 lines, and 8 knights), so there are at most
// 16*(64-m) moves, plus 3*3 extra per promotion square (up to three
// pawn moves each counted four times) and 2 castlings; and each of the
// m-1 pieces besides the king makes at most 27 moves (a queen). The
// smaller of 16*(64-m)+74 and 27*(m-1)+10 is at most 682 (m = 26).
const MaxMoves = 768

// MoveList is a fixed-capacity move list that lives on the stack.
type MoveList struct {
	Moves [MaxMoves]Move
	N     int
}

// Len returns the number of moves.
func (l *MoveList) Len() int { return l.N }

// Slice returns the moves as a slice aliasing the list.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.Moves[:l.N] {
		if x == m {
			return true
		}
	}
	return false
}

// add appends m. MaxMoves is a proven bound, so the guard never drops a
// move; it only keeps the array access safe.
func (l *MoveList) add(m Move) {
	if l.N < MaxMoves {
		l.Moves[l.N] = m
		l.N++
	}
}
