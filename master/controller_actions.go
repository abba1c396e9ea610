package master

import (
	"errors"
)

// Undo takes back moves. Against a program it takes back the last full
// move, so that it is the human's turn again (a search in progress is
// cancelled); between two humans, or two programs, it takes back one ply.
// After a resignation or an agreed draw it takes back only that, and the
// game goes on from the same position.
// Both clocks go back to the times they showed in that position. It
// fails when takebacks are off, nothing can be taken back or a flag has
// fallen. The running state carries over.
func (c *ChessMaster) Undo() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	if !c.settings.AllowTakeback {
		return errors.New("takebacks are not allowed in this game")
	}
	if c.outcome.Method == MethodTime || c.outcome.Method == MethodTimeDraw {
		return errors.New("cannot take back after a flag fell")
	}
	if c.study {
		// A game opened from a file, or one the user went back in, is
		// not being played: nothing was "played" to take back, and a
		// takeback there would cut the game's moves and its recorded
		// result. Going back a move, or deleting moves, is the study's
		// way.
		return ErrStudyUndo
	}
	if c.outcome.Method == MethodAbandoned || c.outcome.Method == MethodForfeit {
		// The program that failed cannot play on: a takeback would only
		// have it fail again (and leave the game's record in two minds).
		return ErrProgramFailedUndo
	}
	withdraw := c.withdrawable()
	n := c.undoPlies()
	if n == 0 && !withdraw {
		return errors.New("nothing to take back")
	}
	atEnd := c.rec.atMainLineEnd()
	c.invalidate()
	c.stopClock()
	c.casual = true // a game with a move taken back rates nobody
	if !withdraw {
		c.rec.takeBack(c.rec.ply() - n)
	} else if c.endNote != nil {
		c.endNote.Comment = c.endNoteBefore // the end is withdrawn
	}
	c.endNote = nil
	// The reports were about positions that are gone.
	c.lastInfo = [3]ThinkingInfo{}
	c.modified = true
	if !withdraw {
		// Withdrawing a resignation or a draw takes back no move: the
		// clocks go on from where they stopped, not from the last move.
		c.restoreClock()
	}
	// A move taken back reopens the game. The result tags are the main
	// line's end's: a takeback elsewhere (in a variation, or on the main
	// line of a file's game continued from an earlier move, which goes on
	// past the board) leaves the file's result alone.
	if atEnd {
		c.rec.setTag("Result", ResultOngoing)
		c.removeTag("Termination")
	}
	c.rec.syncResultTags()
	c.refreshVerdict()
	c.turnSent = -1
	c.ev.publish(PositionEvent{Reason: ReasonUndo})
	c.schedule()
	return nil
}

// ErrProgramFailedUndo is Undo's answer after a program crashed or sent
// an illegal move.
var ErrProgramFailedUndo = errors.New("cannot take back: the game ended because a program failed; go back a move and continue from there with other players")

// ErrStudyUndo is Undo's answer in a study (State.Study).
var ErrStudyUndo = errors.New("nothing to take back: this game is being studied, not played; go back a move instead, or delete moves from the move list")

// withdrawable reports whether the game ended by a resignation or an
// agreed draw, which Undo takes back by itself: the moves that led there
// were not the mistake (locked).
func (c *ChessMaster) withdrawable() bool {
	return c.outcome.Method == MethodResignation || c.outcome.Method == MethodAgreed
}

// undoPlies is how many plies Undo removes (locked).
func (c *ChessMaster) undoPlies() int {
	ply := c.rec.ply()
	if ply == 0 {
		return 0
	}
	n := c.undoPliesOnBoard()
	if c.rec.ply()-n < c.playFrom {
		return 0 // the moves before are the file's, not played here
	}
	return n
}

// undoPliesOnBoard is undoPlies without the bound of playFrom (locked).
func (c *ChessMaster) undoPliesOnBoard() int {
	ply := c.rec.ply()
	wh, bh := c.isHuman(White), c.isHuman(Black)
	if wh == bh {
		return 1 // two humans or two programs
	}
	// Remove plies until the human is to move, at least one.
	human := White
	if bh {
		human = Black
	}
	n := 1
	for ; n <= ply; n++ {
		// After removing n plies the side to move is the mover of ply-n+1.
		if c.sideToMoveAfter(ply-n) == human {
			return n
		}
	}
	return 0 // only program moves were played
}

// sideToMoveAfter is the side to move once the first k moves are played.
func (c *ChessMaster) sideToMoveAfter(k int) Color {
	return turnOf(c.rec.posAt(k))
}

// removeTag deletes a PGN tag of the current game (locked).
func (c *ChessMaster) removeTag(key string) { c.rec.tags.Remove(key) }

// humanSide is the side a user command acts for: the only human, or the
// side to move when both or neither are human (locked).
func (c *ChessMaster) humanSide() Color {
	wh, bh := c.isHuman(White), c.isHuman(Black)
	switch {
	case wh && !bh:
		return White
	case bh && !wh:
		return Black
	}
	return c.rec.turn()
}

// Resign gives up the game for the human (the side to move when both
// sides are human).
func (c *ChessMaster) Resign() error {
	c.mu.Lock()
	side := c.humanSide()
	c.mu.Unlock()
	return c.ResignSide(side)
}

// ResignSide gives up the game for side.
func (c *ChessMaster) ResignSide(side Color) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	if c.outcome.Over() {
		return errors.New("the game is already over")
	}
	if c.study {
		return ErrStudy
	}
	if side != White && side != Black {
		return errors.New("resign: no such side")
	}
	c.finish(Win(side.Other(), MethodResignation))
	return nil
}

// ErrStudy is ResignSide's and ClaimDraw's answer in a study (State.Study): a game opened
// from a file is not being played until Start.
var ErrStudy = errors.New("this game was opened from a file and is not being played: continue it first")

// OfferDraw offers a draw on behalf of the human to the opponent and
// reports whether it was accepted (then the game ends). A program decides
// with its DrawDecider rule (see Computer); between two humans the offer
// is accepted, since the user interface asks the opponent first. In a
// study (State.Study) nobody plays, so nothing is offered.
func (c *ChessMaster) OfferDraw() (accepted bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || c.outcome.Over() || c.rec.ply() == 0 || c.study {
		return false
	}
	opp := c.humanSide().Other()
	d, ok := c.players[opp].(DrawDecider)
	if !ok || !d.AcceptDraw(DrawOffer{FEN: c.rec.fen(), Ply: c.rec.ply()}) {
		return false
	}
	c.finish(Draw(MethodAgreed))
	return true
}

// ClaimDraw claims a draw by threefold repetition or the fifty-move rule
// when the current position allows it.
func (c *ChessMaster) ClaimDraw() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	if c.outcome.Over() {
		return errors.New("the game is already over")
	}
	if c.study {
		return ErrStudy
	}
	v := judge(c.rec)
	if v.claimable == "" {
		return errors.New("no draw can be claimed: the position has not occurred three times and the last 50 moves include a capture or pawn move")
	}
	c.finish(Draw(v.claimable))
	return nil
}

// SetFEN starts a new game from the position fen with the current
// players and settings. The game is paused: call Start to play.
func (c *ChessMaster) SetFEN(fen string) error {
	rec, err := newRecordVariant(fen, c.rec.chess960)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	c.pause()
	c.invalidate()
	s := c.settings
	s.StartFEN = rec.startFEN
	c.setGame(s, rec, c.players)
	c.ev.publish(PositionEvent{Reason: ReasonFEN})
	return nil
}
