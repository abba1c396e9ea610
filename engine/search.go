package engine

import "context"

// searcher holds the state of one thread of one Search call: the main
// thread's, or a helper's in a Lazy SMP search (smp.go). Only the
// transposition table and smp are shared between threads.
type searcher struct {
	pos *Position
	tt  *transTable
	tm  timeManager
	lim Limits
	ctx context.Context
	prm *searchParams

	nodes     uint64
	selDepth  int
	rootDepth int
	// pvIdx is the MultiPV line being searched (0 for the best): the
	// root moves of the lines before it are left out (iterateMulti).
	pvIdx   int
	stopped bool
	// canAbort is false until the first iteration completes, so that a
	// tiny clock still yields a searched move rather than a random one.
	// The limits (nodes, the clock, a cancelled context) abort regardless
	// once the first iteration has taken quickNodes nodes (it normally
	// takes a few hundred).
	canAbort bool

	// Heuristic tables, owned by the Engine and kept between searches of
	// one game (see Engine.NewGame).
	killers  *[maxPly + 2][2]Move
	history  *[2][64][64]int16
	counters *[2][64][64]Move // [side][from][to] of the previous move
	contHist *contHistory
	// corr is the correction history of the static evaluation
	// (corrhist.go); nil for the limited levels, whose Elo was measured
	// without it.
	corr *corrHistory

	tb tbProbe // Syzygy WDL probes inside the tree (tbprobe.go)

	// smp connects the threads of a multi-threaded search (nil with one
	// thread, and again once the helpers have finished); thread is 0 for
	// the main thread, 1.. for the helpers. helperNodes and helperTBHits
	// are the helpers' final counts, added to the main thread's when they
	// have finished.
	smp                       *smpShared
	thread                    int
	helperNodes, helperTBHits uint64

	stack   [maxPly + 4]stackEntry
	pickers [maxPly + 1]movePicker
	pv      [maxPly + 1][maxPly + 1]Move
	pvLen   [maxPly + 1]int
}

// stackEntry is what a node leaves for its descendants.
type stackEntry struct {
	eval     int  // static evaluation (scoreNone in check)
	move     Move // move made from this node toward the child
	nullMove bool
	// cont is the continuation-history row of the move made here (nil
	// for a null move): how good each (piece, to) reply has been.
	cont *contRow
	// excluded is the move skipped by a singular-extension search.
	excluded Move
	// doubleExt counts the double singular extensions on the path from
	// the root to this node (at most maxDoubleExt).
	doubleExt int
}

// maxDoubleExt bounds the double singular extensions on one path.
const maxDoubleExt = 6

const scoreNone = scoreInf + 1

// rootMove is one legal move at the root with the score of the last
// completed iteration (used to order the next one).
type rootMove struct {
	move  Move
	score int
}

// checkStop polls the limits. Node limits are exact (in a
// multi-threaded search each thread's share of the limit is taken from
// the common budget as it goes, see moreNodes); the clock, the context
// and, in a helper thread, the main thread's stop signal are polled
// every 1024 nodes (well under a millisecond).
func (s *searcher) checkStop() {
	if s.stopped {
		return
	}
	// The first iteration is let finish (canAbort) unless it runs long:
	// past quickNodes nodes every limit applies to it too. It normally
	// takes a few hundred, but material no game reaches (forty pieces in
	// a melee) can make its quiescence search take millions, and the
	// engine must still answer "go nodes 500" or a clock at once.
	abortable := s.canAbort || s.nodes >= quickNodes
	if s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes && !s.moreNodes() && abortable {
		s.stopped = true
		return
	}
	if s.nodes&1023 != 0 {
		return
	}
	if s.thread > 0 {
		s.publish()
		if s.smp.stop.Load() {
			s.stopped = true
		}
		return // a helper has no clock or context of its own
	}
	select {
	case <-s.ctx.Done():
		// A stop during the first iteration lets it finish, so that the
		// move played has been searched, unless it runs long.
		if abortable {
			s.stopped = true
			return
		}
	default:
	}
	if abortable && s.tm.hardExpired() {
		s.stopped = true
	}
}

// iterate runs iterative deepening over the root moves and returns the
// best move and the info of the last completed iteration.
func (s *searcher) iterate(root []rootMove, onInfo func(Info)) (Move, Info) {
	if k := min(s.lim.MultiPV, len(root)); k > 1 {
		return s.iterateMulti(root, k, onInfo)
	}
	best := root[0].move
	var info Info
	prevScore := 0
	stableIters := 0
	maxDepth := maxPly - 1
	if s.lim.Depth > 0 {
		maxDepth = min(s.lim.Depth, maxDepth)
	}
	for depth := 1; depth <= maxDepth; depth++ {
		s.selDepth = 0
		s.rootDepth = depth
		score, ok := s.aspiration(root, depth, prevScore)
		if !ok {
			// Aborted mid-iteration: a move that beat the previous best
			// at this depth was fully searched and is kept (the root list
			// is re-sorted after every improvement).
			if depth > 1 && root[0].move != best {
				best = root[0].move
				// Report the new best move with its score at this depth
				// (it was searched to the end); the last completed
				// iteration's info is about another move.
				info = s.makeInfo(depth, root[0].score)
				if len(info.PV) == 0 || info.PV[0] != best.String() {
					info.PV = []string{best.String()}
				}
			}
			break
		}
		if root[0].move == best {
			stableIters++
		} else {
			stableIters = 0
		}
		best = root[0].move
		info = s.makeInfo(depth, score)
		if onInfo != nil {
			onInfo(info)
		}
		s.canAbort = true
		if s.ctx.Err() != nil {
			break // stopped during the first iteration, which was let finish
		}
		scoreDrop := prevScore - score
		prevScore = score
		if s.stopAfterIteration(depth, score, scoreDrop, stableIters) {
			break
		}
	}
	return best, info
}

