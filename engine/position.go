package engine

// Position is a chess position with everything needed to continue the
// game: piece placement as bitboards (per colour and per type) plus a
// mailbox, side to move, castling rights, en-passant square, move
// counters, incremental Zobrist keys, and the undo history of every move
// made on it (used by UnmakeMove and for repetition detection, including
// the moves of a UCI "position ... moves ..." list).
//
// A Position is not safe for concurrent use; use Copy to give another
// goroutine its own.
type Position struct {
	board   [64]Piece
	byType  [7]Bitboard // indexed by PieceType; [0] unused
	byColor [2]Bitboard
	kingSq  [2]Square

	side     Color
	castling uint8
	ep       Square // only set when an en-passant capture is pseudo-legal
	// chess960 is set for a Chess960 position (see chess960.go): castling
	// moves are then king-takes-rook and use c960's rook squares.
	chess960      bool
	c960          castling960
	halfmove      int // plies since the last capture or pawn move
	fullmove      int
	pliesFromNull int // plies since the last null move (bounds repetition scans)
	key           uint64
	pawnKey       uint64 // pawns and kings only, for evaluation caches
	checkers      Bitboard

	// Evaluation terms kept up to date by every piece change: the sum of
	// material + piece-square values (White minus Black) and the game
	// phase (see phaseWeight).
	psqScore evalPair
	phase    int

	// nn is the NNUE accumulator stack; nil (the default) means the
	// hand-written evaluation and no accumulator work in MakeMove.
	nn *nnueState

	history []undo
}

// undo holds what MakeMove cannot recompute when taking a move back; it
// also records the key of every earlier position for repetition checks.
type undo struct {
	key           uint64
	pawnKey       uint64
	checkers      Bitboard
	halfmove      int32
	pliesFromNull int32
	move          Move
	captured      Piece
	castling      uint8
	ep            Square
}

// castleMask[s] is ANDed into the castling rights whenever a move
// touches square s (king or rook leaves or a rook is captured).
var castleMask [64]uint8

func init() {
	for i := range castleMask {
		castleMask[i] = 15
	}
	castleMask[SqE1] &^= WhiteOO | WhiteOOO
	castleMask[SqH1] &^= WhiteOO
	castleMask[SqA1] &^= WhiteOOO
	castleMask[SqE8] &^= BlackOO | BlackOOO
	castleMask[SqH8] &^= BlackOO
	castleMask[SqA8] &^= BlackOOO
}

// SideToMove returns the colour to move.
func (p *Position) SideToMove() Color { return p.side }

// PieceAt returns the piece on s (NoPiece if empty).
func (p *Position) PieceAt(s Square) Piece { return p.board[s&63] }

// Pieces returns the bitboard of colour c's pieces of type pt.
func (p *Position) Pieces(c Color, pt PieceType) Bitboard {
	return p.byColor[c&1] & p.byType[pt&7]
}

// TypeBB returns the pieces of type pt of both colours.
func (p *Position) TypeBB(pt PieceType) Bitboard { return p.byType[pt&7] }

// Occupancy returns all pieces of colour c.
func (p *Position) Occupancy(c Color) Bitboard { return p.byColor[c&1] }

// Occupied returns all pieces on the board.
func (p *Position) Occupied() Bitboard { return p.byColor[0] | p.byColor[1] }

// KingSquare returns the square of colour c's king.
func (p *Position) KingSquare(c Color) Square { return p.kingSq[c&1] }

// CastlingRights returns the WhiteOO|WhiteOOO|BlackOO|BlackOOO bits.
func (p *Position) CastlingRights() uint8 { return p.castling }

// EPSquare returns the en-passant target square, or NoSquare. It is set
// only when an enemy pawn could capture there.
func (p *Position) EPSquare() Square { return p.ep }

// HalfmoveClock returns plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the FEN move number (starts at 1, incremented
// after Black moves).
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Key returns the Zobrist key of the position.
func (p *Position) Key() uint64 { return p.key }

// PawnKey returns a Zobrist key of the pawns and kings only.
func (p *Position) PawnKey() uint64 { return p.pawnKey }

// Checkers returns the enemy pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard { return p.checkers }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.checkers != 0 }

// Ply returns how many moves (including null moves) have been made on
// this position object since it was parsed.
func (p *Position) Ply() int { return len(p.history) }

// LastMove returns the most recent move made (NullMove for a null move),
// or NoMove if none.
func (p *Position) LastMove() Move {
	if len(p.history) == 0 {
		return NoMove
	}
	return p.history[len(p.history)-1].move
}

