package widgets

import (
	"fmt"
	"slices"
	"strings"

	"chessmaster/pgn"
)

// The move list shows the game tree the way annotated game viewers do:
// the main line in numbered pairs ("12. Nf3  Nf6"), and after a move with
// a comment or with other choices, an indented paragraph for the comment
// and one for each of those variations, written inline with nested
// variations in parentheses ("12... Nc6 13. Bb5 (13. d4 exd4) a6"). This
// file turns a tree into those rows; movelist.go draws them.

// mlKind is the kind of a piece of a row.
type mlKind int

const (
	mlMove    mlKind = iota // a move: tappable
	mlText                  // a comment word
	mlSymbol                // "(", ")", "…"
	mlEllipse               // "…" in a main-line row whose White half is elsewhere
	mlResult                // the result line's text ("1-0 · White wins by checkmate")
	mlNewGame               // the result line's New Game… button
)

// mlPiece is one word of the move list.
type mlPiece struct {
	kind mlKind
	text string // the move with its number where one is due ("12...Nf6"), or the word
	// For moves: its path in the tree, SAN and NAGs.
	at     *treePath
	san    string
	number string // "12." or "12..." when written before the move
	nags   []string
}

// treePath is the path of a move in the tree, linked to the path of the
// move before it: the moves of a line share their common part, so a game
// of n moves keeps n links, not n paths of up to n steps (n²/2 ints).
// The nil treePath is the start position.
type treePath struct {
	up    *treePath
	index int // the child taken at the last step
	depth int // the number of steps
}

// child is the path one step further, taking child i.
func (p *treePath) child(i int) *treePath {
	return &treePath{up: p, index: i, depth: p.len() + 1}
}

func (p *treePath) len() int {
	if p == nil {
		return 0
	}
	return p.depth
}

// path is the path as the controller writes it.
func (p *treePath) path() []int {
	out := make([]int, p.len())
	for q := p; q != nil; q = q.up {
		out[q.depth-1] = q.index
	}
	return out
}

// is reports whether p is the path want.
func (p *treePath) is(want []int) bool {
	if p.len() != len(want) {
		return false
	}
	for q := p; q != nil; q = q.up {
		if want[q.depth-1] != q.index {
			return false
		}
	}
	return true
}

// mlRow is one row of the list: a main-line pair (number, White's move,
// Black's move; a half may be an mlEllipse or missing) or a paragraph of
// a comment or a variation (indent > 0), wrapped to the width, or the
// result line after the last row (result), then its button (action).
type mlRow struct {
	pair   bool
	Result bool
	Action bool
	number int
	pieces []mlPiece
	indent int
}

// treeRows lays out a game tree that starts from startFEN.
func treeRows(g *pgn.Game, startFEN string) []mlRow {
	first, blackFirst := StartMoveNumber(startFEN)
	b := &RowBuilder{First: first, BlackFirst: blackFirst}
	if g == nil || g.Root == nil {
		return nil
	}
	if c := commentWords(g.Root.Comment); len(c) > 0 {
		b.rows = append(b.rows, mlRow{indent: 1, pieces: c})
	}
	var pair *mlRow
	flush := func() {
		if pair != nil {
			b.rows = append(b.rows, *pair)
			pair = nil
		}
	}
	var path *treePath // the start
	for n := g.Root; len(n.Children) > 0; n = n.Children[0] {
		m := n.Children[0]
		up := path
		path = up.child(0)
		ply := path.depth
		no, white := b.NumberOf(ply)
		if c := commentWords(m.CommentBefore); len(c) > 0 {
			flush()
			b.rows = append(b.rows, mlRow{indent: 1, pieces: c})
		}
		piece := b.move(m, path, "")
		if white {
			flush()
			pair = &mlRow{pair: true, number: no, pieces: []mlPiece{piece}}
		} else {
			if pair == nil {
				pair = &mlRow{pair: true, number: no, pieces: []mlPiece{{kind: mlEllipse, text: "…"}}}
			}
			pair.pieces = append(pair.pieces, piece)
			flush()
		}
		comment := commentWords(m.Comment)
		if len(comment) == 0 && len(n.Children) == 1 {
			continue
		}
		flush()
		if len(comment) > 0 {
			b.rows = append(b.rows, mlRow{indent: 1, pieces: comment})
		}
		for i, v := range n.Children[1:] {
			vp := up.child(i + 1)
			b.rows = append(b.rows, mlRow{indent: 1, pieces: b.line(v, vp)})
		}
		if white && len(m.Children) > 0 {
			// Black's reply starts its own row: "12. … Nf6".
			no, _ := b.NumberOf(ply + 1)
			pair = &mlRow{pair: true, number: no, pieces: []mlPiece{{kind: mlEllipse, text: "…"}}}
		}
	}
	flush()
	if g.Result != "" && g.Result != pgn.ResultOngoing {
		b.rows = append(b.rows, mlRow{Result: true, pieces: []mlPiece{{kind: mlResult, text: g.Result}}})
	}
	return b.rows
}

