package engine

import (
	"context"
	"testing"
)

// An entry moves toward the differences it is given, faster at greater
// depth, and never beyond the ±32 centipawn bound.
func TestCorrHistoryAveragesAndClamps(t *testing.T) {
	p, err := ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
	if err != nil {
		t.Fatal(err)
	}
	var c corrHistory
	c.update(p, 20, 3)
	shallow := c.correction(p)
	if shallow <= 0 || shallow >= 20 {
		t.Fatalf("one depth-3 update of +20: correction %d, want between 0 and 20", shallow)
	}
	var d corrHistory
	d.update(p, 20, 10)
	if deep := d.correction(p); deep <= shallow {
		t.Errorf("a depth-10 update moved the entry %d, no more than a depth-3 one (%d)", deep, shallow)
	}
	for range 50 {
		c.update(p, 20, 10)
	}
	if got := c.correction(p); got < 19 || got > 20 {
		t.Errorf("after many updates of +20: correction %d, want 20", got)
	}
	for range 50 {
		c.update(p, -500, 20)
	}
	if got := c.correction(p); got != -32 {
		t.Errorf("after many updates of -500: correction %d, want the bound -32", got)
	}
	// The other side to move has its own entry.
	q, _ := ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4")
	if got := c.correction(q); got != 0 {
		t.Errorf("the other side's entry is %d, want 0", got)
	}
}

// A full-strength search with the net fills the correction history; one
// with the hand-written evaluation leaves it empty (its search, and the
// levels', is unchanged node for node).
func TestNetSearchLearnsCorrections(t *testing.T) {
	const fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8"
	for _, withNet := range []bool{true, false} {
		e := New()
		e.SetHashSize(16)
		if !withNet {
			e.SetNNUE(nil)
		}
		if err := e.SetPosition(fen, nil); err != nil {
			t.Fatal(err)
		}
		e.Search(context.Background(), Limits{Depth: 9}, nil)
		corr := 0
		for c := range e.corrHist {
			for _, v := range e.corrHist[c] {
				if v != 0 {
					corr++
				}
			}
		}
		if withNet && corr == 0 {
			t.Error("with the net: no correction entry set")
		}
		if !withNet && corr != 0 {
			t.Errorf("hand-written: %d correction entries set, want none", corr)
		}
	}
}
