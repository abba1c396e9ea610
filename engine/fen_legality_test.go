package engine

import (
	"errors"
	"strings"
	"testing"

	"chessmaster/internal/fentest"
)

// The validator accepts what lichess's board editor accepts, material no
// game reaches included, and refuses the rest: a missing or second king,
// the side not to move in check, pawns on the back ranks and checks no
// single move can give.
func TestFENLegalityRules(t *testing.T) {
	accepted := []string{
		"kn6/pp6/8/8/Q7/QQQQQQQQ/7P/4K3 w - - 0 1",                   // nine queens and a pawn
		"4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1",                    // two light-squared bishops and eight pawns
		"4k3/8/8/8/NNNNNNNN/8/7P/N1N1K3 b - - 0 1",                   // ten knights and a pawn
		"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",                      // nine pawns
		"QQQQQQBk/Q5RB/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1",       // 28 white pieces, 271 moves
		"4k3/8/5N2/8/8/8/8/4RK2 b - - 0 1",                           // double check by a knight and a rook
		"8/8/7k/8/3P4/8/8/2B1K3 b - d3 0 1",                          // check uncovered by the double step
		"8/8/8/5k2/4P3/8/8/4K3 b - e3 0 1",                           // check by the pawn that made it
		"rnbqkbnr/pppppppp/8/8/8/3Q4/PPPPPPPP/RNBQKBNR w KQkq - 0 1", // 17 white pieces
	}
	for _, fen := range accepted {
		if err := ValidateFEN(fen); err != nil {
			t.Errorf("%s refused: %v", fen, err)
		}
	}
	refused := []struct{ fen, field, want string }{
		{"4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1", FieldPosition, "black is in check from 3 pieces"},
		{"4R3/8/8/4k3/8/8/8/4RK2 b - - 0 1", FieldPosition, "on one line through the king"},
		{"7Q/8/8/8/3k4/8/8/B3K3 b - - 0 1", FieldPosition, "on one line through the king"},
		{"8/8/8/5k2/4P3/6N1/8/4K3 b - e3 0 1", FieldPosition, "cannot give two checks"},
		{"4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1", FieldPosition, "black is in check from f6 and d7, but a knight or pawn check is never uncovered"},
		{"4k3/8/3N1N2/8/8/8/8/6K1 b - - 0 1", FieldPosition, "black is in check from d6 and f6"},
		{"4k3/8/8/8/3P4/8/8/4RK2 b - d3 0 1", FieldPosition, "neither gave nor uncovered"},
		{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", FieldPosition, "the side not to move (black) is in check"},
		{"8/8/8/3kK3/8/8/8/8 b - - 0 1", FieldPosition, "the kings stand next to each other"},
		{"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", FieldPlacement, "pawn on rank 8"},
		{"4k3/8/8/8/8/8/8/p3K3 b - - 0 1", FieldPlacement, "pawn on rank 1"},
		{"4k3/8/8/8/8/8/8/8 w - - 0 1", FieldPlacement, "white has 0 kings"},
		{"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", FieldPlacement, "white has 2 kings"},
		{"kk6/8/8/8/8/8/8/4K3 w - - 0 1", FieldPlacement, "black has 2 kings"},
	}
	for _, c := range refused {
		err := ValidateFEN(c.fen)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Field != c.field || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want a %q error saying %q", c.fen, err, c.field, c.want)
		}
	}
}

// UnreachableMaterial names material no game reaches and is silent on
// every position a game can reach (and on FENs that are not valid).
func TestUnreachableMaterial(t *testing.T) {
	for _, fen := range fentest.Unreachable {
		if err := ValidateFEN(fen); err != nil {
			t.Errorf("%s refused: %v", fen, err)
		}
		if UnreachableMaterial(fen) == "" {
			t.Errorf("%s: no notice", fen)
		}
	}
	for _, fen := range fentest.Valid {
		if n := UnreachableMaterial(fen); n != "" {
			t.Errorf("%s: notice %q", fen, n)
		}
	}
	for fen, want := range map[string]string{
		"kn6/pp6/8/8/Q7/QQQQQQQQ/7P/4K3 w - - 0 1": "white has 1 pawn and 8 pieces beyond the initial set",
		"4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1":  "white has 8 pawns and 1 piece beyond the initial set",
		"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1":    "black has 9 pawns, at most 8",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra":      "",
	} {
		if got := UnreachableMaterial(fen); !strings.Contains(got, want) || (want == "") != (got == "") {
			t.Errorf("%s: notice %q, want %q", fen, got, want)
		}
	}
}
