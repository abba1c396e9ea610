package book_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/assets"

	"chessmaster/book"
)

func TestLoadRejectsNonBooks(t *testing.T) {
	start := mustKey(t, "startpos")
	good := makeBook([]book.Entry{
		{Key: start, Move: encodeMove(t, "e2e4"), Weight: 1},
		{Key: start + 1, Move: encodeMove(t, "d2d4"), Weight: 1},
	})
	unsorted := rawBook([]book.Entry{
		{Key: start + 1, Move: encodeMove(t, "d2d4"), Weight: 1},
		{Key: start, Move: encodeMove(t, "e2e4"), Weight: 1},
	})
	cases := []struct {
		name, data, reason string
	}{
		{"empty", "", "empty"},
		{"truncated", string(good[:len(good)-1]), "not a multiple of 16"},
		{"one byte over", string(good) + "x", "not a multiple of 16"},
		{"unsorted", string(unsorted), "not sorted"},
		{"PGN file", `[Event "Casual"]` + "\n" + `[Site "?"]` + "\n\n1. e4 e5", "not a multiple of 16"},
		{"PGN file cut to 32 bytes", (`[Event "Casual"]` + "\n" + `[Site "?"]` + "\n\n1. e4 e5")[:32], "not sorted"},
	}
	for _, tc := range cases {
		_, err := book.Load([]byte(tc.data))
		var fe *book.FormatError
		if !errors.As(err, &fe) || !errors.Is(err, book.ErrNotBook) {
			t.Errorf("%s: book.Load error = %v, want *book.FormatError wrapping ErrNotBook", tc.name, err)
			continue
		}
		if !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%s: error %q does not say %q", tc.name, err, tc.reason)
		}
	}
	if _, err := book.Load(good); err != nil {
		t.Fatalf("valid two-entry book rejected: %v", err)
	}
}

func TestOpenNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "broken.bin")
	if err := os.WriteFile(path, make([]byte, 20), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := book.Open(path)
	var fe *book.FormatError
	if !errors.As(err, &fe) || fe.Name != path || !strings.Contains(err.Error(), path) {
		t.Fatalf("book.Open(broken) = %v, want a *book.FormatError naming %s", err, path)
	}

	missing := filepath.Join(dir, "missing.bin")
	_, err = book.Open(missing)
	if !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), missing) {
		t.Fatalf("book.Open(missing) = %v, want a wrapped not-exist error naming the file", err)
	}

	good := filepath.Join(dir, "good.bin")
	if err := os.WriteFile(good, assets.Book, 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := book.Open(good)
	if err != nil || b.Len() != len(assets.Book)/16 {
		t.Fatalf("book.Open(copy of default book) = %v, %v", b, err)
	}
}

func TestDefaultBookStartPosition(t *testing.T) {
	b := defaultBook(t)
	if b.Len() != len(assets.Book)/16 || b.Len() < 1000 {
		t.Fatalf("Len = %d for %d bytes", b.Len(), len(assets.Book))
	}
	moves, err := b.Moves("startpos")
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) < 3 {
		t.Fatalf("start position has %d book moves, want several: %v", len(moves), moves)
	}
	seen := map[string]bool{}
	sum := 0.0
	for i, m := range moves {
		seen[m.UCI] = true
		sum += m.Percent
		if i > 0 && m.Weight > moves[i-1].Weight {
			t.Errorf("moves not sorted by weight: %v", moves)
		}
	}
	for _, want := range []string{"e2e4", "d2d4"} {
		if !seen[want] {
			t.Errorf("%s missing from start position moves %v", want, moves)
		}
	}
	if sum < 99.99 || sum > 100.01 {
		t.Errorf("percentages sum to %.4f, want 100", sum)
	}
}

func TestPositionNotInBook(t *testing.T) {
	b := defaultBook(t)
	// A bare-kings ending is in no opening book.
	moves, err := b.Moves("8/8/4k3/8/8/3K4/8/8 w - - 0 60")
	if err != nil || len(moves) != 0 {
		t.Fatalf("Moves = %v, %v; want none", moves, err)
	}
	if _, ok, err := b.Choose("8/8/4k3/8/8/3K4/8/8 w - - 0 60", nil, book.Options{}); ok || err != nil {
		t.Fatalf("Choose found a move out of book (ok=%v, err=%v)", ok, err)
	}
	if _, err := b.Moves("not a fen"); err == nil {
		t.Fatal("Moves accepted a bad FEN")
	}
}

// The book writes castling as king-takes-rook; Moves must give the king
// move, and only when it really is the king leaving its home square.
func TestCastlingNormalised(t *testing.T) {
	cases := []struct {
		fen, raw, want string
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8h8", "e8g8"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8a8", "e8c8"},
		// A rook on e1 moving to h1 is just a rook move.
		{"4k3/4p3/8/8/8/8/8/2K1R3 w - - 0 1", "e1h1", "e1h1"},
		// A king that is not on e1 is not castling.
		{"4k3/8/8/8/8/8/8/3K3R w - - 0 1", "d1e1", "d1e1"},
		{"n7/1P6/8/8/8/8/8/K6k w - - 0 1", "b7b8q", "b7b8q"},
		{"n7/1P6/8/8/8/8/8/K6k w - - 0 1", "b7a8n", "b7a8n"},
	}
	for _, tc := range cases {
		data := makeBook([]book.Entry{{Key: mustKey(t, tc.fen), Move: encodeMove(t, tc.raw), Weight: 1}})
		b, err := book.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := b.Moves(tc.fen)
		if err != nil || len(moves) != 1 || moves[0].UCI != tc.want {
			t.Errorf("%s in %q: Moves = %v, %v; want %s", tc.raw, tc.fen, moves, err, tc.want)
		}
	}
}

// Hash collisions: an entry whose from square holds no piece of the side
// to move is dropped instead of being offered as a move.
func TestMovesDropsImpossibleEntries(t *testing.T) {
	key := mustKey(t, "startpos")
	b, err := book.Load(makeBook([]book.Entry{
		{Key: key, Move: encodeMove(t, "e2e4"), Weight: 3},
		{Key: key, Move: encodeMove(t, "e4e5"), Weight: 9}, // empty square
		{Key: key, Move: encodeMove(t, "e7e5"), Weight: 9}, // black pawn, white to move
		{Key: key, Move: 7 << 12, Weight: 9},               // undefined promotion code
	}))
	if err != nil {
		t.Fatal(err)
	}
	moves, _ := b.Moves("startpos")
	if len(moves) != 1 || moves[0].UCI != "e2e4" || moves[0].Percent != 100 {
		t.Fatalf("Moves = %v, want only e2e4 at 100%%", moves)
	}
}

func TestDecodeMove(t *testing.T) {
	for _, uci := range []string{"e2e4", "a1h8", "h8a1", "e1h1", "g7g8q", "b2a1n", "c7c8r", "d2d1b"} {
		got, ok := book.DecodeMove(encodeMove(t, uci))
		if !ok || got != uci {
			t.Errorf("book.DecodeMove(encode(%s)) = %q, %v", uci, got, ok)
		}
	}
	// e2e4 by hand from the bit layout: to e4 = file 4, row 3; from e2 =
	// file 4, row 1.
	if got, _ := book.DecodeMove(4 | 3<<3 | 4<<6 | 1<<9); got != "e2e4" {
		t.Errorf("hand-encoded e2e4 decodes as %q", got)
	}
	if _, ok := book.DecodeMove(5 << 12); ok {
		t.Error("promotion code 5 accepted")
	}
}
