package posindex

import (
	"fmt"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// CheckGame replays every move of g, its variations included, with the
// engine's move generator, and rewrites each move in normalised SAN (as
// SAN writes it: "Ng1-f3" or "nf3" becomes "Nf3", "exd6 e.p." "exd6", a
// missing check mark is added). The first move that is not legal, or
// that names more than one legal move, is the error, with its line and
// move number; g is then partly rewritten and must not be written out.
// Chess960 games are checked with Chess960 castling (its Variant tag);
// other variants are refused.
func CheckGame(g *pgn.Game) error { return NewChecker().Check(g) }

// Checker checks games (see CheckGame) with buffers it reuses: one
// goroutine's, when many games are checked.
type Checker struct{ r *replayer }

// NewChecker returns a Checker.
func NewChecker() *Checker {
	r := newReplayer()
	r.noRank, r.chess960 = true, true
	return &Checker{r: r}
}

// Check is CheckGame.
func (ch *Checker) Check(g *pgn.Game) error {
	r := ch.r
	p, err := r.startPosition(g)
	if err != nil {
		return err
	}
	return r.checkNode(p, g.Root)
}

// checkNode checks the moves that follow n: its main move and the first
// moves of its variations, all played from p; p is left as it was.
func (r *replayer) checkNode(p *engine.Position, n *pgn.Node) (err error) {
	// The main line goes on in a loop, not by recursion: a long game
	// nests no deeper than its variations.
	var made []engine.Move
	defer func() {
		for i := len(made) - 1; i >= 0; i-- {
			takeBack(p, made[i])
		}
	}()
	for len(n.Children) > 0 {
		for _, c := range n.Children[1:] {
			if err := r.checkMove(p, c); err != nil {
				return err
			}
		}
		c := n.Children[0]
		m, err := r.rewrite(p, c)
		if err != nil {
			return err
		}
		play(p, m)
		made = append(made, m)
		n = c
	}
	return nil
}

// checkMove checks the variation that starts with c.
func (r *replayer) checkMove(p *engine.Position, c *pgn.Node) error {
	m, err := r.rewrite(p, c)
	if err != nil {
		return err
	}
	play(p, m)
	defer takeBack(p, m)
	return r.checkNode(p, c)
}

// play makes m, a legal move or engine.NullMove, on p; takeBack takes
// it back.
func play(p *engine.Position, m engine.Move) {
	if m == engine.NullMove {
		p.MakeNullMove()
	} else {
		p.MakeMove(m)
	}
}

func takeBack(p *engine.Position, m engine.Move) {
	if m == engine.NullMove {
		p.UnmakeNullMove()
	} else {
		p.UnmakeMove(m)
	}
}

// rewrite finds the legal move c names in p and writes it in SAN; a null
// move is written "--" (engine.NullMove).
func (r *replayer) rewrite(p *engine.Position, c *pgn.Node) (engine.Move, error) {
	m, _, err := r.resolve(p, c.Move)
	if isNullMove(c.Move) {
		m, err = engine.NullMove, nil
		if p.InCheck() {
			err = errNullInCheck
		}
	}
	if err != nil {
		where := ""
		if c.Line > 0 {
			where = fmt.Sprintf("line %d: ", c.Line)
		}
		return engine.NoMove, fmt.Errorf("%s%s %s: %v", where, moveNumber(p), c.Move, err)
	}
	var buf [12]byte
	san := append(buf[:0], "--"...)
	if m != engine.NullMove {
		san = appendSAN(buf[:0], p, m, r.dest)
	}
	if string(san) != c.Move { // most moves are written right already: no new string
		c.Move = string(san)
	}
	return m, nil
}
