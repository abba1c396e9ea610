package referee

import "testing"

func TestSANLine(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	if got := SANLine(start, []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}, 0); got != "1.e4 e5 2.Nf3 Nc6 3.Bb5" {
		t.Fatalf("got %q", got)
	}
	// From a Black move, with a move number other than 1 and a capture.
	fen := "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	if got := SANLine(fen, []string{"f3e5", "c6e5"}, 0); got != "3.Nxe5 Nxe5" {
		t.Fatalf("got %q", got)
	}
	after := "r1bqkbnr/pppp1ppp/2n5/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3"
	if got := SANLine(after, []string{"c6e5", "d2d4"}, 0); got != "3...Nxe5 4.d4" {
		t.Fatalf("got %q", got)
	}
	// A stale PV stops at the first move that does not apply; a wholly
	// wrong one comes back as UCI.
	if got := SANLine(start, []string{"e2e4", "e2e4"}, 0); got != "1.e4" {
		t.Fatalf("got %q", got)
	}
	if got := SANLine(start, []string{"a1a8"}, 0); got != "a1a8" {
		t.Fatalf("got %q", got)
	}
	if got := SANLine(start, []string{"e2e4", "e7e5", "g1f3"}, 2); got != "1.e4 e5" {
		t.Fatalf("limit: got %q", got)
	}
	if got := SANLine("not a fen", []string{"e2e4"}, 0); got != "e2e4" {
		t.Fatalf("bad FEN: got %q", got)
	}
}
