package engine

// Move ordering. Alpha-beta prunes best when the best move is tried
// first, so every node sorts its moves by a cheap guess of their worth:
//
//  1. the transposition-table move,
//  2. winning and equal captures and queen promotions, most valuable
//     victim first, least valuable attacker next (MVV-LVA),
//  3. the two killer moves of this ply (quiet moves that caused a
//     cutoff in a sibling node),
//  4. the countermove (the quiet reply that refuted the opponent's last
//     move elsewhere in the tree),
//  5. the other quiet moves by their history score,
//  6. captures that lose material according to SEE.
//
// Moves are selected lazily (one selection-sort step per move) because
// a cutoff usually comes within the first few moves.

const (
	scoreTTMove      = 1 << 30
	scoreGoodCapture = 1 << 28
	scoreKiller1     = 1<<27 + 2
	scoreKiller2     = 1<<27 + 1
	scoreCounter     = 1 << 27
	scoreBadCapture  = -(1 << 28)
	historyMax       = 16384
)

// contRow scores replies (piece, to) to one earlier move; contHistory
// holds a row for every (piece, to) of that earlier move. Used for the
// previous move (countermove history) and the one before it (follow-up
// history).
type (
	contRow     [16][64]int16
	contHistory [16][64]contRow
)

// pieceValue is the ordering and pruning value of each piece type.
var pieceValue = [7]int{0, 100, 320, 330, 500, 950, 0}

// movePicker hands out the moves of one node best-first. The searcher
// keeps one per ply so that the arrays are not cleared at every node.
type movePicker struct {
	list   MoveList
	scores [MaxMoves]int32
	next   int
	// ttIndex is where the hash move stands in the list, -1 if it is
	// not there. Its score is the unique maximum, so the first pick can
	// take it without scanning: at a node where it cuts off, that scan
	// was the picker's whole cost after scoring.
	ttIndex int
}

// n is the number of legal moves of the node.
func (mp *movePicker) n() int { return mp.list.N }

// capturedType returns the type of the piece m captures, or NoPieceType.
func capturedType(p *Position, m Move) PieceType {
	if m.IsEnPassant() {
		return Pawn
	}
	if m.IsCastling() {
		return NoPieceType
	}
	return p.PieceAt(m.To()).Type()
}

// isTactical reports whether m is a capture or a promotion: the moves
// quiescence search looks at and quiet-move heuristics skip.
func isTactical(p *Position, m Move) bool {
	return m.IsPromotion() || capturedType(p, m) != NoPieceType
}

// winsMaterial reports whether capture m does not lose material: cheaply
// when the victim is worth at least the attacker (or the king captures,
// which legal move generation allows only onto undefended squares),
// otherwise by SEE.
func winsMaterial(p *Position, m Move) bool {
	attacker := p.PieceAt(m.From()).Type()
	if attacker == King || pieceValue[capturedType(p, m)] >= pieceValue[attacker] {
		return true
	}
	return p.SEEGE(m, 0)
}

// mvvLva scores a capture: victim value dominates, attacker breaks ties.
func mvvLva(p *Position, m Move) int {
	victim := capturedType(p, m)
	attacker := p.PieceAt(m.From()).Type()
	s := pieceValue[victim]*16 - int(attacker)
	if m.Promotion() == Queen {
		s += pieceValue[Queen] * 16
	}
	return s
}

// initMain scores all legal moves of a full-width node.
func (mp *movePicker) initMain(s *searcher, ply int, ttMove Move) {
	p := s.pos
	l := &mp.list
	p.GenerateLegal(l)
	mp.next = 0
	mp.ttIndex = -1
	k := &s.killers[ply]
	counter := s.counterMove(ply)
	side := p.SideToMove()
	hist := &s.history[side]
	cont1, cont2 := s.contRows(ply)
	for i, m := range l.Moves[:l.N] {
		var sc int
		switch {
		case m == ttMove:
			sc = scoreTTMove
			mp.ttIndex = i
		case isTactical(p, m):
			if m.IsPromotion() && m.Promotion() != Queen {
				sc = scoreBadCapture + mvvLva(p, m)
			} else if winsMaterial(p, m) {
				sc = scoreGoodCapture + mvvLva(p, m)
			} else {
				sc = scoreBadCapture + mvvLva(p, m)
			}
		case m == k[0]:
			sc = scoreKiller1
		case m == k[1]:
			sc = scoreKiller2
		case m == counter:
			sc = scoreCounter
		default:
			sc = quietScoreFrom(hist, cont1, cont2, p, m)
		}
		mp.scores[i] = int32(sc)
	}
}

