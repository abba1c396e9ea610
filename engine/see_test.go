package engine

import "testing"

func TestSEE(t *testing.T) {
	cases := []struct {
		fen  string
		move string
		want int
	}{
		// Rook takes an undefended pawn.
		{"1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5", 100},
		// Knight takes a pawn defended by a knight; the white battery
		// behind it cannot save the exchange.
		{"1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5", 100 - 320},
		// Pawn takes a defended knight: wins the knight for the pawn.
		{"4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 320 - 100},
		// Queen takes a pawn defended by a pawn.
		{"4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5", 100 - 950},
		// Quiet move onto an attacked square loses the piece.
		{"4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1", "d1d5", -500},
		// Rook for rook: the king recaptures.
		{"3rk3/8/8/8/8/8/8/3RK2R w - - 0 1", "d1d8", 0},
		// En passant, recaptured by the queen.
		{"4k3/8/1q6/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0},
		// En passant with nothing to recapture.
		{"4k3/8/8/1q1pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100},
		// Capture-promotion, recaptured: rook + (queen - pawn) - queen.
		{"8/8/8/8/8/5k2/4p3/3RR1K1 b - - 0 1", "e2d1q", 500 + 950 - 100 - 950},
		// The king recaptures a lone rook...
		{"4k3/3p4/8/8/8/8/3R4/4K3 w - - 0 1", "d2d7", 100 - 500},
		// ...but not when a second rook x-rays through to d7.
		{"4k3/3p4/8/8/8/8/3R4/3RK3 w - - 0 1", "d2d7", 100},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.SEE(m); got != c.want {
			t.Errorf("%s %s: SEE = %d, want %d", c.fen, c.move, got, c.want)
		}
		if !p.SEEGE(m, c.want) || p.SEEGE(m, c.want+1) {
			t.Errorf("%s %s: SEEGE inconsistent with SEE", c.fen, c.move)
		}
	}
}