// MoveBack returns the move made n plies before the last one (0: the
// last move, 1: the one before it), NoMove when there is none.
func (p *Position) MoveBack(n int) Move {
	if n < 0 || n >= len(p.history) {
		return NoMove
	}
	return p.history[len(p.history)-1-n].move
}

// CapturedPiece returns the piece captured by the last move (NoPiece if
// it was not a capture or no move was made).
func (p *Position) CapturedPiece() Piece {
	if len(p.history) == 0 {
		return NoPiece
	}
	return p.history[len(p.history)-1].captured
}

// Copy returns an independent deep copy, history included.
func (p *Position) Copy() *Position {
	q := *p
	q.history = make([]undo, len(p.history), max(cap(p.history), 256))
	copy(q.history, p.history)
	if p.nn != nil {
		q.nn = p.nn.clone()
	}
	return &q
}

// NonPawnMaterial reports whether colour c has any piece other than
// pawns and king (used to avoid null moves in zugzwang-prone endings).
func (p *Position) NonPawnMaterial(c Color) bool {
	return p.byColor[c&1]&^(p.byType[Pawn]|p.byType[King]) != 0
}

// AttackersTo returns the pieces of both colours attacking s with
// occupancy occ.
func (p *Position) AttackersTo(s Square, occ Bitboard) Bitboard {
	return (pawnAttacks[Black][s&63] & p.byColor[White] & p.byType[Pawn]) |
		(pawnAttacks[White][s&63] & p.byColor[Black] & p.byType[Pawn]) |
		(knightAttacks[s&63] & p.byType[Knight]) |
		(BishopAttacks(s, occ) & (p.byType[Bishop] | p.byType[Queen])) |
		(RookAttacks(s, occ) & (p.byType[Rook] | p.byType[Queen])) |
		(kingAttacks[s&63] & p.byType[King])
}

// IsAttacked reports whether colour by attacks square s.
func (p *Position) IsAttacked(s Square, by Color) bool {
	them := p.byColor[by&1]
	occ := p.Occupied()
	return pawnAttacks[by.Other()&1][s&63]&them&p.byType[Pawn] != 0 ||
		knightAttacks[s&63]&them&p.byType[Knight] != 0 ||
		kingAttacks[s&63]&them&p.byType[King] != 0 ||
		BishopAttacks(s, occ)&them&(p.byType[Bishop]|p.byType[Queen]) != 0 ||
		RookAttacks(s, occ)&them&(p.byType[Rook]|p.byType[Queen]) != 0
}

func (p *Position) putPiece(pc Piece, s Square) {
	b := SquareBB(s)
	p.board[s&63] = pc
	p.byType[pc&7] |= b
	p.byColor[pc>>3&1] |= b
	v := &psq[pc&15][s&63]
	p.psqScore.mg += v.mg
	p.psqScore.eg += v.eg
	p.phase += phaseWeight[pc&7]
}

func (p *Position) removePiece(s Square) {
	pc := p.board[s&63]
	b := SquareBB(s)
	p.byType[pc&7] &^= b
	p.byColor[pc>>3&1] &^= b
	p.board[s&63] = NoPiece
	v := &psq[pc&15][s&63]
	p.psqScore.mg -= v.mg
	p.psqScore.eg -= v.eg
	p.phase -= phaseWeight[pc&7]
}

func (p *Position) movePiece(from, to Square) {
	pc := p.board[from&63]
	b := SquareBB(from) | SquareBB(to)
	p.byType[pc&7] ^= b
	p.byColor[pc>>3&1] ^= b
	p.board[from&63] = NoPiece
	p.board[to&63] = pc
	vf, vt := &psq[pc&15][from&63], &psq[pc&15][to&63]
	p.psqScore.mg += vt.mg - vf.mg
	p.psqScore.eg += vt.eg - vf.eg
}

// computeCheckers finds the enemy pieces attacking the side to move's king.
func (p *Position) computeCheckers() Bitboard {
	us := p.side
	return p.AttackersTo(p.kingSq[us], p.Occupied()) & p.byColor[us.Other()]
}

// String renders the board as text, rank 8 at the top, plus the FEN.
func (p *Position) String() string {
	out := make([]byte, 0, 160)
	for r := 7; r >= 0; r-- {
		out = append(out, byte('1'+r), ' ')
		for f := 0; f < 8; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				out = append(out, '.')
			} else {
				out = append(out, pc.String()[0])
			}
			out = append(out, ' ')
		}
		out = append(out, '\n')
	}
	out = append(out, "  a b c d e f g h\n"...)
	out = append(out, p.FEN()...)
	return string(out)
}
