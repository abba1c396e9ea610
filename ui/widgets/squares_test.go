package widgets

import "testing"

func TestParsePlacement(t *testing.T) {
	p, wtm, err := ParsePlacement(startFEN)
	if err != nil || !wtm {
		t.Fatalf("start FEN: %v %v", err, wtm)
	}
	if p[0] != 'R' || p[4] != 'K' || p[60] != 'k' || p[63] != 'r' || p[27] != 0 {
		t.Fatalf("wrong placement %q", p)
	}
	if _, wtm, _ := ParsePlacement(afterE4); wtm {
		t.Fatal("side to move after e4 should be Black")
	}
	for _, bad := range []string{"", "8/8/8", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w", "xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "8/8/8/8/8/8/8/8/8 w"} {
		if _, _, err := ParsePlacement(bad); err == nil {
			t.Errorf("accepted bad FEN %q", bad)
		}
	}
}

func TestApplySpecialMoves(t *testing.T) {
	cases := []struct{ fen, move, wantAt, want string }{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "f1", "R"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "d1", "R"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "d8", "r"},
		{"8/8/8/3pP3/8/8/8/4K2k w - d6 0 1", "e5d6", "d5", ""},
		{"8/4P3/8/8/8/8/8/4K2k w - - 0 1", "e7e8n", "e8", "N"},
		{"4K2k/8/8/8/8/8/4p3/8 b - - 0 1", "e2e1q", "e1", "q"},
	}
	for _, c := range cases {
		p, _, err := ParsePlacement(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		got := p.apply(c.move)[ParseSquare(c.wantAt)]
		want := byte(0)
		if c.want != "" {
			want = c.want[0]
		}
		if got != want {
			t.Errorf("%s after %s: %s holds %q, want %q", c.fen, c.move, c.wantAt, got, want)
		}
	}
}

func FuzzParsePlacement(f *testing.F) {
	f.Add(startFEN)
	f.Add(promoFEN)
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
	f.Fuzz(func(t *testing.T, fen string) {
		p, _, err := ParsePlacement(fen)
		if err != nil {
			return
		}
		// Any move text must be handled without panicking.
		_ = p.apply("e2e4")
		_ = p.apply("e1g1")
		_ = p.apply("a7a8q")
		_ = p.king(true)
	})
}