// noContRow stands in for a missing continuation row: all zero, never
// written, so that scoring a quiet move needs no nil checks.
var noContRow contRow

// contRows returns the continuation-history rows that score replies at
// ply: to the previous move and to the one before it (noContRow where
// there is none, or when the continuation histories are off).
func (s *searcher) contRows(ply int) (*contRow, *contRow) {
	c1, c2 := &noContRow, &noContRow
	if !s.prm.useContHist {
		return c1, c2
	}
	if ply >= 1 && s.stack[ply-1].cont != nil {
		c1 = s.stack[ply-1].cont
	}
	if ply >= 2 && s.stack[ply-2].cont != nil {
		c2 = s.stack[ply-2].cont
	}
	return c1, c2
}

// quietScore is the history-based ordering score of a quiet move: the
// butterfly history plus the continuation histories of the last two plies.
func (s *searcher) quietScore(ply int, side Color, m Move) int {
	cont1, cont2 := s.contRows(ply)
	return quietScoreFrom(&s.history[side], cont1, cont2, s.pos, m)
}

// quietScoreFrom is quietScore with the side's history and the
// continuation rows already looked up, so that the move picker looks
// them up once per node rather than once per move.
func quietScoreFrom(hist *[64][64]int16, cont1, cont2 *contRow, p *Position, m Move) int {
	pc, to := p.PieceAt(m.From()), m.To()
	return int(hist[m.From()][to]) + int(cont1[pc][to]) + int(cont2[pc][to])
}

// initQuiescence scores the moves quiescence search looks at: all legal
// moves when in check (evasions), captures and queen promotions otherwise.
func (mp *movePicker) initQuiescence(s *searcher, inCheck bool, ttMove Move) {
	p := s.pos
	l := &mp.list
	if inCheck {
		p.GenerateLegal(l)
	} else {
		p.GenerateCaptures(l)
	}
	mp.next = 0
	mp.ttIndex = -1
	side := p.SideToMove()
	for i, m := range l.Moves[:l.N] {
		var sc int
		switch {
		case m == ttMove:
			sc = scoreTTMove
			mp.ttIndex = i
		case isTactical(p, m):
			sc = scoreGoodCapture + mvvLva(p, m)
		default:
			sc = int(s.history[side][m.From()][m.To()])
		}
		mp.scores[i] = int32(sc)
	}
}

// nextMove returns the best remaining move and its ordering score, or
// NoMove when all have been returned.
func (mp *movePicker) nextMove() (Move, int) {
	n := mp.list.N
	i := mp.next
	if i >= n {
		return NoMove, 0
	}
	// The first highest score from i on (ties: the earliest), as a
	// plain selection sort picks it; the order of equal scores, and so
	// the search, must not change with how the scan is written.
	var best int
	var bestScore int32
	if i == 0 && mp.ttIndex >= 0 {
		best, bestScore = mp.ttIndex, scoreTTMove
	} else {
		sc := mp.scores[i:n] // one bounds check, not one per move
		best, bestScore = 0, sc[0]
		for j := 1; j < len(sc); j++ {
			if sc[j] > bestScore {
				best, bestScore = j, sc[j]
			}
		}
		best += i
	}
	mv := &mp.list.Moves
	mv[i], mv[best] = mv[best], mv[i]
	mp.scores[best] = mp.scores[i]
	mp.scores[i] = bestScore
	mp.next++
	return mv[i], int(bestScore)
}

// updateHistory adds bonus (negative for a malus) to a quiet move's
// history with "gravity": the entry moves toward ±historyMax and decays,
// so old information fades as the search learns.
func updateHistory(h *int16, bonus int) {
	bonus = min(max(bonus, -historyMax), historyMax)
	v := int(*h)
	v += bonus - v*abs(bonus)/historyMax
	*h = int16(v)
}

// historyBonus is the reward for a quiet move that caused a cutoff at depth.
func historyBonus(depth int) int {
	return min(depth*depth*32+64*depth, 2000)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func boolToInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
