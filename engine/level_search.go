package engine

import (
	"math"
	"math/rand/v2"
	"time"

	"chessmaster/book"
)

// levelState is the difficulty level of an Engine. New sets it to full
// strength (levelTable[0]), which searches exactly as without levels.
type levelState struct {
	info LevelInfo
	seed uint64
	rng  *rand.Rand // created on first use from seed (random when 0)

	// scoring is scoringBase without the pruning that distorts the scores
	// of moves other than the best (see scoreRoot).
	scoringBase, scoring *searchParams
}

// overlookDepth is the root depth of the shallow look a level sometimes
// takes instead of its full search: two plies and the captures after
// them, enough to see a mate in one and a piece left hanging, too little
// for forks, pins and combinations.
const overlookDepth = 2

// levelMinMoveTime is the least time per move a limited level is given
// to spend its node budget (see levelState.limits).
const levelMinMoveTime = time.Second

// minScoringNodes is the least node budget of the root-move scoring
// pass, enough for every root move at overlookDepth in a normal
// middlegame, so that weak levels never miss a mate in one for want of
// nodes.
const minScoringNodes = 5000

// SetLevel sets the difficulty level: 0 is full strength (the level of
// a new Engine), 1 (weakest) .. MaxLevel the limited levels of Levels().
// Out-of-range values are clamped; use LevelByNumber to check a number
// first. Besides the search budgets and the move choice, the level
// decides what Search takes from the sources given by SetBook and
// SetTablebases:
//
//   - the opening book answers only during the first LevelInfo.BookPlies
//     half-moves of the game (counted from the FEN's move number), or
//     fewer when the book.Options given to SetBook say so;
//   - the Syzygy tables are used (at the root and inside the search)
//     only when LevelInfo.TablebaseOK is set, so that the weakest levels
//     can still go wrong in the endgame.
//
// A caller therefore hands the engine its book and tables once and
// changes only the level.
func (e *Engine) SetLevel(level int) {
	level = min(max(level, 0), MaxLevel)
	e.level = level
	e.lvl.info = levelTable[level]
}

// LevelInfo returns the description of the level set by SetLevel, whose
// BookPlies and TablebaseOK the engine applies.
func (e *Engine) LevelInfo() LevelInfo { return e.lvl.info }

// bookOptions narrows the book options given to SetBook to the level's
// BookPlies (0 = no cap from the level).
func (ls *levelState) bookOptions(opt book.Options) book.Options {
	if n := ls.info.BookPlies; n > 0 && (opt.MaxPly == 0 || opt.MaxPly > n) {
		opt.MaxPly = n
	}
	return opt
}

// tablesAllowed reports whether the level may use the Syzygy tables.
func (ls *levelState) tablesAllowed() bool { return ls.info.TablebaseOK }

// playsSearchedMove reports whether the level plays the move its search
// finds: full strength, and a limited level with no margin and no
// overlooking (level 8). The others may choose another root move
// (iterate).
func (ls *levelState) playsSearchedMove() bool {
	return !ls.limited() || (ls.info.Margin == 0 && ls.info.OverlookPercent == 0)
}

// SetLevelSeed makes the move choices of the limited levels repeatable:
// the same seed, position and level give the same move. Seed 0 (the
// default) draws a random seed.
func (e *Engine) SetLevelSeed(seed uint64) {
	e.lvl.seed = seed
	e.lvl.rng = nil
}

func (ls *levelState) random() *rand.Rand {
	if ls.rng == nil {
		seed := ls.seed
		if seed == 0 {
			seed = rand.Uint64()
		}
		ls.rng = rand.New(rand.NewPCG(seed, 0x1e7e1))
	}
	return ls.rng
}

// limited reports whether the level weakens the search at all.
func (ls *levelState) limited() bool { return ls.info.Level != 0 }

// limits narrows the caller's limits to the level's node and depth
// budgets; the caller's own (smaller) limits and clock still apply.
func (ls *levelState) limits(lim Limits) Limits {
	if n := ls.info.Nodes; n > 0 && (lim.Nodes == 0 || lim.Nodes > n) {
		lim.Nodes = n
	}
	if d := ls.info.Depth; d > 0 && (lim.Depth == 0 || lim.Depth > d) {
		lim.Depth = d
	}
	// A limited level's strength is its node budget, not the wall clock:
	// a short time per move does not cut the budget short (it takes well
	// under levelMinMoveTime even on a slow machine). A game clock still
	// rules, so that a level never loses on time.
	if ls.limited() && lim.MoveTime > 0 && lim.MoveTime < levelMinMoveTime {
		lim.MoveTime = levelMinMoveTime
	}
	return lim
}

