package engine

import "slices"

// pvLine is one MultiPV line of an iteration.
type pvLine struct {
	move  Move
	score int
	info  Info
}

// iterateMulti is iterate for MultiPV: each iteration searches k lines
// (1 < k <= len(root)). Line i is the best of the root moves not chosen
// by lines 0..i-1 (root[i:], which searchRoot reorders best first), so
// the k moves are distinct. Once all k lines of a depth are done they are
// sorted by score, best first (a later line may come out above an
// earlier one: each is a separate search), root[:k] in the same order,
// and reported in that order. The best line drives the time management
// and the stopping rules exactly as in iterate.
//
// A search stopped during an iteration keeps the lines of the last
// completed one; as in iterate, a new best move found in the unfinished
// one (its first line done, or a better move found while searching it)
// is returned with its score at that depth.
func (s *searcher) iterateMulti(root []rootMove, k int, onInfo func(Info)) (Move, Info) {
	best := root[0].move
	var info Info
	prev := make([]int, k) // each line's score in the last iteration
	prevScore := 0
	stableIters := 0
	maxDepth := maxPly - 1
	if s.lim.Depth > 0 {
		maxDepth = min(s.lim.Depth, maxDepth)
	}
	lines := make([]pvLine, 0, k)
	defer func() { s.pvIdx = 0 }()
	for depth := 1; depth <= maxDepth; depth++ {
		s.rootDepth = depth
		lines = lines[:0]
		for i := range k {
			s.pvIdx = i
			s.selDepth = 0
			score, ok := s.aspiration(root[i:], depth, prev[i])
			if !ok {
				break
			}
			lines = append(lines, pvLine{move: root[i].move, score: score, info: s.makeInfo(depth, score)})
		}
		s.pvIdx = 0
		if len(lines) < k {
			// Aborted mid-iteration.
			switch {
			case len(lines) > 0:
				if depth == 1 || lines[0].move != best {
					best, info = lines[0].move, lines[0].info
				}
			case depth > 1 && root[0].move != best:
				best = root[0].move
				info = s.makeInfo(depth, root[0].score)
				if len(info.PV) == 0 || info.PV[0] != best.String() {
					info.PV = []string{best.String()}
				}
			}
			break
		}
		sortLines(root[:k], lines)
		for i := range lines {
			lines[i].info.MultiPV = i + 1
			prev[i] = lines[i].score
		}
		if lines[0].move == best {
			stableIters++
		} else {
			stableIters = 0
		}
		best, info = lines[0].move, lines[0].info
		if onInfo != nil {
			for _, l := range lines {
				onInfo(l.info)
			}
		}
		s.canAbort = true
		if s.ctx.Err() != nil {
			break // stopped during the first iteration, which was let finish
		}
		score := lines[0].score
		scoreDrop := prevScore - score
		prevScore = score
		if s.stopAfterIteration(depth, score, scoreDrop, stableIters) {
			break
		}
	}
	return best, info
}

// sortLines sorts the lines of an iteration by score, best first, keeping
// the order of equal scores, and puts root (the lines' moves, in the
// lines' order) in the same order.
func sortLines(root []rootMove, lines []pvLine) {
	slices.SortStableFunc(lines, func(a, b pvLine) int { return b.score - a.score })
	for i, l := range lines {
		root[i] = rootMove{move: l.move, score: l.score}
	}
}
