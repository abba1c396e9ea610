package master

import (
	"context"
	"errors"
	"fmt"
)

// DrawOffer is what a player knows when asked to accept a draw.
type DrawOffer struct {
	FEN string // current position
	Ply int    // half-moves played so far
}

// DrawDecider is implemented by players that can answer a draw offer.
// Players without it decline every offer.
type DrawDecider interface {
	AcceptDraw(offer DrawOffer) bool
}

// newComputerPlayer builds the Computer kind (set by computer.go once the
// engine is available).
var newComputerPlayer func(cfg PlayerConfig, s Settings) (Player, error)

// NewPlayer builds the player described by cfg; s supplies game-wide
// options (book, tablebases).
func NewPlayer(cfg PlayerConfig, s Settings) (Player, error) {
	return NewPlayerContext(context.Background(), cfg, s)
}

// NewPlayerContext is NewPlayer whose slow part, starting an external
// engine, is abandoned when ctx is done.
func NewPlayerContext(ctx context.Context, cfg PlayerConfig, s Settings) (Player, error) {
	switch cfg.Kind {
	case Human:
		return NewHuman(cfg.Name), nil
	case Random:
		return NewRandom(cfg.Name, cfg.Seed, cfg.NaturalPace), nil
	case Computer:
		if newComputerPlayer == nil {
			return nil, errors.New("the computer player is not available in this build")
		}
		return newComputerPlayer(cfg, s)
	case UCIEngine:
		p, err := NewUCIEngineContext(ctx, cfg.EnginePath, cfg.EngineOptions)
		if err != nil {
			return nil, err
		}
		if cfg.Name != "" {
			p.SetName(cfg.Name)
		}
		return p, nil
	}
	return nil, fmt.Errorf("unknown player kind %d", int(cfg.Kind))
}
