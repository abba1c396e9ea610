package review

import (
	"fmt"
	"strings"

	"chessmaster/pgn"
)

// SANFunc converts a line of UCI moves played from a FEN into SAN (the
// controller's notation.SANMoves); the review needs the rules for that.
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
		// A move with an [%eval] was reviewed before: its move-quality
		// glyph is that review's and is replaced. A glyph on a move that
		// was never reviewed is a person's judgement and stays.
		if _, reviewed := n.Command("eval"); reviewed {
			n.NAGs = withoutReviewNAGs(n.NAGs)
			dropReviewLines(n)
		}
		if !m.After.Final {
			n.SetEval(pgnEval(m.After))
		}
		if m.Null {
			continue // a null move is not judged
		}
		if nag := m.Class.NAG(); nag != "" && !hasMoveGlyph(n.NAGs) {
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
		v.SetEval(pgnEval(m.Before))
		for _, s := range sans[1:] {
			v = v.AddChild(s)
		}
	}
	return nil
}

// pgnEval is a score as the [%eval] command holds it.
func pgnEval(s Score) pgn.Eval {
	if s.Mate != 0 {
		return pgn.Eval{Mate: s.Mate, IsMate: true}
	}
	return pgn.Eval{Centipawns: s.CP}
}

// hasMoveGlyph reports whether a move already carries a move-quality
// glyph ($1..$6), which the review does not contradict.
func hasMoveGlyph(nags []string) bool {
	for _, g := range nags {
		switch g {
		case "$1", "$2", "$3", "$4", "$5", "$6":
			return true
		}
	}
	return false
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

// dropReviewLines removes the better lines an earlier review wrote beside
// the main-line move n, so that a second review does not keep the first
// one's suggestions (with their old evaluations) beside its own. A review
// line is a variation whose first move's comment is an [%eval] alone and
// whose moves carry nothing else (no glyph, comment or variation): a line
// a person wrote or annotated stays.
func dropReviewLines(n *pgn.Node) {
	parent := n.Parent
	if parent == nil || len(parent.Children) == 0 || parent.Children[0] != n {
		return
	}
	kept := parent.Children[:1]
	for _, v := range parent.Children[1:] {
		if !isReviewLine(v) {
			kept = append(kept, v)
		}
	}
	parent.Children = kept
}

// isReviewLine reports whether the variation starting at v looks as
// Annotate writes one (see dropReviewLines).
func isReviewLine(v *pgn.Node) bool {
	if _, ok := v.Command("eval"); !ok || len(v.Commands()) != 1 || strings.TrimSpace(pgn.CommentText(v.Comment)) != "" {
		return false
	}
	for i, n := 0, v; ; i++ {
		if i > 0 && (n.Comment != "" || len(n.Commands()) > 0) {
			return false
		}
		if len(n.NAGs) > 0 || n.CommentBefore != "" || len(n.Children) > 1 || i >= maxLineMoves {
			return false
		}
		if len(n.Children) == 0 {
			return true
		}
		n = n.Children[0]
	}
}

func hasChild(n *pgn.Node, move string) bool {
	for _, c := range n.Children {
		if c.Move == move {
			return true
		}
	}
	return false
}
