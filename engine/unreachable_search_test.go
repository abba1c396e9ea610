package engine

import (
	"context"
	"slices"
	"testing"
	"time"

	"chessmaster/internal/fentest"
)

// crowdedFENs are valid positions beyond anything a game has: more legal
// moves than the 218 of any game position, and more than 32 pieces.
var crowdedFENs = []string{
	"QQQQQQBk/Q5RB/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1",                   // 271 legal moves
	"rnbqkbnr/pppppppp/pppppppp/8/8/PPPPPPPP/PPPPPPPP/RNBQKBNR w KQkq - 0 1", // 48 pieces
	"rnbqkbnr/pppppppp/QQQQQQQQ/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",        // 40 pieces, captures to make
	"kn6/pp6/8/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQK w - - 0 1",       // 39 queens
}

// Every legal move is generated, however many there are (MoveList's
// capacity is a proven bound, not the 218 of game positions).
func TestMoveListHoldsEveryMove(t *testing.T) {
	p := mustFEN(t, crowdedFENs[0])
	var l MoveList
	p.GenerateLegal(&l)
	if l.N != 271 || p.CountLegal() != 271 {
		t.Fatalf("%d moves generated, %d counted, want 271", l.N, p.CountLegal())
	}
	if _, err := p.ParseMove(l.Moves[l.N-1].String()); err != nil {
		t.Fatalf("the last move is refused: %v", err)
	}
}

// Material no game reaches is played and analysed like any other: a
// short search with the hand-written evaluation, with the network and
// with two threads gives a legal move and no panic, and its score is no
// mate or tablebase score unless there is a mate; SEE of every capture
// and perft work. The evaluation stays within its bound (39 queens
// would score about 50000, beyond the mate scores and the 16 bits the
// transposition table keeps).
func TestUnreachableMaterialSearches(t *testing.T) {
	net := defaultNet(t)
	fens := append(slices.Clone(fentest.Unreachable), crowdedFENs...)
	for _, fen := range fens {
		p := mustFEN(t, fen)
		var l MoveList
		p.GenerateLegal(&l)
		for _, m := range l.Slice() {
			p.SEE(m)
		}
		if n := p.Perft(1); n != uint64(l.N) {
			t.Errorf("%s: perft 1 is %d, %d moves generated", fen, n, l.N)
		}
		p.Perft(2)
		if ev := Evaluate(p); ev > maxHandEval || ev < -maxHandEval {
			t.Errorf("%s: evaluation %d beyond ±%d", fen, ev, maxHandEval)
		}
		for _, setup := range []struct {
			name    string
			nnue    bool
			threads int
		}{{"hand-written", false, 1}, {"network", true, 1}, {"network, 2 threads", true, 2}} {
			e := New()
			e.SetHashSize(4)
			if setup.nnue {
				e.SetNNUE(net)
			}
			e.SetThreads(setup.threads)
			if err := e.SetPosition(fen, nil); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			r := e.Search(ctx, Limits{Depth: 5, Nodes: 60000}, nil)
			cancel()
			if _, err := p.ParseMove(r.BestMove); err != nil {
				t.Errorf("%s (%s): bestmove %q: %v", fen, setup.name, r.BestMove, err)
			}
			if r.Info.Mate == 0 && (r.Info.Score > tbBound || r.Info.Score < -tbBound) {
				t.Errorf("%s (%s): score %d without a mate", fen, setup.name, r.Info.Score)
			}
		}
	}
}

// With more than 32 pieces the network's accumulators still follow every
// move exactly (a refresh holds all the pieces), the evaluation is the
// hand-written one, and once captures bring the board down to 32 pieces
// the network evaluates again, exactly as the int16 reference does.
func TestNNUEWithMoreThan32Pieces(t *testing.T) {
	net := defaultNet(t)
	p := mustFEN(t, crowdedFENs[2]) // 40 pieces, black to move
	p.EnableNNUE(net)
	hand := mustFEN(t, crowdedFENs[2])
	if Evaluate(p) != Evaluate(hand) {
		t.Fatalf("40 pieces: network score %d, hand-written %d", Evaluate(p), Evaluate(hand))
	}
	// Captures (the first one generated, each time) down to 32 pieces.
	for p.Occupied().Count() > nnueMaxPieces {
		var l MoveList
		p.GenerateCaptures(&l)
		if l.N == 0 {
			t.Fatalf("no capture in %s", p.FEN())
		}
		m := l.Moves[0]
		p.MakeMove(m)
		q := p.Copy()
		q.refreshNNUE()
		w, b := p.nnueAccumulators()
		rw, rb := q.nnueAccumulators()
		if !slices.Equal(w, rw) || !slices.Equal(b, rb) {
			t.Fatalf("after %s: incremental accumulators differ from a refresh in %s", m, p.FEN())
		}
	}
	if n := p.Occupied().Count(); n > nnueMaxPieces {
		t.Fatalf("%d pieces left", n)
	}
	checkAccumulators(t, p, "down to 32 pieces")
}

// A melee of 52 pieces, material no game reaches, whose first iteration
// alone takes millions of nodes (its quiescence search explodes): the
// search still keeps to a node limit, a move time and a clock, instead of
// answering after many seconds, and plays a legal move.
func TestFirstIterationKeepsLimitsInAMelee(t *testing.T) {
	const melee = "Qr1QbR2/2b1N1bN/n1PNbKBN/1N1Bp2P/N1NrNrQR/2rRrbqn/P1PP1qr1/rB4kn w - - 0 1"
	p := mustFEN(t, melee)
	for _, lim := range []Limits{
		{Nodes: 500},
		{MoveTime: 50 * time.Millisecond},
		{WTime: time.Second, BTime: time.Second},
	} {
		e := New()
		e.SetHashSize(4)
		e.SetNNUE(defaultNet(t))
		if err := e.SetPosition(melee, nil); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		start := time.Now()
		r := e.Search(ctx, lim, nil)
		el := time.Since(start)
		cancel()
		if _, err := p.ParseMove(r.BestMove); err != nil {
			t.Errorf("%+v: bestmove %q: %v", lim, r.BestMove, err)
		}
		limit := 2 * time.Second
		if raceEnabled {
			limit = 10 * time.Second
		}
		if el > limit || (lim.Nodes > 0 && r.Info.Nodes > 4*quickNodes) {
			t.Errorf("%+v: %v and %d nodes", lim, el, r.Info.Nodes)
		}
	}
}
