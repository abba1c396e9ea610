package engine

// probCut tries to prove cheaply that a non-PV node fails high: if a
// capture that wins enough material beats beta by probCutMargin in a
// quiescence search and then in a search four plies shallower, the full
// search would almost surely beat beta too, so the node is cut.
// It returns the score to return and true when the node is cut.
//
// Only at full strength with the net (see withNet).
//
// staticEval is the raw evaluation the hash table keeps, corrEval the
// same shifted by the correction history.
func (s *searcher) probCut(beta, depth, ply int, cutNode, improving bool, staticEval, corrEval int, hit ttHit, ttOK bool) (int, bool) {
	if s.prm.probCutMargin == 0 || !s.withNet() || depth < 5 || corrEval == scoreNone {
		return 0, false
	}
	pcBeta := beta + s.prm.probCutMargin - s.prm.probCutMargin/4*boolToInt(improving)
	if isMateScore(pcBeta) || isTBScore(pcBeta) {
		return 0, false
	}
	// A hash score from a search nearly as deep that stays below pcBeta
	// makes the try unlikely to succeed.
	if ttOK && hit.Depth >= depth-3 && hit.Score < pcBeta {
		return 0, false
	}
	p := s.pos
	mp := &s.pickers[ply]
	mp.initQuiescence(s, false, NoMove)
	for {
		m, _ := mp.nextMove()
		if m == NoMove {
			return 0, false
		}
		// Only captures that can lift the static evaluation past pcBeta.
		if !p.SEEGE(m, pcBeta-corrEval) {
			continue
		}
		s.stack[ply].move = m
		s.stack[ply].cont = &s.contHist[p.PieceAt(m.From())][m.To()]
		s.stack[ply+1].doubleExt = s.stack[ply].doubleExt
		p.MakeMove(m)
		score := -s.quiescence(-pcBeta, -pcBeta+1, ply+1)
		if score >= pcBeta {
			score = -s.negamax(-pcBeta, -pcBeta+1, depth-4, ply+1, !cutNode)
		}
		p.UnmakeMove(m)
		if s.stopped {
			return 0, true
		}
		if score >= pcBeta {
			s.tt.store(p.Key(), ply, m, score, staticEval, depth-3, boundLower)
			return score, true
		}
	}
}
