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
// a full refresh of the same position, and the packed accumulators and
// evaluation with the int16 reference (nnue.Net's Refresh and Evaluate).
func checkAccumulators(t *testing.T, p *Position, where string) {
	t.Helper()
	w, b := p.nnueAccumulators()
	q := p.Copy()
	q.refreshNNUE()
	rw, rb := q.nnueAccumulators()
	if !slices.Equal(w, rw) || !slices.Equal(b, rb) {
		t.Fatalf("%s: incremental accumulators differ from a refresh in %s", where, p.FEN())
	}
	net, fast := p.nn.net, p.nn.fast
	var feats [2][]int
	for s := range Square(64) {
		if pc := p.board[s]; pc != NoPiece {
			for persp := range 2 {
				v := net.View(persp, int(p.KingSquare(Color(persp))))
				feats[persp] = append(feats[persp], v.Feature(int(pc.Color()), int(pc.Type())-1, int(s)))
			}
		}
	}
	ref := [2][]int16{make([]int16, net.H), make([]int16, net.H)}
	got := make([]int16, net.H)
	for persp, acc := range [2][]uint64{w, b} {
		net.Refresh(ref[persp], feats[persp])
		fast.Unpack(got, acc)
		if !slices.Equal(got, ref[persp]) {
			t.Fatalf("%s: perspective %d's accumulator differs from nnue.Net.Refresh in %s", where, persp, p.FEN())
		}
	}
	us, them := ref[0], ref[1]
	if p.side == Black {
		us, them = them, us
	}
	bucket := nnue.Bucket(len(feats[0]), net.Buckets())
	want := min(max(net.EvaluateBucket(us, them, bucket), -nnueMaxEval), nnueMaxEval)
	if p.IsInsufficientMaterial() {
		want = 0
	}
	if got := Evaluate(p); got != want {
		t.Fatalf("%s: Evaluate %d, the int16 reference %d, in %s", where, got, want, p.FEN())
	}
}

// Random games (captures, castling, en passant and promotions all turn
// up): after every MakeMove, UnmakeMove, MakeNullMove and UnmakeNullMove
// the accumulators equal a full refresh, with the built-in net's exact
// 64-bit additions and with the lane-wrapping ones.
func TestNNUEIncrementalMatchesRefresh(t *testing.T) {
	net := defaultNet(t)
	wrap := nnue.NewFast(net, true)
	if wrap.Exact() {
		t.Fatal("NewFast(net, true) is exact")
	}
	// The built-in Fast runs the AVX2 loops where the build and the CPU
	// allow them (nnue.Fast.SIMD); the plain-Go forms are tested too.
	for _, fast := range []*nnue.Fast{net.Fast(), wrap, nnue.NewFastPlain(net, false), nnue.NewFastPlain(net, true)} {
		testIncremental(t, net, fast)
	}
}

func testIncremental(t *testing.T, net *nnue.Net, fast *nnue.Fast) {
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
		p.enableFast(net, fast)
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

// BenchmarkNNUEMakeUnmake is BenchmarkMakeUnmake with the net on: every
// legal move of Kiwipete made and taken back, so mostly the accumulator
// update.
func BenchmarkNNUEMakeUnmake(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	p.EnableNNUE(defaultNetB(b))
	var l MoveList
	p.GenerateLegal(&l)
	for b.Loop() {
		for _, m := range l.Slice() {
			p.MakeMove(m)
			p.UnmakeMove(m)
		}
	}
	b.ReportMetric(float64(l.N), "moves/op")
}

// BenchmarkNNUEMakeEvaluateUnmake adds an evaluation after each move: the
// work a search node does with the net.
func BenchmarkNNUEMakeEvaluateUnmake(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	p.EnableNNUE(defaultNetB(b))
	var l MoveList
	p.GenerateLegal(&l)
	sum := 0
	for b.Loop() {
		for _, m := range l.Slice() {
			p.MakeMove(m)
			sum += Evaluate(p)
			p.UnmakeMove(m)
		}
	}
	b.ReportMetric(float64(l.N), "moves/op")
	_ = sum
}

// BenchmarkNNUEEvaluate is BenchmarkEvaluate with the net on (the
// accumulators are up to date, so this is the output layer).
func BenchmarkNNUEEvaluate(b *testing.B) {
	net := defaultNetB(b)
	ps := evalTestPositions(b, 30)
	for _, p := range ps {
		p.EnableNNUE(net)
	}
	i, sum := 0, 0
	for b.Loop() {
		sum += Evaluate(ps[i%len(ps)])
		i++
	}
	_ = sum
}

// BenchmarkSearchNNUE is BenchmarkSearch with the net on.
func BenchmarkSearchNNUE(b *testing.B) {
	net := defaultNetB(b)
	for b.Loop() {
		BenchNNUE(8, 16, net, nil)
	}
}

func defaultNetB(b *testing.B) *nnue.Net {
	b.Helper()
	net, err := nnue.Default()
	if err != nil {
		b.Fatal(err)
	}
	return net
}

// A net with output buckets: the search's evaluation picks the bucket of
// the board's piece count, as the int16 reference does (checkAccumulators
// compares them after every move of random games).
func TestNNUEOutputBucketsMatchReference(t *testing.T) {
	net := randomBucketNet(t, 0)
	testIncremental(t, net, net.Fast())
}

// A king-bucketed net: king moves that change a side's bucket or cross
// the d/e files refresh that side's accumulator, all other moves update
// it; after every move of random games (castling both ways included) the
// accumulators equal a refresh and the int16 reference in the view of
// each side's king.
func TestNNUEKingBucketsMatchReference(t *testing.T) {
	for _, kb := range []int{1, 4, 8} {
		net := randomBucketNet(t, kb)
		for _, fast := range []*nnue.Fast{net.Fast(), nnue.NewFastPlain(net, false), nnue.NewFastPlain(net, true)} {
			testIncremental(t, net, fast)
		}
	}
}

// randomBucketNet is a random net with 8 output buckets and kb king
// buckets (0: none).
func randomBucketNet(t *testing.T, kb int) *nnue.Net {
	t.Helper()
	rng := rand.New(rand.NewPCG(21, uint64(22+kb)))
	const h, buckets = 32, 8
	net := &nnue.Net{H: h, QA: 255, QB: 64, Scale: 400, KB: kb,
		W1: make([]int16, nnue.Inputs*max(kb, 1)*h), B1: make([]int16, h), W2: make([]int16, buckets*2*h), B2: make([]int32, buckets)}
	if kb > 0 {
		m, err := nnue.KingLayout(kb)
		if err != nil {
			t.Fatal(err)
		}
		net.KingMap = m
	}
	for i := range net.W1 {
		net.W1[i] = int16(rng.IntN(201) - 100)
	}
	for i := range net.B1 {
		net.B1[i] = int16(rng.IntN(201) - 100)
	}
	for i := range net.W2 {
		net.W2[i] = int16(rng.IntN(401) - 200)
	}
	for i := range net.B2 {
		net.B2[i] = int32(rng.IntN(20001) - 10000)
	}
	return net
}
