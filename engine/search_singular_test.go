package engine

import (
	"context"
	"testing"
)

// The double and negative singular extensions change full strength's
// search with the net and nothing else: the hand-written evaluation's
// search (and with it every limited level, calibrated with it) visits
// exactly the same nodes with the extensions switched on or off.
func TestSingularDoubleOnlyWithTheNet(t *testing.T) {
	const fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8"
	noDouble := newSearchParams(func(p *searchParams) { p.singularDouble = 0 })
	nodes := func(withNet, double bool) uint64 {
		if double {
			return depth11Nodes(t, fen, withNet, defaultParams)
		}
		return depth11Nodes(t, fen, withNet, noDouble)
	}
	if on, off := nodes(false, true), nodes(false, false); on != off {
		t.Errorf("hand-written evaluation: %d nodes with the extensions, %d without; want the same", on, off)
	}
	if on, off := nodes(true, true), nodes(true, false); on == off {
		t.Errorf("with the net: %d nodes either way; the extensions changed nothing", on)
	}
}

// depth11Nodes is the node count of a depth-11 search of fen with the
// given search parameters, with the net or the hand-written evaluation.
func depth11Nodes(t *testing.T, fen string, withNet bool, prm *searchParams) uint64 {
	t.Helper()
	e := New()
	e.SetHashSize(16)
	if !withNet {
		e.SetNNUE(nil)
	}
	e.params = prm
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	return e.Search(context.Background(), Limits{Depth: 11}, nil).Info.Nodes
}
