// Package randopen plays random openings for the self-play scripts
// (nnuegen, nnuematch, sflabel selfplay): a few uniformly random legal
// moves from the start, so that games of one engine against itself at a
// fixed node budget do not all repeat.
package randopen

import (
	"math/rand/v2"

	"chessmaster/engine"
)

// Play plays plies random legal moves from the start position and
// returns the position and the moves (UCI). ok is false when the game
// ended before that (mate or stalemate), with the moves so far. Each ply
// draws one number from rng, so a seed gives the same openings.
func Play(rng *rand.Rand, plies int) (pos *engine.Position, moves []string, ok bool) {
	pos, _ = engine.ParseFEN(engine.StartFEN)
	for len(moves) < plies {
		var l engine.MoveList
		pos.GenerateLegal(&l)
		if l.N == 0 {
			return pos, moves, false
		}
		m := l.Moves[rng.IntN(l.N)]
		moves = append(moves, m.String())
		pos.MakeMove(m)
	}
	return pos, moves, true
}
