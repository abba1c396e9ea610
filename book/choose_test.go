package book_test

import (
	"math/rand/v2"
	"testing"

	"chessmaster/book"
)

// chiSquare draws n moves from fen and returns Pearson's statistic of the
// counts against the book weights, and the counts themselves.
func chiSquare(t *testing.T, b *book.Book, fen string, n int, seed uint64) (float64, map[string]int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	counts := map[string]int{}
	for i := 0; i < n; i++ {
		uci, ok, err := b.Choose(fen, rng, book.Options{})
		if err != nil || !ok {
			t.Fatalf("Choose(%q) = %q, %v, %v", fen, uci, ok, err)
		}
		counts[uci]++
	}
	moves, _ := b.Moves(fen)
	stat := 0.0
	for _, m := range moves {
		if m.Weight == 0 {
			continue
		}
		expected := float64(n) * m.Percent / 100
		d := float64(counts[m.UCI]) - expected
		stat += d * d / expected
	}
	return stat, counts
}

// Critical values of the chi-square distribution at the 0.1% level: a
// correct weighted choice exceeds them once in a thousand seeds.
const (
	chiSquare2DF = 13.82
	chiSquare3DF = 16.27
)

// The draws follow the weights of the real book: after 1.e4 c5 the book
// has Nf3 306, Nc3 12, c3 10 (three moves, two degrees of freedom).
func TestChooseFollowsWeights(t *testing.T) {
	b := defaultBook(t)
	fen := replay(t, "e2e4 c7c5")
	for seed := uint64(1); seed <= 3; seed++ {
		stat, counts := chiSquare(t, b, fen, 20000, seed)
		t.Logf("seed %d: chi-square %.2f, counts %v", seed, stat, counts)
		if stat > chiSquare2DF {
			t.Errorf("seed %d: chi-square %.2f too large for counts %v", seed, stat, counts)
		}
	}
}

func TestChooseSkipsZeroWeight(t *testing.T) {
	key := mustKey(t, "startpos")
	entries := []book.Entry{
		{Key: key, Move: encodeMove(t, "e2e4"), Weight: 1},
		{Key: key, Move: encodeMove(t, "d2d4"), Weight: 2},
		{Key: key, Move: encodeMove(t, "c2c4"), Weight: 3},
		{Key: key, Move: encodeMove(t, "g1f3"), Weight: 4},
		{Key: key, Move: encodeMove(t, "b2b4"), Weight: 0},
	}
	b, err := book.Load(makeBook(entries))
	if err != nil {
		t.Fatal(err)
	}
	stat, counts := chiSquare(t, b, "startpos", 20000, 7)
	if counts["b2b4"] != 0 {
		t.Errorf("weight-0 move chosen %d times", counts["b2b4"])
	}
	t.Logf("chi-square %.2f, counts %v", stat, counts)
	if stat > chiSquare3DF { // four moves with weight: three degrees of freedom
		t.Errorf("chi-square %.2f too large for counts %v", stat, counts)
	}
	// Same seed, same sequence: games are repeatable.
	a1, _, _ := b.Choose("startpos", rand.New(rand.NewPCG(5, 6)), book.Options{})
	a2, _, _ := b.Choose("startpos", rand.New(rand.NewPCG(5, 6)), book.Options{})
	if a1 != a2 {
		t.Errorf("same seed gave %s and %s", a1, a2)
	}
	// nil rng uses the global generator and still works.
	if _, ok, err := b.Choose("startpos", nil, book.Options{}); !ok || err != nil {
		t.Errorf("Choose with nil rng: ok=%v err=%v", ok, err)
	}
}

func TestChooseOnlyZeroWeights(t *testing.T) {
	key := mustKey(t, "startpos")
	b, err := book.Load(makeBook([]book.Entry{{Key: key, Move: encodeMove(t, "e2e4"), Weight: 0}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, best := range []bool{false, true} {
		if uci, ok, err := b.Choose("startpos", nil, book.Options{BestOnly: best}); ok || err != nil {
			t.Errorf("BestOnly=%v: chose %q (ok=%v, err=%v) from weight-0 entries only", best, uci, ok, err)
		}
	}
}

func TestChooseBestOnly(t *testing.T) {
	b := defaultBook(t)
	for _, line := range []string{"e2e4 c7c5", "d2d4 g8f6", "e2e4 e7e5 g1f3 b8c6"} {
		fen := replay(t, line)
		moves, _ := b.Moves(fen)
		if len(moves) == 0 {
			t.Fatalf("%s: not in book", line)
		}
		max := moves[0]
		for _, m := range moves {
			if m.Weight > max.Weight {
				max = m
			}
		}
		rng := rand.New(rand.NewPCG(1, 2))
		for i := 0; i < 20; i++ {
			uci, ok, err := b.Choose(fen, rng, book.Options{BestOnly: true})
			if !ok || err != nil || uci != max.UCI {
				t.Fatalf("%s: best-only chose %q (ok=%v, err=%v), want %s of %v", line, uci, ok, err, max.UCI, moves)
			}
		}
	}
}

func TestChooseMaxPly(t *testing.T) {
	b := defaultBook(t)
	cases := []struct {
		line   string
		maxPly int
		want   bool
	}{
		{"", 0, true}, // no limit
		{"", 1, true}, // ply 0 < 1
		{"e2e4", 1, false},
		{"e2e4", 2, true},
		{"e2e4 c7c5", 2, false},
		{"e2e4 c7c5", 3, true},
	}
	for _, tc := range cases {
		fen := replay(t, tc.line)
		_, ok, err := b.Choose(fen, nil, book.Options{MaxPly: tc.maxPly})
		if err != nil || ok != tc.want {
			t.Errorf("after %q with MaxPly %d: ok=%v err=%v, want ok=%v", tc.line, tc.maxPly, ok, err, tc.want)
		}
	}
	if _, _, err := b.Choose("bad", nil, book.Options{}); err == nil {
		t.Error("Choose accepted a bad FEN")
	}
}
