package terminal

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// Between two people at one keyboard, "draw" asks the other side: the
// game is drawn only when they say yes, and a "no" lets play go on.
func TestTerminalDrawBetweenPeopleAsksTheOpponent(t *testing.T) {
	people := master.Settings{
		White: master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black: master.PlayerConfig{Kind: master.Human, Name: "Bob"},
	}
	out := runTerminalScript(t, people, "e4\ndraw\nn\ne5\ndraw\nmaybe\ny\nquit\n", false)
	for _, want := range []string{
		"Black offers a draw. White, do you accept? (y)es or (n)o: ",
		"White offers a draw. Black, do you accept? (y)es or (n)o: ",
		"Draw offer declined.",
		"Please answer y or n",
		"Draw offer accepted.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// e5 was played after the declined offer, before the accepted one.
	if i, j := strings.Index(out, "Draw offer declined."), strings.Index(out, "plays 1... e5"); i < 0 || j < i {
		t.Errorf("play did not go on after the declined offer:\n%s", out)
	}
}
