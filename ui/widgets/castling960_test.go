package widgets

import (
	"slices"
	"testing"
)

// c960FEN: White's king on d1 with the king-side castling rook on h1 (a
// Chess960 right, HD-style), Black's king on b8 with its rook on a8.
const c960FEN = "rk6/8/8/8/8/8/8/3K3R w H - 0 1"

// c960Moves are White's legal moves there, castling king-takes-rook.
var c960Moves = []string{"d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "d1h1",
	"h1e1", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"}

// TestChess960CastlingByDrag: the king dropped on its own rook or on its
// target square (g1) plays the king-takes-rook castling; the board shows
// king g1 and rook f1 at once.
func TestChess960CastlingByDrag(t *testing.T) {
	for _, target := range []string{"h1", "g1"} {
		b, _, moves := newTestBoard(t, BoardState{FEN: c960FEN, Legal: c960Moves, Enabled: true})
		drag(b, "d1", target)
		if !slices.Equal(*moves, []string{"d1h1"}) {
			t.Fatalf("king dropped on %s: moves %v, want [d1h1]", target, *moves)
		}
		if b.Piece(ParseSquare("g1")) != 'K' || b.Piece(ParseSquare("f1")) != 'R' ||
			b.Piece(ParseSquare("h1")) != 0 || b.Piece(ParseSquare("d1")) != 0 {
			t.Errorf("king dropped on %s: the board does not show O-O", target)
		}
	}
	// Tap the king, then its target square.
	b, _, moves := newTestBoard(t, BoardState{FEN: c960FEN, Legal: c960Moves, Enabled: true})
	tapSquare(b, "d1")
	tapSquare(b, "g1")
	if !slices.Equal(*moves, []string{"d1h1"}) {
		t.Fatalf("tap d1, g1: %v", *moves)
	}
}

// TestChess960CastlingKingStays: the king already on its target (g1):
// dropping it on the rook castles, the rook jumps to f1.
func TestChess960CastlingKingStays(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: "k7/8/8/8/8/8/8/5NKR w H - 0 1",
		Legal: []string{"g1g2", "g1h2", "g1f2", "g1h1"}, Enabled: true})
	drag(b, "g1", "h1")
	if !slices.Equal(*moves, []string{"g1h1"}) {
		t.Fatalf("moves %v", *moves)
	}
	if b.Piece(ParseSquare("g1")) != 'K' || b.Piece(ParseSquare("f1")) != 'R' || b.Piece(ParseSquare("h1")) != 0 {
		t.Error("board does not show king g1, rook f1")
	}
}

// TestKingDropPrefersTheWrittenMove: where the king's target is also a
// square the king can step to (b1 to c1), the step wins; castling is the
// drop on the rook.
func TestKingDropPrefersTheWrittenMove(t *testing.T) {
	legal := []string{"b1a1", "b1c1", "b1b2", "b1c2", "b1a2"}
	b, _, moves := newTestBoard(t, BoardState{FEN: "4k3/8/8/8/8/8/8/RK6 w A - 0 1", Legal: legal, Enabled: true})
	drag(b, "b1", "c1")
	drag(b, "b1", "a1")
	if len(*moves) == 0 || (*moves)[0] != "b1c1" {
		t.Fatalf("moves %v, want b1c1 first", *moves)
	}
}

// TestStandardCastlingDropOnRook: in standard chess the king dropped on
// its rook plays e1g1 too.
func TestStandardCastlingDropOnRook(t *testing.T) {
	b, _, moves := newTestBoard(t, BoardState{FEN: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		Legal: []string{"e1g1", "e1c1", "e1f1", "e1d1", "e1e2", "e1d2", "e1f2"}, Enabled: true})
	drag(b, "e1", "h1")
	if !slices.Equal(*moves, []string{"e1g1"}) {
		t.Fatalf("moves %v, want [e1g1]", *moves)
	}
	if b.Piece(ParseSquare("g1")) != 'K' || b.Piece(ParseSquare("f1")) != 'R' {
		t.Error("board does not show O-O")
	}
}
