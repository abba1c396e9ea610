package master

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// In a game opened from a file (a study) Undo takes nothing back: it used
// to cut the last move and the recorded result ("1-0" became "*" and a
// save wrote it so), or, at an earlier move, drop the result and leave
// the moves. Going back a move is the study's way; once the game is
// continued, Undo takes back as in any game.
func TestUndoInAStudyKeepsTheGame(t *testing.T) {
	c := newTestGame(t, humans(""))
	in := "[Event \"x\"]\n[Result \"1-0\"]\n[Termination \"normal\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 a6 4. Qxf7# 1-0\n"
	openStudy(t, c, in, nil)
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

// A game from a file continued from an earlier move: Undo takes back the
// moves played since, never the file's, and never its recorded result
// (it cut 2.Nf3 Nc6 and turned "1-0" into "*").
func TestUndoAfterContinueKeepsTheFilesMovesAndResult(t *testing.T) {
	c := newTestGame(t, humans(""))
	in := "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. a3 1-0\n"
	openStudy(t, c, in, []int{0, 0, 0, 0}) // after 2...Nc6
	c.Start()
	if c.Snapshot().CanUndo {
		t.Fatal("Undo is offered before a move was played")
	}
	if err := c.Undo(); err == nil {
		t.Fatal("Undo took back a move of the file")
	}
	if err := c.Play("f1c4"); err != nil { // a variation: 3. Bc4
		t.Fatal(err)
	}
	if err := c.Undo(); err != nil {
		t.Fatalf("Undo of the move played: %v", err)
	}
	if err := c.Undo(); err == nil {
		t.Fatal("a second Undo took back a move of the file")
	}
	pgn := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(pgn, `[Result "1-0"]`) || !strings.Contains(pgn, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. a3 1-0") {
		t.Errorf("the file's game changed:\n%s", pgn)
	}
}

// After a program crashed (or sent an illegal move) Undo is not offered:
// the program cannot play on, and a takeback left the record in two minds
// (the crash comment on the old move, the new move a variation, "*").
func TestNoUndoAfterAProgramFailed(t *testing.T) {
	RegisterPlayer(UCIEngine, func(context.Context, PlayerConfig, Settings) (Player, error) {
		return &failingEngine{}, nil
	})
	defer RegisterPlayer(UCIEngine, nil)
	s := Settings{White: PlayerConfig{Kind: UCIEngine, EnginePath: "brittle"}, Black: PlayerConfig{Kind: Human}, AllowTakeback: true}
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	waitPly(t, c, 1)
	if err := c.Play("e7e5"); err != nil {
		t.Fatal(err)
	}
	waitOutcome(t, over, 5*time.Second)
	if c.Snapshot().CanUndo {
		t.Error("Undo is offered after the program failed")
	}
	if err := c.Undo(); !errors.Is(err, ErrProgramFailedUndo) {
		t.Errorf("Undo = %v, want ErrProgramFailedUndo", err)
	}
}

// A game from a file continued from an earlier move ends there by
// resignation: the file's result (a mate further on) stays, the
// resignation is said in a comment at the move it came after, and the
// game counts as changed so that it can be saved. Withdrawing the
// resignation (Undo) takes the comment away again. (Before, the
// resignation set the tags to its own result and said nothing, and the
// move list went on calling the game a mate.)
func TestResigningInTheMiddleOfAFilesGameKeepsItsResult(t *testing.T) {
	s := humans("")
	s.AllowTakeback = true
	c := newTestGame(t, s)
	in := "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	openStudy(t, c, in, []int{0, 0, 0, 0}) // after 2...Nc6
	c.Start()
	if err := c.ResignSide(Black); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Outcome.Method != MethodResignation || st.Outcome.Winner != White {
		t.Fatalf("outcome %+v", st.Outcome)
	}
	if !st.Modified {
		t.Error("the resignation is not a change to save")
	}
	text := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(text, `[Result "1-0"]`) || strings.Contains(text, "Termination") ||
		!strings.Contains(text, "Nc6 {Black resigns: White wins.} 3. Bc4") || !strings.Contains(text, "4. Qxf7# 1-0") {
		t.Errorf("after the resignation:\n%s", text)
	}
	if err := c.Undo(); err != nil {
		t.Fatalf("withdrawing the resignation: %v", err)
	}
	if text := c.PGN(); strings.Contains(text, "resigns") || !strings.Contains(text, "[Result \"1-0\"]") {
		t.Errorf("after withdrawing it:\n%s", text)
	}
	// A move along the file's main line and its takeback leave the
	// file's result alone too (Undo set it to "*").
	if err := c.Play("f1c4"); err != nil { // 3. Bc4, the file's move
		t.Fatal(err)
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	if text := c.PGN(); !strings.Contains(text, "[Result \"1-0\"]") || !strings.Contains(text, "Qxf7#") {
		t.Errorf("a takeback on the file's main line changed its result:\n%s", text)
	}
}

// openStudy opens the first game of the PGN text in c, as a study, and
// goes to the move path leads to (nil: it stays at the game's end).
func openStudy(t *testing.T, c *ChessMaster, text string, path []int) {
	t.Helper()
	if _, err := c.LoadPGN(strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	if path == nil {
		return
	}
	if err := c.GoTo(path); err != nil {
		t.Fatal(err)
	}
}
