package engine

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
)

// humanCandidates and humanCandidateMass bound the moves a level with a
// HumanSearchScale weighs: the model's likeliest, until they hold this
// share of its probability or there are this many. People's moves
// outside them are rare enough that the level may leave them out.
const (
	humanCandidates    = 3
	humanCandidateMass = 0.9
	// humanNegligible: a move whose weight could not reach e^-3 (5%) of
	// the heaviest scored so far is not worth its check.
	humanNegligible = -3.0
)

// weighHuman chooses among the model's likeliest moves (and the level's
// searched best) by the model's probability times exp(-loss/scale),
// where loss is what a move gives up against the best by the level's
// check, sharpened by humanTemperature as the draws are. This is the
// KL-regularised choice of "Modeling strong and human-like gameplay with
// KL-regularized search" (Jacob et al., 2022): the model says what a
// person would play, the search says which of those moves hold, and the
// scale says how much the level trusts its search over the person. A
// move losing limit or more is never played. It reports false when the
// check ran out of budget before any move but the best was scored, or
// when no move may be played.
func weighHuman(probs []HumanMove, best Move, bestScore, limit, scale int, score func(Move) (int, bool), rng *rand.Rand) (Move, int, bool) {
	type cand struct {
		move  Move
		score int
		logw  float64 // log weight, sharpened; -Inf: never played
	}
	// logWeight is a move's log weight. A move the check scores above
	// the best gets no bonus: the best is the level's own reference.
	logWeight := func(p float64, v int) float64 {
		loss := max(bestScore-v, 0)
		if p <= 0 || loss >= limit {
			return math.Inf(-1)
		}
		return (math.Log(p) - float64(loss)/float64(scale)) / humanTemperature
	}
	// Likeliest first (a policy need not list them so); ties keep the
	// policy's order, so that the choice stays deterministic.
	probs = slices.Clone(probs)
	slices.SortStableFunc(probs, func(a, b HumanMove) int { return cmp.Compare(b.P, a.P) })
	bestP := 0.0
	for _, hm := range probs {
		if hm.Move == best {
			bestP = hm.P
		}
	}
	cands := make([]cand, 0, humanCandidates+1)
	cands = append(cands, cand{best, bestScore, logWeight(bestP, bestScore)})
	top := cands[0].logw
	mass, failed := 0.0, false
	for _, hm := range probs {
		if len(cands) > humanCandidates || mass >= humanCandidateMass {
			break
		}
		mass += hm.P
		if hm.Move == best || hm.P <= 0 {
			continue
		}
		// Even without a loss this move (and every rarer one) would be
		// drawn negligibly often against the heaviest so far: the check
		// is spared, which keeps the level as quick as it was.
		if math.Log(hm.P)/humanTemperature < top+humanNegligible {
			break
		}
		v, ok := score(hm.Move)
		if !ok {
			failed = true
			break
		}
		c := cand{hm.Move, v, logWeight(hm.P, v)}
		cands = append(cands, c)
		top = max(top, c.logw)
	}
	if (len(cands) == 1 && failed) || math.IsInf(top, -1) {
		return NoMove, 0, false
	}
	total := 0.0
	w := make([]float64, len(cands))
	for i, c := range cands {
		w[i] = math.Exp(c.logw - top) // shifted, so that exp cannot overflow
		total += w[i]
	}
	pick := drawIndex(w, total, rng)
	return cands[pick].move, cands[pick].score, true
}
