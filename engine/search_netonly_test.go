package engine

import (
	"context"
	"testing"
)

// The search refinements measured with the net (the double and negative
// singular extensions, ProbCut) change full strength's search with the
// net and nothing else: the hand-written evaluation's search (and with it
// every limited level, calibrated with it) visits exactly the same nodes
// with each switched on or off, while the net's search changes.
func TestRefinementsOnlyWithTheNet(t *testing.T) {
	const fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8"
	cases := []struct {
		name    string
		on, off *searchParams
	}{
		{"double and negative singular extensions", defaultParams,
			newSearchParams(func(p *searchParams) { p.singularDouble = 0 })},
		{"ProbCut", probCutParams, defaultParams},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if on, off := depth11Nodes(t, fen, false, c.on), depth11Nodes(t, fen, false, c.off); on != off {
				t.Errorf("hand-written evaluation: %d nodes with %s, %d without; want the same", on, c.name, off)
			}
			if on, off := depth11Nodes(t, fen, true, c.on), depth11Nodes(t, fen, true, c.off); on == off {
				t.Errorf("with the net: %d nodes either way; %s changed nothing", on, c.name)
			}
		})
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
