package engine

import (
	"context"
	"testing"
)

// A new engine plays full strength with the built-in net, and so do the
// limited levels marked Net; every other limited level searches exactly
// as with the hand-written evaluation (their node budgets and Elo were
// measured with it).
func TestNNUEDefaultAtFullStrengthAndNetLevels(t *testing.T) {
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
	withNet := 0
	for _, info := range Levels() {
		level := info.Level
		if level == 0 {
			continue // full strength: below
		}
		net, hand := search(level, false), search(level, true)
		same := net.BestMove == hand.BestMove && net.Info.Nodes == hand.Info.Nodes && net.Info.Score == hand.Info.Score
		switch {
		case info.Net && same:
			t.Errorf("level %d is marked Net but searched the same with and without the net (%d nodes, score %d)", level, net.Info.Nodes, net.Info.Score)
		case !info.Net && !same:
			t.Errorf("level %d: with the net %v %d nodes score %d, hand-written %v %d nodes score %d",
				level, net.BestMove, net.Info.Nodes, net.Info.Score, hand.BestMove, hand.Info.Nodes, hand.Info.Score)
		}
		if info.Net {
			withNet++
		}
	}
	if withNet == 0 || withNet == len(Levels())-1 {
		t.Errorf("%d of %d levels search with the net; the test needs both kinds", withNet, len(Levels()))
	}
	if net, hand := search(0, false), search(0, true); net.Info.Nodes == hand.Info.Nodes && net.Info.Score == hand.Info.Score {
		t.Errorf("full strength searched the same with and without the net (%d nodes, score %d)", net.Info.Nodes, net.Info.Score)
	}
}
