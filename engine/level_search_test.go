package engine

import (
	"context"
	"testing"
	"time"
)

// levelTrials is how many seeded searches each level gets per position:
// many at the weak levels, where the random choice is wide, a couple at
// the strong ones. Under the race detector (ten times slower) only the
// three weakest levels are tried, twice.
func levelTrials(level int) int {
	switch {
	case raceEnabled && level > 3:
		return 0
	case raceEnabled:
		return 2
	case level <= 5:
		return 20
	default:
		return 2
	}
}

// levelMove plays one search at level with the given seed.
func levelMove(t *testing.T, fen string, level int, seed uint64) string {
	t.Helper()
	e := New()
	e.SetHashSize(1)
	e.SetLevel(level)
	e.SetLevelSeed(seed)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatalf("SetPosition(%q): %v", fen, err)
	}
	return e.Search(context.Background(), Limits{}, nil).BestMove
}

// isMateInOne reports whether move mates at once in fen.
func isMateInOne(t *testing.T, fen, move string) bool {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: move %q: %v", fen, move, err)
	}
	p.MakeMove(m)
	var l MoveList
	p.GenerateLegal(&l)
	return l.N == 0 && p.InCheck()
}

var mateInOnePositions = []string{
	"6k1/5ppp/8/8/8/8/8/R6K w - - 0 1",                                       // back rank
	"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",    // scholar's mate
	"6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",                                      // smothered
	"r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1",                                      // black, back rank
	"r1b1k1nr/pppp1ppp/2n5/2b1p3/2B1P2q/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 0 1", // Qxf2#
}

// Low levels must not let a mate in one slip: the issue asks for 90% of
// seeded trials; the shallow look every level takes makes it 100% here.
func TestLevelsDeliverMateInOne(t *testing.T) {
	for _, fen := range mateInOnePositions {
		p, _ := ParseFEN(fen)
		var l MoveList
		p.GenerateLegal(&l)
		found := false
		for _, m := range l.Slice() {
			found = found || isMateInOne(t, fen, m.String())
		}
		if !found {
			t.Fatalf("test position has no mate in one: %s", fen)
		}
	}
	for level := 1; level <= MaxLevel; level++ {
		n, hits := levelTrials(level), 0
		if n == 0 {
			continue
		}
		for _, fen := range mateInOnePositions {
			for seed := 1; seed <= n; seed++ {
				if isMateInOne(t, fen, levelMove(t, fen, level, uint64(seed))) {
					hits++
				}
			}
		}
		total := n * len(mateInOnePositions)
		if hits*10 < total*9 {
			t.Errorf("level %d mated in one in %d of %d trials, want >= 90%%", level, hits, total)
		}
	}
}

// Positions where the side to move can take a queen for nothing; the
// capture is checked by static exchange evaluation below.
var hangingQueenPositions = []struct{ fen, capture string }{
	{"4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "d2d5"},
	{"4k3/8/2n5/8/3Q4/8/8/4K3 b - - 0 1", "c6d4"},
	{"rnb1kbnr/pppp1ppp/8/4p1q1/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 3", "f3g5"},
	{"r1bqkbnr/ppp2ppp/2np4/4p3/4P1Q1/8/PPPP1PPP/RNB1KBNR b KQkq - 1 4", "c8g4"},
	{"4k3/8/8/8/8/2q5/1P6/4K3 w - - 0 1", "b2c3"},
}

func TestLevelsTakeAHangingQueen(t *testing.T) {
	for _, tc := range hangingQueenPositions {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(tc.capture)
		if err != nil {
			t.Fatalf("%s: %v", tc.fen, err)
		}
		if see := p.SEE(m); see < 800 {
			t.Fatalf("%s: %s wins %d by SEE, want a queen", tc.fen, tc.capture, see)
		}
	}
	for level := 1; level <= MaxLevel; level++ {
		n, hits := levelTrials(level), 0
		if n == 0 {
			continue
		}
		for _, tc := range hangingQueenPositions {
			for seed := 1; seed <= n; seed++ {
				if levelMove(t, tc.fen, level, uint64(seed)) == tc.capture {
					hits++
				}
			}
		}
		total := n * len(hangingQueenPositions)
		if hits*10 < total*9 {
			t.Errorf("level %d took the queen in %d of %d trials, want >= 90%%", level, hits, total)
		}
	}
}

// A level's strength is its node budget: a tiny time per move does not
// cut it short, and the budget (main search plus root-move scoring) is
// not exceeded.
func TestLevelSpendsItsNodeBudget(t *testing.T) {
	fen := "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 11"
	for _, level := range []int{3, 5} {
		lv, _ := LevelByNumber(level)
		e := New()
		e.SetHashSize(1)
		e.SetLevel(level)
		e.SetLevelSeed(1)
		if err := e.SetPosition(fen, nil); err != nil {
			t.Fatal(err)
		}
		res := e.Search(context.Background(), Limits{MoveTime: time.Millisecond}, nil)
		limit := lv.Nodes + max(lv.Nodes, minScoringNodes)
		if res.Info.Nodes < lv.Nodes || res.Info.Nodes > limit+64 {
			t.Errorf("level %d searched %d nodes at 1 ms per move, want %d..%d", level, res.Info.Nodes, lv.Nodes, limit)
		}
	}
}
