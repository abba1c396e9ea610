package master

import "time"

// chessClock is a two-sided Fischer clock. It holds no goroutine: the
// controller asks it for remaining time and arms its own timer for flag
// fall. At most one side runs at a time.
type chessClock struct {
	cfg     ClockConfig
	left    [3]time.Duration // indexed by Color; time left when last stopped
	running Color
	since   time.Time // when running started
}

func newChessClock(cfg ClockConfig) chessClock {
	k := chessClock{cfg: cfg}
	k.left[White], k.left[Black] = cfg.Base, cfg.Base
	return k
}

func (k *chessClock) enabled() bool { return k.cfg.Enabled() }

// remaining is side c's time at now (may be negative once its flag fell).
func (k *chessClock) remaining(c Color, now time.Time) time.Duration {
	if c == k.running {
		return k.left[c] - now.Sub(k.since)
	}
	return k.left[c]
}

// start runs side c's clock from now (stopping the other side).
func (k *chessClock) start(c Color, now time.Time) {
	if !k.enabled() || k.running == c {
		return
	}
	k.stop(now)
	k.running, k.since = c, now
}

// stop halts the running side and charges it the elapsed time.
func (k *chessClock) stop(now time.Time) {
	if k.running == NoColor {
		return
	}
	k.left[k.running] = k.remaining(k.running, now)
	k.running = NoColor
}

// moved is called when side c completes its done-th move of the game at
// now: it stops c's clock and reports whether c's flag had already
// fallen; if not, c gets its increment, and with periods of moves the
// next period's time when this move ended one (ClockConfig.periodTime).
func (k *chessClock) moved(c Color, done int, now time.Time) (flagged bool) {
	if !k.enabled() {
		return false
	}
	if k.running == c {
		k.stop(now)
	}
	if k.left[c] <= 0 {
		return true
	}
	k.left[c] += k.cfg.Increment + k.cfg.periodTime(done)
	return false
}

// freeMove is moved for a move made before the clocks started (the
// game's first moves, ChessMaster.clockWaits): no time was used, so none
// is charged and no increment is given, as on lichess; the move still
// counts towards its period of moves, whose next period's time is added
// when it ends one (the time for the rest of the game after a period of
// one move), as for any move.
func (k *chessClock) freeMove(c Color, done int) {
	if !k.enabled() {
		return
	}
	k.left[c] += k.cfg.periodTime(done)
}

// nextTick is how long until the running side's display should change
// (a whole second, or a tenth below ten seconds) or its flag falls.
func (k *chessClock) nextTick(now time.Time) time.Duration {
	if k.running == NoColor {
		return 0
	}
	left := k.remaining(k.running, now)
	if left <= 0 {
		return time.Millisecond
	}
	step := time.Second
	if left < 10*time.Second {
		step = 100 * time.Millisecond
	}
	d := left % step
	if d == 0 {
		d = step
	}
	return d + time.Millisecond // land just past the boundary
}

// event describes the clocks for subscribers.
func (k *chessClock) event(now time.Time) ClockEvent {
	return ClockEvent{White: k.remaining(White, now), Black: k.remaining(Black, now), Running: k.running}
}
