package terminal

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// TestChess960CastlingAsTheHelpSays: in a Chess960 game the two ways
// the help names both castle: O-O / O-O-O, and the king taking its own
// rook in UCI (the help's own example, b1h1).
func TestChess960CastlingAsTheHelpSays(t *testing.T) {
	if !strings.Contains(terminalHelp, "Chess960") || !strings.Contains(terminalHelp, "b1h1") {
		t.Fatal("the help does not say how to castle in Chess960")
	}
	const start = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1"
	for _, tc := range []struct{ moves, want string }{
		{"O-O\nO-O-O\n", "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2"},
		{"b1h1\nb8a8\n", "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2"},
	} {
		s := master.Settings{
			White:    master.PlayerConfig{Kind: master.Human, Name: "Alice"},
			Black:    master.PlayerConfig{Kind: master.Human, Name: "Bob"},
			Chess960: true,
			StartFEN: start,
		}
		out := runTerminalScript(t, s, tc.moves+"fen\nquit\n", false)
		if !strings.Contains(out, tc.want) {
			t.Errorf("%q: no %q in:\n%s", tc.moves, tc.want, out)
		}
	}
}
