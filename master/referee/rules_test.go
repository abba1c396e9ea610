package referee

import (
	"testing"

	"github.com/notnil/chess"
)

func TestDeadPosition(t *testing.T) {
	cases := []struct {
		fen  string
		dead bool
	}{
		{"8/8/8/4k3/8/8/8/4K3 w - - 0 1", true},
		{"8/8/8/4k3/8/8/8/3NK3 w - - 0 1", true},
		{"8/8/8/4k3/8/8/8/3BK3 w - - 0 1", true},
		{"8/8/8/4k3/8/8/4b3/3BK3 w - - 0 1", true},  // bishops on d1 and e2: both light
		{"8/8/8/4k3/8/8/3b4/3BK3 w - - 0 1", false}, // d1 light, d2 dark
		{"8/8/8/4k3/8/8/8/2NNK3 w - - 0 1", false},
		{"8/8/8/4k3/8/8/3P4/4K3 w - - 0 1", false},
		{"8/8/8/4k3/8/8/8/2BNK3 w - - 0 1", false},
		{"8/8/8/4kn2/8/8/8/3NK3 w - - 0 1", false}, // K+N v K+N: a helpmate exists
	}
	for _, tc := range cases {
		pos, _, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := DeadPosition(pos); got != tc.dead {
			t.Errorf("%s: dead = %v, want %v", tc.fen, got, tc.dead)
		}
	}
	if squareShade(chess.A1) != 1 || squareShade(chess.H1) != 0 || squareShade(chess.D1) != 0 || squareShade(chess.D2) != 1 {
		t.Error("a1 must be dark, h1 light")
	}
}

// En passant rights only count for repetition when the capture is legal.
func TestRepetitionKeyEnPassant(t *testing.T) {
	withEP, _, _ := ParseFEN("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1")
	without, _, _ := ParseFEN("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")
	if RepetitionKey(withEP) != RepetitionKey(without) {
		t.Error("an en passant square nobody can use changed the key")
	}
	capt, _, _ := ParseFEN("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1")
	noCapt, _, _ := ParseFEN("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1")
	if RepetitionKey(capt) == RepetitionKey(noCapt) {
		t.Error("a usable en passant capture did not change the key")
	}
}
