package book_test

import (
	"chessmaster/engine"
	"chessmaster/internal/fentest"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/notnil/chess"

	"chessmaster/book"
)

// publishedKeys are the test positions of the polyglot book format
// specification with their published keys. fen is written by hand; moves
// lets the test replay the same position with notnil/chess as a check on
// the hand-written FEN.
var publishedKeys = []struct {
	moves string
	fen   string
	key   uint64
}{
	{"", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c},
	// e3 is an en-passant square but no black pawn can take: ignored.
	{"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196},
	{"e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0},
	{"e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4},
	// f6 counts: the e5 pawn can take it.
	{"e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78},
	{"e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3", 0x652a607ca3f242c1},
	{"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4", 0x00fdd303c946bdd9},
	// c3 counts: the b4 pawn can take it.
	{"a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637},
	{"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4", 0x5c3f9b829b279560},
}

func TestKeyPublished(t *testing.T) {
	for _, tc := range publishedKeys {
		got, err := book.Key(tc.fen)
		if err != nil {
			t.Fatalf("book.Key(%q): %v", tc.fen, err)
		}
		if got != tc.key {
			t.Errorf("moves %q: book.Key = %016x, want %016x", tc.moves, got, tc.key)
		}
		// The same position reached by notnil/chess must hash the same,
		// whatever en-passant square its FEN writer chooses to emit.
		replayed := replay(t, tc.moves)
		if got, err := book.Key(replayed); err != nil || got != tc.key {
			t.Errorf("moves %q: book.Key(%q) = %016x, %v; want %016x", tc.moves, replayed, got, err, tc.key)
		}
	}
}

func TestKeyStartposWord(t *testing.T) {
	got, err := book.Key(" startpos ")
	if err != nil || got != 0x463b96181691fc9c {
		t.Fatalf("book.Key(startpos) = %016x, %v", got, err)
	}
}

func TestKeyWithoutMoveCounters(t *testing.T) {
	for _, tc := range publishedKeys[:3] {
		fields := strings.Fields(tc.fen)
		epd := fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3]
		if got, err := book.Key(epd); err != nil || got != tc.key {
			t.Errorf("book.Key(%q) = %016x, %v; want %016x", epd, got, err, tc.key)
		}
	}
}

// A castling right whose rook has gone is rejected by the validator
// (the book no longer drops it quietly); a right lost by moving the rook
// is gone from the key.
func TestKeyCastlingRights(t *testing.T) {
	_, err := book.Key("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1")
	var fe *engine.FENError
	if !errors.As(err, &fe) || fe.Field != engine.FieldCastling {
		t.Fatalf("stale Q right: error %v, want a castling *engine.FENError", err)
	}
	pos, err := engine.ParseFEN("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, uci := range strings.Fields("a1b1 e8d8 b1a1 d8e8") {
		m, err := pos.ParseMove(uci)
		if err != nil {
			t.Fatal(err)
		}
		pos.MakeMove(m)
	}
	want := mustKey(t, "4k3/8/8/8/8/8/8/R3K2R w K - 4 3")
	if got := pos.PolyglotKey(); got != want {
		t.Fatalf("after the a-rook moved: key %016x, want %016x (only K left)", got, want)
	}
	if none := mustKey(t, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1"); none == want {
		t.Fatal("a usable castling right did not change the key")
	}
}

// The key of a position reached by moves on an engine position equals the
// published key: BookPosition carries the en-passant square and castling
// rights the engine keeps up to date.
func TestPolyglotKeyOfPlayedPositions(t *testing.T) {
	for _, tc := range publishedKeys {
		pos, err := engine.ParseFEN(engine.StartFEN)
		if err != nil {
			t.Fatal(err)
		}
		for _, uci := range strings.Fields(tc.moves) {
			m, err := pos.ParseMove(uci)
			if err != nil {
				t.Fatal(err)
			}
			pos.MakeMove(m)
		}
		if got := pos.PolyglotKey(); got != tc.key {
			t.Errorf("moves %q: PolyglotKey = %016x, want %016x", tc.moves, got, tc.key)
		}
		if got := pos.BookPosition().Key(); got != tc.key {
			t.Errorf("moves %q: BookPosition().Key() = %016x, want %016x", tc.moves, got, tc.key)
		}
	}
}

// Key rejects exactly what the engine's validator rejects, with the
// validator's error.
func TestKeyBadFEN(t *testing.T) {
	bad := append([]string{
		"startpos w",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
		"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", // no black king
	}, fentest.Malformed...)
	for _, fen := range bad {
		_, err := book.Key(fen)
		var fe *engine.FENError
		if !errors.As(err, &fe) || fe.Reason == "" {
			t.Errorf("book.Key(%q) error = %v, want *engine.FENError", fen, err)
			continue
		}
		if want := engine.ValidateFEN(fen); want == nil || want.Error() != err.Error() {
			t.Errorf("book.Key(%q) error %q, validator says %v", fen, err, want)
		}
	}
	for _, fen := range fentest.Valid {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if k, err := book.Key(fen); err != nil || k != p.PolyglotKey() {
			t.Errorf("book.Key(%q) = %016x, %v; want %016x", fen, k, err, p.PolyglotKey())
		}
	}
}

// replay plays UCI moves from the start with notnil/chess and returns
// the resulting FEN.
func replay(t testing.TB, moves string) string {
	t.Helper()
	game := chess.NewGame()
	for _, uci := range strings.Fields(moves) {
		m, err := chess.UCINotation{}.Decode(game.Position(), uci)
		if err != nil {
			t.Fatalf("decode %s: %v", uci, err)
		}
		if err := game.Move(m); err != nil {
			t.Fatalf("play %s: %v", uci, err)
		}
	}
	return game.Position().String()
}

func ExampleKey() {
	key, _ := book.Key("startpos")
	fmt.Printf("%016x\n", key)
	// Output: 463b96181691fc9c
}
