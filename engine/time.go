package engine

import "time"

// Time management: turn Limits into two deadlines.
//
//   - soft: do not start a new iteration after this much time; the search
//     may scale it (see timeManager.softScaled) by how stable the best
//     move is.
//   - hard: abort the running iteration; checked every few thousand nodes.
//
// Both are measured from the moment Search was called.

const (
	// defaultMoveOverhead is kept back from every clock budget for the
	// time it takes to send the move and for the GUI's own latency.
	defaultMoveOverhead = 20 * time.Millisecond
	// moveTimeMargin is taken off "go movetime" so that bestmove arrives
	// inside the allotted time rather than just after it.
	moveTimeMargin = 8 * time.Millisecond
	// Horizons assumed when the GUI sends no movestogo. With an increment
	// of at least a hundredth of the clock the horizon is short on purpose
	// (incMovesToGo): the middlegame, where games are decided, gets more
	// time, and the increment pays for the ending. Without an increment
	// nothing pays for the ending, and a short horizon spends the clock
	// geometrically until a long game flags (a 1 s + 0 game had 50-70 ms
	// left after 60 moves and flagged near ply 185); so sudden death plans
	// for a long game (suddenDeathMovesToGo), as Stockfish does. Small
	// increments fall in between.
	incMovesToGo         = 22
	suddenDeathMovesToGo = 50
	// minMoveCost is what one move costs the clock at the least beyond
	// what the engine plans: reading "go", the first iteration, writing
	// "bestmove" and the GUI's own measuring, a few milliseconds more when
	// the machine is loaded. The budget keeps back, for each move of the
	// horizon, this or half the Move Overhead, whichever is more (500 ms
	// in sudden death with the default 20 ms overhead, about what
	// Stockfish keeps), at most half the clock; so the moves played at the
	// minimum once the clock is that low do not run it down past the Move
	// Overhead. With 2 ms a move (100 ms) a 1 s + 0 game on a loaded
	// machine still flagged near ply 187.
	minMoveCost  = 2 * time.Millisecond
	minThinkTime = time.Millisecond
	// lowClockThink is the budget once the clock is down to the Move
	// Overhead and the reserve: the search stops after its first
	// iteration (which is always completed, a few hundred nodes), so a
	// move costs a fraction of a millisecond instead of minThinkTime.
	lowClockThink = time.Microsecond
)

// timeManager holds the deadlines of one search.
type timeManager struct {
	start time.Time
	soft  time.Duration // 0 = none
	hard  time.Duration // 0 = none
	// fixed is set for "go movetime": the whole time is to be used, so the
	// soft limit is not scaled by move stability.
	fixed bool
}

// newTimeManager computes the deadlines for the side to move (white when
// white is true). overhead is the per-move safety margin for clock games.
func newTimeManager(lim Limits, white bool, overhead time.Duration, start time.Time) timeManager {
	tm := timeManager{start: start}
	if lim.Infinite {
		return tm
	}
	if lim.MoveTime > 0 {
		hard := lim.MoveTime - moveTimeMargin
		if hard < lim.MoveTime/2 {
			// Very short movetimes: keep half rather than nothing.
			hard = lim.MoveTime / 2
		}
		hard = max(hard, minThinkTime)
		tm.soft, tm.hard, tm.fixed = hard, hard, true
		return tm
	}
	remaining, inc := lim.WTime, lim.WInc
	if !white {
		remaining, inc = lim.BTime, lim.BInc
	}
	if lim.WTime <= 0 && lim.BTime <= 0 && lim.WInc <= 0 && lim.BInc <= 0 {
		return tm // no clock given: depth/nodes/ctx limits only
	}
	// A clock was given but ours is empty (a flag about to fall, or a GUI
	// that sent only the opponent's time): move at once rather than
	// searching without limit.
	tm.soft, tm.hard = clockBudget(remaining, inc, lim.MovesToGo, overhead)
	return tm
}

// clockBudget splits the remaining clock time. The target per move is the
// time left after the Move Overhead and a reserve (see minMoveCost) divided by the moves still to play, plus most of
// the increment; the hard limit lets one difficult move take a few times
// the target but never more than a share of what is left, so even a 50 ms
// clock survives. Since each move spends a share of what is left above
// the reserve, the clock tends to the reserve and never reaches it.
func clockBudget(remaining, inc time.Duration, movesToGo int, overhead time.Duration) (soft, hard time.Duration) {
	mtg := horizon(remaining, inc)
	if movesToGo > 0 {
		mtg = min(movesToGo, suddenDeathMovesToGo)
	}
	// Time we may spend without flagging: the clock minus the overhead for
	// this move.
	left := remaining - overhead
	if left <= 0 {
		return lowClockThink, lowClockThink
	}
	reserve := min(time.Duration(mtg)*max(minMoveCost, overhead/2), left/2)
	plan := left - reserve
	target := plan/time.Duration(mtg) + inc*3/4
	if target < minThinkTime {
		// Down to the reserve: it is there for the moves still to come.
		return lowClockThink, lowClockThink
	}
	// Never plan to use more than this share of the clock on one move. With
	// one move to go the whole clock minus the margin would be allowed, but
	// keeping a fifth back protects against a slow GUI. Otherwise a third:
	// when the clock is down to a few hundred milliseconds, what is kept
	// back is the only protection against the process not being scheduled
	// for a while (a loaded machine), so it must not be thin.
	maxShare := left * 4 / 5
	if mtg > 1 {
		maxShare = left / 3
	}
	target = min(target, maxShare)
	hard = min(target*4, maxShare)
	soft = target * 6 / 10
	return max(soft, minThinkTime), max(hard, minThinkTime)
}

// horizon is the number of moves the clock is planned for when the GUI
// sends no movestogo: suddenDeathMovesToGo without an increment,
// incMovesToGo once the increment is a hundredth of the clock or more
// (60 s + 0.6 s, 10 s + 0.1 s: as before), in proportion in between.
func horizon(remaining, inc time.Duration) int {
	if remaining <= 0 || inc*100 >= remaining {
		return incMovesToGo
	}
	frac := float64(inc*100) / float64(remaining) // 0..1
	return suddenDeathMovesToGo - int(frac*float64(suddenDeathMovesToGo-incMovesToGo)+0.5)
}

// elapsed is the time since the search started.
func (tm *timeManager) elapsed() time.Duration { return time.Since(tm.start) }

// hardExpired reports whether the running iteration must be abandoned.
func (tm *timeManager) hardExpired() bool {
	return tm.hard > 0 && tm.elapsed() >= tm.hard
}

// softExpired reports whether a new iteration should not be started.
// scale (1.0 = neutral) stretches or shrinks the soft limit: the search
// passes a larger value when the best move keeps changing or the score
// drops, a smaller one when the best move has been stable.
func (tm *timeManager) softExpired(scale float64) bool {
	if tm.soft <= 0 {
		return false
	}
	if tm.fixed {
		scale = 1
	}
	limit := time.Duration(float64(tm.soft) * scale)
	if tm.hard > 0 {
		limit = min(limit, tm.hard)
	}
	return tm.elapsed() >= limit
}
