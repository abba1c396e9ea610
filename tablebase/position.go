package tablebase

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"chessmaster/internal/fenfields"
)

// Position is the small board representation the prober works on.
// Squares are numbered a1=0, b1=1, ..., h8=63.
type Position struct {
	White, Black                                  uint64 // occupancy by colour
	Kings, Queens, Rooks, Bishops, Knights, Pawns uint64 // occupancy by piece type
	WhiteToMove                                   bool
	EnPassant                                     int  // en-passant target square, or -1
	Rule50                                        int  // halfmove clock
	Castling                                      bool // any castling right left
}

// Piece types, numbered as in the Syzygy file format (black pieces add 8).
const (
	pawn   = 1
	knight = 2
	bishop = 3
	rook   = 4
	queen  = 5
	king   = 6

	blackBit = 8
)

func (p *Position) occupied() uint64 { return p.White | p.Black }

// byType returns the occupancy of one piece type (both colours).
func (p *Position) byType(t int) uint64 {
	switch t {
	case pawn:
		return p.Pawns
	case knight:
		return p.Knights
	case bishop:
		return p.Bishops
	case rook:
		return p.Rooks
	case queen:
		return p.Queens
	case king:
		return p.Kings
	}
	return 0
}

// byTypePtr returns the bitboard field that holds piece type t.
func (p *Position) byTypePtr(t int) *uint64 {
	switch t {
	case pawn:
		return &p.Pawns
	case knight:
		return &p.Knights
	case bishop:
		return &p.Bishops
	case rook:
		return &p.Rooks
	case queen:
		return &p.Queens
	default:
		return &p.Kings
	}
}

// side returns the occupancy of the given colour.
func (p *Position) side(black bool) uint64 {
	if black {
		return p.Black
	}
	return p.White
}

// pieceCode returns the Syzygy piece code on sq (type, plus 8 for black),
// or 0 for an empty square.
func (p *Position) pieceCode(sq int) int {
	b := uint64(1) << uint(sq)
	t := 0
	switch {
	case p.Pawns&b != 0:
		t = pawn
	case p.Knights&b != 0:
		t = knight
	case p.Bishops&b != 0:
		t = bishop
	case p.Rooks&b != 0:
		t = rook
	case p.Queens&b != 0:
		t = queen
	case p.Kings&b != 0:
		t = king
	default:
		return 0
	}
	if p.Black&b != 0 {
		t |= blackBit
	}
	return t
}

// pieceCount is the number of pieces on the board, kings included.
func (p *Position) pieceCount() int { return bits.OnesCount64(p.occupied()) }

// validate checks that the bitboards describe a legal position: consistent
// occupancy, one king each, no pawns on the back ranks, and the side that
// just moved not in check. Probing garbage could index tables out of range.
func (p *Position) validate() error {
	if p.White&p.Black != 0 {
		return errors.New("tablebase: a square is both white and black")
	}
	types := []uint64{p.Pawns, p.Knights, p.Bishops, p.Rooks, p.Queens, p.Kings}
	var all uint64
	for _, b := range types {
		if all&b != 0 {
			return errors.New("tablebase: a square holds two piece types")
		}
		all |= b
	}
	if all != p.occupied() {
		return errors.New("tablebase: piece and colour bitboards disagree")
	}
	if bits.OnesCount64(p.Kings&p.White) != 1 || bits.OnesCount64(p.Kings&p.Black) != 1 {
		return errors.New("tablebase: each side needs exactly one king")
	}
	if p.Pawns&(rank1|rank8) != 0 {
		return errors.New("tablebase: pawn on the first or last rank")
	}
	if p.EnPassant < -1 || p.EnPassant > 63 {
		return fmt.Errorf("tablebase: en-passant square %d out of range", p.EnPassant)
	}
	if p.Rule50 < 0 {
		return errors.New("tablebase: negative halfmove clock")
	}
	// The side not to move must not be in check.
	them := p.WhiteToMove // black is "them" when white is to move
	ksq := bits.TrailingZeros64(p.Kings & p.side(them))
	if p.attacked(ksq, !them, p.occupied()) {
		return errors.New("tablebase: the side not to move is in check")
	}
	return nil
}

