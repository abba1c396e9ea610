package tablebase

import (
	"errors"
	"math/rand"
	"testing"
)

// playUCI plays a move given in UCI notation.
func playUCI(t *testing.T, p *Position, uci string) Position {
	t.Helper()
	var l moveList
	p.generate(&l)
	for i := 0; i < l.n; i++ {
		if l.moves[i].UCI() == uci {
			return p.play(l.moves[i])
		}
	}
	t.Fatalf("%s: %s is not a legal move", p.FEN(), uci)
	return Position{}
}

// TestRootBestMove checks on random positions that the best root move
// keeps the position's value (the opponent's WDL after it is the negation)
// and, in won positions, that it is the fastest to zeroing among the moves
// that keep the win and agrees with the position's DTZ.
func TestRootBestMove(t *testing.T) {
	tb := defaultTables(t)
	r := rand.New(rand.NewSource(11))
	mats := embeddedMaterials(t)
	wins := 0
	for i := 0; i < 300; i++ {
		p := randomPosition(r, mats[i%len(mats)])
		wdl, err := tb.ProbeWDL(&p)
		if err != nil {
			t.Fatal(err)
		}
		dtz, err := tb.ProbeDTZ(&p)
		if err != nil {
			t.Fatal(err)
		}
		best, all, err := tb.ProbeRoot(&p)
		if err != nil {
			t.Fatal(err)
		}
		if best.WDL != wdl {
			t.Errorf("%s: best move %+v has WDL %d, position %d", p.FEN(), best, best.WDL, wdl)
		}
		next := playUCI(t, &p, best.UCI)
		if next.hasLegalMove() {
			after, err := tb.ProbeWDL(&next)
			if err != nil {
				t.Fatal(err)
			}
			if after != -wdl {
				t.Errorf("%s: after %s the opponent has WDL %d, want %d", p.FEN(), best.UCI, after, -wdl)
			}
		} else if next.isMate() != (wdl == Win) {
			t.Errorf("%s: %s ends the game but WDL is %d", p.FEN(), best.UCI, wdl)
		}
		for _, m := range all {
			if m.WDL == wdl && wdl > 0 && m.DTZ < best.DTZ {
				t.Errorf("%s: %s (DTZ %d) is faster than best %s (DTZ %d)", p.FEN(), m.UCI, m.DTZ, best.UCI, best.DTZ)
			}
			if m.WDL > best.WDL {
				t.Errorf("%s: %s has better WDL than best %s", p.FEN(), m.UCI, best.UCI)
			}
		}
		if wdl == Win {
			wins++
			// Tables that store moves rather than plies may round the
			// position's DTZ by one ply.
			if abs(best.DTZ-dtz) > 1 {
				t.Errorf("%s: best %s DTZ %d, position DTZ %d", p.FEN(), best.UCI, best.DTZ, dtz)
			}
		}
	}
	if wins < 50 {
		t.Errorf("only %d won positions tested", wins)
	}
}

func TestRootRule50(t *testing.T) {
	tb := defaultTables(t)
	// Black loses in 53 plies by DTZ (EPD set); with the clock at 60 the
	// 50-move rule saves black.
	p := mustFEN(t, "3B4/K7/8/k3N3/8/8/8/8 b - - 0 1")
	best, _, err := tb.ProbeRoot(p)
	if err != nil {
		t.Fatal(err)
	}
	if best.WDL != Loss || best.DTZ >= 0 {
		t.Errorf("clock 0: best %+v, want a loss", best)
	}
	p.Rule50 = 60
	best, all, err := tb.ProbeRoot(p)
	if err != nil {
		t.Fatal(err)
	}
	if best.WDL != BlessedLoss {
		t.Errorf("clock 60: best %+v, want a blessed loss", best)
	}
	for _, m := range all {
		if m.WDL != WDLFromDTZ(m.DTZ, 60) {
			t.Errorf("%+v: WDL does not follow from DTZ and the clock", m)
		}
	}
	// A mate in one is DTZ 1.
	best, _, err = tb.ProbeRoot(mustFEN(t, "6k1/8/6K1/8/8/8/8/Q7 w - - 0 1"))
	if err != nil || best.DTZ != 1 || best.WDL != Win {
		t.Errorf("mate in one: %+v %v", best, err)
	}
	// No legal moves.
	if _, _, err := tb.ProbeRoot(mustFEN(t, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")); !errors.Is(err, ErrNoMoves) {
		t.Errorf("mated position: %v, want ErrNoMoves", err)
	}
}

func TestWDLFromDTZ(t *testing.T) {
	for _, c := range []struct{ dtz, r50, want int }{
		{0, 0, Draw}, {1, 0, Win}, {100, 0, Win}, {101, 0, CursedWin}, {60, 40, Win}, {61, 40, CursedWin},
		{-1, 0, Loss}, {-100, 0, Loss}, {-101, 0, BlessedLoss}, {-53, 60, BlessedLoss},
	} {
		if got := WDLFromDTZ(c.dtz, c.r50); got != c.want {
			t.Errorf("WDLFromDTZ(%d, %d) = %d, want %d", c.dtz, c.r50, got, c.want)
		}
	}
}
