package engine

import (
	"math/rand/v2"
	"testing"
)

// evalTestPositions returns positions from the perft file and from random
// playouts starting there.
func evalTestPositions(t testing.TB, perStart int) []*Position {
	rng := rand.New(rand.NewPCG(7, 8))
	var out []*Position
	for _, c := range loadPerftFile(t) {
		p := mustFEN(t, c.fen)
		out = append(out, p.Copy())
		for i := 0; i < perStart; i++ {
			var l MoveList
			p.GenerateLegal(&l)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
			out = append(out, p.Copy())
		}
	}
	return out
}

func TestEvaluateSymmetric(t *testing.T) {
	for _, p := range evalTestPositions(t, 120) {
		m := p.Mirrored()
		if a, b := Evaluate(p), Evaluate(m); a != b {
			t.Fatalf("Evaluate(%s) = %d but mirrored %s gives %d", p.FEN(), a, m.FEN(), b)
		}
	}
}

func TestMirroredTwiceIsIdentity(t *testing.T) {
	for _, p := range evalTestPositions(t, 20) {
		if got := p.Mirrored().Mirrored(); got.FEN() != p.FEN() || got.Key() != p.Key() {
			t.Fatalf("mirror twice: %s -> %s", p.FEN(), got.FEN())
		}
	}
}

func TestEvaluateSanity(t *testing.T) {
	start := Evaluate(mustFEN(t, StartFEN))
	if start < -50 || start > 50 {
		t.Errorf("start position evaluates to %d", start)
	}
	// White up a queen: clearly winning for White, losing for Black to move.
	if s := Evaluate(mustFEN(t, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")); s < 700 {
		t.Errorf("queen up evaluates to %d", s)
	}
	if s := Evaluate(mustFEN(t, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")); s > -700 {
		t.Errorf("queen down evaluates to %d", s)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	ps := evalTestPositions(b, 30)
	i := 0
	for b.Loop() {
		Evaluate(ps[i%len(ps)])
		i++
	}
}
