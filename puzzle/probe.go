package puzzle

import (
	"context"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

// Line is one line of a multi-PV search: the move, its verdict from the
// side to move, and the line that follows.
type Line struct {
	Move string
	Eval Eval
	PV   []string
}

// Probe is what a multi-PV search said about a position.
type Probe struct {
	Lines []Line // best first; one line when only one move is legal
	// FindDepth is the first depth from which the best move stayed the
	// final one: how deep the engine had to look to find it (1 for a
	// move it sees at once). The rating estimate uses it.
	FindDepth int
}

// searcher runs the searches of the miner and of the checks on one
// engine: full strength, one thread, the built-in tablebases.
type searcher struct {
	eng *engine.Engine
}

func newSearcher() *searcher {
	e := engine.New()
	e.SetHashSize(16)
	e.SetThreads(1)
	if tb, err := tablebase.Default(); err == nil {
		e.SetTablebases(tb)
	}
	return &searcher{eng: e}
}

// probe searches the position that moves (UCI) reach from fen for its
// best k moves with a budget of nodes.
func (s *searcher) probe(ctx context.Context, fen string, moves []string, k int, nodes uint64) (Probe, error) {
	if err := s.eng.SetPosition(fen, moves); err != nil {
		return Probe{}, err
	}
	// Each completed iteration reports all its lines at once, best
	// first, so the lines gathered since the last MultiPV 1 are the last
	// completed iteration's.
	var cur []Line
	var pr Probe
	bestAt := map[int]string{} // depth -> best move of that iteration
	var depths []int
	res := s.eng.Search(ctx, engine.Limits{Nodes: nodes, MultiPV: k}, func(info engine.Info) {
		if len(info.PV) == 0 {
			return
		}
		if info.MultiPV <= 1 {
			cur = cur[:0]
			bestAt[info.Depth] = info.PV[0]
			depths = append(depths, info.Depth)
		}
		cur = append(cur, Line{Move: info.PV[0], Eval: evalOf(info), PV: append([]string(nil), info.PV...)})
	})
	last := cur
	if len(last) == 0 && res.BestMove != "" {
		// A forced move, or a search stopped before its first iteration
		// completed: the result's own line.
		last = []Line{{Move: res.BestMove, Eval: evalOf(res.Info), PV: res.Info.PV}}
	}
	pr.Lines = last
	if len(last) > 0 {
		best := last[0].Move
		pr.FindDepth = 1
		for i := len(depths) - 1; i >= 0; i-- {
			if bestAt[depths[i]] != best {
				break
			}
			pr.FindDepth = depths[i]
		}
	}
	return pr, ctx.Err()
}

// best is the best move and its line with a single-line search.
func (s *searcher) best(ctx context.Context, fen string, moves []string, nodes uint64) (Line, error) {
	if err := s.eng.SetPosition(fen, moves); err != nil {
		return Line{}, err
	}
	res := s.eng.Search(ctx, engine.Limits{Nodes: nodes}, nil)
	return Line{Move: res.BestMove, Eval: evalOf(res.Info), PV: res.Info.PV}, ctx.Err()
}
