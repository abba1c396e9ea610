package master

import (
	"os"
	"testing"
	"time"
)

// Stockfish through the controller: it must beat the random mover, and
// Close must leave no process or goroutine behind.
func TestRandomVsStockfish(t *testing.T) {
	const sf = "/usr/games/stockfish"
	if _, err := os.Stat(sf); err != nil {
		t.Skip("stockfish not installed")
	}
	checkNoLeak(t)
	s := Settings{
		White: PlayerConfig{Kind: Random, Seed: 9},
		Black: PlayerConfig{Kind: UCIEngine, EnginePath: sf, MoveTime: 30 * time.Millisecond},
	}
	c, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	over := gameOver(c)
	c.Start()
	o := waitOutcome(t, over, 60*time.Second)
	st := c.Snapshot()
	t.Logf("%s vs %s: %+v in %d plies", st.White.Name, st.Black.Name, o, len(st.Moves))
	if o.Winner != Black {
		t.Errorf("Stockfish did not beat the random mover: %+v", o)
	}
	c.Close()
}

// Close while NewGame is starting an engine that never finishes its
// handshake: the start-up is abandoned and NewGame reports ErrClosed at
// once instead of waiting for the 10 s handshake timeout.
func TestCloseAbandonsEngineStartup(t *testing.T) {
	path := muteEngine(t)
	checkNoLeak(t)
	c, err := New(humans(""))
	if err != nil {
		t.Fatal(err)
	}
	s := humans("")
	s.Black = PlayerConfig{Kind: UCIEngine, EnginePath: path}
	done := make(chan error, 1)
	go func() { done <- c.NewGame(s) }()
	time.Sleep(200 * time.Millisecond) // NewGame is in the handshake now
	start := time.Now()
	c.Close()
	select {
	case err := <-done:
		if err != ErrClosed {
			t.Errorf("NewGame = %v, want ErrClosed", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("NewGame returned %v after Close", d)
		}
	case <-time.After(uciHandshakeTimeout - time.Second):
		t.Fatal("NewGame still waits for the engine's handshake after Close")
	}
}
