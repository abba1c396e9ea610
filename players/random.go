package players

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"chessmaster/engine"
	"chessmaster/master"
)

// RandomPlayer plays a uniformly random legal move. It is the weakest
// possible opponent and a handy test partner.
type RandomPlayer struct {
	name string
	pace bool // NaturalPace: wait a little before answering

	mu  sync.Mutex
	rng *rand.Rand
}

// NewRandom returns a random mover. A zero seed draws one at random;
// any other seed makes its choices repeatable for the same positions.
func NewRandom(name string, seed uint64, naturalPace bool) *RandomPlayer {
	if name == "" {
		name = "Random mover"
	}
	if seed == 0 {
		seed = rand.Uint64()
	}
	return &RandomPlayer{name: name, pace: naturalPace, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Name implements Player.
func (p *RandomPlayer) Name() string { return p.name }

// Move implements Player.
func (p *RandomPlayer) Move(ctx context.Context, req master.MoveRequest) (master.MoveReply, error) {
	pos, err := engine.ParseFEN(req.FEN)
	if err != nil {
		return master.MoveReply{}, err
	}
	var list engine.MoveList
	pos.GenerateLegal(&list)
	legal := list.Slice()
	if len(legal) == 0 {
		return master.MoveReply{}, fmt.Errorf("random player: no legal move in %s", req.FEN)
	}
	p.mu.Lock()
	m := legal[p.rng.IntN(len(legal))]
	pause := 300*time.Millisecond + time.Duration(p.rng.IntN(700))*time.Millisecond
	p.mu.Unlock()
	if p.pace {
		if err := sleepCtx(ctx, pause); err != nil {
			return master.MoveReply{}, err
		}
	}
	if err := ctx.Err(); err != nil {
		return master.MoveReply{}, err
	}
	return master.MoveReply{Move: m.String(), Source: master.SourceRandom}, nil
}

// AcceptDraw implements DrawDecider: a random mover has no opinion and
// declines, so that offering a draw is never a free way out.
func (p *RandomPlayer) AcceptDraw(master.DrawOffer) bool { return false }

// Close implements Player.
func (p *RandomPlayer) Close() error { return nil }

// sleepCtx waits d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
