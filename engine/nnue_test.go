package engine

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"chessmaster/nnue"
)

func defaultNet(t *testing.T) *nnue.Net {
	t.Helper()
	net, err := nnue.Default()
	if err != nil {
		t.Fatal(err)
	}
	return net
}

// checkAccumulators compares p's incrementally updated accumulators with
// a full refresh of the same position.
func checkAccumulators(t *testing.T, p *Position, where string) {
	t.Helper()
	w, b := p.nnueAccumulators()
	q := p.Copy()
	q.refreshNNUE()
	rw, rb := q.nnueAccumulators()
	if !slices.Equal(w, rw) || !slices.Equal(b, rb) {
		t.Fatalf("%s: incremental accumulators differ from a refresh in %s", where, p.FEN())
	}
}

// Random games (captures, castling, en passant and promotions all turn
// up): after every MakeMove, UnmakeMove, MakeNullMove and UnmakeNullMove
// the accumulators equal a full refresh.
func TestNNUEIncrementalMatchesRefresh(t *testing.T) {
	net := defaultNet(t)
	rng := rand.New(rand.NewPCG(7, 11))
	games := 60
	if testing.Short() {
		games = 15
	}
	fens := []string{StartFEN, "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPpP/R3K2R w KQkq - 0 1"}
	for g := range games {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		p.EnableNNUE(net)
		var played []Move
		for ply := 0; ply < 200; ply++ {
			var l MoveList
			p.GenerateLegal(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.IntN(l.N)]
			p.MakeMove(m)
			played = append(played, m)
			checkAccumulators(t, p, "after "+m.String())
			switch r := rng.IntN(10); {
			case r == 0 && len(played) > 0:
				last := played[len(played)-1]
				played = played[:len(played)-1]
				p.UnmakeMove(last)
				checkAccumulators(t, p, "after taking back "+last.String())
			case r == 1 && !p.InCheck():
				p.MakeNullMove()
				checkAccumulators(t, p, "after a null move")
				p.UnmakeNullMove()
				checkAccumulators(t, p, "after taking back a null move")
			}
		}
		for len(played) > 0 {
			m := played[len(played)-1]
			played = played[:len(played)-1]
			p.UnmakeMove(m)
		}
		checkAccumulators(t, p, "back at the start")
		if p.nn.top != 0 {
			t.Fatalf("accumulator stack at %d after taking every move back", p.nn.top)
		}
	}
}

// The inputs are relative to each perspective, so the colour-flipped
// position gets exactly the same score from its side to move.
func TestNNUEColourSymmetric(t *testing.T) {
	net := defaultNet(t)
	for _, fen := range append(slices.Clone(benchPositions), StartFEN) {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		q := p.Mirrored()
		p.EnableNNUE(net)
		q.EnableNNUE(net)
		if a, b := Evaluate(p), Evaluate(q); a != b {
			t.Errorf("%s: %d, mirrored %d", fen, a, b)
		}
	}
}

// Evaluate uses the net only on positions it is enabled on, and Copy
// gives the copy its own accumulators.
func TestNNUEEnableAndCopy(t *testing.T) {
	net := defaultNet(t)
	p, _ := ParseFEN(StartFEN)
	hand := Evaluate(p)
	p.EnableNNUE(net)
	if !p.NNUEEnabled() {
		t.Fatal("not enabled")
	}
	q := p.Copy()
	m, _ := q.ParseMove("e2e4")
	q.MakeMove(m)
	checkAccumulators(t, p, "original after moving the copy")
	p.EnableNNUE(nil)
	if p.NNUEEnabled() || Evaluate(p) != hand {
		t.Fatal("EnableNNUE(nil) does not restore the hand-written evaluation")
	}
}

// With the net a search returns legal moves, and the benchmark node
// count is the same twice (the search stays deterministic).
func TestNNUESearchAndBenchDeterministic(t *testing.T) {
	net := defaultNet(t)
	e := New()
	e.SetHashSize(8)
	e.SetNNUE(net)
	for _, fen := range benchPositions[:6] {
		if err := e.SetPosition(fen, nil); err != nil {
			t.Fatal(err)
		}
		r := e.Search(context.Background(), Limits{Nodes: 20000}, nil)
		p, _ := ParseFEN(fen)
		if _, err := p.ParseMove(r.BestMove); err != nil {
			t.Errorf("%s: bestmove %q: %v", fen, r.BestMove, err)
		}
	}
	depth := 7
	if testing.Short() || raceEnabled {
		depth = 5
	}
	a := BenchNNUE(depth, 8, net, nil)
	b := BenchNNUE(depth, 8, net, nil)
	if a.Nodes != b.Nodes || a.Nodes == 0 {
		t.Fatalf("NNUE bench at depth %d: %d nodes, then %d", depth, a.Nodes, b.Nodes)
	}
	if c := BenchNNUE(depth, 8, nil, nil); c.Nodes == a.Nodes {
		t.Logf("NNUE and hand-written benches both %d nodes (possible, but suspicious)", c.Nodes)
	}
}

// The default benchmark is unchanged by the NNUE code when it is off.
func TestBenchNodesWithNNUEOff(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("full benchmark")
	}
	if n := Bench(0, DefaultHashMB, nil).Nodes; n != 2130574 {
		t.Fatalf("bench: %d nodes, want 2130574", n)
	}
}
