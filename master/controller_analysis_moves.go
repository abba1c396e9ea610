package master

import ()

// Analysis mode lets the user try moves for either side on the board:
// they go into the game tree as moves of the line the board is on (a new
// move where the game has another becomes a variation), whoever the
// players are, and no clock runs. The board editor checks the positions
// it builds with the program's one FEN validator.

// AddMove plays move (UCI or SAN) into the game tree at the board's
// position, whoever is to move there (a human, a program or nobody):
// unlike Play it asks no player and starts no clock. A running game is
// paused first (Start plays on from the new position). Where the tree
// already has the move, the board follows it; otherwise it becomes a new
// line (a variation when the position has moves already) and the game is
// marked modified. Subscribers get a MoveEvent with Source SourceAnalysis.
//
// A move that ends the game (checkmate, stalemate, a draw the rules
// declare) sets the outcome as browsing to that position would; on the
// main line it also sets the Result tag. AddMove works after a result
// the tags record (a resignation, a loss on time), which the position
// itself does not end: the moves go on from there for study.
func (c *ChessMaster) AddMove(move string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	return c.addMove(move)
}

// addMove is AddMove, locked.
func (c *ChessMaster) addMove(move string) error {
	m, err := c.rec.findMove(move)
	if err != nil {
		return err
	}
	c.pause()
	c.invalidate()
	mover := c.rec.turn()
	before := c.rec.fen()
	if c.rec.play(m, SourceAnalysis) {
		c.modified = true
		// A move at the end of the main line makes it another line.
		c.rec.syncResultTags()
	}
	if _, ok := c.clockAt[c.rec.ply()]; !ok {
		c.clockAt[c.rec.ply()] = c.clock.left
	}
	c.showClockAt()
	c.refreshVerdict()
	// The position decides the game (not a result recorded in the tags):
	// on the main line that is the game's result.
	if v := judge(c.rec); v.outcome.Over() && c.rec.onMainLine() {
		c.rec.setTag("Result", v.outcome.Result)
		if t := v.outcome.Termination(); t != "" {
			c.rec.setTag("Termination", t)
		}
	}
	c.turnSent = -1
	last := c.rec.last()
	c.ev.publish(MoveEvent{Ply: c.rec.ply(), Color: mover, SAN: last.san, UCI: last.uci,
		FEN: c.rec.fen(), Before: before, Source: SourceAnalysis})
	return nil
}
