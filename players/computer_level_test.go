package players

import (
	"context"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/master"
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
		if err != nil || reply.Source != master.SourceSearch {
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

// A full-strength computer searches on the threads its configuration
// asks for; a limited level always on one, whatever it asks for, because
// its node budget is calibrated on one thread. The rule holds for every
// front end: it is the player's, reached through the controller's
// registry as the window, terminal and matches reach it.
func TestComputerThreadsByLevel(t *testing.T) {
	cases := []struct{ level, threads, want int }{
		{0, 0, 1}, {0, 1, 1}, {0, 3, 3}, {0, 1000, engine.MaxThreads},
		{1, 4, 1}, {5, 3, 1}, {master.MaxLevel, engine.MaxThreads, 1},
	}
	for _, c := range cases {
		cfg := computerCfg(c.level, 0)
		cfg.Threads = c.threads
		pl, err := master.NewPlayerContext(context.Background(), cfg, master.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		p, ok := pl.(*ComputerPlayer)
		if !ok {
			t.Fatalf("a Computer config made a %T", pl)
		}
		if got := p.Threads(); got != c.want {
			t.Errorf("level %d asking for %d threads: %d, want %d", c.level, c.threads, got, c.want)
		}
		p.Close()
	}
}
