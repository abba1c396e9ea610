package referee

import (
	"slices"
	"strings"
	"testing"
)

// TestChess960Positions: a FEN whose castling needs Chess960 is judged by
// the Chess960 rules; the standard start can be a Chess960 game too
// (position 518), castling king-takes-rook; SAN and UCI read both ways.
func TestChess960Positions(t *testing.T) {
	const fen = "4k3/8/8/8/8/8/8/RK6 w A - 0 1"
	pos, norm, err := ParseFEN(fen)
	if err != nil || !pos.Chess960() || norm != "4k3/8/8/8/8/8/8/RK6 w Q - 0 1" {
		t.Fatalf("ParseFEN: %v %q %v", pos.Chess960(), norm, err)
	}
	ucis, _, err := LegalMoveList(fen)
	if err != nil || !slices.Contains(ucis, "b1a1") {
		t.Fatalf("legal moves %v, %v", ucis, err)
	}
	if u, err := ParseMove(fen, "O-O-O"); err != nil || u != "b1a1" {
		t.Errorf("O-O-O = %q, %v", u, err)
	}
	if got := SANLine(fen, []string{"b1a1"}, 0); got != "1.O-O-O" {
		t.Errorf("SANLine = %q", got)
	}
	if _, err := ParseMove(fen, "O-O"); err == nil || !strings.Contains(err.Error(), "castling is not allowed") {
		t.Errorf("O-O without the right: %v", err)
	}
	if _, err := ParseMove(fen, "e2e4"); err == nil || !strings.Contains(err.Error(), "no piece on e2") {
		t.Errorf("e2e4: %v", err)
	}

	p518, _, err := ParseFENVariant(startFEN, true)
	if err != nil || !p518.Chess960() {
		t.Fatal("position 518 is not a Chess960 game")
	}
	ucis, fens, final, err := PlayLineVariant(startFEN, true, []string{"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "e1g1"})
	if err == nil {
		t.Fatalf("black played e1g1: %v", ucis)
	}
	ucis, fens, final, err = PlayLineVariant(startFEN, true, []string{"e4", "e5", "Nf3", "Nf6", "Bc4", "Bc5", "O-O", "O-O"})
	if err != nil || ucis[6] != "e1h1" || ucis[7] != "e8h8" || len(fens) != 8 {
		t.Fatalf("518 castling: %v %v", ucis, err)
	}
	if !strings.HasPrefix(final.String(), "rnbq1rk1/") {
		t.Errorf("after O-O: %s", final)
	}
	// A standard game reads castling king-takes-rook too.
	if got := SANLine("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1h1"}, 0); got != "1.O-O" {
		t.Errorf("standard SANLine(e1h1) = %q", got)
	}
	if over, why := GameOver(final); over {
		t.Errorf("game over: %s", why)
	}
	if InCheck(final) || RepetitionKey(final) == "" {
		t.Error("check or key wrong")
	}
	if !DeadPosition(mustPos(t, "4k3/8/8/8/8/8/8/1K5N w - - 0 1", true)) || CannotMate(mustPos(t, "4k3/8/8/8/8/8/8/RK6 w A - 0 1", true), true) {
		t.Error("material rules wrong in Chess960 positions")
	}
}

func mustPos(t *testing.T, fen string, c960 bool) *Pos {
	t.Helper()
	p, _, err := ParseFENVariant(fen, c960)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
