package players

import (
	"chessmaster/master"
	"context"
	"testing"
	"time"
)

// A weak level searches a few hundred nodes (milliseconds); with
// NaturalPace it still takes a human moment, and without it answers at
// once whatever the time per move, because its strength is its node
// budget.
func TestComputerLevelPace(t *testing.T) {
	// A middlegame position out of any book.
	fen := "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 11"
	req := master.MoveRequest{StartFEN: fen, FEN: fen, MoveTime: 5 * time.Second}
	for _, pace := range []bool{false, true} {
		cfg := computerCfg(1, 5*time.Second)
		cfg.NaturalPace = pace
		p, err := NewComputer(cfg, master.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		reply, err := p.Move(context.Background(), req)
		took := time.Since(start)
		if err != nil || reply.Source != "search" {
			t.Fatalf("pace %v: reply %+v, err %v", pace, reply, err)
		}
		switch {
		case !pace && took > 2*time.Second:
			t.Errorf("level 1 without pace took %v of its 5 s; its node budget should take milliseconds", took)
		case pace && took < 500*time.Millisecond:
			t.Errorf("level 1 with natural pace answered in %v, want a pause of at least 0.5 s", took)
		}
	}
}
