package players

import (
	"chessmaster/internal/leakcheck"
	"chessmaster/master"
	"chessmaster/master/mastertest"
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
	leakcheck.Check(t)
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Random, Seed: 9},
		Black: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: sf, MoveTime: 30 * time.Millisecond},
	}
	c, err := master.New(s)
	if err != nil {
		t.Fatal(err)
	}
	over := mastertest.GameOver(c)
	c.Start()
	o := mastertest.WaitOutcome(t, over, 60*time.Second)
	st := c.Snapshot()
	t.Logf("%s vs %s: %+v in %d plies", st.White.Name, st.Black.Name, o, len(st.Moves))
	if o.Winner != master.Black {
		t.Errorf("Stockfish did not beat the random mover: %+v", o)
	}
	c.Close()
}

// Close while NewGame is starting an engine that never finishes its
// handshake: the start-up is abandoned and NewGame reports ErrClosed at
// once instead of waiting for the 10 s handshake timeout.
func TestCloseAbandonsEngineStartup(t *testing.T) {
	path := muteEngine(t)
	leakcheck.Check(t)
	c, err := master.New(mastertest.Humans(""))
	if err != nil {
		t.Fatal(err)
	}
	s := mastertest.Humans("")
	s.Black = master.PlayerConfig{Kind: master.UCIEngine, EnginePath: path}
	done := make(chan error, 1)
	go func() { done <- c.NewGame(s) }()
	time.Sleep(200 * time.Millisecond) // NewGame is in the handshake now
	start := time.Now()
	c.Close()
	select {
	case err := <-done:
		if err != master.ErrClosed {
			t.Errorf("NewGame = %v, want ErrClosed", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("NewGame returned %v after Close", d)
		}
	case <-time.After(HandshakeTimeout - time.Second):
		t.Fatal("NewGame still waits for the engine's handshake after Close")
	}
}
