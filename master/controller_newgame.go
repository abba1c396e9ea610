package master

import (
	"context"
	"errors"
	"fmt"
	"reflect"
)

// NewGame ends the current game at once (cancelling any search) and
// starts a new one with s. On error the current game goes on untouched.
// Players whose configuration did not change are kept (an engine keeps
// its process); the running state (Start/Pause) carries over.
func (c *ChessMaster) NewGame(s Settings) error {
	return c.NewGameContext(context.Background(), s)
}

// NewGameContext is NewGame whose slow part, starting external engines,
// is abandoned when ctx is done (a front end's Cancel): the current game
// then goes on untouched and the error is ctx's.
func (c *ChessMaster) NewGameContext(ctx context.Context, s Settings) error {
	rec, err := startRecord(s)
	if err != nil {
		return err
	}
	return c.replacePlayers(ctx, s, func(fresh [3]Player) Reason {
		c.setGame(s, rec, fresh)
		return ReasonNewGame
	})
}

// replacePlayers builds the players of s and, if nothing changed
// meanwhile, stops the current turn, installs them with install (locked)
// and schedules the next move. install returns the PositionEvent reason.
func (c *ChessMaster) replacePlayers(ctx context.Context, s Settings, install func(fresh [3]Player) Reason) error {
	if err := s.Validate(); err != nil {
		return err
	}
	fresh, old, made, err := c.buildPlayers(ctx, s)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.checkUnchanged(old, made); err != nil {
		return err
	}
	c.invalidate()
	c.stopClock()
	c.closeReplaced(old, fresh)
	c.ev.publish(PositionEvent{Reason: install(fresh)})
	c.schedule()
	return nil
}

// buildPlayers makes the players of s outside the lock (starting an
// engine takes time), reusing current players whose configuration is
// unchanged. made lists the new ones.
func (c *ChessMaster) buildPlayers(ctx context.Context, s Settings) (fresh, old [3]Player, made []Player, err error) {
	// Close (c.life) or the caller (ctx) abandons a slow start-up.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(c.life, cancel)
	defer stop()
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return fresh, old, nil, ErrClosed
	}
	old, oldSettings := c.players, c.settings
	c.mu.Unlock()
	for _, side := range []Color{White, Black} {
		cfg := s.Player(side)
		if reflect.DeepEqual(cfg, oldSettings.Player(side)) && sameGameOptions(s, oldSettings) {
			fresh[side] = old[side]
			continue
		}
		p, err := NewPlayerContext(ctx, cfg, s)
		if err != nil {
			for _, q := range made {
				q.Close()
			}
			if c.life.Err() != nil {
				return fresh, old, nil, ErrClosed
			}
			if ctx.Err() != nil {
				return fresh, old, nil, context.Canceled
			}
			return fresh, old, nil, fmt.Errorf("%s player: %w", side, err)
		}
		fresh[side] = p
		made = append(made, p)
	}
	return fresh, old, made, nil
}

// checkUnchanged makes sure nobody swapped the players while new ones
// were being built; otherwise the new ones are closed (locked).
func (c *ChessMaster) checkUnchanged(old [3]Player, made []Player) error {
	if !c.closed && c.players == old {
		return nil
	}
	for _, q := range made {
		q.Close()
	}
	if c.closed {
		return ErrClosed
	}
	return errors.New("the game changed while starting a new one; try again")
}

// ChangeSettings gives the game in progress new players and options
// (clock, takebacks, book...) while keeping its moves; s.StartFEN is
// ignored. The clocks restart from the new time control and the running
// state carries over. On error nothing changes.
func (c *ChessMaster) ChangeSettings(s Settings) error {
	return c.ChangeSettingsContext(context.Background(), s)
}

// ChangeSettingsContext is ChangeSettings whose engine start-ups are
// abandoned when ctx is done (NewGameContext).
func (c *ChessMaster) ChangeSettingsContext(ctx context.Context, s Settings) error {
	return c.replacePlayers(ctx, s, func(fresh [3]Player) Reason {
		s.StartFEN = c.settings.StartFEN
		if c.rec.ply() > 0 && !samePlayers(c.settings, s) {
			c.casual = true // not one opponent's game: it rates nobody
		}
		c.settings = s
		c.players = fresh
		c.resetClock(s.Clock)
		c.lastInfo = [3]ThinkingInfo{}
		c.turnSent = -1
		c.rec.setTag("White", fresh[White].Name())
		c.rec.setTag("Black", fresh[Black].Name())
		c.rec.setTag("TimeControl", s.Clock.PGNTimeControl())
		return ReasonSettings
	})
}

// samePlayers reports whether two settings have the same kind of player
// on each side, at the same level.
func samePlayers(a, b Settings) bool {
	for _, side := range []Color{White, Black} {
		x, y := a.Player(side), b.Player(side)
		if x.Kind != y.Kind || x.Level != y.Level || x.EnginePath != y.EnginePath {
			return false
		}
	}
	return true
}

// sameGameOptions reports whether two settings build identical players.
func sameGameOptions(a, b Settings) bool {
	return a.UseBook == b.UseBook && a.BookFile == b.BookFile && a.SyzygyPath == b.SyzygyPath &&
		a.History == b.History && a.HistoryDir == b.HistoryDir
}

// closeReplaced closes old players that are not reused, once their last
// Move call has returned (locked).
func (c *ChessMaster) closeReplaced(old, fresh [3]Player) {
	var gone []Player
	for _, side := range []Color{White, Black} {
		if old[side] != nil && old[side] != fresh[side] && old[side] != fresh[side.Other()] {
			gone = append(gone, old[side])
		}
	}
	if len(gone) == 0 {
		return
	}
	prev := c.lastDone
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		if prev != nil {
			<-prev
		}
		for _, p := range gone {
			if err := p.Close(); err != nil {
				c.log("closing player %s: %v", p.Name(), err)
			}
		}
	}()
}
