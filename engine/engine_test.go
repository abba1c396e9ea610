package engine

import (
	"context"
	"math/rand"
	"testing"
	"time"
)

func searchFEN(t *testing.T, fen string, lim Limits) Result {
	t.Helper()
	e := New()
	e.SetHashSize(16)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatalf("SetPosition(%q): %v", fen, err)
	}
	return e.Search(context.Background(), lim, nil)
}

// Positions checked with Stockfish 15.1 at depth 16-18.
func TestFindsMates(t *testing.T) {
	tests := []struct {
		name, fen string
		mate      int
		best      string // "" when more than one move mates as fast
	}{
		{"back rank mate in 1", "6k1/5ppp/8/8/8/8/8/R6K w - - 0 1", 1, "a1a8"},
		{"KR v K mate in 2", "k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, ""},
		{"KR v K mate in 2 (b)", "2k5/8/3K4/8/8/8/8/7R w - - 0 1", 2, ""},
		{"rook sacrifice mate in 3", "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3, "f6a6"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := searchFEN(t, tc.fen, Limits{Depth: 8})
			if r.Info.Mate != tc.mate {
				t.Fatalf("mate %d, want mate %d (score %d, pv %v)", r.Info.Mate, tc.mate, r.Info.Score, r.Info.PV)
			}
			if tc.best != "" && r.BestMove != tc.best {
				t.Fatalf("best move %s, want %s", r.BestMove, tc.best)
			}
			checkMateLine(t, tc.fen, r.BestMove, tc.mate)
		})
	}
}

// checkMateLine verifies a claimed mate in n independently: after the
// move, every reply must leave a mate in at most n-1 (a bad reply may
// allow a faster one).
func checkMateLine(t *testing.T, fen, move string, n int) {
	t.Helper()
	p, _ := ParseFEN(fen)
	m, err := p.ParseMove(move)
	if err != nil {
		t.Fatalf("best move %s illegal: %v", move, err)
	}
	p.MakeMove(m)
	var replies MoveList
	p.GenerateLegal(&replies)
	if n == 1 {
		if replies.N != 0 || !p.InCheck() {
			t.Fatalf("%s is not checkmate", move)
		}
		return
	}
	for _, r := range replies.Slice() {
		p.MakeMove(r)
		e := New()
		e.SetHashSize(4)
		e.pos = p.Copy()
		res := e.Search(context.Background(), Limits{Depth: 2*n - 1}, nil)
		if res.Info.Mate < 1 || res.Info.Mate > n-1 {
			t.Fatalf("after %s %s: mate %d, want 1..%d", move, r, res.Info.Mate, n-1)
		}
		p.UnmakeMove(r)
	}
}

func TestMatedSideScoresNegativeMate(t *testing.T) {
	// Whatever White plays, ...Rb1 mates (checked with Stockfish).
	r := searchFEN(t, "7k/8/8/8/2P5/1r6/r7/7K w - - 0 1", Limits{Depth: 6})
	if r.Info.Mate != -1 {
		t.Fatalf("mate %d (pv %v), want -1", r.Info.Mate, r.Info.PV)
	}
}

func TestPrefersShorterMate(t *testing.T) {
	// Ra8 mates at once; many other moves mate later. A deep search must
	// still report and play the mate in 1.
	r := searchFEN(t, "6k1/5ppp/8/8/8/8/1R6/R6K w - - 0 1", Limits{Depth: 10})
	if r.Info.Mate != 1 || (r.BestMove != "a1a8" && r.BestMove != "b2b8") {
		t.Fatalf("got %s mate %d, want a mate in 1", r.BestMove, r.Info.Mate)
	}
}

func TestTakesHangingQueen(t *testing.T) {
	r := searchFEN(t, "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1", Limits{Depth: 6})
	if r.BestMove != "c1g5" {
		t.Fatalf("best move %s, want c1g5 (score %d)", r.BestMove, r.Info.Score)
	}
	if r.Info.Score < 500 {
		t.Fatalf("score %d after winning a queen", r.Info.Score)
	}
}

