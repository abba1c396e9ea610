package referee

import (
	"fmt"
	"strings"

	"github.com/notnil/chess"

	"chessmaster/engine"
)

// looksUCI reports whether s has the shape of a UCI move (e2e4, e7e8q).
func LooksUCI(s string) bool {
	s = strings.ToLower(s)
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	if squareByName(s[0:2]) == chess.NoSquare || squareByName(s[2:4]) == chess.NoSquare {
		return false
	}
	return len(s) == 4 || strings.ContainsRune("qrbn", rune(s[4]))
}

// findMove finds the legal move written in UCI (e2e4, E2E4, e7e8q) or SAN
// (Nf3, O-O, e8=Q). Some texts have both shapes: "B6g5" is the SAN of a
// bishop on the sixth rank going to g5 (as written when two bishops on
// one file can reach g5), and read case-blind it is also the UCI b6g5.
// Squares are lower case in UCI and an upper-case first letter is a
// piece letter in SAN, so a UCI-shaped text starting with a capital is
// tried as SAN first and as UCI (E2E4) only if that finds no legal move;
// a lower-case one is UCI only, so an engine's illegal UCI move is never
// reinterpreted.
func findMove(pos *chess.Position, legal []*chess.Move, text string) (*chess.Move, error) {
	text = strings.TrimSpace(text)
	if len(text) > maxMoveText {
		// No move is this long; the text is quoted cut short, so that a
		// garbage token from a file does not become a huge message.
		return nil, fmt.Errorf("cannot read move %q", QuoteMove(text))
	}
	switch {
	case !LooksUCI(text):
		return FindSAN(pos, legal, text)
	case text[0] >= 'A' && text[0] <= 'Z':
		if m, err := FindSAN(pos, legal, text); err == nil {
			return m, nil
		}
	}
	return FindUCI(pos, legal, strings.ToLower(text))
}

// maxMoveText is longer than any move in SAN (with check, glyphs and
// annotation marks) or UCI.
const maxMoveText = 24

// findUCI finds the legal move written in UCI. Castling may also be given
// as king-takes-rook (e1h1), as some GUIs send it.
func FindUCI(pos *chess.Position, legal []*chess.Move, s string) (*chess.Move, error) {
	from, to := squareByName(s[0:2]), squareByName(s[2:4])
	promo := chess.NoPieceType
	if len(s) == 5 {
		promo = promoType(s[4])
	}
	p := pos.Board().Piece(from)
	if p == chess.NoPiece {
		return nil, fmt.Errorf("illegal move %s: there is no piece on %s", s, s[0:2])
	}
	if p.Color() != pos.Turn() {
		return nil, fmt.Errorf("illegal move %s: it is %s's turn", s, colorName(pos.Turn()))
	}
	if p.Type() == chess.King {
		if q := pos.Board().Piece(to); q.Type() == chess.Rook && q.Color() == p.Color() && from.Rank() == to.Rank() {
			if to.File() > from.File() {
				to = from + 2
			} else {
				to = from - 2
			}
		}
	}
	for _, m := range legal {
		if m.S1() == from && m.S2() == to {
			if m.Promo() == promo {
				return m, nil
			}
			if promo == chess.NoPieceType && m.Promo() != chess.NoPieceType {
				return nil, fmt.Errorf("illegal move %s: a promotion needs a piece (e.g. %sq)", s, s)
			}
			if promo != chess.NoPieceType && m.Promo() == chess.NoPieceType {
				return nil, fmt.Errorf("illegal move %s: %s is no promotion (only a pawn reaching the last rank promotes); play %s", s, s[:4], s[:4])
			}
		}
	}
	return nil, fmt.Errorf("illegal move %s: %s", s, whyIllegal(pos, legal, from, to))
}

// whyIllegal explains, as well as cheaply possible, why no legal move
// goes from one square to another.
func whyIllegal(pos *chess.Position, legal []*chess.Move, from, to chess.Square) string {
	p := pos.Board().Piece(from)
	if q := pos.Board().Piece(to); q != chess.NoPiece && q.Color() == p.Color() {
		return "the target square holds your own piece"
	}
	check := InCheck(&Pos{std: pos})
	// Does the piece move there on an empty board around it? Try the
	// move with the turn flipped off: simplest is to see whether any
	// pseudo-legal shape matches; we approximate with piece geometry.
	if !pieceCanReach(pos.Board(), p, from, to) {
		return fmt.Sprintf("a %s cannot move from %s to %s", pieceName(p.Type()), from, to)
	}
	if check {
		return "your king is in check and this move does not get it out of check"
	}
	if p.Type() == chess.King && (int(to)-int(from) == 2 || int(from)-int(to) == 2) {
		return "castling is not allowed here (king or rook has moved, a square between is occupied or attacked, or the king is in check)"
	}
	if p.Type() == chess.King {
		return "the king would be in check on " + to.String()
	}
	return "it would leave your king in check"
}

