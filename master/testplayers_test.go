package master

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"chessmaster/master/referee"
)

// The real programs live in package players, which imports this one, so
// the controller's own tests use stand-ins: a random mover for Random,
// and for Computer a mover that "thinks" for its move time (or until it
// is cancelled) and then plays a random legal move. They exercise the
// controller exactly as the real ones do: a Move call in its own
// goroutine that honours ctx.
func init() {
	RegisterPlayer(Random, func(_ context.Context, cfg PlayerConfig, _ Settings) (Player, error) {
		return newStandIn(cfg, "Random mover", 0, SourceRandom), nil
	})
	RegisterPlayer(Computer, func(_ context.Context, cfg PlayerConfig, _ Settings) (Player, error) {
		if cfg.Level < 0 || cfg.Level > MaxLevel {
			return nil, fmt.Errorf("level %d out of range 0..%d", cfg.Level, MaxLevel)
		}
		think := cfg.MoveTime
		if think == 0 {
			think = DefaultMoveTime
		}
		return newStandIn(cfg, fmt.Sprintf("ChessMaster level %d", cfg.Level), think, SourceSearch), nil
	})
}

type standIn struct {
	name   string
	think  time.Duration
	pace   bool
	source MoveSource
	mu     sync.Mutex
	rng    *rand.Rand
}

func newStandIn(cfg PlayerConfig, name string, think time.Duration, source MoveSource) *standIn {
	if cfg.Name != "" {
		name = cfg.Name
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	return &standIn{name: name, think: think, source: source, pace: cfg.NaturalPace, rng: rand.New(rand.NewPCG(seed, 7))}
}

func (p *standIn) Name() string { return p.name }
func (p *standIn) Close() error { return nil }

// requestSeen, when set by a test, is called with every request a
// stand-in receives.
var requestSeen atomic.Pointer[func(MoveRequest)]

func (p *standIn) Move(ctx context.Context, req MoveRequest) (MoveReply, error) {
	if f := requestSeen.Load(); f != nil {
		(*f)(req)
	}
	pos, _, err := referee.ParseFENVariant(req.FEN, req.Chess960)
	if err != nil {
		return MoveReply{}, err
	}
	legal := pos.ValidMoves()
	if len(legal) == 0 {
		return MoveReply{}, fmt.Errorf("no legal move in %s", req.FEN)
	}
	wait := p.think
	if (req.WhiteTime > 0 || req.BlackTime > 0) && wait > 10*time.Millisecond {
		wait = 10 * time.Millisecond // with a clock, answer at once
	}
	if p.pace {
		wait = 300 * time.Millisecond // like the real random mover's natural pace
	}
	if wait > 0 {
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case <-t.C:
		case <-ctx.Done():
			return MoveReply{}, ctx.Err()
		}
	}
	if err := ctx.Err(); err != nil {
		return MoveReply{}, err
	}
	p.mu.Lock()
	m := legal[p.rng.IntN(len(legal))]
	p.mu.Unlock()
	return MoveReply{Move: pos.UCI(m), Source: p.source}, nil
}

func computerCfg(level int, moveTime time.Duration) PlayerConfig {
	return PlayerConfig{Kind: Computer, Level: level, MoveTime: moveTime, Seed: 7}
}
