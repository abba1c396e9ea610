package book_test

import (
	"testing"

	"chessmaster/book"
)

// The FEN after 1.e4 c5 2.Nf3, a typical book probe.
const benchFEN = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"

func BenchmarkKey(b *testing.B) {
	for b.Loop() {
		if _, err := book.Key(benchFEN); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProbe is one full lookup: parse the FEN, hash, binary search
// the embedded book and decode the moves.
func BenchmarkProbe(b *testing.B) {
	bk := defaultBook(b)
	for b.Loop() {
		moves, err := bk.Moves(benchFEN)
		if err != nil || len(moves) == 0 {
			b.Fatalf("Moves = %v, %v", moves, err)
		}
	}
}
