package engine

import (
	"context"
	"testing"
)

// A new engine plays full strength with the built-in net, and its limited
// levels search exactly as with the hand-written evaluation (their node
// budgets and Elo were measured with it), while full strength does not.
func TestNNUEDefaultOnlyAtFullStrength(t *testing.T) {
	if New().NNUE() != defaultNet(t) {
		t.Fatal("a new engine does not start with the built-in net")
	}
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
	search := func(level int, hand bool) Result {
		e := New()
		if hand {
			e.SetNNUE(nil)
		}
		e.SetLevel(level)
		e.SetLevelSeed(7)
		if err := e.SetPosition(fen, nil); err != nil {
			t.Fatal(err)
		}
		return e.Search(context.Background(), Limits{Depth: 6}, nil)
	}
	for _, level := range []int{1, 4, len(Levels()) - 1} {
		net, hand := search(level, false), search(level, true)
		if net.BestMove != hand.BestMove || net.Info.Nodes != hand.Info.Nodes || net.Info.Score != hand.Info.Score {
			t.Errorf("level %d: with the net %v %d nodes score %d, hand-written %v %d nodes score %d",
				level, net.BestMove, net.Info.Nodes, net.Info.Score, hand.BestMove, hand.Info.Nodes, hand.Info.Score)
		}
	}
	if net, hand := search(0, false), search(0, true); net.Info.Nodes == hand.Info.Nodes && net.Info.Score == hand.Info.Score {
		t.Errorf("full strength searched the same with and without the net (%d nodes, score %d)", net.Info.Nodes, net.Info.Score)
	}
}
