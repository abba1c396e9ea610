package engine

import (
	"math"
	"math/rand/v2"
	"sync/atomic"
)

// HumanMove is a legal move and the probability that a person plays it.
type HumanMove struct {
	Move Move
	P    float64
}

// HumanPolicy returns the legal moves of p, each with the probability
// that a player rated rating plays it. It must be safe for concurrent
// use and leave p as it found it.
type HumanPolicy func(p *Position, rating int) []HumanMove

var humanPolicy atomic.Pointer[HumanPolicy]

// RegisterHumanPolicy gives the limited levels rated up to HumanMaxElo a
// model of the moves people of their rating play (wiring registers
// package human's). Without one, or with nil, the levels play as before.
func RegisterHumanPolicy(f HumanPolicy) {
	if f == nil {
		humanPolicy.Store(nil)
		return
	}
	humanPolicy.Store(&f)
}

// HumanMaxElo is the strongest level label that plays people's moves;
// above it the levels search as before.
const HumanMaxElo = 1900

// humanTemperature sharpens the model's probabilities before a move is
// drawn: mostly the likeliest move, sometimes a close second.
const humanTemperature = 0.3

// humanTries is how many of the model's moves a level draws before it
// gives up on them and plays its searched move.
const humanTries = 4

// humanScoreDepth caps the depth of the check on a drawn move. The
// check is there to catch pieces left hanging and short tactics, which
// this depth sees; deeper, the best move and up to humanTries drawn ones
// did not fit in the level's scoring budget at the strong levels, which
// then fell back to their searched move about one move in five.
const humanScoreDepth = 4

// humanNeverLoss is the loss (centipawns, against the level's best move
// by its own search at humanScoreDepth) of a drawn move that no level
// plays: about a queen. The weak levels let every smaller loss
// through, as people of their ratings leave pieces hanging (with a veto
// at a pawn or two they made half the blunders people make,
// docs/engine.md has the counts); the strong levels weigh smaller losses
// against the model's probabilities (LevelInfo.HumanSearchScale).
const humanNeverLoss = 700

// humanNeverLossNet is humanNeverLoss for a level that searches with the
// net (LevelInfo.Net). The net was trained on win probabilities, so its
// scores flatten as an advantage grows: a queen given for nothing costs
// about 700 by its depth-4 check where the hand-written evaluation says
// 1,150, while a knight costs 450 (300 by hand). 600 stays above every
// lighter piece and below a queen.
const humanNeverLossNet = 600

// humanChoice is the move of a level that plays like people: a move
// drawn from the model for the level's rating, checked by the level's
// search at its depth. It reports false when the level does not use the
// model (no model, rated above HumanMaxElo, a mate on the board) or no
// drawn move passed the check; the caller then chooses as before.
func (ls *levelState) humanChoice(s *searcher, best Move, info Info) (Move, int, bool) {
	f := humanPolicy.Load()
	elo := ls.info.HumanElo
	if f == nil || elo <= 0 || elo > HumanMaxElo || info.Mate > 0 {
		return NoMove, 0, false
	}
	probs := (*f)(s.pos, elo)
	if len(probs) == 0 {
		return NoMove, 0, false
	}
	s.stopped = false
	s.lim.Nodes = s.nodes + max(ls.info.Nodes, minScoringNodes)
	saved := s.prm
	s.prm = ls.scoringParams(saved)
	defer func() { s.prm = saved }()
	depth := min(max(info.Depth, overlookDepth), humanScoreDepth)
	score := func(m Move) (int, bool) {
		v := s.searchRoot([]rootMove{{move: m}}, -scoreInf, scoreInf, depth)
		return v, !s.stopped
	}
	bestScore, ok := score(best)
	if !ok {
		return NoMove, 0, false
	}
	rng := ls.random()
	limit := humanNeverLoss
	if s.withNet() {
		limit = humanNeverLossNet
	}
	if scale := ls.info.HumanSearchScale; scale > 0 {
		return weighHuman(probs, best, bestScore, limit, scale, score, rng)
	}
	for range humanTries {
		i := drawHuman(probs, rng)
		if i < 0 {
			break
		}
		m := probs[i].Move
		if m == best {
			return best, bestScore, true
		}
		v, ok := score(m)
		if !ok {
			break
		}
		if bestScore-v < limit {
			return m, v, true
		}
		probs[i].P = 0 // it loses about a queen: draw another
	}
	return NoMove, 0, false
}

// drawHuman draws an index of probs by probability^(1/humanTemperature);
// -1 when none is left.
func drawHuman(probs []HumanMove, rng *rand.Rand) int {
	w := make([]float64, len(probs))
	total := 0.0
	for i, p := range probs {
		if p.P > 0 {
			w[i] = math.Pow(p.P, 1/humanTemperature)
			total += w[i]
		}
	}
	return drawIndex(w, total, rng)
}

// drawIndex draws an index of w (weights, total their sum) with
// probability w[i]/total; -1 when no weight is positive.
func drawIndex(w []float64, total float64, rng *rand.Rand) int {
	if total <= 0 {
		return -1
	}
	x := rng.Float64() * total
	last := -1
	for i, v := range w {
		if v <= 0 {
			continue
		}
		last = i
		if x < v {
			return i
		}
		x -= v
	}
	return last
}
