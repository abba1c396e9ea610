package human

import "chessmaster/engine"

// mateScore is the score of a checkmate in the quiescence search; any
// score beyond mateBound is a mate.
const (
	mateScore = 30000
	mateBound = 29000
)

// qsNodeLimit bounds one quiescence search, so the model's time per
// position stays small whatever the position.
const qsNodeLimit = 400

// quiescence is a small capture search with the engine's hand-written
// evaluation: it tells whether a move leaves material hanging or wins
// some, the tactics a player sees at a glance. It is no engine search:
// no hash table, captures that lose material by static exchange are
// skipped, and the node budget cuts it short.
type quiescence struct {
	nodes int
	list  [12]engine.MoveList
}

// search returns the score of p for the side to move, within [alpha, beta].
func (q *quiescence) search(p *engine.Position, alpha, beta, ply int) int {
	q.nodes++
	inCheck := p.InCheck()
	if ply >= len(q.list) || q.nodes > qsNodeLimit {
		return engine.Evaluate(p)
	}
	l := &q.list[ply]
	if inCheck {
		p.GenerateLegal(l)
		if l.N == 0 {
			return -mateScore + ply
		}
	} else {
		stand := engine.Evaluate(p)
		if stand >= beta {
			return stand
		}
		alpha = max(alpha, stand)
		p.GenerateCaptures(l)
	}
	for _, m := range l.Slice() {
		if !inCheck && p.SEE(m) < 0 {
			continue
		}
		p.MakeMove(m)
		s := -q.search(p, -beta, -alpha, ply+1)
		p.UnmakeMove(m)
		if s >= beta {
			return s
		}
		alpha = max(alpha, s)
	}
	return alpha
}

// afterMove returns the score of p after m for the side that plays m,
// and whether m mates.
func (q *quiescence) afterMove(p *engine.Position, m engine.Move) (score int, mates bool) {
	q.nodes = 0
	p.MakeMove(m)
	defer p.UnmakeMove(m)
	if p.InCheck() && !p.HasLegalMove() {
		return mateScore, true
	}
	if !p.InCheck() && !p.HasLegalMove() {
		return 0, false // stalemate
	}
	return -q.search(p, -mateScore, mateScore, 1), false
}

// afterReply returns the score after m and the opponent's best reply,
// each reply judged by the quiescence search, for the side that plays
// m: it sees the one-move threats a capture search misses (a reply that
// forks, a mate in one against us). Captures go first, so the best
// reply is usually found early and the others are cut short.
func (q *quiescence) afterReply(p *engine.Position, m engine.Move, replies *[2]engine.MoveList) int {
	p.MakeMove(m)
	defer p.UnmakeMove(m)
	p.GenerateCaptures(&replies[0])
	p.GenerateQuiets(&replies[1])
	if replies[0].N+replies[1].N == 0 {
		if p.InCheck() {
			return mateScore
		}
		return 0
	}
	worst := mateScore
	for k := range replies {
		for _, r := range replies[k].Slice() {
			q.nodes = 0
			p.MakeMove(r)
			// Our score after the reply; the opponent picks the lowest,
			// so a window below worst is enough.
			s := q.search(p, -mateScore, worst, 1)
			p.UnmakeMove(r)
			worst = min(worst, s)
		}
	}
	return worst
}
