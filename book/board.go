package book

// Castling-right bits of Position.Castling, in the order of their
// polyglot random numbers.
const (
	CastleWhiteShort = 1 << iota
	CastleWhiteLong
	CastleBlackShort
	CastleBlackLong
)

// Position is what the book needs to know about a position to hash it and
// to turn its entries into moves. The package does not read FENs itself:
// a Position comes from an engine position ((*engine.Position).
// BookPosition), or from a FEN through the engine's parser that package
// wiring registers (see RegisterFENParser), so that the book accepts exactly the
// FENs the rest of the program does.
type Position struct {
	// Board holds the FEN letter of the piece on each square ('P', 'k',
	// ...), 0 for an empty one. Squares are numbered a1=0, b1=1, ..., h8=63.
	Board       [64]byte
	WhiteToMove bool
	// Castling holds the castling rights, CastleWhiteShort|... bits.
	Castling int
	// EnPassant is the en-passant target square (a1=0 ... h8=63), or -1.
	// It counts in the key only when a pawn of the side to move could
	// capture there, as the polyglot format specifies.
	EnPassant int
	// Ply is the number of half-moves played since the start of the game
	// as the move number tells it: 0 in the initial position,
	// 2*(fullmove-1), plus 1 with black to move. Options.MaxPly compares
	// against it.
	Ply int
}

// epCapturable tells whether a pawn of the side to move stands next to the
// pawn that just made a double step, i.e. could capture en passant
// (ignoring pins and checks, as the polyglot format specifies).
func (p *Position) epCapturable() bool {
	if p.EnPassant < 0 || p.EnPassant > 63 {
		return false
	}
	file := p.EnPassant % 8
	// The pawns that could capture stand on the rank the double-stepping
	// pawn landed on: rank 5 when white captures, rank 4 when black does.
	rank, pawn := 4, byte('P')
	if !p.WhiteToMove {
		rank, pawn = 3, 'p'
	}
	for _, f := range [2]int{file - 1, file + 1} {
		if f >= 0 && f < 8 && p.Board[8*rank+f] == pawn {
			return true
		}
	}
	return false
}
