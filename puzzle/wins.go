package puzzle

import (
	"math"

	"chessmaster/engine"
	"chessmaster/review"
)

// Eval is a search's verdict on a position or a move, from the side to
// move: centipawns, or a mate distance in moves, or a tablebase result.
type Eval struct {
	CP   int
	Mate int // >0 the side to move mates in Mate moves, <0 it is mated
	// TB is a tablebase result: +1 a win, -1 a loss (CP then holds the
	// engine's band value, not an evaluation).
	TB int
}

func evalOf(info engine.Info) Eval {
	return Eval{CP: info.Score, Mate: info.Mate, TB: engine.TablebaseOutcome(info.Score)}
}

// Neg is the same verdict from the other side.
func (e Eval) Neg() Eval { return Eval{CP: -e.CP, Mate: -e.Mate, TB: -e.TB} }

// Decisive reports a mate or a tablebase result.
func (e Eval) Decisive() bool { return e.Mate != 0 || e.TB != 0 }

// Chance is the side to move's winning chance, 0 to 100: lichess's
// logistic curve of review.Score.WinChance on the engine's centipawns
// stretched by review.EngineScale (our evaluation is more cautious than
// the scale the curve was fitted on); a mate or a tablebase win is 100.
func (e Eval) Chance() float64 {
	switch {
	case e.Mate > 0 || e.TB > 0:
		return 100
	case e.Mate < 0 || e.TB < 0:
		return 0
	}
	cp := float64(e.CP) * review.EngineScale
	cp = math.Max(-1000, math.Min(1000, cp))
	return 50 + 50*(2/(1+math.Exp(-0.00368208*cp))-1)
}

// Pawns is the verdict as a number for comparisons: centipawns, a mate
// or a tablebase win as ±100000 less the distance.
func (e Eval) Pawns() int {
	switch {
	case e.Mate > 0:
		return 100000 - e.Mate
	case e.Mate < 0:
		return -100000 - e.Mate
	case e.TB != 0:
		return e.TB * 50000
	}
	return e.CP
}
