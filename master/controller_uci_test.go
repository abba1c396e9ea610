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
