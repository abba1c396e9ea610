package review

// Judge names a move from the scores of the positions before and after it
// (White's view) and the side that moved. Most moves are judged by the
// winning chances they gave away (Classify). A forced mate is judged by
// what happened to it, as lichess does, because winning chances cannot
// tell it: missing a mate in one while staying a rook up gives away only
// a few points of a chance that was already near 100%, and allowing a
// mate from a position already judged lost gives away little of a chance
// already near 0%, yet a player wants both pointed out.
//
//   - mate lost: the mover had a forced mate and after the move has none
//     (or is mated instead). An inaccuracy if the position stays
//     overwhelming (above +9.99 for the mover), a mistake above +7.00, a
//     blunder otherwise.
//   - mate allowed: nobody had a forced mate, and after the move the mover
//     is mated by force. An inaccuracy if the mover was already below
//     −9.99, a mistake below −7.00, a blunder otherwise.
//
// Centipawns are compared on the scale the winning chances are computed
// on (times scale: EngineScale for the built-in engine's scores, 1 for a
// reference engine's). The engine's own move (wasBest) is always best.
// The judgement's Mate says which of the two happened (NoMateRule for
// neither; always NoMateRule for the engine's own move).
func Judge(before, after Score, white, wasBest bool, scale float64) Judgement {
	loss := before.scaled(scale).WinChance() - after.scaled(scale).WinChance()
	if !white {
		loss = -loss
	}
	j := Judgement{Loss: max(loss, 0)}
	j.Class = Classify(j.Loss, wasBest)
	if wasBest {
		return j
	}
	var c Class
	if j.Mate, c = mateClass(before, after, white, scale); c > j.Class {
		j.Class = c
	}
	return j
}

// Judgement is what Judge found.
type Judgement struct {
	Loss  float64 // winning chances given away, the mover's view, 0..100
	Class Class
	Mate  MateRule // the forced-mate rule that applies to the move, if any
}

// MateRule names the forced-mate rule that graded a move.
type MateRule int

const (
	NoMateRule  MateRule = iota
	MateLost             // the mover had a forced mate and let it slip
	MateAllowed          // the move lets the opponent mate by force
)

// mateClass is the rule that applies to a move and the class it gives
// (NoMateRule for a move that neither lost nor let in a forced mate).
func mateClass(before, after Score, white bool, scale float64) (MateRule, Class) {
	sign := 1
	if !white {
		sign = -1
	}
	mateBefore, mateAfter := sign*before.mateSign(), sign*after.mateSign()
	switch {
	case mateBefore > 0 && mateAfter <= 0:
		cp := 0
		if mateAfter == 0 {
			cp = sign * after.scaled(scale).CP
		}
		return MateLost, byMargin(cp)
	case mateBefore == 0 && mateAfter < 0:
		cp := -sign * before.scaled(scale).CP
		return MateAllowed, byMargin(cp)
	}
	return NoMateRule, 0
}

// The mate rule's margins in centipawns (lichess's): above mateInaccuracyCP
// for the side better off, losing or letting in the mate is only an
// inaccuracy; above mateMistakeCP a mistake.
const (
	mateInaccuracyCP = 999
	mateMistakeCP    = 700
)

// byMargin is the class of a mate lost or let in when cp (centipawns on
// the winning-chances scale, for the side that is better off) remains.
func byMargin(cp int) Class {
	switch {
	case cp > mateInaccuracyCP:
		return Inaccuracy
	case cp > mateMistakeCP:
		return Mistake
	}
	return Blunder
}

// mateSign is +1 when White mates by force (or has mated), -1 when Black
// does, 0 when nobody does.
func (s Score) mateSign() int {
	switch {
	case s.Mate > 0 || s.Mate == 0 && s.CP >= MateCP:
		return 1
	case s.Mate < 0 || s.Mate == 0 && s.CP <= -MateCP:
		return -1
	}
	return 0
}

// scaled is s with its centipawns multiplied by k (a mate or a finished
// game unchanged).
func (s Score) scaled(k float64) Score {
	if s.Mate == 0 && !s.Final {
		s.CP = int(float64(s.CP) * k)
	}
	return s
}
