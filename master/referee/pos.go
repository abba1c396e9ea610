package referee

import (
	"strings"

	"github.com/notnil/chess"

	"chessmaster/engine"
	"chessmaster/internal/rules960"
)

// Pos is a game position under the game's rules: standard chess, judged
// by notnil/chess, or Chess960, judged by internal/rules960 (notnil/chess
// has no Chess960 castling). Either way the rules are a second
// implementation beside the engine's generator. A Pos is immutable once
// made; its legal moves are computed on first use, so it is not safe for
// concurrent use before that (the controller guards it with its mutex).
type Pos struct {
	std   *chess.Position
	fr    *rules960.Board // set in a Chess960 game
	moves []*Move         // the legal moves, once asked for
	known bool            // moves is filled
	// handed are the moves FindMove returned before the list was made;
	// the list reuses them, so a move found is one of ValidMoves.
	handed []*Move
}

// Move is a legal move of a Pos.
type Move struct {
	std *chess.Move
	fr  rules960.Move
}

// ParseFEN reads a position of standard chess, or of Chess960 when its
// castling rights need it (a king or castling rook off its standard
// square); see ParseFENVariant.
func ParseFEN(fen string) (*Pos, string, error) { return ParseFENVariant(fen, false) }

// ParseFENVariant validates fen with the program's one FEN validator
// (engine.ParseFENVariant: every entry point accepts and rejects the same
// strings) and returns the referee's position and the normalised text.
// With chess960 the position is a Chess960 one whatever its castling
// rights (start position 518 included): castling moves are then
// king-takes-rook in UCI.
func ParseFENVariant(fen string, chess960 bool) (*Pos, string, error) {
	ep, err := engine.ParseFENVariant(fen, chess960)
	if err != nil {
		return nil, "", err
	}
	norm := ep.FEN()
	if ep.IsChess960() {
		b, err := rules960.Parse(norm)
		if err != nil {
			return nil, "", err // the validator accepted it: not expected
		}
		return &Pos{fr: b}, norm, nil
	}
	std, err := parseStd(fen, norm)
	if err != nil {
		return nil, "", err
	}
	return &Pos{std: std}, std.String(), nil
}

// Chess960 reports whether p is a position of a Chess960 game.
func (p *Pos) Chess960() bool { return p.fr != nil }

// String is the FEN (X-FEN castling letters in Chess960).
func (p *Pos) String() string {
	if p.fr != nil {
		return p.fr.FEN()
	}
	return p.std.String()
}

// WhiteToMove reports the side to move.
func (p *Pos) WhiteToMove() bool {
	if p.fr != nil {
		return p.fr.WhiteToMove()
	}
	return p.std.Turn() == chess.White
}

// HalfMoveClock is the number of plies since the last capture or pawn move.
func (p *Pos) HalfMoveClock() int {
	if p.fr != nil {
		f := strings.Fields(p.fr.FEN())
		n := 0
		for _, c := range f[4] {
			n = 10*n + int(c-'0')
		}
		return n
	}
	return p.std.HalfMoveClock()
}

// ValidMoves lists the legal moves.
func (p *Pos) ValidMoves() []*Move {
	if p.known {
		return p.moves
	}
	if p.fr != nil {
		for _, m := range p.fr.Legal() {
			p.moves = append(p.moves, &Move{fr: m})
		}
	} else {
	next:
		for _, m := range p.std.ValidMoves() {
			for _, h := range p.handed {
				if h.std == m {
					p.moves = append(p.moves, h)
					continue next
				}
			}
			p.moves = append(p.moves, &Move{std: m})
		}
		p.handed = nil
	}
	p.known = true
	return p.moves
}

// Update returns the position after the legal move m.
func (p *Pos) Update(m *Move) *Pos {
	if p.fr != nil {
		return &Pos{fr: p.fr.Play(m.fr)}
	}
	return &Pos{std: p.std.Update(m.std)}
}

// SAN writes m in standard algebraic notation (with + and #).
func (p *Pos) SAN(m *Move) string {
	if p.fr != nil {
		return p.fr.SAN(m.fr)
	}
	return chess.AlgebraicNotation{}.Encode(p.std, m.std)
}

// UCI writes m in UCI: castling is e1g1 in standard chess and
// king-takes-rook (e1h1) in Chess960, as the UCI convention has it.
func (p *Pos) UCI(m *Move) string {
	if p.fr != nil {
		return m.fr.UCI()
	}
	return chess.UCINotation{}.Encode(p.std, m.std)
}

// NoLegalMoves reports whether the side to move has no legal move.
func (p *Pos) NoLegalMoves() bool {
	if p.fr != nil {
		return len(p.ValidMoves()) == 0
	}
	return len(p.std.ValidMoves()) == 0 // no wrappers: most positions of a long game are only judged
}

// hasEnPassant reports whether an en-passant capture is legal (for the
// repetition key), without wrapping a standard position's moves.
func (p *Pos) hasEnPassant() bool {
	if p.fr == nil {
		for _, m := range p.std.ValidMoves() {
			if m.HasTag(chess.EnPassant) {
				return true
			}
		}
		return false
	}
	for _, m := range p.ValidMoves() {
		if p.isEnPassant(m) {
			return true
		}
	}
	return false
}

// isEnPassant reports whether m takes en passant.
func (p *Pos) isEnPassant(m *Move) bool {
	if p.fr != nil {
		ep := strings.Fields(p.fr.FEN())[3]
		return ep != "-" && m.fr.Castle == 0 && m.fr.UCI()[2:4] == ep &&
			p.fr.Piece(m.fr.From)|0x20 == 'p' && p.fr.Piece(m.fr.To) == 0
	}
	return m.std.HasTag(chess.EnPassant)
}

// material is the board for counting material: the standard position's,
// or the Chess960 placement read without its castling rights.
func (p *Pos) material() *chess.Board {
	if p.fr != nil {
		fn, err := chess.FEN(p.fr.Placement() + " w - - 0 1")
		if err != nil {
			return chess.NewGame().Position().Board() // a placement the validator accepted: not expected
		}
		return chess.NewGame(fn).Position().Board()
	}
	return p.std.Board()
}

// FindMove finds the legal move written in UCI or SAN (see findMove for
// standard chess). In Chess960 UCI castling is king-takes-rook; the
// king's move to g1/c1 is read too where no other move has that form.
func (p *Pos) FindMove(text string) (*Move, error) {
	if p.fr == nil {
		legal := p.std.ValidMoves()
		m, err := findMove(p.std, legal, text)
		if err != nil {
			return nil, err
		}
		// Only this move is wrapped (loading a long game stays lean), and
		// the same wrapper stays this move in ValidMoves.
		if p.known {
			for _, mv := range p.moves {
				if mv.std == m {
					return mv, nil
				}
			}
		}
		for _, h := range p.handed {
			if h.std == m {
				return h, nil
			}
		}
		mv := &Move{std: m}
		p.handed = append(p.handed, mv)
		return mv, nil
	}
	return p.find960(text)
}
