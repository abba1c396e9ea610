package review

import (
	"fmt"
	"strings"

	"chessmaster/pgn"
)

// SANFunc converts a line of UCI moves played from a FEN into SAN (the
// controller's master.SANMoves); the review needs the rules for that.
type SANFunc func(fen string, line []string) []string

// maxLineMoves bounds the better line written as a variation.
const maxLineMoves = 6

// Annotate writes a report into the main line of g: an [%eval] command in
// each move's comment (the position after it, White's view), the NAG of
// each inaccuracy, mistake and blunder, and for those the engine's better
// line as a variation. fens are the positions before each move (fens[i]
// before move i+1). Earlier review marks are replaced, not repeated; the
// rest of each comment is kept.
func Annotate(g *pgn.Game, rep *Report, fens []string, san SANFunc) error {
	line := g.MainLine()
	if len(line) != len(rep.Moves) || len(fens) < len(rep.Moves) {
		return fmt.Errorf("the review has %d moves, the game %d", len(rep.Moves), len(line))
	}
	for i, n := range line {
		m := rep.Moves[i]
		if !m.After.Final {
			n.Comment = withEval(n.Comment, m.After)
		}
		n.NAGs = withoutReviewNAGs(n.NAGs)
		if nag := m.Class.NAG(); nag != "" {
			n.NAGs = append(n.NAGs, nag)
		}
		if m.Class < Inaccuracy || m.Best == "" || m.Best == m.UCI {
			continue
		}
		better := m.BestLine
		if len(better) == 0 || better[0] != m.Best {
			better = []string{m.Best}
		}
		if len(better) > maxLineMoves {
			better = better[:maxLineMoves]
		}
		sans := san(fens[i], better)
		if len(sans) == 0 || hasChild(n.Parent, sans[0]) {
			continue
		}
		v := n.Parent.AddChild(sans[0])
		v.Comment = withEval("", m.Before)
		for _, s := range sans[1:] {
			v = v.AddChild(s)
		}
	}
	return nil
}

// withEval puts "[%eval s]" into a comment, replacing an earlier one.
func withEval(comment string, s Score) string {
	if i := strings.Index(comment, "[%eval "); i >= 0 {
		if j := strings.IndexByte(comment[i:], ']'); j >= 0 {
			comment = strings.TrimSpace(comment[:i] + comment[i+j+1:])
		}
	}
	eval := "[%eval " + s.String() + "]"
	if comment == "" {
		return eval
	}
	return eval + " " + comment
}

// withoutReviewNAGs drops the move-quality glyphs a review writes, so a
// second review does not add them twice.
func withoutReviewNAGs(nags []string) []string {
	out := nags[:0]
	for _, g := range nags {
		if g != "$2" && g != "$4" && g != "$6" {
			out = append(out, g)
		}
	}
	return out
}

func hasChild(n *pgn.Node, move string) bool {
	for _, c := range n.Children {
		if c.Move == move {
			return true
		}
	}
	return false
}
