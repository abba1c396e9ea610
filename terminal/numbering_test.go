package terminal

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// A game set up at move 60 numbers its moves from 60 in the "plays"
// lines, as the move list, the hint and the saved game do.
func TestTerminalMoveNumbersFollowTheFEN(t *testing.T) {
	s := master.Settings{
		White:    master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black:    master.PlayerConfig{Kind: master.Human, Name: "Bob"},
		StartFEN: "k7/8/2K5/8/8/8/8/1Q6 b - - 0 60",
	}
	out := runTerminalScript(t, s, "Ka7\nQb2\nquit\n", false)
	for _, want := range []string{"Bob plays 60... Ka7", "Alice plays 61. Qb2"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// The opening named after a move is that of the line up to the move,
// even when the program has answered before it is printed (a random
// mover answers at once): after 1.e4 it is the King's Pawn Game, never
// the name of the position after the reply.
func TestTerminalOpeningNamedForTheMovePrinted(t *testing.T) {
	for range 5 {
		out := runTerminalScript(t, humanVsRandom(), "e2e4\nfen\nquit\n", false)
		i := strings.Index(out, "Alice plays 1. e4")
		j := strings.Index(out, "Monkey plays 1...")
		if i < 0 || j < i {
			t.Fatalf("moves not printed in order:\n%s", out)
		}
		if between := out[i:j]; !strings.Contains(between, "B00 King's Pawn Game") {
			t.Fatalf("after 1.e4 the opening line is not B00:\n%s", between)
		}
	}
}

// A mistyped command is called one, not an illegal move with the list
// of legal moves; "draw" after the end says the game is over.
func TestTerminalUnknownCommandAndDrawAfterTheEnd(t *testing.T) {
	out := runTerminalScript(t, humanVsRandom(), "neww\nresign\ndraw\nquit\n", false)
	if !strings.Contains(out, `Unknown command "neww"; type "help"`) || strings.Contains(out, `Illegal move "neww"`) {
		t.Errorf("a mistyped command:\n%s", out)
	}
	if !strings.Contains(out, "The game is over: there is no draw to offer.") || strings.Contains(out, "Draw offer declined") {
		t.Errorf("draw after resigning:\n%s", out)
	}
}

// The last move of piped input is shown before the end of input ends
// the game, as every move before it is.
func TestTerminalShowsTheLastPipedMove(t *testing.T) {
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black: master.PlayerConfig{Kind: master.Human, Name: "Bob"},
	}
	out := runTerminalScript(t, s, "e4\ne5\nNf3\nNc6\n", false)
	if !strings.Contains(out, "Bob plays 2... Nc6") {
		t.Errorf("the last move is not shown:\n%s", out)
	}
}