// White is a queen and rook down but the queen checks forever between
// e8 and h5; the only result is a draw by repetition.
func TestPerpetualCheckScoresDraw(t *testing.T) {
	r := searchFEN(t, "6k1/6p1/8/7Q/5K2/8/r7/q7 w - - 0 1", Limits{Depth: 10})
	if r.BestMove != "h5e8" {
		t.Fatalf("best move %s, want the perpetual h5e8", r.BestMove)
	}
	if abs(r.Info.Score) > 10 || r.Info.Mate != 0 {
		t.Fatalf("score %d mate %d, want a draw", r.Info.Score, r.Info.Mate)
	}
}

// A repetition with a position from the game history counts: after
// Qe8+ Kh7 Qh5+ Kg8 the position repeats, so White's perpetual is seen
// at once, and Black, who could avoid it, is told the game is drawn.
func TestRepetitionWithGameHistory(t *testing.T) {
	e := New()
	e.SetHashSize(16)
	if err := e.SetPosition("6k1/6p1/8/7Q/5K2/8/r7/q7 w - - 0 1", []string{"h5e8", "g8h7", "e8h5", "h7g8"}); err != nil {
		t.Fatal(err)
	}
	r := e.Search(context.Background(), Limits{Depth: 6}, nil)
	if r.Info.Score != 0 || r.Info.Mate != 0 {
		t.Fatalf("score %d mate %d, want 0", r.Info.Score, r.Info.Mate)
	}
}

// A position that occurred once in the game before the root is no draw:
// the other side may leave the line. After Rc1 Kd8 Ra1 Black, a rook
// down, must not go back to e8 (the start position's second time) for a
// "draw" White need not take (Stockfish: -6.68 with Kc7).
func TestOneRepetitionBeforeTheRootIsNoDraw(t *testing.T) {
	e := New()
	e.SetHashSize(16)
	if err := e.SetPosition("4k3/pp6/8/8/8/8/PP6/R3K3 w - - 0 1", []string{"a1c1", "e8d8", "c1a1"}); err != nil {
		t.Fatal(err)
	}
	r := e.Search(context.Background(), Limits{Depth: 8}, nil)
	if r.Info.Score > -300 || r.BestMove == "d8e8" {
		t.Fatalf("best %s, score %d: a lost position scored as a draw by one repetition", r.BestMove, r.Info.Score)
	}
	// The same position's third time is a draw: after Rc1 Kd8 Ra1 Ke8
	// Rc1 Kd8 Ra1, Ke8 repeats the start position a third time.
	if err := e.SetPosition("4k3/pp6/8/8/8/8/PP6/R3K3 w - - 0 1", []string{"a1c1", "e8d8", "c1a1", "d8e8", "a1c1", "e8d8", "c1a1"}); err != nil {
		t.Fatal(err)
	}
	r = e.Search(context.Background(), Limits{Depth: 8}, nil)
	if r.Info.Score != 0 || r.BestMove != "d8e8" {
		t.Fatalf("best %s, score %d: the threefold repetition Ke8 was not found", r.BestMove, r.Info.Score)
	}
}

func TestSearchFiftyMoveRule(t *testing.T) {
	// KQ v K with no mate in one: at halfmove 99 every move draws.
	drawn := searchFEN(t, "7k/8/8/8/8/8/8/KQ6 w - - 99 120", Limits{Depth: 6})
	if drawn.Info.Score != 0 || drawn.Info.Mate != 0 {
		t.Fatalf("halfmove 99: score %d mate %d, want 0", drawn.Info.Score, drawn.Info.Mate)
	}
	fresh := searchFEN(t, "7k/8/8/8/8/8/8/KQ6 w - - 0 120", Limits{Depth: 6})
	if fresh.Info.Score < 500 && fresh.Info.Mate <= 0 {
		t.Fatalf("halfmove 0: score %d, want a winning score", fresh.Info.Score)
	}
	// Mate on the hundredth ply still counts.
	mate := searchFEN(t, "6k1/5ppp/8/8/8/8/8/R6K w - - 99 120", Limits{Depth: 4})
	if mate.Info.Mate != 1 {
		t.Fatalf("halfmove 99 with mate in 1: mate %d score %d", mate.Info.Mate, mate.Info.Score)
	}
}

