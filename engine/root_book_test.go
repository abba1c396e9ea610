package engine

import (
	"context"
	"testing"

	"chessmaster/book"
)

func defaultBook(t *testing.T) *book.Book {
	t.Helper()
	b, err := book.Default()
	if err != nil {
		t.Fatalf("embedded book: %v", err)
	}
	return b
}

// With a book set, Search answers book positions from it at once with a
// move the book lists for the position.
func TestSearchPlaysBookMove(t *testing.T) {
	b := defaultBook(t)
	e := New()
	e.SetHashSize(1)
	e.SetBook(b, book.Options{})
	e.SetBookSeed(7)
	for _, moves := range [][]string{nil, {"e2e4"}, {"d2d4", "g8f6"}} {
		if err := e.SetPosition("startpos", moves); err != nil {
			t.Fatal(err)
		}
		listed, err := b.Moves(e.Position().FEN())
		if err != nil || len(listed) == 0 {
			t.Fatalf("after %v the book has no moves (%v); pick another line", moves, err)
		}
		res := e.Search(context.Background(), Limits{Depth: 20}, nil)
		if res.Source != "book" {
			t.Fatalf("after %v: source %q, want book", moves, res.Source)
		}
		found := false
		for _, m := range listed {
			found = found || (m.UCI == res.BestMove && m.Weight > 0)
		}
		if !found {
			t.Errorf("after %v: %s is not a book move of weight > 0 (%v)", moves, res.BestMove, listed)
		}
	}
}

// The same seed gives the same book choices, so games can be replayed.
func TestBookSeedRepeats(t *testing.T) {
	b := defaultBook(t)
	play := func() []string {
		e := New()
		e.SetHashSize(1)
		e.SetBook(b, book.Options{})
		e.SetBookSeed(42)
		var out []string
		for range 20 {
			res := e.Search(context.Background(), Limits{Depth: 20}, nil)
			out = append(out, res.BestMove)
		}
		return out
	}
	a, c := play(), play()
	for i := range a {
		if a[i] != c[i] {
			t.Fatalf("choice %d differs: %s vs %s", i, a[i], c[i])
		}
	}
}

// Beyond MaxPly, out of book, or with the book removed, Search searches.
func TestBookLimits(t *testing.T) {
	b := defaultBook(t)
	e := New()
	e.SetHashSize(1)
	e.SetBook(b, book.Options{MaxPly: 1})
	if err := e.SetPosition("startpos", []string{"e2e4"}); err != nil {
		t.Fatal(err)
	}
	if res := e.Search(context.Background(), Limits{Depth: 2}, nil); res.Source != "search" {
		t.Errorf("ply 1 with MaxPly 1: source %q, want search", res.Source)
	}
	e.SetBook(b, book.Options{})
	if err := e.SetPosition("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", []string{"h2h4", "h7h5", "a2a4"}); err != nil {
		t.Fatal(err)
	}
	if listed, _ := b.Moves(e.Position().FEN()); len(listed) != 0 {
		t.Fatalf("premise: the book has moves %v here", listed)
	}
	if res := e.Search(context.Background(), Limits{Depth: 2}, nil); res.Source != "search" {
		t.Errorf("out of book: source %q, want search", res.Source)
	}
	e.SetBook(nil, book.Options{})
	if err := e.SetPosition("startpos", nil); err != nil {
		t.Fatal(err)
	}
	if res := e.Search(context.Background(), Limits{Depth: 2}, nil); res.Source != "search" {
		t.Errorf("book removed: source %q, want search", res.Source)
	}
}

// In Chess960 the book is off, even in start position 518, which has the
// standard arrangement and so has book moves.
func TestBookOffInChess960(t *testing.T) {
	e := New()
	e.SetHashSize(1)
	e.SetBook(defaultBook(t), book.Options{})
	e.SetChess960(true)
	if err := e.SetPosition("startpos", nil); err != nil {
		t.Fatal(err)
	}
	if res := e.Search(context.Background(), Limits{Depth: 2}, nil); res.Source == "book" {
		t.Fatalf("Chess960 game played the book move %s", res.BestMove)
	}
	e.SetChess960(false)
	if err := e.SetPosition("startpos", nil); err != nil {
		t.Fatal(err)
	}
	if res := e.Search(context.Background(), Limits{Depth: 2}, nil); res.Source != "book" {
		t.Fatalf("standard game: source %q, want book", res.Source)
	}
}
