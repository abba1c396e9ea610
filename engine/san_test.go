package engine

import (
	"strings"
	"testing"
)

func TestParseSAN(t *testing.T) {
	for _, c := range []struct {
		fen, san, uci string
	}{
		{StartFEN, "e4", "e2e4"},
		{StartFEN, "Nf3", "g1f3"},
		{StartFEN, "Nf3+!?", "g1f3"},
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
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseSAN(c.san)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s in %s = %v, %v; want %s", c.san, c.fen, m, err, c.uci)
		}
	}
}

func TestParseSANErrors(t *testing.T) {
	for _, c := range []struct{ fen, san string }{
		{StartFEN, "e5"},                          // no pawn gets there
		{StartFEN, "O-O"},                         // not allowed yet
		{StartFEN, "Ke2"},                         // occupied
		{StartFEN, "Nd2"},                         // occupied by own pawn
		{StartFEN, "Zf3"},                         // unknown piece: read as a pawn move, none fits
		{StartFEN, "x"},                           // too short
		{StartFEN, "e9"},                          // not a square
		{StartFEN, "Nf3x"},                        // garbage after the square
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rd1"}, // ambiguous
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Qcd2"}, // still ambiguous
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Q3d2"}, // still ambiguous
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8"},     // promotion piece missing
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := p.ParseSAN(c.san); err == nil {
			t.Errorf("%s in %s = %v, want an error", c.san, c.fen, m)
		}
	}
}

// TestParseSANLenient: the forms people type and other programs write,
// which the controller accepted before its SAN reader became this one.
func TestParseSANLenient(t *testing.T) {
	for _, c := range []struct{ fen, san, uci string }{
		{StartFEN, "nf3", "g1f3"},
		{StartFEN, "Pe4", "e2e4"},
		{StartFEN, "Ng1-f3", "g1f3"},
		{StartFEN, "e2-e4", "e2e4"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p.", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5:d6", "e5d6"},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "0-0", "e1g1"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=q", "a7a8q"},
		// "bc3" is no b-pawn move here, so the bishop is meant.
		{"4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", "bc3", "b2c3"},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseSAN(c.san)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s in %s = %v, %v; want %s", c.san, c.fen, m, err, c.uci)
		}
	}
}

// TestParseSANReasons: the errors say why in the user's terms.
func TestParseSANReasons(t *testing.T) {
	for _, c := range []struct{ fen, san, want string }{
		{StartFEN, "e5", "illegal move e5: no pawn can move to e5"},
		{StartFEN, "O-O", "castling is not allowed here"},
		{StartFEN, "Zz9", `cannot read move "Zz9"`},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "a promotion needs a piece"},
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rd1", "ambiguous move Rd1: 2 pieces can make it"},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.ParseSAN(c.san); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s in %s: %v, want %q", c.san, c.fen, err, c.want)
		}
	}
}
