package master

import (
	"testing"
	"time"

	"chessmaster/internal/leakcheck"
)

// newTestGame builds a controller and closes it at the end of the test.
func newTestGame(t *testing.T, s Settings) *ChessMaster {
	t.Helper()
	c, err := New(s)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(c.Close)
	return c
}

// gameOver returns a channel that receives the outcome when the game ends.
func gameOver(c *ChessMaster) <-chan Outcome {
	ch := make(chan Outcome, 4)
	c.Subscribe(func(ev Event) {
		if g, ok := ev.(GameOverEvent); ok {
			ch <- g.Outcome
		}
	})
	return ch
}

func waitOutcome(t *testing.T, ch <-chan Outcome, d time.Duration) Outcome {
	t.Helper()
	select {
	case o := <-ch:
		return o
	case <-time.After(d):
		t.Fatalf("game did not end within %v", d)
	}
	return Outcome{}
}

// checkNoLeak fails when goroutines started during the test outlive it.
func checkNoLeak(t *testing.T) { t.Helper(); leakcheck.Check(t) }

func randomVsRandom(seedW, seedB uint64) Settings {
	return Settings{
		White:   PlayerConfig{Kind: Random, Seed: seedW},
		Black:   PlayerConfig{Kind: Random, Seed: seedB},
		History: false,
	}
}
