package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// weighMoves makes n distinct legal moves of the start position with
// the probabilities given, likeliest first as the model lists them.
func weighMoves(t *testing.T, ps ...float64) []HumanMove {
	t.Helper()
	p, err := ParseFEN(StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	var l MoveList
	p.GenerateLegal(&l)
	if len(ps) > l.N {
		t.Fatalf("%d probabilities for %d moves", len(ps), l.N)
	}
	out := make([]HumanMove, len(ps))
	for i, pr := range ps {
		out[i] = HumanMove{Move: l.Slice()[i], P: pr}
	}
	return out
}

// scorer scores moves from a table (centipawns); a move missing from it
// stands for a check that ran out of budget.
func scorer(scores map[Move]int) func(Move) (int, bool) {
	return func(m Move) (int, bool) {
		v, ok := scores[m]
		return v, ok
	}
}

// With a small scale the search decides: the level plays the sound
// move among the model's candidates, even a less likely one.
func TestWeighHumanSmallScaleFollowsTheSearch(t *testing.T) {
	probs := weighMoves(t, 0.5, 0.3, 0.2)
	best := probs[2].Move
	scores := map[Move]int{probs[0].Move: -150, probs[1].Move: -120, best: 0}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		m, v, ok := weighHuman(append([]HumanMove(nil), probs...), best, 0, 700, 10, scorer(scores), rng)
		if !ok || m != best || v != 0 {
			t.Fatalf("scale 10 played %v (%d, %v); the search's best is %v", m, v, ok, best)
		}
	}
}

// With a large scale and equal scores the level draws as people play:
// each move about as often as probability^(1/humanTemperature) says.
func TestWeighHumanLargeScaleFollowsTheModel(t *testing.T) {
	probs := weighMoves(t, 0.5, 0.4, 0.1)
	scores := map[Move]int{}
	for _, hm := range probs {
		scores[hm.Move] = 20
	}
	rng := rand.New(rand.NewPCG(3, 4))
	count := map[Move]int{}
	const draws = 20000
	for range draws {
		m, _, ok := weighHuman(append([]HumanMove(nil), probs...), probs[0].Move, 20, 700, 1_000_000, scorer(scores), rng)
		if !ok {
			t.Fatal("no move")
		}
		count[m]++
	}
	total := 0.0
	for _, hm := range probs {
		total += math.Pow(hm.P, 1/humanTemperature)
	}
	for _, hm := range probs {
		want := math.Pow(hm.P, 1/humanTemperature) / total
		got := float64(count[hm.Move]) / draws
		if math.Abs(got-want) > 0.015 {
			t.Fatalf("move of probability %.1f drawn %.3f of the time, want %.3f", hm.P, got, want)
		}
	}
}

// A move losing the level's limit or more is never played, however
// likely people are to play it and however loose the scale.
func TestWeighHumanNeverPlaysALossOverTheLimit(t *testing.T) {
	probs := weighMoves(t, 0.98, 0.02)
	best := probs[1].Move
	scores := map[Move]int{probs[0].Move: -300, best: 0}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		if m, _, _ := weighHuman(append([]HumanMove(nil), probs...), best, 0, 300, 1_000_000, scorer(scores), rng); m == probs[0].Move {
			t.Fatal("played a move losing the whole limit")
		}
	}
}

// Only the model's likeliest moves are weighed: a rare move outside
// them is not played even when the search likes it best of those
// scored, unless it is the level's own searched move.
func TestWeighHumanWeighsOnlyTheLikeliestMoves(t *testing.T) {
	ps := []float64{0.3, 0.25, 0.2, 0.1, 0.06, 0.04, 0.03, 0.02}
	probs := weighMoves(t, ps...)
	best := probs[0].Move
	scores := map[Move]int{}
	for i, hm := range probs {
		scores[hm.Move] = -10 * i
	}
	scored := map[Move]bool{}
	score := func(m Move) (int, bool) {
		scored[m] = true
		return scorer(scores)(m)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	weighHuman(probs, best, 0, 700, 100, score, rng)
	if len(scored) > humanCandidates {
		t.Fatalf("%d moves scored besides the best, at most %d", len(scored), humanCandidates)
	}
	if scored[probs[len(probs)-1].Move] {
		t.Fatal("the rarest move was scored")
	}
}

// A check that runs out of budget before any drawn move is scored
// leaves the choice to the level's old way.
func TestWeighHumanGivesUpWithoutScores(t *testing.T) {
	probs := weighMoves(t, 0.6, 0.4)
	rng := rand.New(rand.NewPCG(9, 10))
	if _, _, ok := weighHuman(probs, probs[0].Move, 0, 700, 100, scorer(map[Move]int{}), rng); ok {
		t.Fatal("chose a move with nothing scored but the best")
	}
}

// When the level's best is also people's overwhelming choice, no other
// move is worth a check: the best is played without one.
func TestWeighHumanSparesChecksOfNegligibleMoves(t *testing.T) {
	probs := weighMoves(t, 0.9, 0.06, 0.04)
	asked := 0
	score := func(m Move) (int, bool) { asked++; return 0, true }
	m, _, ok := weighHuman(probs, probs[0].Move, 0, 700, 100, score, rand.New(rand.NewPCG(1, 1)))
	if !ok || m != probs[0].Move {
		t.Fatalf("played %v (%v), want the best %v", m, ok, probs[0].Move)
	}
	if asked != 0 {
		t.Fatalf("%d checks for moves drawn under 1%% of the time", asked)
	}
}

// The policy need not list its moves likeliest first: the level still
// weighs the likeliest ones.
func TestWeighHumanSortsThePolicysMoves(t *testing.T) {
	probs := weighMoves(t, 0.01, 0.01, 0.01, 0.01, 0.96)
	best := probs[0].Move
	scores := map[Move]int{}
	for _, hm := range probs {
		scores[hm.Move] = 0
	}
	m, _, ok := weighHuman(probs, best, 0, 700, 100, scorer(scores), rand.New(rand.NewPCG(2, 3)))
	if !ok || m != probs[4].Move {
		t.Fatalf("played %v (%v), want the model's 0.96 move %v", m, ok, probs[4].Move)
	}
}
