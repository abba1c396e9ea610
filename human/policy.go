package human

import (
	"sync"

	"chessmaster/engine"
)

// Policy returns the shipped model as the engine's levels use it
// (engine.RegisterHumanPolicy), safe for concurrent use; nil when the
// shipped weights do not load (the levels then play as before).
func Policy() engine.HumanPolicy {
	if _, err := DefaultPredictor(); err != nil {
		return nil
	}
	pool := sync.Pool{New: func() any {
		pr, _ := DefaultPredictor()
		return pr
	}}
	return func(p *engine.Position, rating int) []engine.HumanMove {
		pr := pool.Get().(*Predictor)
		defer pool.Put(pr)
		probs := pr.Predict(p, rating)
		out := make([]engine.HumanMove, len(probs))
		for i, mp := range probs {
			out[i] = engine.HumanMove{Move: mp.Move, P: mp.P}
		}
		return out
	}
}