func TestSearchNoLegalMove(t *testing.T) {
	for _, fen := range []string{
		"R5k1/5ppp/8/8/8/8/8/7K b - - 0 1", // checkmate
		"7k/5Q2/8/8/8/8/8/K7 b - - 0 1",    // stalemate
	} {
		r := searchFEN(t, fen, Limits{Depth: 3})
		if r.BestMove != "" {
			t.Errorf("%s: best move %q, want none", fen, r.BestMove)
		}
	}
}

func TestSingleLegalMoveIsForced(t *testing.T) {
	// In check from c6; b8 is covered by the rook, so only Ka7 is legal.
	r := searchFEN(t, "k7/8/2Q5/8/8/8/8/1R5K b - - 0 1", Limits{MoveTime: 5 * time.Second})
	if r.Source != "forced" || r.BestMove != "a8a7" {
		t.Fatalf("got %s (source %s), want forced a8a7", r.BestMove, r.Source)
	}
}

// Random positions from random games: the engine's move must be legal.
func TestBestMoveIsLegalInRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	e := New()
	e.SetHashSize(8)
	n := 60
	if testing.Short() || raceEnabled {
		n = 15
	}
	for game := 0; game < n; game++ {
		var moves []string
		p, _ := ParseFEN(StartFEN)
		plies := rng.Intn(80)
		for i := 0; i < plies; i++ {
			var l MoveList
			p.GenerateLegal(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.Intn(l.N)]
			moves = append(moves, m.String())
			p.MakeMove(m)
		}
		if err := e.SetPosition(StartFEN, moves); err != nil {
			t.Fatal(err)
		}
		r := e.Search(context.Background(), Limits{Nodes: 3000}, nil)
		var l MoveList
		p.GenerateLegal(&l)
		if l.N == 0 {
			if r.BestMove != "" {
				t.Fatalf("%s: no legal move but got %s", p.FEN(), r.BestMove)
			}
			continue
		}
		if _, err := p.ParseMove(r.BestMove); err != nil {
			t.Fatalf("%s: best move %q: %v", p.FEN(), r.BestMove, err)
		}
		// The PV must be a legal line too.
		q := p.Copy()
		for _, s := range r.Info.PV {
			m, err := q.ParseMove(s)
			if err != nil {
				t.Fatalf("%s: PV %v has illegal move %s", p.FEN(), r.Info.PV, s)
			}
			q.MakeMove(m)
		}
	}
}

// The machine running the tests may be busy, and a descheduled thread can
// take longer than the limit to run at all; so each timing test takes
// the best of a few attempts and, failing that, looks at the CPU time the
// engine used (checkReaction). A search that does not poll its limits
// fails every attempt.
const timingAttempts = 4

