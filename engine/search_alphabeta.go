package engine

// negamax is the principal variation search below the root. cutNode says
// the parent expects this node to fail high (a null-window search of a
// non-first move); it makes reductions a little more aggressive.
func (s *searcher) negamax(alpha, beta, depth, ply int, cutNode bool) int {
	pvNode := beta-alpha > 1
	s.pvLen[ply] = ply
	if depth <= 0 {
		return s.quiescence(alpha, beta, ply)
	}
	s.nodes++
	s.checkStop()
	if s.stopped {
		return 0
	}
	p := s.pos
	if ply > s.selDepth {
		s.selDepth = ply
	}
	if s.isDraw(ply) {
		return scoreDraw
	}
	inCheck := p.InCheck()
	if ply >= maxPly {
		if inCheck {
			return scoreDraw
		}
		return Evaluate(p)
	}
	// Mate distance pruning: no line from here can beat a mate already
	// found closer to the root.
	alpha = max(alpha, matedIn(ply))
	beta = min(beta, mateIn(ply+1))
	if alpha >= beta {
		return alpha
	}

	// In a singular-extension verification search the hash move is
	// excluded and the hash entry describes a different search.
	excluded := s.stack[ply].excluded
	key := p.Key()
	hit, ttOK := s.tt.probe(key, ply)
	ttMove := NoMove
	if ttOK {
		ttMove = hit.Move
		if !pvNode && excluded == NoMove && hit.Depth >= depth && p.HalfmoveClock() < 90 {
			switch {
			case hit.Bound == boundExact,
				hit.Bound == boundLower && hit.Score >= beta,
				hit.Bound == boundUpper && hit.Score <= alpha:
				if hit.Score >= beta && ttMove != NoMove && !isTactical(p, ttMove) {
					s.rewardQuiet(ply, ttMove, depth, nil)
				}
				return hit.Score
			}
		}
	}

	if score, ok := s.tbCutoff(alpha, beta, depth, ply); ok {
		return score
	}

	// Static evaluation, sharpened by the hash score when its bound says
	// the true value lies on that side.
	// staticEval is the raw evaluation (what the hash table keeps),
	// corrEval the same shifted by the correction history.
	eval, staticEval, corrEval := scoreNone, scoreNone, scoreNone
	if !inCheck {
		if ttOK && hit.Eval != 0 {
			staticEval = hit.Eval
		} else {
			staticEval = Evaluate(p)
		}
		corrEval = s.correctedEval(staticEval)
		eval = corrEval
		if ttOK && !isMateScore(hit.Score) &&
			(hit.Bound == boundExact ||
				(hit.Bound == boundLower && hit.Score > eval) ||
				(hit.Bound == boundUpper && hit.Score < eval)) {
			eval = hit.Score
		}
	}
	s.stack[ply].eval = eval
	improving := false
	if !inCheck && ply >= 2 && s.stack[ply-2].eval != scoreNone {
		improving = eval > s.stack[ply-2].eval
	}
	s.killers[ply+1] = [2]Move{}

	if !pvNode && !inCheck && !isMateScore(beta) && excluded == NoMove {
		// Reverse futility pruning: far above beta at low depth, assume
		// the opponent cannot recover.
		if depth <= s.prm.rfpMaxDepth && eval-s.prm.rfpMargin*(depth-boolToInt(improving)) >= beta {
			return eval
		}
		// Razoring: hopelessly below alpha, see whether captures help.
		if depth <= 2 && eval+s.prm.razorMargin*depth < alpha {
			q := s.quiescence(alpha-1, alpha, ply)
			if q < alpha {
				return q
			}
		}
		// Null move pruning: if passing still fails high, a real move
		// will too. Not in pawn endings, where passing may be the only
		// good move (zugzwang).
		if depth >= s.prm.nmpMinDepth && eval >= beta && !s.stack[ply-1].nullMove &&
			p.NonPawnMaterial(p.SideToMove()) {
			r := s.prm.nmpBase + depth/s.prm.nmpDepthDiv + min((eval-beta)/200, 3)
			s.stack[ply].move = NullMove
			s.stack[ply].nullMove = true
			s.stack[ply].cont = nil
			p.MakeNullMove()
			score := -s.negamax(-beta, -beta+1, depth-r, ply+1, !cutNode)
			p.UnmakeNullMove()
			s.stack[ply].nullMove = false
			if s.stopped {
				return 0
			}
			if score >= beta {
				// A mate or table win seen after a pass is not proven
				// for the real moves; claim only the bound.
				if isMateScore(score) || isTBScore(score) {
					score = beta
				}
				return score
			}
		}
		if score, cut := s.probCut(beta, depth, ply, cutNode, improving, staticEval, corrEval, hit, ttOK); cut {
			return score
		}
	}

	// Internal iterative reduction: without a hash move the ordering is
	// poor, so search shallower and let the next iteration fix it.
	if depth >= s.prm.iirMinDepth && ttMove == NoMove && (pvNode || cutNode) {
		depth--
	}

	// Singular extension: if the hash move is much better than every
	// alternative (a search without it at reduced depth fails low against
	// a margin below its hash score), it is extended one ply. If even the
	// alternatives beat beta, several moves refute the parent's move and
	// the node is cut at once (multi-cut).
	singularExt := 0
	if s.prm.singularDepth > 0 && depth >= s.prm.singularDepth && ply > 0 && excluded == NoMove &&
		ttMove != NoMove && hit.Depth >= depth-3 && hit.Bound&boundLower != 0 && !isMateScore(hit.Score) &&
		ply < 2*s.rootDepth {
		sBeta := hit.Score - s.prm.singularMargin*depth/8
		s.stack[ply].excluded = ttMove
		v := s.negamax(sBeta-1, sBeta, (depth-1)/2, ply, cutNode)
		s.stack[ply].excluded = NoMove
		if s.stopped {
			return 0
		}
		switch {
		case v < sBeta:
			singularExt = 1
			// Far below the margin the hash move is the only move: two
			// plies, a bounded number of times on one path so the tree
			// cannot explode.
			if s.sharperSingular() && !pvNode &&
				v < sBeta-s.prm.singularDouble && s.stack[ply].doubleExt < maxDoubleExt {
				singularExt = 2
			}
		case sBeta >= beta:
			return sBeta
		case s.sharperSingular() && hit.Score >= beta:
			// Not singular, and the hash score already beats beta with
			// other moves near it: the hash move need not be searched as
			// deep as the rest.
			singularExt = -1
		}
	}

	mp := &s.pickers[ply]
	mp.initMain(s, ply, ttMove)
	origAlpha := alpha
	best := -scoreInf
	bestMove := NoMove
	searched := 0
	var quietsTried [64]Move
	nQuiets := 0
	side := p.SideToMove()

	for {
		m, orderScore := mp.nextMove()
		if m == NoMove {
			break
		}
		if m == excluded {
			continue
		}
		tactical := isTactical(p, m)
		isKiller := m == s.killers[ply][0] || m == s.killers[ply][1]

		// Shallow-depth pruning of moves unlikely to raise alpha, once a
		// move has been found that avoids being mated.
		if ply > 0 && best > -mateBound && !inCheck {
			if !tactical {
				if depth <= s.prm.lmpMaxDepth && nQuiets >= s.prm.lmpLimit[boolToInt(improving)][depth] {
					continue
				}
				if depth <= s.prm.futilityMaxDepth && !isKiller &&
					eval+s.prm.futilityBase+s.prm.futilityPerDepth*depth <= alpha && !p.GivesCheck(m) {
					continue
				}
				// History pruning: quiet moves that have kept failing
				// elsewhere are not tried at shallow depth.
				if depth <= s.prm.histPruneDepth && !isKiller && orderScore < -s.prm.histPruneMargin*depth {
					continue
				}
				if depth <= 6 && !p.SEEGE(m, s.prm.seeQuietMargin*depth) {
					continue
				}
			} else if depth <= 6 && orderScore < scoreGoodCapture/2 && !p.SEEGE(m, s.prm.seeCaptureMargin*depth) {
				continue
			}
		}

		s.stack[ply].move = m
		s.stack[ply].cont = &s.contHist[p.PieceAt(m.From())][m.To()]
		p.MakeMove(m)
		givesCheck := p.InCheck()
		newDepth := depth - 1
		if m == ttMove && singularExt != 0 {
			newDepth += singularExt
		} else if givesCheck && ply < 2*s.rootDepth {
			newDepth++
		}
		s.stack[ply+1].doubleExt = s.stack[ply].doubleExt + boolToInt(m == ttMove && singularExt == 2)
		var score int
		if searched == 0 {
			score = -s.negamax(-beta, -alpha, newDepth, ply+1, !pvNode && !cutNode)
		} else {
			r := 0
			if depth >= 3 && searched >= 1+boolToInt(pvNode) && (!tactical || orderScore < 0) {
				r = int(s.prm.lmr[min(depth, 63)][min(searched, 63)])
				if pvNode {
					r--
				}
				if cutNode {
					r++
				}
				if !improving {
					r++
				}
				if isKiller || orderScore == scoreCounter {
					r--
				}
				if givesCheck {
					r--
				}
				if !tactical {
					r -= s.quietScore(ply, side, m) / s.prm.lmrHistoryDiv
				}
				r = min(max(r, 0), newDepth-1)
			}
			score = -s.negamax(-alpha-1, -alpha, newDepth-r, ply+1, true)
			if score > alpha && r > 0 {
				score = -s.negamax(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
			}
			if pvNode && score > alpha && score < beta {
				score = -s.negamax(-beta, -alpha, newDepth, ply+1, false)
			}
		}
		p.UnmakeMove(m)
		if s.stopped {
			return 0
		}
		searched++
		if score > best {
			best = score
			if score > alpha {
				bestMove = m
				alpha = score
				if pvNode {
					s.updatePV(ply, m)
				}
				if score >= beta {
					if !tactical {
						s.rewardQuiet(ply, m, depth, quietsTried[:nQuiets])
					}
					break
				}
			}
		}
		if !tactical && nQuiets < len(quietsTried) {
			quietsTried[nQuiets] = m
			nQuiets++
		}
	}

	if searched == 0 {
		if mp.n() == 0 {
			if inCheck {
				return matedIn(ply)
			}
			return scoreDraw
		}
		// Every move was pruned: the node is not worth more than alpha.
		return alpha
	}

	bd := boundUpper
	switch {
	case best >= beta:
		bd = boundLower
	case best > origAlpha:
		bd = boundExact
	}
	ttEval := staticEval
	if staticEval == scoreNone {
		ttEval = 0
	}
	if excluded == NoMove {
		s.tt.store(key, ply, bestMove, best, ttEval, depth, bd)
		s.updateCorrection(staticEval, corrEval, best, bd, bestMove, depth) // skips nodes in check (no static evaluation)
	}
	return best
}

// withNet reports whether this is full strength's search with the net
// (the position carries the net's accumulators). The refinements measured
// with the net (double and negative singular extensions, ProbCut) apply
// only then, so that the hand-written search and the limited levels
// search as when they were calibrated.
func (s *searcher) withNet() bool { return s.pos.nn != nil }

// sharperSingular reports whether the double and negative singular
// extensions apply.
func (s *searcher) sharperSingular() bool {
	return s.prm.singularDouble > 0 && s.withNet()
}

// rewardQuiet updates killers, countermove and history after quiet move m
// caused a cutoff; the quiet moves searched before it get a malus.
func (s *searcher) rewardQuiet(ply int, m Move, depth int, failed []Move) {
	k := &s.killers[ply]
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	side := s.pos.SideToMove()
	bonus := historyBonus(depth)
	s.updateQuiet(ply, side, m, bonus)
	for _, q := range failed {
		s.updateQuiet(ply, side, q, -bonus)
	}
	if ply > 0 {
		prev := s.stack[ply-1].move
		if prev != NoMove && prev != NullMove {
			s.counters[side][prev.From()][prev.To()] = m
		}
	}
}

// updateQuiet applies a history bonus (or malus) to a quiet move at ply.
func (s *searcher) updateQuiet(ply int, side Color, m Move, bonus int) {
	updateHistory(&s.history[side][m.From()][m.To()], bonus)
	if !s.prm.useContHist {
		return
	}
	pc := s.pos.PieceAt(m.From())
	if ply >= 1 && s.stack[ply-1].cont != nil {
		updateHistory(&s.stack[ply-1].cont[pc][m.To()], bonus)
	}
	if ply >= 2 && s.stack[ply-2].cont != nil {
		updateHistory(&s.stack[ply-2].cont[pc][m.To()], bonus)
	}
}

// counterMove returns the recorded reply to the opponent's last move.
func (s *searcher) counterMove(ply int) Move {
	if ply == 0 {
		return NoMove
	}
	prev := s.stack[ply-1].move
	if prev == NoMove || prev == NullMove {
		return NoMove
	}
	return s.counters[s.pos.SideToMove()][prev.From()][prev.To()]
}

// quiescence searches captures (and all evasions when in check) until the
// position is quiet, so that the static evaluation is never taken in the
// middle of an exchange.
func (s *searcher) quiescence(alpha, beta, ply int) int {
	s.pvLen[ply] = ply
	s.nodes++
	s.checkStop()
	if s.stopped {
		return 0
	}
	p := s.pos
	if ply > s.selDepth {
		s.selDepth = ply
	}
	if p.HalfmoveClock() >= 100 || p.IsInsufficientMaterial() {
		return scoreDraw
	}
	inCheck := p.InCheck()
	if ply >= maxPly {
		if inCheck {
			return scoreDraw
		}
		return Evaluate(p)
	}
	pvNode := beta-alpha > 1
	key := p.Key()
	hit, ttOK := s.tt.probe(key, ply)
	ttMove := NoMove
	if ttOK {
		ttMove = hit.Move
		if !pvNode {
			switch {
			case hit.Bound == boundExact,
				hit.Bound == boundLower && hit.Score >= beta,
				hit.Bound == boundUpper && hit.Score <= alpha:
				return hit.Score
			}
		}
	}

	best := -scoreInf
	standPat, rawEval := scoreNone, scoreNone
	if !inCheck {
		if ttOK && hit.Eval != 0 {
			rawEval = hit.Eval
		} else {
			rawEval = Evaluate(p)
		}
		standPat = s.correctedEval(rawEval)
		best = standPat
		if ttOK && !isMateScore(hit.Score) &&
			((hit.Bound == boundLower && hit.Score > standPat) ||
				(hit.Bound == boundUpper && hit.Score < standPat)) {
			best = hit.Score
		}
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	}
	origAlpha := alpha

	mp := &s.pickers[ply]
	mp.initQuiescence(s, inCheck, ttMove)
	bestMove := NoMove
	for {
		m, _ := mp.nextMove()
		if m == NoMove {
			break
		}
		if !inCheck {
			// Delta pruning: even winning the piece cannot reach alpha.
			if !m.IsPromotion() && standPat+pieceValue[capturedType(p, m)]+s.prm.qsDeltaMargin <= alpha {
				continue
			}
			if !winsMaterial(p, m) {
				continue
			}
		}
		p.MakeMove(m)
		score := -s.quiescence(-beta, -alpha, ply+1)
		p.UnmakeMove(m)
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				bestMove = m
				alpha = score
				if pvNode {
					s.updatePV(ply, m)
				}
				if score >= beta {
					break
				}
			}
		}
	}
	if inCheck && mp.n() == 0 {
		return matedIn(ply)
	}
	bd := boundUpper
	switch {
	case best >= beta:
		bd = boundLower
	case best > origAlpha:
		bd = boundExact
	}
	ttEval := rawEval
	if rawEval == scoreNone {
		ttEval = 0
	}
	s.tt.store(key, ply, bestMove, best, ttEval, 0, bd)
	return best
}
