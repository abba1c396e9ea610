package engine

import (
	"strings"
	"testing"
)

// TestParseSANCoordinateMoves: moves written as UCI writes them, from-
// square and to-square (CCRL's databases, engine logs), name the move of
// whatever piece stands on the from-square; they used to be read as pawn
// moves ("g1f3: no pawn can move to f3") unless a pawn made them.
func TestParseSANCoordinateMoves(t *testing.T) {
	const castle = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
	const promo = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
	for _, c := range []struct{ fen, text, uci string }{
		{StartFEN, "g1f3", "g1f3"},
		{StartFEN, "b1c3", "b1c3"},
		{StartFEN, "e2e4", "e2e4"},
		{StartFEN, "g1-f3", "g1f3"},
		{StartFEN, "g1f3+!", "g1f3"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4xd5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2", "f1b5+", "f1b5"},
		// Castling as the king's two squares, and as king takes rook.
		{castle, "e1g1", "e1g1"},
		{castle, "e1c1", "e1c1"},
		{castle, "e1h1", "e1g1"},
		{strings.Replace(castle, " w ", " b ", 1), "e8c8", "e8c8"},
		// Promotions, the piece in either case, with or without "=".
		{promo, "a7a8q", "a7a8q"},
		{promo, "a7a8Q", "a7a8q"},
		{promo, "a7b8n", "a7b8n"},
		{promo, "a7-a8=R", "a7a8r"},
		{promo, "a7a8(b)", "a7a8b"},
		// SAN stays SAN: "bxc3" a pawn, "Bxc3" a bishop, "B6g5" a
		// bishop on the sixth rank, "Ng1-f3" long algebraic.
		{"4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1", "bxc3", "b2c3"},
		{"4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1", "Bxc3", "d2c3"},
		{"4k3/8/1B6/8/8/8/8/1B2K3 w - - 0 1", "B6g5", ""}, // no bishop can: refused, not read as b6g5
		{StartFEN, "Ng1-f3", "g1f3"},
	} {
		m, err := parseSAN(t, c.fen, c.text)
		if c.uci == "" {
			if err == nil {
				t.Errorf("%s in %s = %v; want an error", c.text, c.fen, m)
			}
			continue
		}
		if err != nil || m.String() != c.uci {
			t.Errorf("%s in %s = %v, %v; want %s", c.text, c.fen, m, err, c.uci)
		}
	}
}

// TestParseSANCoordinateChess960: in Chess960 castling is king takes
// rook, and the king's move to its castling square is an ordinary king
// move when that is legal.
func TestParseSANCoordinateChess960(t *testing.T) {
	// King b1, rooks a1 and h1; O-O-O puts the king on c1, the rook on d1.
	p, err := ParseFENVariant("1r2k2r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", true)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseSAN("b1a1")
	if err != nil || !m.IsCastling() {
		t.Errorf("b1a1 = %v, %v; want queen-side castling", m, err)
	}
	m, err = p.ParseSAN("b1c1")
	if err != nil || m.IsCastling() || m.String() != "b1c1" {
		t.Errorf("b1c1 = %v (castling %v), %v; want the king's step to c1", m, m.IsCastling(), err)
	}
}

// TestParseSANCoordinateErrors: a coordinate move that is not legal says
// which piece cannot go there, not that no pawn can.
func TestParseSANCoordinateErrors(t *testing.T) {
	for _, c := range []struct{ fen, text, want string }{
		{StartFEN, "g1g3", "the knight on g1 cannot move to g3"},
		{StartFEN, "e3e4", "no legal move starts on e3"},
		{StartFEN, "e2e4q", "a move to e4 is no promotion"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "a promotion needs a piece"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k", "cannot read"},
		// Castling as coordinates, not allowed: the king has no move,
		// or none to there; a rook on e1 is no king.
		{StartFEN, "e1g1", "castling is not allowed here"},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1h1", "castling is not allowed here"}, // no castling right
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1a1", "castling is not allowed here"},
		{"r3k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8c8", "castling is not allowed here"},
		{"k7/8/8/8/8/8/8/2K1R1N1 w - - 0 1", "e1h1", "the rook on e1 cannot move to h1"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1b1", "the king on e1 cannot move to b1"},
	} {
		if m, err := parseSAN(t, c.fen, c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s in %s = %v, %v; want an error with %q", c.text, c.fen, m, err, c.want)
		}
	}
}

// TestParseSANCastlingForms: castling in lower case and with the Unicode
// dashes of web pages and word processors.
func TestParseSANCastlingForms(t *testing.T) {
	const castle = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
	for _, c := range []struct{ text, uci string }{
		{"o-o", "e1g1"}, {"o-o-o", "e1c1"}, {"o-o+", "e1g1"},
		{"O–O", "e1g1"}, {"O—O—O", "e1c1"}, {"O‑O", "e1g1"}, {"O−O", "e1g1"}, {"0–0", "e1g1"},
	} {
		m, err := parseSAN(t, castle, c.text)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s = %v, %v; want %s", c.text, m, err, c.uci)
		}
	}
	if m, err := parseSAN(t, StartFEN, "e2–e4"); err != nil || m.String() != "e2e4" {
		t.Errorf("e2–e4 = %v, %v; want e2e4", m, err)
	}
}
