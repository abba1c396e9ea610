package engine

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"chessmaster/internal/leakcheck"
)

// newThreadsEngine is a fresh engine with a 16 MB table, n threads and
// the position fen.
func newThreadsEngine(t *testing.T, n int, fen string) *Engine {
	t.Helper()
	e := New()
	e.SetHashSize(16)
	e.SetThreads(n)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	return e
}

// With one thread the search is the single-threaded search of before
// Lazy SMP, node for node: these counts are those of the commit before
// it (two searches on one engine, so that the table and the history
// carried from one search to the next count too). Limited levels and
// MultiPV searches run one thread whatever SetThreads says, so they give
// the same counts with four. The counts are the hand-written
// evaluation's, so the full-strength searches here switch the net off.
func TestOneThreadSearchIsUnchanged(t *testing.T) {
	handWritten := func(e *Engine) *Engine { e.SetNNUE(nil); return e }
	tests := []struct {
		fen     string
		nodes9  uint64
		best9   string
		nodes10 uint64
		best10  string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 22066, "e2e4", 28558, "e2e4"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 32119, "e2a6", 15598, "e2a6"},
		{"4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19", 18070, "f5d3", 18408, "f5d3"},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 11243, "b4f4", 9485, "b4f4"},
		{"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 1233, "f6a6", 1160, "f6a6"},
	}
	for i, tc := range tests {
		e := handWritten(New())
		e.SetHashSize(16)
		if i%2 == 1 {
			e.SetThreads(1) // the others keep a new engine's setting
		}
		if err := e.SetPosition(tc.fen, nil); err != nil {
			t.Fatal(err)
		}
		r9 := e.Search(context.Background(), Limits{Depth: 9}, nil)
		if r9.Info.Nodes != tc.nodes9 || r9.BestMove != tc.best9 {
			t.Errorf("%s: depth 9 %d %s, want %d %s", tc.fen, r9.Info.Nodes, r9.BestMove, tc.nodes9, tc.best9)
		}
		if raceEnabled && i > 1 {
			continue // the race detector makes the search ~10x slower
		}
		r10 := e.Search(context.Background(), Limits{Depth: 10}, nil)
		if r10.Info.Nodes != tc.nodes10 || r10.BestMove != tc.best10 {
			t.Errorf("%s: then depth 10 %d %s, want %d %s", tc.fen, r10.Info.Nodes, r10.BestMove, tc.nodes10, tc.best10)
		}
	}

	kiwipete := "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	// The levels' search, not the model of people's moves that levels up
	// to HumanMaxElo draw from (TestHumanLevel* test that).
	withPolicy(t, nil)
	for _, threads := range []int{1, 4} {
		// A node limit: exact with one thread, and not passed on to
		// helpers when there are none.
		if threads == 1 {
			r := handWritten(newThreadsEngine(t, 1, kiwipete)).Search(context.Background(), Limits{Nodes: 30000}, nil)
			if r.Info.Nodes != 25351 || r.BestMove != "e2a6" {
				t.Errorf("nodes 30000: %d %s, want 25351 e2a6", r.Info.Nodes, r.BestMove)
			}
		}
		r := handWritten(newThreadsEngine(t, threads, kiwipete)).Search(context.Background(), Limits{Depth: 8, MultiPV: 3}, nil)
		if r.Info.Nodes != 22648 || r.BestMove != "e2a6" {
			t.Errorf("MultiPV 3, threads %d: %d %s, want 22648 e2a6", threads, r.Info.Nodes, r.BestMove)
		}
		for _, lv := range []struct {
			level int
			nodes uint64
		}{{3, 1587}, {8, 89253}} {
			if raceEnabled && lv.level == 8 {
				continue
			}
			e := newThreadsEngine(t, threads, "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8")
			e.SetLevel(lv.level)
			e.SetLevelSeed(7)
			r := e.Search(context.Background(), Limits{}, nil)
			if r.Info.Nodes != lv.nodes || r.BestMove != "b2b3" {
				t.Errorf("level %d, threads %d: %d %s, want %d b2b3", lv.level, threads, r.Info.Nodes, r.BestMove, lv.nodes)
			}
		}
	}
}

