package master

import (
	"strings"
	"testing"
	"time"
)

// waitPly waits until the game has n moves on the board's line.
func waitPly(t *testing.T, c *ChessMaster, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for len(c.Snapshot().Moves) < n {
		if time.Now().After(deadline) {
			t.Fatalf("no move %d within 5s", n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A game in play the user goes back in is a study: no clock runs, no
// program answers, a move for either side makes a variation. Only Start
// ("Continue from here") plays on, from the board's move.
func TestGoingBackInAPlayedGameMakesAStudy(t *testing.T) {
	s := Settings{White: PlayerConfig{Kind: Human}, Black: computerCfg(1, 10*time.Millisecond),
		Clock: ClockConfig{Base: 5 * time.Minute}}
	c := newTestGame(t, s)
	c.Start()
	playAll(t, c, "e4")
	waitPly(t, c, 2)
	playAll(t, c, "d4")
	waitPly(t, c, 4)
	st := c.Snapshot()
	if st.Study || !st.Running {
		t.Fatalf("in play: study %v running %v", st.Study, st.Running)
	}
	// Back to the position after 1. e4: Black to move, the computer's side.
	if err := c.GoTo(st.Path[:1]); err != nil {
		t.Fatal(err)
	}
	st = c.Snapshot()
	if !st.Study || st.Running || st.Clock.Running != NoColor || st.Thinking != NoColor {
		t.Fatalf("after going back: study %v running %v clock %v thinking %v", st.Study, st.Running, st.Clock.Running, st.Thinking)
	}
	// A move for Black (the computer's side) is the user's: a variation.
	if err := c.Play("c5"); err != nil {
		t.Fatalf("a move for the program's side in a study: %v", err)
	}
	// ...and White's reply too; nobody answers, no clock starts.
	if err := c.Play("Nf3"); err != nil {
		t.Fatalf("a second move in a study: %v", err)
	}
	time.Sleep(100 * time.Millisecond) // the computer would have answered by now
	c.WaitEvents()
	st = c.Snapshot()
	if len(st.Moves) != 3 || !st.Study || st.Running || st.Clock.Running != NoColor {
		t.Fatalf("study moves: %d moves, study %v running %v clock %v", len(st.Moves), st.Study, st.Running, st.Clock.Running)
	}
	flat := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "(1... c5 2. Nf3)") {
		t.Fatalf("the study's moves are not a variation:\n%s", c.PGN())
	}
	// Back to where the game was left: still a study, nothing resumes.
	if err := c.GoTo([]int{0, 0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); !st.Study || st.Running {
		t.Fatalf("back at the game's move: study %v running %v", st.Study, st.Running)
	}
	// Continue from here: the game is played again and the computer answers.
	if err := c.GoTo(st.Path[:2]); err != nil { // after 1. e4 c5, White to move
		t.Fatal(err)
	}
	c.Start()
	if st := c.Snapshot(); st.Study || !st.Running {
		t.Fatalf("continued: study %v running %v", st.Study, st.Running)
	}
	playAll(t, c, "Nc3")
	waitPly(t, c, 4)
}

// Undo is a takeback, not navigation: the game stays in play.
func TestTakebackKeepsTheGameInPlay(t *testing.T) {
	s := Settings{White: PlayerConfig{Kind: Human}, Black: computerCfg(1, 10*time.Millisecond), AllowTakeback: true}
	c := newTestGame(t, s)
	c.Start()
	playAll(t, c, "e4")
	waitPly(t, c, 2)
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Study || len(st.Moves) != 0 {
		t.Fatalf("after a takeback: study %v, %d moves", st.Study, len(st.Moves))
	}
	playAll(t, c, "d4")
	waitPly(t, c, 2) // the computer answers
}

// Going to the move the board is on changes nothing.
func TestGoToTheBoardsMoveKeepsPlay(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5")
	if err := c.GoTo(c.Snapshot().Path); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); st.Study {
		t.Fatal("going to the board's own move made a study")
	}
}
