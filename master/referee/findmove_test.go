package referee

import (
	"strings"
	"testing"
)

// TestFindMoveRankDisambiguatedBishop: "B6g5" is SAN for the bishop on
// f6 when bishops on f6 and f4 can both reach g5 (our own SAN writer
// writes it so); read case-blind it also has the shape of the UCI move
// b6g5. It was once read as UCI only and refused ("no piece on b6"), so
// a game with two bishops on one file could not be read back.
func TestFindMoveRankDisambiguatedBishop(t *testing.T) {
	const fen = "4k3/8/5B2/8/5B2/8/8/4K3 w - - 0 1"
	for text, want := range map[string]string{
		"B6g5": "f6g5", "B4g5": "f4g5", "Bf6g5": "f6g5",
		"f6g5": "f6g5", "F4G5": "f4g5", // UCI, either case
	} {
		got, err := ParseMove(fen, text)
		if err != nil || got != want {
			t.Errorf("ParseMove(%q) = %q, %v; want %q", text, got, err, want)
		}
	}
	// The SAN our writer produces reads back through PlayLine.
	san := SANMoves(fen, []string{"f6g5"})
	if len(san) != 1 || san[0] != "B6g5" {
		t.Fatalf("SAN of f6g5 = %v; want [B6g5]", san)
	}
	if ucis, _, _, err := PlayLine(fen, san); err != nil || ucis[0] != "f6g5" {
		t.Errorf("PlayLine(%v) = %v, %v", san, ucis, err)
	}
	// A text that is neither keeps the UCI reading's error.
	if _, err := ParseMove(fen, "b6g5"); err == nil {
		t.Error("b6g5 accepted: there is no piece on b6")
	}
}

// A promotion letter on a move that is no promotion is named as such,
// not as a move that leaves the king in check.
func TestPromotionLetterOnAnOrdinaryMove(t *testing.T) {
	for _, text := range []string{"e2e4q", "g1f3q"} {
		_, err := ParseMove("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", text)
		if err == nil || !strings.Contains(err.Error(), "is no promotion") {
			t.Errorf("%s: %v", text, err)
		}
	}
}
