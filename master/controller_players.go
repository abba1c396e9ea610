package master

import (
	"context"
	"fmt"
	"sync"
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

// PlayerMaker builds a player of one kind; s supplies game-wide options
// (book, tablebases, history). Its slow part (starting an external
// engine) must give up when ctx is done.
type PlayerMaker func(ctx context.Context, cfg PlayerConfig, s Settings) (Player, error)

// The controller knows the Human kind itself; the programs (Computer,
// Random, UCIEngine) live in package players; package wiring registers
// them here.
// This keeps the controller free of engines and processes, and lets its
// tests use stand-ins.
var (
	makersMu sync.RWMutex
	makers   = map[PlayerKind]PlayerMaker{}
)

// RegisterPlayer makes kind available to New, NewGame and NewPlayer.
func RegisterPlayer(kind PlayerKind, m PlayerMaker) {
	makersMu.Lock()
	makers[kind] = m
	makersMu.Unlock()
}

// NewPlayer builds the player described by cfg; s supplies game-wide
// options (book, tablebases).
func NewPlayer(cfg PlayerConfig, s Settings) (Player, error) {
	return NewPlayerContext(context.Background(), cfg, s)
}

// NewPlayerContext is NewPlayer whose slow part, starting an external
// engine, is abandoned when ctx is done.
func NewPlayerContext(ctx context.Context, cfg PlayerConfig, s Settings) (Player, error) {
	if cfg.Kind == Human {
		return NewHuman(cfg.Name), nil
	}
	makersMu.RLock()
	m := makers[cfg.Kind]
	makersMu.RUnlock()
	if m == nil {
		return nil, fmt.Errorf("the %s player is not available in this build", cfg.Kind)
	}
	return m(ctx, cfg, s)
}
