package book

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/notnil/chess"
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
		got, err := Key(tc.fen)
		if err != nil {
			t.Fatalf("Key(%q): %v", tc.fen, err)
		}
		if got != tc.key {
			t.Errorf("moves %q: Key = %016x, want %016x", tc.moves, got, tc.key)
		}
		// The same position reached by notnil/chess must hash the same,
		// whatever en-passant square its FEN writer chooses to emit.
		replayed := replay(t, tc.moves)
		if got, err := Key(replayed); err != nil || got != tc.key {
			t.Errorf("moves %q: Key(%q) = %016x, %v; want %016x", tc.moves, replayed, got, err, tc.key)
		}
	}
}

func TestKeyStartposWord(t *testing.T) {
	got, err := Key(" startpos ")
	if err != nil || got != 0x463b96181691fc9c {
		t.Fatalf("Key(startpos) = %016x, %v", got, err)
	}
}

func TestKeyWithoutMoveCounters(t *testing.T) {
	for _, tc := range publishedKeys[:3] {
		fields := strings.Fields(tc.fen)
		epd := fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3]
		if got, err := Key(epd); err != nil || got != tc.key {
			t.Errorf("Key(%q) = %016x, %v; want %016x", epd, got, err, tc.key)
		}
	}
}

// A castling right whose rook has gone cannot be used, so it must not
// change the key (a sloppy FEN writer may still list it).
func TestKeyIgnoresUnusableCastlingRight(t *testing.T) {
	clean, _ := Key("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	stale, err := Key("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1")
	if err != nil || clean != stale {
		t.Fatalf("stale Q right changed the key: %016x vs %016x (%v)", clean, stale, err)
	}
	none, _ := Key("4k3/8/8/8/8/8/8/4K2R w - - 0 1")
	if none == clean {
		t.Fatal("a usable castling right did not change the key")
	}
}

func TestKeyBadFEN(t *testing.T) {
	bad := []string{
		"",
		"startpos w",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",           // 7 ranks
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  // 9 squares
		"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  // 7 squares
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",  // side
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",  // castling
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",  // repeated
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", // ep rank
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
		"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", // no black king
		"rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	}
	for _, fen := range bad {
		_, err := Key(fen)
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("Key(%q) error = %v, want *FENError", fen, err)
			continue
		}
		if fe.Reason == "" {
			t.Errorf("Key(%q): empty reason", fen)
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
	key, _ := Key("startpos")
	fmt.Printf("%016x\n", key)
	// Output: 463b96181691fc9c
}
