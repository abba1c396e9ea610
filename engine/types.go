package engine

// Basic chess types shared by the board, move generator, search and
// evaluation. Squares are numbered a1=0, b1=1, ..., h8=63.

// Color is the side of a piece or the side to move.
type Color uint8

const (
	White Color = 0
	Black Color = 1
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is a piece kind without colour.
type PieceType uint8

const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// Piece is a coloured piece: colour<<3 | type. NoPiece is zero so a
// zeroed mailbox is an empty board.
type Piece uint8

const NoPiece Piece = 0

// MakePiece combines a colour and a piece type.
func MakePiece(c Color, pt PieceType) Piece { return Piece(c)<<3 | Piece(pt) }

// Type returns the piece kind.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece colour; meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 3) }

const pieceLetters = " PNBRQK  pnbrqk"

// String returns the FEN letter of the piece ("" for NoPiece).
func (p Piece) String() string {
	if p == NoPiece || int(p) >= len(pieceLetters) || pieceLetters[p] == ' ' {
		return ""
	}
	return string(pieceLetters[p])
}

// Square is a board square, a1=0 ... h8=63; NoSquare marks "none".
type Square uint8

const NoSquare Square = 64

// Named squares used by castling and tests.
const (
	SqA1 Square = 0
	SqB1 Square = 1
	SqC1 Square = 2
	SqD1 Square = 3
	SqE1 Square = 4
	SqF1 Square = 5
	SqG1 Square = 6
	SqH1 Square = 7
	SqA8 Square = 56
	SqB8 Square = 57
	SqC8 Square = 58
	SqD8 Square = 59
	SqE8 Square = 60
	SqF8 Square = 61
	SqG8 Square = 62
	SqH8 Square = 63
)

// MakeSquare builds a square from file (0=a) and rank (0=1st rank).
func MakeSquare(file, rank int) Square { return Square(rank*8 + file) }

// File returns 0..7 for files a..h.
func (s Square) File() int { return int(s & 7) }

// Rank returns 0..7 for ranks 1..8.
func (s Square) Rank() int { return int(s >> 3) }

// Flip mirrors the square vertically (a1 <-> a8).
func (s Square) Flip() Square { return s ^ 56 }

// RelativeRank is the rank seen from colour c (0 = own back rank).
func (s Square) RelativeRank(c Color) int {
	if c == White {
		return s.Rank()
	}
	return 7 - s.Rank()
}

func (s Square) String() string {
	if s >= NoSquare {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare parses "e4" style names.
func ParseSquare(s string) (Square, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, false
	}
	return MakeSquare(int(s[0]-'a'), int(s[1]-'1')), true
}

// Castling rights bits.
const (
	WhiteOO  uint8 = 1
	WhiteOOO uint8 = 2
	BlackOO  uint8 = 4
	BlackOOO uint8 = 8
)
