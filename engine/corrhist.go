package engine

// Correction history: the static evaluation is wrong in ways that repeat
// for a given pawn structure (a blocked centre the net overrates, a
// passed pawn it underrates). After each search the difference between
// what the search found and the static evaluation is averaged into a
// table indexed by the side to move and the pawn-and-king key, and later
// static evaluations of positions with that structure are shifted by the
// average. The pruning margins then work from a better estimate.

const (
	corrHistSize  = 1 << 14
	corrHistGrain = 256 // table entries are centipawns × grain
	// corrHistMax bounds a correction to ±32 centipawns: the table
	// refines the evaluation, it must not override it.
	corrHistMax    = 32 * corrHistGrain
	corrHistWeight = 256 // weights below are out of this
)

// corrHistory is one thread's table, kept between the searches of a game
// like the move-ordering histories.
type corrHistory [2][corrHistSize]int16

// correction returns the shift for the static evaluation of p, in
// centipawns from the side to move's point of view.
func (c *corrHistory) correction(p *Position) int {
	return int(c[p.SideToMove()][p.PawnKey()&(corrHistSize-1)]) / corrHistGrain
}

// update moves p's entry toward diff (search score minus raw static
// evaluation), faster for deeper searches, whose scores are worth more.
func (c *corrHistory) update(p *Position, diff, depth int) {
	e := &c[p.SideToMove()][p.PawnKey()&(corrHistSize-1)]
	w := min(depth*depth+2*depth+1, 128)
	v := (int(*e)*(corrHistWeight-w) + diff*corrHistGrain*w) / corrHistWeight
	*e = int16(min(max(v, -corrHistMax), corrHistMax))
}

// correctedEval is raw shifted by the correction history, when the
// search uses one, and kept below the tablebase and mate range.
func (s *searcher) correctedEval(raw int) int {
	if s.corr == nil {
		return raw
	}
	return min(max(raw+s.corr.correction(s.pos), -tbBound), tbBound)
}

// updateCorrection records the outcome of a node searched with static
// evaluation raw (and corrected evaluation eval). Only results that say
// something about the evaluation are used: not a bound on the wrong side
// of the evaluation, not a capture's score (the material, not the
// structure, changed), not a mate or table score.
func (s *searcher) updateCorrection(raw, eval, best int, bd bound, bestMove Move, depth int) {
	if s.corr == nil || raw == scoreNone || isMateScore(best) || isTBScore(best) {
		return
	}
	if bestMove != NoMove && isTactical(s.pos, bestMove) {
		return
	}
	if (bd == boundLower && best <= eval) || (bd == boundUpper && best >= eval) {
		return
	}
	s.corr.update(s.pos, best-raw, depth)
}
