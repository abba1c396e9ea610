package engine

import "fmt"

// The castling field of a FEN: KQkq, and for Chess960 the rook files of
// Shredder-FEN (HAha) and X-FEN (KQkq where unambiguous, files where not).

// parseCastling reads the castling field; it returns a reason when the
// field is malformed or a right does not fit the board. A right whose
// king or rook is off its standard square makes p a Chess960 position.
func (p *Position) parseCastling(s string) string {
	if s == "-" {
		return ""
	}
	if len(s) > 4 {
		return fmt.Sprintf("%s is too long, want - or up to four letters (KQkq, or rook files A-H and a-h for Chess960)", quoteField(s))
	}
	rooks := [4]Square{NoSquare, NoSquare, NoSquare, NoSquare}
	for j := 0; j < len(s); j++ {
		ch := s[j]
		c := White
		if ch >= 'a' && ch <= 'z' {
			c = Black
		}
		king := p.kingSq[c]
		lower := ch | 0x20
		if lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h') {
			return fmt.Sprintf("bad castling letter %q in %s, want - or letters from KQkq (or rook files A-H, a-h for Chess960)", ch, quoteField(s))
		}
		if king.RelativeRank(c) != 0 {
			return fmt.Sprintf("castling right %c needs the %v king on its back rank, not on %v", ch, c, king)
		}
		var r Square
		var kingSide bool
		switch lower {
		case 'k', 'q':
			kingSide = lower == 'k'
			if r = p.outermostRook(c, kingSide); r == NoSquare {
				return fmt.Sprintf("castling right %c needs a %v rook on its back rank on the %s side of the king on %v", ch, c, wingName(kingSide), king)
			}
		default:
			r = MakeSquare(int(lower-'a'), king.Rank())
			if p.board[r] != MakePiece(c, Rook) {
				return fmt.Sprintf("castling right %c needs a %v rook on %v", ch, c, r)
			}
			kingSide = r > king
		}
		i := castleRightIndex(c, kingSide)
		if rooks[i] != NoSquare {
			return fmt.Sprintf("castling %s gives %v's %s-side right twice (the second time as %c)", quoteField(s), c, wingName(kingSide), ch)
		}
		rooks[i] = r
	}
	standard := true
	for i, r := range rooks {
		if r == NoSquare {
			continue
		}
		p.castling |= 1 << i
		if r != standardCastleRook[i] || p.kingSq[i/2] != standardCastleRook[i]&^7+4 {
			standard = false
		}
	}
	if !standard {
		p.setCastling960(rooks)
	}
	return ""
}

// wingName is "king" or "queen".
func wingName(kingSide bool) string {
	if kingSide {
		return "king"
	}
	return "queen"
}

// outermostRook is colour c's rook on its first rank farthest from the
// king on the given side (what X-FEN's K and Q name), or NoSquare.
func (p *Position) outermostRook(c Color, kingSide bool) Square {
	king := p.kingSq[c&1]
	if king.RelativeRank(c) != 0 {
		return NoSquare
	}
	rook := MakePiece(c, Rook)
	if kingSide {
		for f := 7; f > king.File(); f-- {
			if s := MakeSquare(f, king.Rank()); p.board[s] == rook {
				return s
			}
		}
		return NoSquare
	}
	for f := 0; f < king.File(); f++ {
		if s := MakeSquare(f, king.Rank()); p.board[s] == rook {
			return s
		}
	}
	return NoSquare
}

// castlingField writes the castling rights: KQkq, or with shredder the
// rook files (HAha). A Chess960 position writes X-FEN: K or Q where the
// castling rook is the outermost one, its file where it is not.
func (p *Position) castlingField(shredder bool) string {
	if p.castling == 0 {
		return "-"
	}
	b := make([]byte, 0, 4)
	for i := range 4 {
		if p.castling&(1<<i) == 0 {
			continue
		}
		c, kingSide := Color(i/2), i%2 == 0
		r := p.CastlingRook(c, kingSide)
		if !shredder && (!p.chess960 || p.outermostRook(c, kingSide) == r) {
			b = append(b, "KQkq"[i])
			continue
		}
		ch := byte('A' + r.File())
		if c == Black {
			ch += 'a' - 'A'
		}
		b = append(b, ch)
	}
	return string(b)
}