// ParseFEN reads a position in Forsyth-Edwards Notation. The halfmove clock
// and move number fields are optional.
func ParseFEN(fen string) (*Position, error) {
	f := fenfields.Split(fen)
	if f.Count < 2 || f.Count > 6 {
		return nil, fmt.Errorf("tablebase: FEN %q: want 2 to 6 fields", fen)
	}
	p := &Position{EnPassant: -1}
	rank, file := 7, 0
	for _, c := range f.Placement {
		switch {
		case c == '/':
			if file != 8 || rank == 0 {
				return nil, fmt.Errorf("tablebase: FEN %q: bad rank layout", fen)
			}
			rank--
			file = 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return nil, fmt.Errorf("tablebase: FEN %q: rank too long", fen)
			}
		default:
			t := strings.IndexRune("pnbrqk", c|0x20)
			if t < 0 {
				return nil, fmt.Errorf("tablebase: FEN %q: unknown piece %q", fen, c)
			}
			if file > 7 {
				return nil, fmt.Errorf("tablebase: FEN %q: rank too long", fen)
			}
			b := uint64(1) << uint(rank*8+file)
			*p.byTypePtr(t + 1) |= b
			if c >= 'a' {
				p.Black |= b
			} else {
				p.White |= b
			}
			file++
		}
	}
	if rank != 0 || file != 8 {
		return nil, fmt.Errorf("tablebase: FEN %q: want 8 full ranks", fen)
	}
	switch f.Side {
	case "w":
		p.WhiteToMove = true
	case "b":
	default:
		return nil, fmt.Errorf("tablebase: FEN %q: side to move must be w or b", fen)
	}
	if f.Castling != "" && f.Castling != "-" {
		for _, c := range f.Castling {
			if !strings.ContainsRune("KQkqABCDEFGHabcdefgh", c) {
				return nil, fmt.Errorf("tablebase: FEN %q: bad castling field", fen)
			}
		}
		p.Castling = true
	}
	if f.EnPassant != "" && f.EnPassant != "-" {
		sq, err := parseSquare(f.EnPassant)
		if err != nil {
			return nil, fmt.Errorf("tablebase: FEN %q: %v", fen, err)
		}
		want := 5 // rank 6 when white is to move
		if !p.WhiteToMove {
			want = 2
		}
		if sq/8 != want {
			return nil, fmt.Errorf("tablebase: FEN %q: en-passant square on the wrong rank", fen)
		}
		p.EnPassant = sq
	}
	if f.Halfmove != "" {
		n, err := strconv.Atoi(f.Halfmove)
		if err != nil || n < 0 || n > 10000 {
			return nil, fmt.Errorf("tablebase: FEN %q: bad halfmove clock", fen)
		}
		p.Rule50 = n
	}
	if f.Fullmove != "" {
		if n, err := strconv.Atoi(f.Fullmove); err != nil || n < 0 {
			return nil, fmt.Errorf("tablebase: FEN %q: bad move number", fen)
		}
	}
	if err := p.validate(); err != nil {
		return nil, fmt.Errorf("%v (FEN %q)", err, fen)
	}
	p.EnPassant = p.usefulEnPassant(p.EnPassant)
	return p, nil
}

// usefulEnPassant keeps an en-passant square only when a pawn of the side
// to move attacks it and the pawn that just moved is where it should be;
// otherwise the square has no effect on play and is dropped.
func (p *Position) usefulEnPassant(sq int) int {
	if sq < 0 {
		return -1
	}
	us := p.side(!p.WhiteToMove)
	them := p.side(p.WhiteToMove)
	victim := sq - 8
	if !p.WhiteToMove {
		victim = sq + 8
	}
	if p.Pawns&them&(1<<uint(victim)) == 0 || p.occupied()&(1<<uint(sq)) != 0 {
		return -1
	}
	// The capturing pawns stand where a pawn of the other colour on sq
	// would attack.
	if pawnAttacks[boolIndex(p.WhiteToMove)][sq]&p.Pawns&us == 0 {
		return -1
	}
	return sq
}

// FEN writes the position in Forsyth-Edwards Notation (move number 1).
func (p *Position) FEN() string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			c := p.pieceCode(rank*8 + file)
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			ch := " pnbrqk"[c&7]
			if c&blackBit == 0 {
				ch -= 'a' - 'A'
			}
			sb.WriteByte(ch)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	if p.WhiteToMove {
		sb.WriteString(" w ")
	} else {
		sb.WriteString(" b ")
	}
	if p.Castling {
		sb.WriteString("KQkq ")
	} else {
		sb.WriteString("- ")
	}
	if p.EnPassant >= 0 {
		sb.WriteString(squareName(p.EnPassant))
	} else {
		sb.WriteByte('-')
	}
	fmt.Fprintf(&sb, " %d 1", p.Rule50)
	return sb.String()
}

func parseSquare(s string) (int, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return 0, fmt.Errorf("bad square %q", s)
	}
	return int(s[1]-'1')*8 + int(s[0]-'a'), nil
}

func squareName(sq int) string {
	return string([]byte{byte('a' + sq%8), byte('1' + sq/8)})
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
