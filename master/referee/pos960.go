package referee

import (
	"fmt"
	"strings"
)

// find960 finds the legal Chess960 move written in UCI or SAN.
func (p *Pos) find960(text string) (*Move, error) {
	text = strings.TrimSpace(text)
	if len(text) > maxMoveText {
		return nil, fmt.Errorf("cannot read move %q", QuoteMove(text))
	}
	legal := p.ValidMoves()
	if len(legal) == 0 {
		return nil, fmt.Errorf("illegal move %s: there are no legal moves", text)
	}
	if LooksUCI(text) && !(text[0] >= 'A' && text[0] <= 'Z') {
		m, err := p.fr.FindUCI(strings.ToLower(text))
		if err != nil {
			return nil, fmt.Errorf("illegal move %s: %s", text, p.why960(strings.ToLower(text)))
		}
		return p.match960(m), nil
	}
	m, err := p.fr.FindSAN(text)
	if err != nil {
		if LooksUCI(text) {
			if m, err2 := p.fr.FindUCI(strings.ToLower(text)); err2 == nil {
				return p.match960(m), nil
			}
		}
		msg := err.Error()
		if i := strings.Index(msg, " in "); i >= 0 {
			msg = msg[:i] // the reader names the board; the caller names the move
		}
		if strings.HasPrefix(normCastle(text), "O-O") {
			return nil, fmt.Errorf("illegal move %s: castling is not allowed here (king or rook has moved, a square between is occupied or attacked, or the king is in check)", text)
		}
		return nil, fmt.Errorf("%s", msg)
	}
	return p.match960(m), nil
}

func normCastle(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "0", "O") }

// match960 returns the listed legal move equal to m.
func (p *Pos) match960(m interface{ UCI() string }) *Move {
	for _, mv := range p.ValidMoves() {
		if mv.fr.UCI() == m.UCI() {
			return mv
		}
	}
	return nil
}

// why960 says why the UCI move u is not legal, as well as cheaply possible.
func (p *Pos) why960(u string) string {
	from := int(u[1]-'1')*8 + int(u[0]-'a')
	pc := p.fr.Piece(from)
	switch {
	case pc == 0:
		return "there is no piece on " + u[0:2]
	case (pc >= 'A' && pc <= 'Z') != p.fr.WhiteToMove():
		side := "white"
		if !p.fr.WhiteToMove() {
			side = "black"
		}
		return "it is " + side + "'s turn"
	case p.fr.InCheck():
		return "your king is in check and this move does not get it out of check"
	}
	return "it is not a legal move here (in Chess960 castling is written king-takes-rook, e.g. e1h1)"
}