// iterate is the level's replacement for searcher.iterate. At full
// strength it is searcher.iterate. A limited level first searches within
// its node budget, then scores the root moves near the top (at its own
// depth, or with probability OverlookPercent at overlookDepth only) and
// picks one of those within Margin of the best, the smaller the loss the
// likelier. With a model of people's moves registered, a level rated up
// to HumanMaxElo plays a move drawn from it instead (humanChoice).
func (ls *levelState) iterate(s *searcher, root []rootMove, onInfo func(Info)) (Move, Info) {
	best, info := s.iterate(root, onInfo)
	if ls.playsSearchedMove() || s.ctx.Err() != nil {
		return best, info
	}
	if pick, score, ok := ls.humanChoice(s, best, info); ok {
		info.Nodes = s.totalNodes()
		info.Time = s.tm.elapsed()
		if pick != best {
			info.PV = []string{pick.String()}
			info.Score, info.Mate = score, 0
			if isMateScore(score) {
				info.Score, info.Mate = 0, mateMoves(score)
			}
		}
		return pick, info
	}
	rng := ls.random()
	depth := max(info.Depth, overlookDepth)
	if rng.IntN(100) < ls.info.OverlookPercent {
		depth = overlookDepth
	}
	scored := ls.scoreRoot(s, root, depth)
	if len(scored) == 0 {
		return best, info // out of time: keep the searched move
	}

	pick := chooseWithin(scored, ls.info.Margin, rng)
	info.Nodes = s.totalNodes()
	info.Time = s.tm.elapsed()
	if pick.move != best {
		info.PV = []string{pick.move.String()}
		info.Score, info.Mate = pick.score, 0
		if isMateScore(pick.score) {
			info.Score, info.Mate = 0, mateMoves(pick.score)
		}
	}
	return pick.move, info
}

// scoreRoot searches the root moves at depth, in their current order
// (the main search's best first), with a fresh node budget. Moves that
// cannot come within Margin of the best so far get only an upper bound
// and are left out. It returns the moves with exact scores; a move whose
// search was cut short is left out too.
func (ls *levelState) scoreRoot(s *searcher, root []rootMove, depth int) []rootMove {
	s.stopped = false
	s.lim.Nodes = s.nodes + max(ls.info.Nodes, minScoringNodes)
	// The scores of moves other than the best are the point here, so the
	// pruning that only has to show a move is no better than the best
	// (late move and futility pruning, which in a two-ply search can skip
	// the one move that saves a piece) is off.
	saved := s.prm
	s.prm = ls.scoringParams(saved)
	defer func() { s.prm = saved }()
	moves := make([]rootMove, len(root))
	copy(moves, root)
	out := make([]rootMove, 0, 8)
	ref := -scoreInf
	for i := range moves {
		alpha := -scoreInf
		if ref > -scoreInf {
			alpha = max(ref-ls.info.Margin-1, -scoreInf)
		}
		score := s.searchRoot(moves[i:i+1], alpha, scoreInf, depth)
		if s.stopped {
			break
		}
		if score <= alpha {
			continue
		}
		out = append(out, rootMove{move: moves[i].move, score: score})
		ref = max(ref, score)
	}
	return out
}

// scoringParams is prm without late move and futility pruning, made once
// per set of search parameters.
func (ls *levelState) scoringParams(prm *searchParams) *searchParams {
	if ls.scoringBase != prm {
		p := *prm
		p.lmpMaxDepth = 0
		p.futilityMaxDepth = 0
		ls.scoringBase, ls.scoring = prm, &p
	}
	return ls.scoring
}

// chooseWithin picks among the scored moves those within margin of the
// best, with weight exp(-3·loss/margin): a move losing the whole margin
// is about twenty times less likely than the best. With a mate on the
// board the fastest mate is played, as any player would.
func chooseWithin(scored []rootMove, margin int, rng *rand.Rand) rootMove {
	best := scored[0]
	for _, m := range scored[1:] {
		if m.score > best.score {
			best = m
		}
	}
	if margin <= 0 || best.score >= mateBound {
		return best
	}
	weights := make([]float64, len(scored))
	total := 0.0
	for i, m := range scored {
		loss := best.score - m.score
		if loss > margin {
			continue
		}
		weights[i] = math.Exp(-3 * float64(loss) / float64(margin))
		total += weights[i]
	}
	x := rng.Float64() * total
	for i, w := range weights {
		if x < w {
			return scored[i]
		}
		x -= w
	}
	return best
}
