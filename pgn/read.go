package pgn

import (
	"errors"
	"fmt"
	"io"
)

// Read reads every game of a PGN text into game trees. It fails, naming
// the game (1-based) and the line, when the text is not PGN: a broken tag,
// an unclosed comment or an unbalanced variation. Moves are not checked
// against the rules here.
func Read(r io.Reader) ([]*Game, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading PGN: %w", err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("PGN file is larger than %d MB", MaxSize>>20)
	}
	raws, err := pgnSplitGames(data)
	if err != nil {
		return nil, fmt.Errorf("PGN: %w", err)
	}
	if len(raws) == 0 {
		return nil, errors.New("PGN: no game found")
	}
	games := make([]*Game, 0, len(raws))
	for i, raw := range raws {
		g, err := buildTree(raw)
		if err != nil {
			return nil, fmt.Errorf("PGN game %d: %w", i+1, err)
		}
		games = append(games, g)
	}
	return games, nil
}

// buildTree turns one game's tokens into a tree. A "(" opens a
// variation on the move just read: its moves replace that move.
func buildTree(raw rawGame) (*Game, error) {
	g := NewGame()
	g.Line = raw.line
	g.Result = ""
	i := 0
	for ; i < len(raw.tokens) && raw.tokens[i].kind == tokTag; i++ {
		g.Tags = append(g.Tags, Tag{raw.tokens[i].text, raw.tokens[i].value})
	}
	// cur is the node the next move follows. Right after "(" cur is the
	// position before the replaced move and open is true: comments there
	// belong before the variation's first move.
	cur := g.Root
	open := false
	var stack []*Node
	pending := ""
	for _, t := range raw.tokens[i:] {
		switch t.kind {
		case tokTag:
			return nil, fmt.Errorf("line %d: tag [%s] inside the moves", t.line, t.text)
		case tokOpenVar:
			if cur.Parent == nil {
				return nil, fmt.Errorf("line %d: a variation '(' before any move", t.line)
			}
			stack = append(stack, cur)
			cur, open, pending = cur.Parent, true, ""
		case tokCloseVar:
			if len(stack) == 0 {
				return nil, fmt.Errorf("line %d: ')' without '('", t.line)
			}
			cur, stack = stack[len(stack)-1], stack[:len(stack)-1]
			open, pending = false, ""
		case tokComment:
			switch {
			case open:
				pending = joinText(pending, t.text)
			default:
				cur.Comment = joinText(cur.Comment, t.text)
			}
		case tokMove:
			n := cur.AddChild(t.text)
			n.Line = t.line
			n.CommentBefore, pending = pending, ""
			cur, open = n, false
		case tokNAG:
			if cur.Parent != nil && !open {
				cur.NAGs = append(cur.NAGs, NAGCode(t.text))
			}
		case tokResult:
			g.Result = t.text
		}
	}
	if len(stack) > 0 {
		return nil, fmt.Errorf("a variation opened with '(' is never closed")
	}
	if g.Result == "" {
		g.Result = g.Tag("Result")
	}
	switch g.Result {
	case ResultWhiteWins, ResultBlackWins, ResultDraw, ResultOngoing:
	default:
		g.Result = ResultOngoing
	}
	return g, nil
}

// NAGCode turns a move suffix into its numeric annotation glyph ("!" is
// $1); "$n" stays as it is. Unknown suffixes are kept as written.
func NAGCode(s string) string {
	switch s {
	case "!":
		return "$1"
	case "?":
		return "$2"
	case "!!":
		return "$3"
	case "??":
		return "$4"
	case "!?":
		return "$5"
	case "?!":
		return "$6"
	}
	return s
}

func joinText(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + " " + b
}
