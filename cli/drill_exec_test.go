package cli

import (
	"strings"
	"testing"
)

// The endgame drill in the terminal: the verdict after each move, the
// defence's reply, the moves needed, and how it ends.
func TestDrillTerminal(t *testing.T) {
	r := runCLI(t, "hint\nline\nKd3\nquit\n", nil, "drill", "kqk", "-seed", "3")
	r.want(t, 0, "drill kqk")
	for _, want := range []string{
		"King and queen against king. Mate with king and queen.",
		"Won by the tables: DTZ 11 (plies to the next capture, pawn move or mate with best play); mate in 6 along the tables' line.",
		"The tables play Kd3.",
		"The tables' line (DTZ-best, not always the shortest mate): 1.Kd3",
		"1. Kd3: win kept · DTZ 11 → 10 (best)",
		"1... K",
		"Drill stopped.",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("lacks %q:\n%s", want, r.stdout)
		}
	}
	const fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"
	r = runCLI(t, "Qc8\n", nil, "drill", "-fen", fen)
	r.want(t, 0, "drill -fen")
	if !strings.Contains(r.stdout, "1. Qc8#: checkmate") || !strings.Contains(r.stdout, "Checkmate: you won in 1 move.") {
		t.Errorf("mate:\n%s", r.stdout)
	}
	r = runCLI(t, "Qd4\nQc7\n", nil, "drill", "-fen", fen)
	r.want(t, 0, "drill -fen")
	for _, want := range []string{"is not a legal move here", "Draw: stalemate.", "The win was lost at 1. Qc7 (DTZ 1 before it); the tables' best there: Qc8#."} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("stalemate lacks %q:\n%s", want, r.stdout)
		}
	}
	r = runCLI(t, "Qc2\n", nil, "drill", "-fen", "k7/8/1K6/8/8/8/8/2Q5 w - - 99 80")
	r.want(t, 0, "drill -fen at halfmove 99")
	if !strings.Contains(r.stdout, "Draw: the 50-move rule.") {
		t.Errorf("50-move rule:\n%s", r.stdout)
	}
}

func TestDrillBadInput(t *testing.T) {
	r := runCLI(t, "", nil, "drill", "kbbk")
	r.want(t, 2, "drill kbbk")
	if !strings.Contains(r.stderr, `no drill "kbbk": choose kqk, krk, kbnk, kpk, kqkr, krkb`) {
		t.Errorf("unknown drill: %s", r.stderr)
	}
	r = runCLI(t, "", nil, "drill", "-fen", "8/8/8/4k3/8/8/8/4K2B w - - 0 1")
	r.want(t, 2, "drill -fen KBK")
	if !strings.Contains(r.stderr, "does not win") {
		t.Errorf("drawn position: %s", r.stderr)
	}
	r = runCLI(t, "", nil, "drill")
	r.want(t, 2, "drill")
	r = runCLI(t, "", nil, "drill", "-h")
	r.want(t, 0, "drill -h")
	for _, id := range []string{"kqk", "krk", "kbnk", "kpk", "kqkr", "krkb"} {
		if !strings.Contains(r.stderr, "  "+id+" ") {
			t.Errorf("help lacks %s:\n%s", id, r.stderr)
		}
	}
}