// stopAfterIteration reports whether iterative deepening ends after an
// iteration at depth whose best score was score (scoreDrop below the
// iteration before; the best move unchanged for stableIters iterations).
func (s *searcher) stopAfterIteration(depth, score, scoreDrop, stableIters int) bool {
	// A found mate will not get shorter by searching deeper than twice
	// its length; stop unless told to search on.
	if isMateScore(score) && depth >= 2*abs(mateMoves(score))+2 && !s.lim.Infinite && s.lim.Depth == 0 {
		return true
	}
	if s.lim.Nodes > 0 && s.nodes >= s.lim.Nodes && !s.moreNodes() {
		return true
	}
	return s.tm.softExpired(softScale(stableIters, scoreDrop))
}

// softScale stretches the soft time limit while the best move is unstable.
func softScale(stableIters, scoreDrop int) float64 {
	scale := 1.0
	if scoreDrop > 30 {
		scale = 1.3
	}
	switch {
	case stableIters == 0:
		scale *= 1.6
	case stableIters == 1:
		scale *= 1.2
	case stableIters >= 4:
		scale *= 0.7
	}
	return scale
}

// aspiration searches one depth, first with a window around the previous
// score, widening it on failure. ok is false if the search was stopped.
func (s *searcher) aspiration(root []rootMove, depth, prev int) (score int, ok bool) {
	alpha, beta := -scoreInf, scoreInf
	delta := s.prm.aspirationDelta
	if depth >= s.prm.aspirationDepth && !isMateScore(prev) {
		alpha, beta = max(prev-delta, -scoreInf), min(prev+delta, scoreInf)
	}
	for {
		score = s.searchRoot(root, alpha, beta, depth)
		if s.stopped {
			return score, false
		}
		switch {
		case score <= alpha:
			beta = (alpha + beta) / 2
			alpha = max(score-delta, -scoreInf)
		case score >= beta:
			beta = min(score+delta, scoreInf)
		default:
			return score, true
		}
		delta += delta / 2
		if delta > 1000 {
			alpha, beta = -scoreInf, scoreInf
		}
	}
}

// searchRoot is negamax at ply 0 over the fixed root move list. The best
// move is moved to the front as soon as it is found, so an aborted
// iteration still leaves its best move first.
func (s *searcher) searchRoot(root []rootMove, alpha, beta, depth int) int {
	p := s.pos
	s.pvLen[0] = 0
	best := -scoreInf
	origAlpha := alpha
	inCheck := p.InCheck()
	s.stack[0].eval = scoreNone
	if !inCheck {
		s.stack[0].eval = Evaluate(p)
	}
	for i := range root {
		m := root[i].move
		s.stack[0].move = m
		s.stack[0].nullMove = false
		s.stack[0].cont = &s.contHist[p.PieceAt(m.From())][m.To()]
		s.stack[1].doubleExt = 0
		p.MakeMove(m)
		s.nodes++
		newDepth := depth - 1
		if p.InCheck() {
			newDepth++
		}
		var score int
		if i == 0 {
			score = -s.negamax(-beta, -alpha, newDepth, 1, false)
		} else {
			r := 0
			if depth >= 3 && i >= 3 && !isTactical(p, m) && !p.InCheck() {
				r = max(int(s.prm.lmr[min(depth, 63)][min(i, 63)])-1, 0)
			}
			score = -s.negamax(-alpha-1, -alpha, newDepth-r, 1, true)
			if score > alpha && r > 0 {
				score = -s.negamax(-alpha-1, -alpha, newDepth, 1, true)
			}
			if score > alpha && score < beta {
				score = -s.negamax(-beta, -alpha, newDepth, 1, false)
			}
		}
		p.UnmakeMove(m)
		if s.stopped {
			return best
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				s.updatePV(0, m)
				// Keep the best move first, shifting the others down.
				rm := root[i]
				rm.score = score
				copy(root[1:i+1], root[:i])
				root[0] = rm
				if score >= beta {
					break
				}
			}
		}
	}
	bd := boundUpper
	switch {
	case best >= beta:
		bd = boundLower
	case best > origAlpha:
		bd = boundExact
	}
	// A line after the first is the best of the moves left over, not the
	// root's best move: it does not go into the hash.
	if s.pvLen[0] > 0 && s.pvIdx == 0 {
		s.tt.store(p.Key(), 0, s.pv[0][0], best, s.stack[0].eval, depth, bd)
	}
	return best
}

// updatePV makes m followed by the child's PV the PV of ply.
func (s *searcher) updatePV(ply int, m Move) {
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	if n < ply+1 {
		n = ply + 1
	}
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = n
}

func (s *searcher) makeInfo(depth, score int) Info {
	el := s.tm.elapsed()
	nodes := s.totalNodes()
	info := Info{
		Depth:    depth,
		SelDepth: max(s.selDepth, depth),
		MultiPV:  1,
		Nodes:    nodes,
		Time:     el,
		HashFull: s.tt.hashfull(),
		TBHits:   s.totalTBHits(),
	}
	if el > 0 {
		info.NPS = uint64(float64(nodes) / el.Seconds())
	}
	if isMateScore(score) {
		info.Mate = mateMoves(score)
	} else {
		info.Score = score
	}
	for _, m := range s.pv[0][:s.pvLen[0]] {
		info.PV = append(info.PV, m.String())
	}
	return info
}
