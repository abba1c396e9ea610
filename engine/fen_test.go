package engine

import (
	"strings"
	"testing"
)

func TestFENRoundTrip(t *testing.T) {
	fens := []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 12 40",
	}
	for _, fen := range fens {
		p := mustFEN(t, fen)
		if got := p.FEN(); got != fen {
			t.Errorf("round trip:\n got %s\nwant %s", got, fen)
		}
	}
}

func TestFENDefaultsAndNormalisation(t *testing.T) {
	// EPD-style four fields get counters 0 1.
	p := mustFEN(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")
	if p.FEN() != StartFEN {
		t.Errorf("got %s", p.FEN())
	}
	// After 1.e4 the ep square e3 cannot be captured: dropped.
	p = mustFEN(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	if p.EPSquare() != NoSquare || !strings.Contains(p.FEN(), " b KQkq - ") {
		t.Errorf("uncapturable ep square kept: %s", p.FEN())
	}
	// The same position reached by a move must hash identically.
	q := mustFEN(t, StartFEN)
	m, err := q.ParseMove("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	q.MakeMove(m)
	if q.Key() != p.Key() || q.FEN() != p.FEN() {
		t.Errorf("e4 by move %s key %x, by FEN %s key %x", q.FEN(), q.Key(), p.FEN(), p.Key())
	}
}

func TestParseFENErrors(t *testing.T) {
	bad := map[string]string{
		"":                      "empty",
		"8/8/8/8/8/8/8/8 w - -": "king",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -":      "side to move",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq -":      "piece letter",
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -":      "digit 9",
		"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -":       "squares",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq -":     "squares",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -":               "8 ranks",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx -":      "castling letter",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq -":      "castling right",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq -":       "right twice",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9":     "en passant",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3":     "rank 6",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6":     "double pawn push",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x":    "halfmove",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3": "fullmove",
		"4k3/8/8/8/8/8/8/4K2R b - - 0 1":                            "",
		"4k2R/8/8/8/8/8/8/4K3 w - - 0 1":                            "not to move",
		"Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w - -":         "pawn on rank",
		"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - -":                        "",
		"4k3/8/8/8/8/8/8/4KK2 w - -":                                "one king",
	}
	for fen, want := range bad {
		if want == "" {
			if _, err := ParseFEN(fen); err != nil {
				t.Errorf("%q: unexpected error %v", fen, err)
			}
			continue
		}
		_, err := ParseFEN(fen)
		if err == nil {
			t.Errorf("%q: accepted", fen)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %q does not mention %q", fen, err, want)
		}
	}
}

func TestParseMove(t *testing.T) {
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	for _, s := range []string{"e1g1", "e1c1", "d5e6", "e5f7", "a2a4"} {
		m, err := p.ParseMove(s)
		if err != nil || m.String() != s {
			t.Errorf("%s: %v %v", s, m, err)
		}
	}
	for _, s := range []string{"e1e3", "a1a5", "e2e4x", "z9z9", "e7e8q", "", "d5d6q"} {
		if _, err := p.ParseMove(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
	p = mustFEN(t, "8/P6k/8/8/8/8/8/K7 w - - 0 1")
	for _, s := range []string{"a7a8q", "a7a8r", "a7a8b", "a7a8n"} {
		m, err := p.ParseMove(s)
		if err != nil || m.String() != s || !m.IsPromotion() {
			t.Errorf("%s: %v %v", s, m, err)
		}
	}
	if _, err := p.ParseMove("a7a8"); err == nil {
		t.Error("promotion without piece accepted")
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, c := range loadPerftFile(f) {
		f.Add(c.fen)
	}
	f.Add(StartFEN)
	f.Add("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Add("k7/8/8/8/8/8/8/7K b - - 99 200")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		out := p.FEN()
		q, err := ParseFEN(out)
		if err != nil {
			t.Fatalf("FEN() output %q of %q rejected: %v", out, fen, err)
		}
		if q.FEN() != out || q.Key() != p.Key() {
			t.Fatalf("round trip changed %q -> %q", out, q.FEN())
		}
		var l MoveList
		p.GenerateLegal(&l) // must not panic either
		for _, m := range l.Slice() {
			p.MakeMove(m)
			p.UnmakeMove(m)
		}
		if p.FEN() != out {
			t.Fatalf("make/unmake changed %q", out)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e2e4", "e1g1", "a7a8q", "e7e8n", "0000", "e2e4e", "h9a1", ""} {
		f.Add("r3k2r/pP1ppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", s)
	}
	f.Add(StartFEN, "g1f3")
	f.Fuzz(func(t *testing.T, fen, s string) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		m, err := p.ParseMove(s)
		if err != nil {
			return
		}
		var l MoveList
		p.GenerateLegal(&l)
		if !l.Contains(m) {
			t.Fatalf("%s: ParseMove(%q) returned illegal %v", fen, s, m)
		}
		if again, err := p.ParseMove(m.String()); err != nil || again != m {
			t.Fatalf("%s: %v does not round-trip (%v)", fen, m, err)
		}
	})
}
