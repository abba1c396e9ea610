package book_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"chessmaster/book"
	"chessmaster/engine"
	"chessmaster/internal/fentest"
)

// The position API answers as the FEN API does for the same position.
func TestPositionAPIMatchesFENAPI(t *testing.T) {
	b := defaultBook(t)
	for _, line := range []string{"", "e2e4", "e2e4 c7c5", "d2d4 g8f6 c2c4", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6"} {
		fen := replay(t, line)
		pos, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		byFEN, err := b.Moves(fen)
		if err != nil {
			t.Fatal(err)
		}
		byPos := b.PositionMoves(pos.BookPosition())
		if len(byFEN) == 0 || !slices.Equal(byFEN, byPos) {
			t.Errorf("after %q: Moves %v, PositionMoves %v", line, byFEN, byPos)
		}
		for _, opt := range []book.Options{{BestOnly: true}, {}, {MaxPly: 2}} {
			u1, ok1, err := b.Choose(fen, rand.New(rand.NewPCG(3, 4)), opt)
			u2, ok2 := b.ChoosePosition(pos.BookPosition(), rand.New(rand.NewPCG(3, 4)), opt)
			if err != nil || u1 != u2 || ok1 != ok2 {
				t.Errorf("after %q %+v: Choose %q %v %v, ChoosePosition %q %v", line, opt, u1, ok1, err, u2, ok2)
			}
		}
	}
}

// MaxPly reads the ply from the move number: the largest accepted
// fullmove number gives a ply far past any limit, without overflow.
func TestChoosePositionPlyAtBound(t *testing.T) {
	b := defaultBook(t)
	pos, err := engine.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 100000")
	if err != nil {
		t.Fatal(err)
	}
	if got := pos.BookPosition().Ply; got != 2*(engine.MaxFullmoveNumber-1) {
		t.Fatalf("Ply = %d", got)
	}
	if _, ok := b.ChoosePosition(pos.BookPosition(), nil, book.Options{MaxPly: 40}); ok {
		t.Error("book move at ply 199998 with MaxPly 40")
	}
	if _, ok := b.ChoosePosition(pos.BookPosition(), nil, book.Options{}); !ok {
		t.Error("no book move for the start position without a ply limit")
	}
}

// Moves and Choose reject the shared list of malformed FENs with the
// validator's own message, and accept the valid edge cases.
func TestFENAPIUsesTheValidator(t *testing.T) {
	b := defaultBook(t)
	for _, fen := range fentest.Malformed {
		want := engine.ValidateFEN(fen)
		if _, err := b.Moves(fen); err == nil || want == nil || err.Error() != want.Error() {
			t.Errorf("Moves(%q) error %v, validator %v", fen, err, want)
		}
		if _, _, err := b.Choose(fen, nil, book.Options{}); err == nil || err.Error() != want.Error() {
			t.Errorf("Choose(%q) error %v, validator %v", fen, err, want)
		}
	}
	for _, fen := range fentest.Valid {
		if _, err := b.Moves(fen); err != nil {
			t.Errorf("Moves(%q): %v", fen, err)
		}
		if _, _, err := b.Choose(fen, nil, book.Options{}); err != nil {
			t.Errorf("Choose(%q): %v", fen, err)
		}
	}
}
