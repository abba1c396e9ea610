package engine

import (
	"strings"
	"testing"
)

// parseSAN reads san in the position fen.
func parseSAN(t *testing.T, fen, san string) (Move, error) {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p.ParseSAN(san)
}

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
		// What people type and other programs write: the controller
		// accepted these before its SAN reader became this one.
		{StartFEN, "nf3", "g1f3"},
		{StartFEN, "Pe4", "e2e4"},
		{StartFEN, "Ng1-f3", "g1f3"},
		{StartFEN, "e2-e4", "e2e4"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p.", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 e.p.", "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5:d6", "e5d6"},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "0-0", "e1g1"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=q", "a7a8q"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8/Q", "a7a8q"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8/N+", "a7b8n"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8(R)", "a7b8r"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8(q)+", "a7a8q"},
		// The promotion letter in lower case, as UCI writes it.
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8q", "a7a8q"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8n+", "a7b8n"},
		{"4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1", "axb1r", "a2b1r"},
		// Figurines, German letters, evaluation marks glued on.
		{StartFEN, "♘f3", "g1f3"},
		{StartFEN, "♞f3", "g1f3"},
		{StartFEN, "♙e4", "e2e4"},
		{StartFEN, "Sf3", "g1f3"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=D", "a7a8q"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8S+", "a7b8n"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "Td1", "a1d1"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "Rd1+-", "a1d1"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "Rd1!+/-", "a1d1"},
		{StartFEN, "e4=+", "e2e4"},
		{StartFEN, "e4±", "e2e4"},
		{StartFEN, "d4∞", "d2d4"},
		// "bc3" is no b-pawn move here, so the bishop is meant.
		{"4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", "bc3", "b2c3"},
	} {
		m, err := parseSAN(t, c.fen, c.san)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s in %s = %v, %v; want %s", c.san, c.fen, m, err, c.uci)
		}
	}
}

// TestParseSANErrors: what is refused, and in words the user can act on
// where the test says them.
func TestParseSANErrors(t *testing.T) {
	for _, c := range []struct{ fen, san, want string }{
		{StartFEN, "e5", "illegal move e5: no pawn can move to e5"},
		{StartFEN, "O-O", "castling is not allowed here"},
		{StartFEN, "Ke2", "no king can move to e2"}, // occupied
		{StartFEN, "Nd2", "no knight can move to d2"},
		{StartFEN, "Zf3", ""}, // unknown piece: read as a pawn move, none fits
		{StartFEN, "Zz9", `cannot read move "Zz9"`},
		{StartFEN, "x", "cannot read"},
		{StartFEN, "e9", "cannot read"},
		{StartFEN, "Nf3x", "cannot read"}, // garbage after the square
		{"4k3/8/8/8/8/8/K7/R6R w - - 0 1", "Rd1", "ambiguous move Rd1: 2 pieces can make it"},
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Qcd2", "ambiguous"},
		{"k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1", "Q3d2", "ambiguous"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "a promotion needs a piece"},
		{StartFEN, "+-", "cannot read"},
		{StartFEN, "Sd2", "no knight can move to d2"}, // German, but illegal: the English error
		{StartFEN, "♘d2", "no knight can move to d2"},
	} {
		if m, err := parseSAN(t, c.fen, c.san); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s in %s = %v, %v; want an error with %q", c.san, c.fen, m, err, c.want)
		}
	}
}

// FuzzParseSAN: any text either names a legal move or is refused; never
// a panic.
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nf3+!?", "O-O", "0-0-0", "a8=Q", "♘f3", "Sf3", "e8=D", "Bc4+-", "Rd1!+/-", "e4±", "+-", "-+", "=", "bxc3", "e.p.", "♙"} {
		f.Add(s)
	}
	fens := []string{StartFEN, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"}
	f.Fuzz(func(t *testing.T, s string) {
		for _, fen := range fens {
			p, err := ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.ParseSAN(s)
			if err != nil {
				continue
			}
			var l MoveList
			p.GenerateLegal(&l)
			legal := false
			for _, x := range l.Slice() {
				legal = legal || x == m
			}
			if !legal {
				t.Fatalf("%q in %s gave %v, not a legal move", s, fen, m)
			}
		}
	})
}