func TestSetThreadsClamps(t *testing.T) {
	e := New()
	if e.Threads() != 1 {
		t.Fatalf("new engine: %d threads", e.Threads())
	}
	for _, c := range []struct{ set, want int }{{4, 4}, {0, 1}, {-3, 1}, {MaxThreads + 1, MaxThreads}, {2, 2}} {
		e.SetThreads(c.set)
		if e.Threads() != c.want {
			t.Errorf("SetThreads(%d): %d threads, want %d", c.set, e.Threads(), c.want)
		}
	}
}

// Several threads find the same mates as one, and play them.
func TestThreadsFindMates(t *testing.T) {
	leakcheck.Check(t)
	tests := []struct {
		fen  string
		mate int
		best string
	}{
		{"6k1/5ppp/8/8/8/8/8/R6K w - - 0 1", 1, "a1a8"},
		{"r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3, "f6a6"},
		{"k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, ""},
	}
	for _, threads := range []int{2, 4} {
		for _, tc := range tests {
			for _, lim := range []Limits{{Depth: 8}, {MoveTime: 300 * time.Millisecond}} {
				r := newThreadsEngine(t, threads, tc.fen).Search(context.Background(), lim, nil)
				if r.Info.Mate != tc.mate || (tc.best != "" && r.BestMove != tc.best) {
					t.Errorf("%s, %d threads, %+v: %s mate %d (score %d, pv %v), want mate %d %s",
						tc.fen, threads, lim, r.BestMove, r.Info.Mate, r.Info.Score, r.Info.PV, tc.mate, tc.best)
					continue
				}
				checkMateLine(t, tc.fen, r.BestMove, tc.mate)
			}
		}
	}
}

// Every kind of limit gives a legal move with a rated PV, and a second
// search on the same engine (helpers' tables kept) works as well.
func TestThreadsReturnLegalMoves(t *testing.T) {
	leakcheck.Check(t)
	positions := []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
	}
	limits := []Limits{
		{Depth: 7},
		{MoveTime: 100 * time.Millisecond},
		{WTime: 2 * time.Second, BTime: 2 * time.Second},
		{Nodes: 5000},
		{Depth: 6, SearchMoves: []string{"a2a3", "h2h3", "e5c6", "b4b1", "b4b2"}},
	}
	for _, threads := range []int{2, 4} {
		for _, fen := range positions {
			e := newThreadsEngine(t, threads, fen)
			for _, lim := range limits {
				var infos int
				r := e.Search(context.Background(), lim, func(Info) { infos++ })
				p, _ := ParseFEN(fen)
				if _, err := p.ParseMove(r.BestMove); err != nil {
					t.Fatalf("%s, %d threads, %+v: best move %q: %v", fen, threads, lim, r.BestMove, err)
				}
				if len(r.Info.PV) == 0 || r.Info.PV[0] != r.BestMove || r.Info.Depth < 1 || infos == 0 {
					t.Errorf("%s, %d threads, %+v: info %+v after %d reports", fen, threads, lim, r.Info, infos)
				}
				if r.Info.Nodes == 0 || r.Info.Nodes > e.lastNodes {
					t.Errorf("%s, %d threads: reported %d nodes of %d searched", fen, threads, r.Info.Nodes, e.lastNodes)
				}
			}
		}
	}
}

// A node limit counts the nodes of all threads.
func TestThreadsNodeLimitIsTotal(t *testing.T) {
	leakcheck.Check(t)
	for _, threads := range []int{2, 4} {
		for _, limit := range []uint64{3000, 40000} {
			e := newThreadsEngine(t, threads, "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8")
			var last Info
			r := e.Search(context.Background(), Limits{Nodes: limit}, func(i Info) { last = i })
			// A thread counts the node at which it finds its budget spent,
			// and may step into a few more on its way out (as a single
			// thread does): a few nodes each over at most.
			if e.lastNodes > limit+4*uint64(threads) {
				t.Errorf("%d threads, nodes %d: %d nodes searched", threads, limit, e.lastNodes)
			}
			// What the threads took but did not use is at most a chunk
			// each.
			if e.lastNodes < limit*3/4 {
				t.Errorf("%d threads, nodes %d: only %d nodes searched", threads, limit, e.lastNodes)
			}
			// The reports count what was searched, so they may be over
			// by the same few nodes (a helper can publish its last ones
			// after the main thread's count passed the limit; about 1 run
			// in 20 with 4 threads on 2 cores).
			if last.Nodes > limit+4*uint64(threads) || r.Info.Nodes > limit+4*uint64(threads) {
				t.Errorf("%d threads, nodes %d: reported %d and %d nodes", threads, limit, last.Nodes, r.Info.Nodes)
			}
		}
	}
}

// Cancelling a multi-threaded search returns within 50 ms (the helpers
// included: Search waits for them), and no goroutine outlives it.
func TestThreadsStopOnCancel(t *testing.T) {
	leakcheck.Check(t)
	limit := 50 * time.Millisecond
	if raceEnabled {
		limit = 500 * time.Millisecond // the race detector slows the search ~10x
	}
	for _, threads := range []int{2, 4} {
		var attempts []reaction
		for i := 0; i < timingAttempts; i++ {
			e := newThreadsEngine(t, threads, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan Result)
			go func() { done <- e.Search(ctx, Limits{Infinite: true}, nil) }()
			time.Sleep(150 * time.Millisecond)
			wall, cpu := time.Now(), cpuMark()
			cancel()
			r := <-done
			a := reactionSince(wall, cpu)
			attempts = append(attempts, a)
			if r.BestMove == "" {
				t.Fatal("no best move after cancel")
			}
			if a.wall <= limit {
				break
			}
		}
		checkReaction(t, "return after cancel", attempts, limit)
	}
}

// The table's entries stay whole when several goroutines write and read
// the same buckets at once: a probe returns what was stored for its key
// or nothing, never a mix of two entries. Run with -race this also shows
// that the table is free of data races.
func TestTTConcurrentAccessIsConsistent(t *testing.T) {
	tt := newTransTable(1)
	n := uint64(len(tt.buckets))
	// Keys spread over a few buckets only, so that slots are fought over;
	// their low 32 bits (the check) are all different.
	const nKeys = 64
	keyOf := func(i int) uint64 {
		return uint64(i%8)*(^uint64(0)/n) + uint64(i)*0x9e3779b1
	}
	checks := map[uint32]bool{}
	for i := range nKeys {
		checks[uint32(keyOf(i))] = true
	}
	if len(checks) != nKeys {
		t.Fatal("test keys share their low 32 bits")
	}
	want := func(i int) (Move, int, int, int) {
		return Move(i*37 + 1), i*7 - 200, -i * 3, i%20 + 1
	}
	workers, ops := 4, 20000
	if raceEnabled {
		ops = 5000
	}
	var wg sync.WaitGroup
	errs := make(chan string, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint32(w*7919 + 1)
			for range ops {
				x ^= x << 13
				x ^= x >> 17
				x ^= x << 5
				i := int(x % nKeys)
				key := keyOf(i)
				m, score, eval, depth := want(i)
				if x&1 == 0 {
					tt.store(key, 0, m, score, eval, depth, boundExact)
					continue
				}
				hit, ok := tt.probe(key, 0)
				if ok && (hit.Move != m || hit.Score != score || hit.Eval != eval || hit.Depth != depth || hit.Bound != boundExact) {
					errs <- fmt.Sprintf("key %d: read back %+v, want move %d score %d eval %d depth %d", i, hit, m, score, eval, depth)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
