package master

import (
	"errors"
	"time"

	"chessmaster/master/referee"
)

// flag ends the game because side's time ran out (locked).
func (c *ChessMaster) flag(side Color) {
	c.clock.left[side] = 0
	if referee.CannotMate(c.rec.pos(), side.Other() == White) {
		c.finish(Draw(MethodTimeDraw))
		return
	}
	c.finish(Win(side.Other(), MethodTime))
}

// resetClock sets both clocks to the time control's base for the
// current position (locked).
func (c *ChessMaster) resetClock(cfg ClockConfig) {
	c.clock = newChessClock(cfg)
	c.clockFromFile = false
	c.clockAt = map[int][3]time.Duration{c.rec.ply(): c.clock.left}
}

// restoreClock gives both sides the time they had when the current
// position was first reached, after moves were taken back (locked; the
// clocks are stopped).
func (c *ChessMaster) restoreClock() {
	ply := c.rec.ply()
	if left, ok := c.clockAt[ply]; ok {
		c.clock.left = left
	}
	for k := range c.clockAt {
		if k > ply {
			delete(c.clockAt, k)
		}
	}
	if _, ok := c.clockAt[ply]; !ok {
		c.clockAt[ply] = c.clock.left
	}
}

// showClockAt puts both clocks at the times they showed when the board's
// position was reached, keeping the times of later moves (browsing back
// and forth is not a takeback) (locked; the clocks are stopped).
func (c *ChessMaster) showClockAt() {
	if left, ok := c.clockAt[c.rec.ply()]; ok {
		c.clock.left = left
	}
}

// clockWaits reports whether the clocks wait for the game's first moves
// (locked). In a game a person plays, no clock runs until each side has
// made one move (the first two plies from the game's start, a set-up
// position's too), as on lichess and chess.com: a player loses no time
// while the window opens or while finding their bearings, and those
// moves earn no increment (freeMove). A game played on from later in a
// loaded or earlier game has had its first moves, so its clocks run at
// once as before. Between two programs (engine matches, a computer
// watched against itself) clocks run from the first move, as in engine
// tournaments: a program needs no time to settle in, and its first move
// is timed like any other.
func (c *ChessMaster) clockWaits() bool {
	return c.rec.ply() < 2 && (c.isHuman(White) || c.isHuman(Black))
}

// startClock runs the clock of the side to move and arms the tick timer
// (locked). Before the game's first moves it only leaves the file's
// times behind (clockWaits).
func (c *ChessMaster) startClock() {
	if !c.clock.enabled() || c.outcome.Over() {
		return
	}
	side := c.rec.turn()
	if c.clock.running == side {
		return
	}
	c.clockFromFile = false // played on: the time control's clocks count
	if c.clockWaits() {
		return
	}
	now := time.Now()
	c.clock.start(side, now)
	c.ev.publish(c.clock.event(now))
	c.armTimer(now)
}

// stopClock stops both clocks and the timer (locked).
func (c *ChessMaster) stopClock() {
	if !c.clock.enabled() {
		return
	}
	now := time.Now()
	wasRunning := c.clock.running != NoColor
	c.clock.stop(now)
	c.disarmTimer()
	if wasRunning {
		c.ev.publish(c.clock.event(now))
	}
}

func (c *ChessMaster) disarmTimer() {
	c.timerGen++
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
}

// armTimer schedules the next clock tick (locked).
func (c *ChessMaster) armTimer(now time.Time) {
	c.disarmTimer()
	d := c.clock.nextTick(now)
	if d <= 0 {
		return
	}
	tg := c.timerGen
	c.timer = time.AfterFunc(d, func() { c.tick(tg) })
}

// tick publishes the clocks and detects flag fall.
func (c *ChessMaster) tick(tg uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || tg != c.timerGen || c.clock.running == NoColor {
		return
	}
	now := time.Now()
	side := c.clock.running
	if c.clock.remaining(side, now) <= 0 {
		c.clock.stop(now)
		c.flag(side)
		c.ev.publish(c.clock.event(now))
		return
	}
	c.ev.publish(c.clock.event(now))
	c.armTimer(now)
}

// SetClocks sets both sides' remaining time in the current position, as
// when a saved game is restored after a restart. The game must be paused
// (before Start); taking moves back later returns to these times too.
func (c *ChessMaster) SetClocks(white, black time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.closed:
		return ErrClosed
	case !c.clock.enabled():
		return errors.New("the game has no clock")
	case white <= 0 || black <= 0:
		return errors.New("clock times must be positive")
	case c.running:
		return errors.New("pause the game before setting the clocks")
	}
	c.clock.left[White], c.clock.left[Black] = white, black
	c.clockAt[c.rec.ply()] = c.clock.left
	c.clockFromFile = false
	c.ev.publish(c.clock.event(time.Now()))
	return nil
}
