package engine

import (
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// evalTestPositions returns positions from the perft file and from random
// playouts starting there.
func evalTestPositions(t testing.TB, perStart int) []*Position {
	rng := rand.New(rand.NewPCG(7, 8))
	var out []*Position
	for _, c := range loadPerftFile(t) {
		p := perftFilePosition(t, c.fen)
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

func TestMopUpDrivesKingToEdge(t *testing.T) {
	pairs := []struct{ edge, center string }{
		// Same material, losing king on the edge vs in the centre.
		{"k7/8/8/8/8/8/8/3QK3 w - - 0 1", "8/8/8/2k5/8/8/8/3QK3 w - - 0 1"},
		{"7k/8/8/8/8/8/8/R3K3 w - - 0 1", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1"},
		// KBN v K: the light-squared bishop's corner (h1/a8) beats the other.
		{"k7/8/8/8/8/8/8/3NKB2 w - - 0 1", "7k/8/8/8/8/8/8/3NKB2 w - - 0 1"},
	}
	for _, c := range pairs {
		if e, m := Evaluate(mustFEN(t, c.edge)), Evaluate(mustFEN(t, c.center)); e <= m {
			t.Errorf("%s scores %d, not above %s at %d", c.edge, e, c.center, m)
		}
	}
	// The winning king coming closer is better too.
	far := Evaluate(mustFEN(t, "k7/8/8/8/8/8/8/3Q3K w - - 0 1"))
	near := Evaluate(mustFEN(t, "k7/8/2K5/8/8/8/8/3Q4 w - - 0 1"))
	if near <= far {
		t.Errorf("king near %d not above king far %d", near, far)
	}
}

func TestDrawishMaterialScaledDown(t *testing.T) {
	for _, fen := range []string{
		"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",  // two knights cannot force mate
		"4k3/8/8/8/8/8/3b4/R3K3 w - - 0 1", // rook v bishop
		"4k3/8/8/8/8/8/3n4/R3K3 w - - 0 1", // rook v knight
	} {
		if s := Evaluate(mustFEN(t, fen)); s > 150 || s < -150 {
			t.Errorf("%s evaluates to %d; want a near-draw score", fen, s)
		}
	}
	if s := Evaluate(mustFEN(t, "4k3/8/8/8/8/8/8/4KB2 w - - 0 1")); s != 0 {
		t.Errorf("K+B v K evaluates to %d, want 0", s)
	}
	if s := Evaluate(mustFEN(t, "4k3/8/8/8/8/8/3r4/Q3K3 w - - 0 1")); s < 300 {
		t.Errorf("queen v rook evaluates to %d; want clearly winning", s)
	}
}

func TestPassedPawnTerms(t *testing.T) {
	// A pawn outside the square of the king is worth far more than one
	// the king catches.
	free := Evaluate(mustFEN(t, "7k/8/8/8/P7/8/8/4K3 w - - 0 1"))
	caught := Evaluate(mustFEN(t, "1k6/8/8/8/P7/8/8/4K3 w - - 0 1"))
	if free < caught+300 {
		t.Errorf("unstoppable pawn %d vs caught pawn %d", free, caught)
	}
	// Passed pawn on the sixth beats one on the third.
	if a, b := Evaluate(mustFEN(t, "4k3/8/P7/8/8/8/8/4K3 b - - 0 1")), Evaluate(mustFEN(t, "4k3/8/8/8/8/P7/8/4K3 b - - 0 1")); a >= b {
		t.Errorf("pawn on a6 (%d for Black) should be worse for Black than on a3 (%d)", a, b)
	}
}

// TestEvaluateAgreesWithTablebase compares the static evaluation with the
// Syzygy results stored in testdata: in decisive endgames the winning
// side should almost always be ahead, and drawn endgames should score
// much closer to zero than won ones.
func TestEvaluateAgreesWithTablebase(t *testing.T) {
	data, err := os.ReadFile("../testdata/epd/syzygy-endgames.epd")
	if err != nil {
		t.Fatal(err)
	}
	var decisive, agree, draws, winAbs, drawAbs int
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 4 {
			continue
		}
		_, rest, ok := strings.Cut(line, " wdl ")
		if !ok {
			t.Fatalf("no wdl field: %q", line)
		}
		wdl, err := strconv.Atoi(strings.TrimSuffix(strings.Fields(rest)[0], ";"))
		if err != nil {
			t.Fatalf("bad wdl in %q", line)
		}
		p := mustFEN(t, strings.Join(fields[:4], " "))
		e := Evaluate(p)
		switch wdl {
		case 2, -2:
			decisive++
			if (e > 0) == (wdl > 0) {
				agree++
			}
			winAbs += absInt(e)
		case 0:
			draws++
			drawAbs += absInt(e)
		}
	}
	if decisive < 50 || draws < 20 {
		t.Fatalf("too few positions: %d decisive, %d drawn", decisive, draws)
	}
	if agree*100 < decisive*95 {
		t.Errorf("evaluation favours the tablebase winner in only %d of %d decisive positions", agree, decisive)
	}
	if drawAbs/draws*4 > winAbs/decisive {
		t.Errorf("mean |eval| %d in draws is not far below %d in wins", drawAbs/draws, winAbs/decisive)
	}
}
