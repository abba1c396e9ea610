package openings

import (
	"testing"

	"chessmaster/engine"
)

func TestSANMove(t *testing.T) {
	for _, c := range []struct {
		fen, san, uci string
	}{
		{engine.StartFEN, "e4", "e2e4"},
		{engine.StartFEN, "Nf3", "g1f3"},
		{engine.StartFEN, "Nf3+!?", "g1f3"},
		// Castling both ways, also written with zeros.
		{"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "O-O", "e1g1"},
		{"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "O-O-O", "e1c1"},
		{"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "0-0-0", "e8c8"},
		// File, rank and square disambiguation.
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rad1", "a1d1"},
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rhd1", "h1d1"},
		{"4k3/8/8/8/R7/8/8/R3K3 w - - 0 1", "R1a3", "a1a3"},
		{"4k3/8/8/8/R7/8/8/R3K3 w - - 0 1", "R4a3", "a4a3"},
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Qc3d2", "c3d2"},
		// Captures, en passant, promotions (with and without "=").
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5", "e4d5"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "e5d6"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q+", "a7a8q"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=N", "a7b8n"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8R", "a7a8r"},
	} {
		p, err := engine.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := sanMove(p, c.san)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s in %s = %v, %v; want %s", c.san, c.fen, m, err, c.uci)
		}
	}
}

func TestSANMoveErrors(t *testing.T) {
	for _, c := range []struct{ fen, san string }{
		{engine.StartFEN, "e5"},                        // no pawn gets there
		{engine.StartFEN, "O-O"},                       // not allowed yet
		{engine.StartFEN, "Ke2"},                       // occupied
		{engine.StartFEN, "Nd2"},                       // occupied by own pawn
		{engine.StartFEN, "Zf3"},                       // unknown piece: read as a pawn move, none fits
		{engine.StartFEN, "x"},                         // too short
		{engine.StartFEN, "e9"},                        // not a square
		{engine.StartFEN, "Nf3x"},                      // garbage after the square
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rd1"},      // ambiguous
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Qcd2"}, // still ambiguous
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Q3d2"}, // still ambiguous
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8"},     // promotion piece missing
	} {
		p, err := engine.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := sanMove(p, c.san); err == nil {
			t.Errorf("%s in %s = %v, want an error", c.san, c.fen, m)
		}
	}
}

func TestSANTokens(t *testing.T) {
	got := sanTokens(nil, " 1. e4 c5  2.Nf3 2... d6\t3. d4 ")
	want := []string{"e4", "c5", "Nf3", "d6", "d4"}
	if len(got) != len(want) {
		t.Fatalf("%q", got)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%q", got)
		}
	}
}
