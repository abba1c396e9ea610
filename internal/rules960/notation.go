package rules960

import (
	"fmt"
	"sort"
	"strings"
)

// UCI writes m as UCI does in Chess960: castling king-takes-rook (e1h1).
func (m Move) UCI() string {
	s := squareName(m.From) + squareName(m.To)
	if m.Promo != 0 {
		s += string(m.Promo)
	}
	return s
}

// FindUCI returns the legal move written in UCI. Castling is read
// king-takes-rook, and also as the king's move to g1/c1 (standard UCI)
// when no other move has that form.
func (b *Board) FindUCI(text string) (Move, error) {
	legal := b.Legal()
	for _, m := range legal {
		if m.UCI() == text {
			return m, nil
		}
	}
	for _, m := range legal {
		if m.Castle != 0 && text == squareName(m.From)+squareName(castleKingTarget(m, b.white)) {
			return m, nil
		}
	}
	return Move{}, fmt.Errorf("illegal move %s in %s", text, b.Placement())
}

// castleKingTarget is where the king ends when castling with m.
func castleKingTarget(m Move, white bool) int {
	t := 6
	if m.Castle == 2 {
		t = 2
	}
	if !white {
		t += 56
	}
	return t
}

// SAN writes m in standard algebraic notation, with + or #.
func (b *Board) SAN(m Move) string {
	var s string
	p := b.sq[m.From] | 0x20
	switch {
	case m.Castle == 1:
		s = "O-O"
	case m.Castle == 2:
		s = "O-O-O"
	case p == 'p':
		if m.From%8 != m.To%8 {
			s = string(rune('a'+m.From%8)) + "x"
		}
		s += squareName(m.To)
		if m.Promo != 0 {
			s += "=" + strings.ToUpper(string(m.Promo))
		}
	default:
		s = strings.ToUpper(string(p))
		var others []Move
		for _, o := range b.Legal() {
			if o.To == m.To && o.From != m.From && o.Castle == 0 && b.sq[o.From] == b.sq[m.From] {
				others = append(others, o)
			}
		}
		if len(others) > 0 {
			sameFile, sameRank := false, false
			for _, o := range others {
				sameFile = sameFile || o.From%8 == m.From%8
				sameRank = sameRank || o.From/8 == m.From/8
			}
			switch {
			case !sameFile:
				s += string(rune('a' + m.From%8))
			case !sameRank:
				s += string(rune('1' + m.From/8))
			default:
				s += squareName(m.From)
			}
		}
		if b.sq[m.To] != 0 {
			s += "x"
		}
		s += squareName(m.To)
	}
	after := b.Play(m)
	if after.InCheck() {
		if len(after.Legal()) == 0 {
			return s + "#"
		}
		return s + "+"
	}
	return s
}

// FindSAN returns the legal move written in SAN: the SAN that SAN writes,
// read leniently about check marks, annotation glyphs and "0-0".
func (b *Board) FindSAN(text string) (Move, error) {
	want := normSAN(text)
	castle := strings.HasPrefix(want, "O-O")
	dest := sanDestination(want)
	var found []Move
	for _, m := range b.Legal() {
		// Only moves that can match are written out: writing SAN plays
		// the move and generates the replies.
		if castle != (m.Castle != 0) || !castle && m.To != dest {
			continue
		}
		if normSAN(b.SAN(m)) == want || normSAN(longSAN(b, m)) == want {
			found = append(found, m)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	if len(found) == 0 {
		return Move{}, fmt.Errorf("illegal move %s in %s", text, b.Placement())
	}
	return Move{}, fmt.Errorf("ambiguous move %s in %s", text, b.Placement())
}

// longSAN is SAN with the full origin square (Ng1f3), which some writers
// use and which is never ambiguous.
func longSAN(b *Board, m Move) string {
	p := b.sq[m.From] | 0x20
	if m.Castle != 0 || p == 'p' {
		return b.SAN(m)
	}
	s := strings.ToUpper(string(p)) + squareName(m.From)
	if b.sq[m.To] != 0 {
		s += "x"
	}
	return s + squareName(m.To)
}

// normSAN drops what does not identify a move: check marks, glyphs.
func normSAN(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), "+#!?")
	return strings.ReplaceAll(s, "0", "O")
}

// LegalUCI lists the legal moves in UCI, sorted.
func (b *Board) LegalUCI() []string {
	var out []string
	for _, m := range b.Legal() {
		out = append(out, m.UCI())
	}
	sort.Strings(out)
	return out
}

// sanDestination is the square a non-castling SAN moves to (the last
// square named, before a promotion), -1 if none.
func sanDestination(san string) int {
	for i := len(san) - 2; i >= 0; i-- {
		if san[i] >= 'a' && san[i] <= 'h' && san[i+1] >= '1' && san[i+1] <= '8' {
			return int(san[i+1]-'1')*8 + int(san[i]-'a')
		}
	}
	return -1
}