// TestCancelReturnsQuickly: Search returns within 20 ms of a cancel (the
// context is polled every 1024 nodes).
func TestCancelReturnsQuickly(t *testing.T) {
	limit := 20 * time.Millisecond
	if raceEnabled {
		limit = 200 * time.Millisecond // the race detector slows the search ~10x
	}
	var attempts []reaction
	for i := 0; i < timingAttempts; i++ {
		e := New()
		e.SetPosition("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", nil)
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

// TestMoveTimeIsRespected: "movetime 200" answers between 150 and 230 ms;
// the search's hard limit is 192 ms.
func TestMoveTimeIsRespected(t *testing.T) {
	if raceEnabled {
		t.Skip("timing is not meaningful under the race detector")
	}
	const moveTime, slack = 200 * time.Millisecond, 30 * time.Millisecond
	var attempts []reaction
	for i := 0; i < timingAttempts; i++ {
		e := New()
		e.SetPosition("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", nil)
		// The CPU time is marked when the move time is up (by a timer, as
		// the search itself knows it), to see how much work came after.
		cpuAtDeadline := make(chan time.Duration, 1)
		start := time.Now()
		timer := time.AfterFunc(moveTime, func() { cpuAtDeadline <- cpuMark() })
		r := e.Search(context.Background(), Limits{MoveTime: moveTime}, nil)
		el := time.Since(start)
		end := cpuMark()
		timer.Stop()
		if el < 150*time.Millisecond {
			t.Fatalf("movetime 200ms returned after %v: time wasted", el)
		}
		if r.BestMove == "" {
			t.Fatalf("result %+v", r)
		}
		a := reaction{wall: el - moveTime, cpu: -1}
		select {
		case c := <-cpuAtDeadline:
			if c >= 0 && end >= 0 {
				a.cpu = max(end-c, 0)
			}
		default:
			// The timer had not run when the search returned: nothing is
			// known about the work after the deadline.
		}
		attempts = append(attempts, a)
		if a.wall <= slack {
			break
		}
	}
	checkReaction(t, "time past movetime 200ms", attempts, slack)
}

// TestTinyClockStillMoves: with 50 ms left the engine still searches a
// move but uses no more than 30 ms.
func TestTinyClockStillMoves(t *testing.T) {
	var attempts []reaction
	for i := 0; i < timingAttempts; i++ {
		e := New()
		e.SetPosition(StartFEN, nil)
		wall, cpu := time.Now(), cpuMark()
		r := e.Search(context.Background(), Limits{WTime: 50 * time.Millisecond, BTime: 50 * time.Millisecond}, nil)
		a := reactionSince(wall, cpu)
		attempts = append(attempts, a)
		if r.BestMove == "" {
			t.Fatal("no move")
		}
		if a.wall <= 30*time.Millisecond {
			break
		}
	}
	if !raceEnabled {
		checkReaction(t, "time used of a 50 ms clock", attempts, 30*time.Millisecond)
	}
}

func TestNodeLimit(t *testing.T) {
	r := searchFEN(t, StartFEN, Limits{Nodes: 20000})
	if r.BestMove == "" || r.Info.Nodes > 20000 {
		t.Fatalf("nodes %d, best %q", r.Info.Nodes, r.BestMove)
	}
}

func TestSearchIsDeterministic(t *testing.T) {
	a := searchFEN(t, "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8", Limits{Depth: 7})
	b := searchFEN(t, "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8", Limits{Depth: 7})
	if a.Info.Nodes != b.Info.Nodes || a.BestMove != b.BestMove {
		t.Fatalf("two identical searches differ: %d/%s vs %d/%s", a.Info.Nodes, a.BestMove, b.Info.Nodes, b.BestMove)
	}
}

func TestSetPositionRejectsBadInput(t *testing.T) {
	e := New()
	if err := e.SetPosition("not a fen", nil); err == nil {
		t.Error("bad FEN accepted")
	}
	if err := e.SetPosition("", []string{"e2e4", "e2e4"}); err == nil {
		t.Error("illegal move accepted")
	}
	if e.Position().FEN() != StartFEN {
		t.Error("failed SetPosition changed the position")
	}
}

func BenchmarkSearch(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Bench(8, 16, nil)
	}
}

func TestSearchMovesRestrictsTheRoot(t *testing.T) {
	// c1g5 wins the queen, but only a2a3 and h2h3 may be searched.
	r := searchFEN(t, "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1",
		Limits{Depth: 4, SearchMoves: []string{"a2a3", "h2h3", "e2e9"}})
	if r.BestMove != "a2a3" && r.BestMove != "h2h3" {
		t.Fatalf("best move %s outside searchmoves", r.BestMove)
	}
	// Nothing legal in the list: search everything.
	r = searchFEN(t, "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1",
		Limits{Depth: 4, SearchMoves: []string{"e2e5"}})
	if r.BestMove != "c1g5" {
		t.Fatalf("best move %s, want c1g5", r.BestMove)
	}
}