// pieceCanReach checks the piece's movement pattern and that sliding
// paths are clear (ignoring checks).
func pieceCanReach(b *chess.Board, p chess.Piece, from, to chess.Square) bool {
	df := int(to.File()) - int(from.File())
	dr := int(to.Rank()) - int(from.Rank())
	adf, adr := abs(df), abs(dr)
	clear := func() bool {
		sf, sr := sign(df), sign(dr)
		f, r := int(from.File())+sf, int(from.Rank())+sr
		for f != int(to.File()) || r != int(to.Rank()) {
			if b.Piece(chess.Square(r*8+f)) != chess.NoPiece {
				return false
			}
			f, r = f+sf, r+sr
		}
		return true
	}
	switch p.Type() {
	case chess.Knight:
		return adf*adr == 2
	case chess.King:
		return (adf <= 1 && adr <= 1) || (adr == 0 && adf == 2)
	case chess.Rook:
		return (adf == 0 || adr == 0) && clear()
	case chess.Bishop:
		return adf == adr && clear()
	case chess.Queen:
		return (adf == 0 || adr == 0 || adf == adr) && clear()
	case chess.Pawn:
		dir := 1
		if p.Color() == chess.Black {
			dir = -1
		}
		if adf == 1 && dr == dir {
			return true // capture shape; emptiness is checked by the caller's legality
		}
		if df != 0 {
			return false
		}
		if dr == dir {
			return b.Piece(to) == chess.NoPiece
		}
		start := chess.Rank2
		if p.Color() == chess.Black {
			start = chess.Rank7
		}
		return dr == 2*dir && from.Rank() == start && clear() && b.Piece(to) == chess.NoPiece
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func pieceName(t chess.PieceType) string {
	switch t {
	case chess.King:
		return "king"
	case chess.Queen:
		return "queen"
	case chess.Rook:
		return "rook"
	case chess.Bishop:
		return "bishop"
	case chess.Knight:
		return "knight"
	}
	return "pawn"
}

func promoType(c byte) chess.PieceType {
	switch c {
	case 'q', 'Q':
		return chess.Queen
	case 'r', 'R':
		return chess.Rook
	case 'b', 'B':
		return chess.Bishop
	case 'n', 'N':
		return chess.Knight
	}
	return chess.NoPieceType
}

// FindSAN finds the legal move written in standard algebraic notation,
// with the program's one SAN reader (engine.FindSAN: lenient about check
// marks, capture marks, annotation glyphs, "0-0" for "O-O", a missing "="
// before the promotion piece and lower-case piece letters).
func FindSAN(pos *chess.Position, legal []*chess.Move, s string) (*chess.Move, error) {
	cands := make([]engine.SANCandidate, len(legal))
	for i, m := range legal {
		cands[i] = engine.SANCandidate{
			Piece:     engineType(pos.Board().Piece(m.S1()).Type()),
			From:      engine.Square(m.S1()),
			To:        engine.Square(m.S2()),
			Promotion: engineType(m.Promo()),
			Castling:  m.HasTag(chess.KingSideCastle) || m.HasTag(chess.QueenSideCastle),
		}
	}
	i, err := engine.FindSAN(s, cands)
	if err != nil {
		return nil, err
	}
	return legal[i], nil
}

// engineType is the engine's name for a piece type of the chess library.
func engineType(t chess.PieceType) engine.PieceType { return engineTypes[t] }

var engineTypes = [...]engine.PieceType{
	chess.NoPieceType: engine.NoPieceType,
	chess.King:        engine.King,
	chess.Queen:       engine.Queen,
	chess.Rook:        engine.Rook,
	chess.Bishop:      engine.Bishop,
	chess.Knight:      engine.Knight,
	chess.Pawn:        engine.Pawn,
}

// squareByName reads "e4"; chess.NoSquare when s is not a square.
func squareByName(s string) chess.Square {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return chess.NoSquare
	}
	return chess.Square(int(s[1]-'1')*8 + int(s[0]-'a'))
}

// colorName is "White" or "Black", as messages say it.
func colorName(c chess.Color) string {
	if c == chess.Black {
		return "Black"
	}
	return "White"
}