type RowBuilder struct {
	First      int
	BlackFirst bool
	rows       []mlRow
}

// NumberOf is the full-move number of ply (1 = the first move of the
// game) and whether White plays it.
func (b *RowBuilder) NumberOf(ply int) (number int, white bool) {
	off := 0
	if b.BlackFirst {
		off = 1
	}
	return b.First + (ply-1+off)/2, (ply-1+off)%2 == 0
}

// move is the piece for node n at path; number is written before it
// ("12." or "12...") when not empty.
func (b *RowBuilder) move(n *pgn.Node, path *treePath, number string) mlPiece {
	return mlPiece{kind: mlMove, text: number + n.Move, at: path, san: n.Move, number: number, nags: n.NAGs}
}

// line writes the variation that starts with node n (at path) and goes on
// along each node's first child, nested variations in parentheses.
func (b *RowBuilder) line(n *pgn.Node, path *treePath) []mlPiece {
	needNumber := true
	out := b.line1(n, path, &needNumber)
	return append(out, b.rest(n, path, needNumber)...)
}

// line1 writes the single move n (at path) of a line, with its comments.
func (b *RowBuilder) line1(n *pgn.Node, path *treePath, needNumber *bool) []mlPiece {
	var out []mlPiece
	no, white := b.NumberOf(path.depth)
	if c := commentWords(n.CommentBefore); len(c) > 0 {
		out = append(out, c...)
		*needNumber = true
	}
	number := ""
	if white {
		number = fmt.Sprintf("%d.", no)
	} else if *needNumber {
		number = fmt.Sprintf("%d...", no)
	}
	out = append(out, b.move(n, path, number))
	*needNumber = false
	if c := commentWords(n.Comment); len(c) > 0 {
		out = append(out, c...)
		*needNumber = true
	}
	return out
}

// rest writes what follows node cur (at path) in a variation: each next
// move, then the alternatives to it.
func (b *RowBuilder) rest(cur *pgn.Node, path *treePath, needNumber bool) []mlPiece {
	var out []mlPiece
	for len(cur.Children) > 0 {
		next := cur.Children[0]
		nextPath := path.child(0)
		out = append(out, b.line1(next, nextPath, &needNumber)...)
		for i, v := range cur.Children[1:] {
			vp := path.child(i + 1)
			out = append(out, mlPiece{kind: mlSymbol, text: "("})
			out = append(out, b.line(v, vp)...)
			out = append(out, mlPiece{kind: mlSymbol, text: ")"})
			needNumber = true
		}
		cur, path = next, nextPath
	}
	return out
}

// commentWords splits a comment's text (without embedded commands such as
// [%eval] and [%clk]) into words, so that it wraps like the moves.
func commentWords(comment string) []mlPiece {
	text := pgn.CommentText(comment)
	var out []mlPiece
	for _, w := range strings.Fields(text) {
		out = append(out, mlPiece{kind: mlText, text: w})
	}
	return out
}

// rowsText writes rows as plain text, one row a line (for tests and for
// reading a layout at a glance).
func rowsText(rows []mlRow) string {
	var b strings.Builder
	for _, r := range rows {
		switch {
		case r.pair:
			fmt.Fprintf(&b, "%d.", r.number)
		case r.Action:
			continue // a button, not text
		default:
			b.WriteString(strings.Repeat("  ", r.indent))
		}
		for i, p := range r.pieces {
			if i > 0 || r.pair {
				b.WriteByte(' ')
			}
			b.WriteString(p.text)
			q, pos := nagText(p.nags)
			b.WriteString(q)
			if pos != "" {
				b.WriteString(" " + pos)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// sameTree reports whether a and b give the same rows: the same moves,
// comments, glyphs and result. It compares in place, without writing
// either tree out, so a refresh of an unchanged game of n moves costs n
// comparisons and no memory.
func sameTree(a, b *pgn.Game) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Result != b.Result || (a.Root == nil) != (b.Root == nil) {
		return false
	}
	if a.Root == nil {
		return true
	}
	stack := [][2]*pgn.Node{{a.Root, b.Root}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := p[0], p[1]
		if x.Move != y.Move || x.Comment != y.Comment || x.CommentBefore != y.CommentBefore ||
			!slices.Equal(x.NAGs, y.NAGs) || len(x.Children) != len(y.Children) {
			return false
		}
		for i := range x.Children {
			stack = append(stack, [2]*pgn.Node{x.Children[i], y.Children[i]})
		}
	}
	return true
}
