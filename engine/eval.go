package engine

// Evaluate returns a static evaluation of p in centipawns from the side
// to move's point of view (positive = good for the side to move).
//
// The score is tapered: middlegame and endgame terms are blended by the
// game phase (remaining non-pawn material). All terms are computed from
// White's point of view and negated for Black, so a colour-flipped
// position gets exactly the same score from its side to move.
func Evaluate(p *Position) int {
	var mg, eg int
	phase := 0
	for b := p.Occupied(); b != 0; b &= b - 1 {
		s := b.LSB()
		pc := p.board[s&63]
		v := psq[pc&15][s&63]
		mg += v.mg
		eg += v.eg
		phase += phaseWeight[pc&7]
	}
	phase = min(phase, maxPhase)
	score := (mg*phase + eg*(maxPhase-phase)) / maxPhase
	if p.side == Black {
		score = -score
	}
	return score + evalTempo
}

// evalTempo rewards having the move.
const evalTempo = 15
