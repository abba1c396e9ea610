package uci

import (
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/internal/fentest"
)

// A FEN whose castling rights or en-passant square cannot apply (the
// rooks are gone, no pawn made the double push) is played on without
// them, as Stockfish does, with a note; the move is legal in the position.
// Before, the whole position was refused and go answered bestmove 0000.
func TestUnusableCastlingAndEnPassantAreDropped(t *testing.T) {
	cases := []struct{ fen, note string }{
		{"4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", "castling right K ignored"},
		{"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1", "castling right Q ignored"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en-passant square e6 ignored"},
		{"4k3/8/8/8/8/8/8/R3K3 w Kq c6 0 1", "ignored"},
	}
	for _, c := range cases {
		s := startSession(t)
		s.send("position fen " + c.fen)
		s.send("go depth 2")
		best, before := s.expect("bestmove", 5*time.Second)
		text := strings.Join(before, "\n")
		if !strings.Contains(text, c.note) || strings.Contains(text, "rejected") {
			t.Errorf("%s: no note %q, or rejected:\n%s", c.fen, c.note, text)
		}
		f := strings.Fields(best)
		if len(f) < 2 || f[1] == "0000" {
			t.Errorf("%s: %q", c.fen, best)
			continue
		}
		fixed, _, ok := lenientFEN(c.fen, false)
		pos, err := engine.ParseFEN(fixed)
		if !ok || err != nil {
			t.Fatalf("%s: lenient FEN %q %v %v", c.fen, fixed, ok, err)
		}
		if _, err := pos.ParseMove(f[1]); err != nil {
			t.Errorf("%s: %s is not legal: %v", c.fen, f[1], err)
		}
	}
	// What matters is still refused: no black king.
	if _, _, ok := lenientFEN("8/8/8/8/8/8/8/4K2R w K - 0 1", false); ok {
		t.Error("a position without a black king was made acceptable")
	}
	// A valid castling right stays.
	fixed, _, _ := lenientFEN("4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false)
	if f := strings.Fields(fixed); len(f) < 3 || f[2] != "KQ" {
		t.Errorf("kept castling: %q, want KQ", fixed)
	}
}

// Of the FENs every other entry point refuses, UCI plays on exactly where
// the only flaw is a right or square that cannot apply; a misspelt one
// (KQkx, e9, E6, a rank-3 square with White to move, a rook file outside
// Chess960) is still refused.
func TestLenientFENIsNarrow(t *testing.T) {
	for _, fen := range fentest.Malformed {
		_, _, ok := lenientFEN(fen, false)
		if ok != fentest.UCIPlaysWithout[fen] {
			t.Errorf("%q: played on %v, want %v", fen, ok, fentest.UCIPlaysWithout[fen])
		}
	}
}
