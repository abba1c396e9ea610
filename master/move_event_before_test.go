package master

import (
	"sync"
	"testing"
	"time"
)

// Each MoveEvent names the position its move was played in, so a front
// end can say the move in words even when the game has moved on: the
// start position for the first move, then the position the previous move
// reached; the move played there reaches the event's FEN. Played moves
// and moves added to the tree (AddMove) both say it.
func TestMoveEventSaysThePositionBefore(t *testing.T) {
	start := "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
	s := randomVsRandom(5, 6)
	s.StartFEN = start
	c := newTestGame(t, s)
	var mu sync.Mutex
	var moves []MoveEvent
	c.Subscribe(func(ev Event) {
		if m, ok := ev.(MoveEvent); ok {
			mu.Lock()
			moves = append(moves, m)
			mu.Unlock()
		}
	})
	c.Start()
	deadline := time.Now().Add(10 * time.Second)
	for len(c.Snapshot().Moves) < 12 && !c.Snapshot().Outcome.Over() && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	c.Pause()
	if err := c.AddMove(c.Snapshot().LegalMoves[0]); err != nil {
		t.Fatal(err)
	}
	c.WaitEvents()
	mu.Lock()
	defer mu.Unlock()
	if len(moves) < 3 {
		t.Fatalf("only %d moves", len(moves))
	}
	want := start
	for i, m := range moves {
		if m.Before != want {
			t.Fatalf("move %d (%s): Before %q, want %q", i+1, m.SAN, m.Before, want)
		}
		if _, _, final, _, err := PlayLine(m.Before, []string{m.UCI}); err != nil || final != m.FEN {
			t.Fatalf("move %d (%s) from Before reaches %q (%v), the event says %q", i+1, m.UCI, final, err, m.FEN)
		}
		want = m.FEN
	}
	if moves[len(moves)-1].Source != SourceAnalysis {
		t.Errorf("the added move's event is missing")
	}
}
