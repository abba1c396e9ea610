package human

import (
	"math"
	"math/rand/v2"
)

// Choose draws a move from probs (as Predict returns them) sharpened by
// temperature: below 1 the likely moves gain, 0 always takes the most
// likely one. The same rng state gives the same move.
func Choose(probs []MoveProb, temperature float64, rng *rand.Rand) (MoveProb, bool) {
	if len(probs) == 0 {
		return MoveProb{}, false
	}
	if temperature <= 0 {
		return probs[0], true
	}
	sum := 0.0
	w := make([]float64, len(probs))
	for i, p := range probs {
		w[i] = math.Pow(p.P, 1/temperature)
		sum += w[i]
	}
	x := rng.Float64() * sum
	for i, p := range probs {
		x -= w[i]
		if x < 0 {
			return p, true
		}
	}
	return probs[len(probs)-1], true
}
