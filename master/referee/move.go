package referee

import (
	"fmt"
	"strings"

	"github.com/notnil/chess"
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

// FindMove finds the legal move written in UCI (e2e4, E2E4, e7e8q) or SAN
// (Nf3, O-O, e8=Q). Some texts have both shapes: "B6g5" is the SAN of a
// bishop on the sixth rank going to g5 (as written when two bishops on
// one file can reach g5), and read case-blind it is also the UCI b6g5.
// Squares are lower case in UCI and an upper-case first letter is a
// piece letter in SAN, so a UCI-shaped text starting with a capital is
// tried as SAN first and as UCI (E2E4) only if that finds no legal move;
// a lower-case one is UCI only, so an engine's illegal UCI move is never
// reinterpreted.
func FindMove(pos *chess.Position, legal []*chess.Move, text string) (*chess.Move, error) {
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
	check := InCheck(pos)
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

// findSAN finds the legal move written in standard algebraic notation.
// It is lenient about check marks, capture marks, annotation glyphs,
// "0-0" for "O-O" and a missing "=" before the promotion piece.
func FindSAN(pos *chess.Position, legal []*chess.Move, s string) (*chess.Move, error) {
	m, err := findSANStrict(pos, legal, s)
	if err != nil && len(s) >= 3 && s[0] == 'b' {
		// "bxc3" is a b-pawn in SAN, but people also type it for the bishop.
		if m2, err2 := findSANStrict(pos, legal, "B"+s[1:]); err2 == nil {
			return m2, nil
		}
	}
	return m, err
}

func findSANStrict(pos *chess.Position, legal []*chess.Move, s string) (*chess.Move, error) {
	orig := s
	s = strings.TrimRight(s, "+#!?")
	s = strings.TrimSuffix(s, "e.p.")
	s = strings.ReplaceAll(s, "0", "O")
	if s == "O-O" || s == "O-O-O" {
		tagWant := chess.KingSideCastle
		if s == "O-O-O" {
			tagWant = chess.QueenSideCastle
		}
		for _, m := range legal {
			if m.HasTag(tagWant) {
				return m, nil
			}
		}
		return nil, fmt.Errorf("illegal move %s: castling is not allowed here", orig)
	}
	// Piece letter; people typing often use lower case ("nf3"). A lower
	// case b stays a b-file pawn ("bxc3"), as in SAN.
	if len(s) >= 3 && strings.ContainsRune("nrqk", rune(s[0])) {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	piece := chess.Pawn
	if s != "" && strings.ContainsRune("KQRBN", rune(s[0])) {
		piece = map[byte]chess.PieceType{'K': chess.King, 'Q': chess.Queen, 'R': chess.Rook, 'B': chess.Bishop, 'N': chess.Knight}[s[0]]
		s = s[1:]
	} else if strings.HasPrefix(s, "P") {
		s = s[1:]
	}
	// Promotion suffix.
	promo := chess.NoPieceType
	if i := strings.IndexByte(s, '='); i >= 0 {
		if i+2 != len(s) || promoType(s[i+1]) == chess.NoPieceType {
			return nil, fmt.Errorf("cannot read move %q", orig)
		}
		promo, s = promoType(s[i+1]), s[:i]
	} else if piece == chess.Pawn && len(s) >= 3 && strings.ContainsRune("QRBN", rune(s[len(s)-1])) {
		promo, s = promoType(s[len(s)-1]), s[:len(s)-1]
	}
	s = strings.ReplaceAll(s, "x", "")
	s = strings.ReplaceAll(s, "-", "")
	if len(s) < 2 || len(s) > 4 {
		return nil, fmt.Errorf("cannot read move %q", orig)
	}
	to := squareByName(s[len(s)-2:])
	if to == chess.NoSquare {
		return nil, fmt.Errorf("cannot read move %q", orig)
	}
	disFile, disRank := -1, -1
	for _, c := range s[:len(s)-2] {
		switch {
		case c >= 'a' && c <= 'h':
			disFile = int(c - 'a')
		case c >= '1' && c <= '8':
			disRank = int(c - '1')
		default:
			return nil, fmt.Errorf("cannot read move %q", orig)
		}
	}
	var found []*chess.Move
	for _, m := range legal {
		if m.S2() != to || pos.Board().Piece(m.S1()).Type() != piece || m.Promo() != promo {
			continue
		}
		if disFile >= 0 && int(m.S1().File()) != disFile || disRank >= 0 && int(m.S1().Rank()) != disRank {
			continue
		}
		found = append(found, m)
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		if piece == chess.Pawn && promo == chess.NoPieceType && (to.Rank() == chess.Rank8 || to.Rank() == chess.Rank1) {
			for _, m := range legal {
				if m.S2() == to && m.Promo() != chess.NoPieceType && pos.Board().Piece(m.S1()).Type() == chess.Pawn {
					return nil, fmt.Errorf("illegal move %s: a promotion needs a piece (e.g. %s=Q)", orig, orig)
				}
			}
		}
		return nil, fmt.Errorf("illegal move %s: no %s can move to %s", orig, pieceName(piece), to)
	}
	return nil, fmt.Errorf("ambiguous move %s: %d pieces can make it", orig, len(found))
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
