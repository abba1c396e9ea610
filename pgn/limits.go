package pgn

import "fmt"

// The limits below bound what one game may hold, so that reading a file
// costs memory in proportion to them, not to the file: a crafted file of
// 32 MB of nested "(" took gigabytes and half a minute. Each is far above
// what real games have, and passing one is an error of that game only
// (the index marks it; Read, which reads a file whole, fails).
const (
	// MaxVariationDepth bounds how deeply variations nest ("(" inside
	// "("). Annotated games and lichess or ChessBase studies rarely go
	// past 20 levels.
	MaxVariationDepth = 255
	// MaxCommentSize bounds one comment, { } or ';', in bytes, as a
	// tag is bounded by the scanner's piece (1 MB). The longest
	// comments of real files, a book's introduction to a game, are a
	// few kB.
	MaxCommentSize = 1 << 20
	// MaxGameTokens bounds the tokens of one game: tags, moves, move
	// numbers, comments, glyphs and parentheses. A 10,000-ply game with
	// a clock comment on every move has about 25,000; every token costs
	// the reader about 80 bytes, and a move a tree node besides.
	MaxGameTokens = 1_000_000
)

func depthError(line int) error {
	return fmt.Errorf("line %d: variations nested deeper than %d levels", line, MaxVariationDepth)
}

func commentSizeError(line int) error {
	return fmt.Errorf("line %d: a comment longer than %d kB", line, MaxCommentSize>>10)
}

func tokensError(line int) error {
	return fmt.Errorf("line %d: more than %d tags, moves, move numbers, comments, glyphs and parentheses in one game", line, MaxGameTokens)
}

// gameLimits follows the tokens of a text game by game, as pgnSplitGames
// cuts them, and says when a game passes MaxVariationDepth or
// MaxGameTokens. The tokenizer asks it token by token, so that it stops
// before the tokens of such a game fill memory.
type gameLimits struct {
	depth, tokens int
	hasMoves      bool
	resultLine    int // the line of the result that ended the game, until another token
}

func (l *gameLimits) add(t pgnToken) error {
	if l.resultLine > 0 && !(t.kind == tokComment && t.line == l.resultLine) {
		*l = gameLimits{} // the game ended at its result
	}
	if t.kind == tokTag && l.hasMoves {
		*l = gameLimits{} // a new game without a result before it
	}
	l.tokens++
	if l.tokens > MaxGameTokens {
		return tokensError(t.line)
	}
	switch t.kind {
	case tokOpenVar:
		l.depth++
		l.hasMoves = true
		if l.depth > MaxVariationDepth {
			return depthError(t.line)
		}
	case tokCloseVar:
		l.depth = max(l.depth-1, 0)
		l.hasMoves = true
	case tokMove, tokNumber, tokNAG:
		l.hasMoves = true
	case tokResult:
		if l.depth == 0 {
			l.resultLine = t.line
		}
	}
	return nil
}
