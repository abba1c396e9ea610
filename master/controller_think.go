package master

import (
	"chessmaster/master/referee"
	"context"
	"fmt"
	"time"
)

// schedule starts the clock of the side to move and, if that side is a
// program, asks it for a move (locked).
func (c *ChessMaster) schedule() {
	if !c.running || c.closed || c.outcome.Over() {
		return
	}
	c.startClock()
	side := c.rec.turn()
	human := c.isHuman(side)
	if c.turnSent != c.rec.ply() {
		c.turnSent = c.rec.ply()
		c.ev.publish(TurnEvent{Color: side, Human: human})
	}
	if human || c.thinking != NoColor {
		return
	}
	c.think(side)
}

// think runs the player's Move in a goroutine (locked).
func (c *ChessMaster) think(side Color) {
	p := c.players[side]
	gen := c.gen
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.thinking = side
	req := c.request(side, gen)
	prev := c.lastDone
	done := make(chan struct{})
	c.lastDone = done
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		defer close(done)
		defer cancel()
		if prev != nil {
			<-prev // a player is never asked twice at once
		}
		if ctx.Err() != nil {
			return
		}
		reply, err := p.Move(ctx, req)
		c.deliver(gen, side, reply, err)
	}()
}

// request describes the game to the player of side (locked).
func (c *ChessMaster) request(side Color, gen uint64) MoveRequest {
	now := time.Now()
	req := MoveRequest{
		StartFEN: c.rec.startFEN,
		Moves:    c.rec.ucis(0),
		FEN:      c.rec.fen(),
		Chess960: c.rec.chess960,
	}
	if k := c.rec.lastNull(); k >= 0 {
		// Programs cannot replay a null move: start after it.
		req.StartFEN = c.rec.posAt(k + 1).String()
		req.Moves = c.rec.ucis(k + 1)
	}
	if c.clock.enabled() {
		req.WhiteTime = c.clock.remaining(White, now)
		req.BlackTime = c.clock.remaining(Black, now)
		req.WhiteInc, req.BlackInc = c.settings.Clock.Increment, c.settings.Clock.Increment
		req.MovesToGo = c.settings.Clock.MovesToGo(c.rec.movesBy(side))
	} else {
		req.MoveTime = c.settings.Player(side).MoveTime
		if req.MoveTime == 0 {
			req.MoveTime = DefaultMoveTime
		}
	}
	req.Thinking = func(info ThinkingInfo) {
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.gen != gen || c.closed {
			return
		}
		c.lastInfo[side] = info
		c.ev.publish(ThinkingEvent{Color: side, Info: info})
	}
	return req
}

// deliver applies a program's answer unless it is stale.
func (c *ChessMaster) deliver(gen uint64, side Color, reply MoveReply, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen || c.closed {
		return // New Game, Undo, Load, Pause or Close happened meanwhile
	}
	c.cancel = nil
	c.thinking = NoColor
	if err != nil {
		err = fmt.Errorf("%s (%s) failed to move: %w", c.players[side].Name(), side, err)
		c.ev.publish(ErrorEvent{Err: err})
		c.rec.noteWhyItEnded(err.Error())
		c.finish(Win(side.Other(), MethodAbandoned))
		return
	}
	m, merr := c.rec.findMove(reply.Move)
	if merr != nil || !referee.LooksUCI(reply.Move) {
		if merr == nil {
			merr = fmt.Errorf("move %q is not in UCI notation", reply.Move)
		}
		err := fmt.Errorf("%s (%s) sent an illegal move: %w", c.players[side].Name(), side, merr)
		c.ev.publish(ErrorEvent{Err: err})
		c.rec.noteWhyItEnded(err.Error())
		c.finish(Win(side.Other(), MethodForfeit))
		return
	}
	info := reply.Info
	if s := infoSource(reply.Source); s != FromSearch {
		// Whatever the player reported, a book or tablebase move was not
		// searched: say so, so that no front end shows "depth 1".
		info.Source = s
	}
	if info.Depth > 0 || len(info.PV) > 0 || info.Source != FromSearch {
		// A book move replaces the report of the side's previous search,
		// which was about another position.
		c.lastInfo[side] = info
	}
	src := reply.Source
	if src == "" {
		src = "program"
	}
	c.apply(m, src, info)
}
