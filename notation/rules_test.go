package notation

import (
	"slices"
	"strings"
	"testing"

	"chessmaster/master"
)

func TestValidateFEN(t *testing.T) {
	if err := ValidateFEN(master.StandardFEN); err != nil {
		t.Fatalf("start position: %v", err)
	}
	for fen, want := range map[string]string{
		"8/8/8/8/8/8/8/4K3 w - - 0 1":                   "Black has 0 kings, want exactly one king",
		"4k3/8/8/8/8/8/8/3KK3 w - - 0 1":                "White has 2 kings",
		"4k3/8/8/8/8/8/8/P3K3 w - - 0 1":                "pawn on rank 1",
		"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1":               "the side not to move (black) is in check",
		"4k3/8/8/8/8/8/8/R3K3 w K - 0 1":                "castling: ",
		"4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1":           "Black is in check from 3 pieces",
		"4R3/8/8/4k3/8/8/8/4RK2 b - - 0 1":              "on one line through the king",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x": "fields",
	} {
		err := ValidateFEN(fen)
		if err == nil {
			t.Errorf("%s accepted", fen)
			continue
		}
		if p := FENProblem(fen); !strings.Contains(p, want) || strings.Contains(p, fen) {
			t.Errorf("%s: problem %q, want %q without the FEN", fen, p, want)
		}
	}
	if p := FENProblem(master.StandardFEN); p != "" {
		t.Errorf("problem with the start position: %q", p)
	}
}

func TestLinePositions(t *testing.T) {
	ucis, fens, err := LinePositions("", []string{"e4", "e7e5", "Nf3"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ucis, []string{"e2e4", "e7e5", "g1f3"}) || len(fens) != 3 || fens[0] != master.StandardFEN ||
		!strings.HasPrefix(fens[2], "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w") {
		t.Fatalf("ucis %v fens %v", ucis, fens)
	}
	if _, _, err := LinePositions("", []string{"e4", "Ke2", "Nf6"}); err == nil || !strings.Contains(err.Error(), "1...Ke2") {
		t.Fatalf("illegal move: %v", err)
	}
}
