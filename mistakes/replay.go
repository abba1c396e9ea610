package mistakes

import (
	"fmt"

	"chessmaster/engine"
	"chessmaster/pgn"
	"chessmaster/review"
)

// line is a game's main line replayed with the engine's move generator.
type line struct {
	startFEN string
	sans     []string // as the file writes them
	ucis     []string // review.NullMove for a null move
	fens     []string // fens[i] is the position before move i+1
}

// isNullSAN reports whether a move text is a null move as PGN writers
// spell it (the controller reads the same spellings).
func isNullSAN(s string) bool {
	switch s {
	case "--", "Z0", "z0", "0000", "@@@@":
		return true
	}
	return false
}

// replay plays g's main line from its start position and returns it; an
// illegal or unreadable move is an error naming the move.
func replay(g *pgn.Game) (*line, error) {
	start := g.StartFEN()
	pos, err := engine.ParseFEN(start)
	if err != nil {
		return nil, fmt.Errorf("FEN tag: %w", err)
	}
	l := &line{startFEN: start}
	for _, n := range g.MainLine() {
		l.fens = append(l.fens, pos.FEN())
		l.sans = append(l.sans, n.Move)
		if isNullSAN(n.Move) {
			if pos.InCheck() {
				return nil, fmt.Errorf("move %s (a null move): not possible while in check", moveLabel(pos.FullmoveNumber(), pos.SideToMove() == engine.White, n.Move))
			}
			pos.MakeNullMove()
			l.ucis = append(l.ucis, review.NullMove)
			continue
		}
		m, err := pos.ParseSAN(n.Move)
		if err != nil {
			return nil, fmt.Errorf("move %s: %w", moveLabel(pos.FullmoveNumber(), pos.SideToMove() == engine.White, n.Move), err)
		}
		l.ucis = append(l.ucis, m.String())
		pos.MakeMove(m)
	}
	return l, nil
}

// moveLabel is a move as a reader finds it in the game: "12. Nf3" or
// "12... Nf6" (n is the position's full-move number).
func moveLabel(n int, white bool, san string) string {
	if white {
		return fmt.Sprintf("%d. %s", n, san)
	}
	return fmt.Sprintf("%d... %s", n, san)
}

// Positions are the FENs of the game's main line: Positions()[i] is the
// position before move i+1.
func (g *Game) Positions() []string {
	pos, err := engine.ParseFEN(g.StartFEN)
	if err != nil {
		return nil // replayed when the game was collected: not expected
	}
	fens := make([]string, 0, len(g.UCIs))
	for _, u := range g.UCIs {
		fens = append(fens, pos.FEN())
		if u == review.NullMove {
			pos.MakeNullMove()
			continue
		}
		m, err := pos.ParseMove(u)
		if err != nil {
			return fens
		}
		pos.MakeMove(m)
	}
	return fens
}
