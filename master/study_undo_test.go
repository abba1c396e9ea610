package master

import (
	"errors"
	"strings"
	"testing"
)

// In a game opened from a file (a study) Undo takes nothing back: it used
// to cut the last move and the recorded result ("1-0" became "*" and a
// save wrote it so), or, at an earlier move, drop the result and leave
// the moves. Going back a move is the study's way; once the game is
// continued, Undo takes back as in any game.
func TestUndoInAStudyKeepsTheGame(t *testing.T) {
	c := newTestGame(t, humans(""))
	in := "[Event \"x\"]\n[Result \"1-0\"]\n[Termination \"normal\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 a6 4. Qxf7# 1-0\n"
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	check := func(what string) {
		t.Helper()
		st := c.Snapshot()
		if st.CanUndo {
			t.Errorf("%s: Undo is offered in a study", what)
		}
		if err := c.Undo(); !errors.Is(err, ErrStudyUndo) {
			t.Errorf("%s: Undo = %v, want ErrStudyUndo", what, err)
		}
		if tree := c.PGN(); !strings.Contains(tree, "[Result \"1-0\"]") || !strings.Contains(tree, "Qxf7#") {
			t.Errorf("%s: the game changed:\n%s", what, tree)
		}
	}
	check("at the end")
	if err := c.GoTo([]int{0, 0, 0}); err != nil { // after 2. Qh5
		t.Fatal(err)
	}
	check("at an earlier move")
	// Continued from there, the game is played: Undo takes back again.
	c.Start()
	if err := c.Play("g8f6"); err != nil {
		t.Fatal(err)
	}
	if !c.Snapshot().CanUndo {
		t.Fatal("Undo is not offered in a game continued from the file")
	}
	if err := c.Undo(); err != nil {
		t.Fatalf("Undo in the continued game: %v", err)
	}
}
