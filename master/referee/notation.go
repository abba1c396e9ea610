package referee

import (
	"fmt"
	"sort"
	"strings"

	"github.com/notnil/chess"
)

// The front ends show moves in SAN and need the legal moves of positions
// the game is not at (browsing the move list). Those need the rules, and
// the rules belong to the controller's referee, so they are offered here.

// SANLine converts a line of UCI moves played from fen into SAN with move
// numbers ("12...Nf6 13.Bd3 O-O"), at most maxMoves of them (0 = all).
// Moves that do not apply (a stale report) end the conversion; if none
// apply the UCI text is returned.
func SANLine(fen string, pv []string, maxMoves int) string {
	if len(pv) == 0 {
		return ""
	}
	if maxMoves > 0 && len(pv) > maxMoves {
		pv = pv[:maxMoves]
	}
	pos, _, err := ParseFEN(fen)
	if err != nil {
		return strings.Join(pv, " ")
	}
	var out []string
	for i, u := range pv {
		m := legalUCI(pos, u)
		if m == nil {
			break
		}
		san := pos.SAN(m)
		moveNo := fullMove(pos)
		switch {
		case pos.WhiteToMove():
			san = fmt.Sprintf("%d.%s", moveNo, san)
		case i == 0:
			san = fmt.Sprintf("%d...%s", moveNo, san)
		}
		out = append(out, san)
		pos = pos.Update(m)
	}
	if len(out) == 0 {
		return strings.Join(pv, " ")
	}
	return strings.Join(out, " ")
}

// LegalMoveList lists the legal moves of fen in UCI and whether White is
// to move.
func LegalMoveList(fen string) (uci []string, whiteToMove bool, err error) {
	pos, _, err := ParseFEN(fen)
	if err != nil {
		return nil, true, err
	}
	for _, m := range pos.ValidMoves() {
		uci = append(uci, pos.UCI(m))
	}
	return uci, pos.WhiteToMove(), nil
}

// LegalSAN lists the legal moves of fen in SAN, sorted.
func LegalSAN(fen string) []string {
	pos, _, err := ParseFEN(fen)
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range pos.ValidMoves() {
		out = append(out, pos.SAN(m))
	}
	sort.Strings(out)
	return out
}

// legalUCI finds the legal move written u in UCI, or nil (notnil/chess's
// UCI decoder accepts moves that are not legal, so the list is searched).
// Castling is also found king-takes-rook in a standard position and as
// the king's move in a Chess960 one: a line from a Chess960 game whose
// position has the standard castling squares is shown all the same.
func legalUCI(pos *Pos, u string) *Move {
	for _, m := range pos.ValidMoves() {
		if pos.UCI(m) == u {
			return m
		}
	}
	if LooksUCI(u) {
		if m, err := pos.FindMove(u); err == nil && (pos.fr != nil || m.std.HasTag(chess.KingSideCastle) || m.std.HasTag(chess.QueenSideCastle)) {
			return m
		}
	}
	return nil
}

// fullMove reads the full-move number of a position.
func fullMove(pos *Pos) int {
	f := strings.Fields(pos.String())
	n := 1
	if len(f) >= 6 {
		fmt.Sscan(f[5], &n)
	}
	return n
}

// SANMoves converts a line of UCI moves played from fen into SAN, one
// move each, stopping at the first move that does not apply.
func SANMoves(fen string, line []string) []string {
	pos, _, err := ParseFEN(fen)
	if err != nil {
		return nil
	}
	var out []string
	for _, u := range line {
		m := legalUCI(pos, u)
		if m == nil {
			break
		}
		out = append(out, pos.SAN(m))
		pos = pos.Update(m)
	}
	return out
}

// ParseMove reads a move typed in SAN (lenient: "Nf3", "0-0", "exd6 e.p.")
// or UCI ("g1f3") in the position fen and returns it in UCI, or the
// reason it is not legal there.
func ParseMove(fen, text string) (string, error) {
	pos, _, err := ParseFEN(fen)
	if err != nil {
		return "", err
	}
	m, err := pos.FindMove(strings.TrimSpace(text))
	if err != nil {
		return "", err
	}
	return pos.UCI(m), nil
}
