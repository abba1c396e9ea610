package master

import "time"

// A game loaded from a file has no clock of its own: the clocks of the
// time control in the settings start only when it is played on. Until
// then the window would show made-up times (the control's fresh 5:00) or
// the previous game's. So from LoadGame until the game is played on (its
// clock started) or its clocks are set (SetClocks), a snapshot shows the
// times the file recorded ([%clk] after each move) for the board's move,
// and no time for a side the file gives none.

// recordedClocks is each side's last [%clk] on the board's line up to
// the current position, and which sides have one (locked).
func (c *ChessMaster) recordedClocks() (white, black time.Duration, known [3]bool) {
	var left [3]time.Duration
	r := c.rec
	for i := range r.plies {
		t, ok := r.plies[i].node.Clock()
		if !ok {
			continue
		}
		mover := turnOf(r.posAt(i))
		left[mover], known[mover] = t, true
	}
	return left[White], left[Black], known
}

// recordedClockState is the ClockState of a loaded game not played on
// (locked): the file's times, no clock running.
func (c *ChessMaster) recordedClockState() ClockState {
	st := ClockState{Enabled: c.clock.enabled(), Config: c.settings.Clock, FromFile: true}
	st.White, st.Black, st.Known = c.recordedClocks()
	return st
}
