// Package longgame writes long legal games for tests and benchmarks that
// measure how the program scales with a game's length (memory, the time
// of a step through the moves).
//
// The game is a random walk with a fixed seed: each move is drawn from
// the legal moves, skipping those that would end the game (checkmate or
// stalemate), so the walk goes on for as many plies as asked. The same
// plies always give the same game. Draw rules (repetition, fifty moves,
// bare kings) do not stop the walk: a loaded game may be over by rule
// and still has all its moves.
package longgame

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/notnil/chess"
)

// SANs returns plies moves of a legal game from the standard start, in SAN.
func SANs(plies int) []string {
	rng := rand.New(rand.NewPCG(1, uint64(plies)))
	pos := chess.StartingPosition()
	out := make([]string, 0, plies)
	for len(out) < plies {
		legal := pos.ValidMoves()
		// Try the moves in a random order and take the first that leaves
		// the opponent a reply. Should every move mate or stalemate, the
		// walk cannot go on; with the fixed seeds that has not happened
		// for any length the tests use.
		var next *chess.Position
		var m *chess.Move
		for _, i := range rng.Perm(len(legal)) {
			after := pos.Update(legal[i])
			if len(after.ValidMoves()) > 0 {
				next, m = after, legal[i]
				break
			}
		}
		if next == nil {
			panic("longgame: no move keeps the game going")
		}
		out = append(out, chess.AlgebraicNotation{}.Encode(pos, m))
		pos = next
	}
	return out
}

// PGN returns a game of plies moves as PGN text with the usual tags and
// an unfinished result ("*").
func PGN(plies int) string {
	var b strings.Builder
	b.WriteString("[Event \"Long game\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n")
	b.WriteString("[White \"Walker A\"]\n[Black \"Walker B\"]\n[Result \"*\"]\n\n")
	col := 0
	for i, san := range SANs(plies) {
		word := san
		if i%2 == 0 {
			word = fmt.Sprintf("%d. %s", i/2+1, san)
		}
		if col+len(word)+1 > 79 {
			b.WriteByte('\n')
			col = 0
		} else if col > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(word)
		col += len(word)
	}
	b.WriteString(" *\n")
	return b.String()
}
