package human

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/nnue"
)

// testFENs cover the move kinds: castling both ways, en passant,
// promotions (with capture), check evasions, a pinned piece, endgames.
var testFENs = []string{
	engine.StartFEN,
	"r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 9",
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"1r5k/2P3pp/8/8/8/8/6PP/7K w - - 0 40",
	"4k3/8/8/8/1b6/8/8/R3K3 w Q - 0 1",
	"4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 50",
	"8/8/4k3/8/2p5/8/1P6/4K3 w - - 0 60",
	"r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP2BPPP/R1BQ1RK1 w - - 0 8",
}

func mustFEN(t testing.TB, fen string) *engine.Position {
	t.Helper()
	p, err := engine.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func defaultPredictor(t testing.TB) *Predictor {
	t.Helper()
	pr, err := DefaultPredictor()
	if err != nil {
		t.Fatalf("the shipped weights do not load: %v", err)
	}
	return pr
}

func TestPredictGivesEveryLegalMoveAndOnlyThose(t *testing.T) {
	pr := defaultPredictor(t)
	for _, fen := range testFENs {
		for _, rating := range []int{600, 1100, 1500, 1900, 2500} {
			p := mustFEN(t, fen)
			var legal engine.MoveList
			p.GenerateLegal(&legal)
			probs := pr.Predict(p, rating)
			if len(probs) != legal.N {
				t.Fatalf("%s at %d: %d moves with a probability, %d legal", fen, rating, len(probs), legal.N)
			}
			seen := map[engine.Move]bool{}
			sum := 0.0
			for _, mp := range probs {
				if !legal.Contains(mp.Move) {
					t.Fatalf("%s: %s gets a probability and is not legal", fen, mp.Move)
				}
				if seen[mp.Move] {
					t.Fatalf("%s: %s listed twice", fen, mp.Move)
				}
				seen[mp.Move] = true
				if !(mp.P > 0) || mp.P > 1 {
					t.Fatalf("%s: %s has probability %v", fen, mp.Move, mp.P)
				}
				sum += mp.P
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Fatalf("%s at %d: probabilities sum to %v", fen, rating, sum)
			}
			for i := 1; i < len(probs); i++ {
				if probs[i].P > probs[i-1].P {
					t.Fatalf("%s: not most likely first", fen)
				}
			}
		}
	}
}

func TestPredictNoMovesWhenTheGameIsOver(t *testing.T) {
	pr := defaultPredictor(t)
	p := mustFEN(t, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
	if !p.IsStalemate() {
		t.Fatal("the test position is not stalemate")
	}
	if got := pr.Predict(p, 1500); len(got) != 0 {
		t.Fatalf("stalemate: %d moves", len(got))
	}
	p = mustFEN(t, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2")
	m, err := p.ParseSAN("Qh4#")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(m)
	if got := pr.Predict(p, 1500); len(got) != 0 {
		t.Fatalf("after fool's mate: %d moves", len(got))
	}
}

func TestPredictIsDeterministicAndLeavesThePosition(t *testing.T) {
	a, b := defaultPredictor(t), defaultPredictor(t)
	for _, fen := range testFENs {
		p := mustFEN(t, fen)
		key, before := p.Key(), p.FEN()
		pa := a.Predict(p, 1400)
		pb := b.Predict(p.Copy(), 1400)
		pa2 := a.Predict(p, 1400)
		if p.Key() != key || p.FEN() != before {
			t.Fatalf("%s: Predict changed the position to %s", fen, p.FEN())
		}
		for i := range pa {
			if pa[i] != pb[i] || pa[i] != pa2[i] {
				t.Fatalf("%s: move %d differs between runs: %v %v %v", fen, i, pa[i], pb[i], pa2[i])
			}
		}
	}
}

func TestChooseIsRepeatableUnderASeed(t *testing.T) {
	pr := defaultPredictor(t)
	probs := pr.Predict(mustFEN(t, testFENs[1]), 1300)
	draw := func(seed uint64) []engine.Move {
		rng := rand.New(rand.NewPCG(seed, 1))
		var out []engine.Move
		for range 50 {
			mp, _ := Choose(probs, 1, rng)
			out = append(out, mp.Move)
		}
		return out
	}
	x, y := draw(7), draw(7)
	for i := range x {
		if x[i] != y[i] {
			t.Fatalf("draw %d: %s then %s under the same seed", i, x[i], y[i])
		}
	}
	if top, _ := Choose(probs, 0, nil); top != probs[0] {
		t.Fatalf("temperature 0 chose %v, want the most likely %v", top, probs[0])
	}
}

func TestWeightsRoundTripAndRefuseAnotherLayout(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Model
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	for i := range m.W {
		if m.W[i] != back.W[i] {
			t.Fatalf("weight %d: %v after the round trip, want %v", i, back.W[i], m.W[i])
		}
	}
	bad := append([]byte(nil), data...)
	bad[8]++ // another feature count
	if err := back.UnmarshalBinary(bad); err == nil {
		t.Fatal("weights of another layout were accepted")
	}
	if err := back.UnmarshalBinary(data[:len(data)-4]); err == nil {
		t.Fatal("a short weights file was accepted")
	}
}

// TestPredictIsFast holds the model well under the 5 ms a position the
// levels can afford; the bound is loose for a loaded test machine, the
// benchmark gives the figure.
func TestPredictIsFast(t *testing.T) {
	pr := defaultPredictor(t)
	p := mustFEN(t, testFENs[7])
	const runs = 20
	best := time.Hour
	for range runs {
		start := time.Now()
		pr.Predict(p, 1500)
		best = min(best, time.Since(start))
	}
	if limit := 25 * time.Millisecond; best > limit && !raceEnabled {
		t.Fatalf("fastest of %d predictions took %s, want under %s", runs, best, limit)
	}
}

func BenchmarkPredict(b *testing.B) { benchmarkPredict(b, defaultPredictor(b)) }

// BenchmarkPredictMoveFeaturesOnly: without the board-context net, for
// comparison.
func BenchmarkPredictMoveFeaturesOnly(b *testing.B) {
	m, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	benchmarkPredict(b, NewPredictor(m))
}

func benchmarkPredict(b *testing.B, pr *Predictor) {
	ps := make([]*engine.Position, len(testFENs))
	for i, fen := range testFENs {
		ps[i] = mustFEN(b, fen)
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		pr.Predict(ps[i%len(ps)], 1500)
	}
}

// TestPredictIgnoresTheNetwork: the features were fitted with the
// hand-written evaluation, so a position that evaluates with the network
// (UseNNUE) gets the same probabilities.
func TestPredictIgnoresTheNetwork(t *testing.T) {
	net, err := nnue.Default()
	if err != nil {
		t.Skipf("no default network: %v", err)
	}
	pr := defaultPredictor(t)
	for _, fen := range testFENs {
		plain := pr.Predict(mustFEN(t, fen), 1500)
		p := mustFEN(t, fen)
		p.EnableNNUE(net)
		withNet := pr.Predict(p, 1500)
		if !p.NNUEEnabled() {
			t.Fatal("Predict turned the caller's network off")
		}
		for i := range plain {
			if plain[i] != withNet[i] {
				t.Fatalf("%s: move %d is %v with the network, %v without", fen, i, withNet[i], plain[i])
			}
		}
	}
}
