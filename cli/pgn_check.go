package cli

import (
	"fmt"

	"chessmaster/pgn"
	"chessmaster/posindex"
)

// checker returns the checker one goroutine uses for a run of games, or
// nil without -check.
func (p *pgnRun) checker() *posindex.Checker {
	if !p.check {
		return nil
	}
	return posindex.NewChecker()
}

// checkGame is "pgn -check" for game number n: every move replayed by
// the move generator and rewritten in normalised SAN. The error names
// the game as the reader's errors do ("PGN game N: line L: ..."). With a
// nil checker (no -check) it does nothing.
func checkGame(ch *posindex.Checker, g *pgn.Game, n int) error {
	if ch == nil {
		return nil
	}
	if err := ch.Check(g); err != nil {
		return fmt.Errorf("PGN game %d: %w", n, err)
	}
	return nil
}
