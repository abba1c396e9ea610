package master

import (
	"strings"
	"testing"
	"time"
)

// Playing a different move at an earlier point makes a variation; the
// line that was there stays, and both are written to PGN.
func TestVariationFromEarlierMove(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5 Nf3")
	if !c.Snapshot().Modified {
		t.Error("a new game with moves is not marked modified")
	}
	if err := c.GoTo(c.Snapshot().Path[:1]); err != nil {
		t.Fatal(err)
	}
	playAll(t, c, "c5")
	flat := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "1. e4 e5 (1... c5) 2. Nf3") {
		t.Errorf("variation not kept:\n%s", c.PGN())
	}
	if p := c.Snapshot().Path; len(p) != 2 || p[0] != 0 || p[1] != 1 {
		t.Errorf("path %v, want [0 1]", p)
	}
	// Promote the variation: 1... c5 becomes the main line.
	if err := c.Promote([]int{0, 1}); err != nil {
		t.Fatal(err)
	}
	flat = strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "1. e4 c5 (1... e5 2. Nf3)") {
		t.Errorf("promotion:\n%s", c.PGN())
	}
	// Go back into the old line and on to its end.
	if err := c.GoTo([]int{0, 1, 0}); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if len(st.Moves) != 3 || st.Moves[2].SAN != "Nf3" || st.Running {
		t.Errorf("after GoTo: %d moves, running %v", len(st.Moves), st.Running)
	}
	// Replaying a move the tree has follows it instead of adding one.
	if err := c.GoTo([]int{0}); err != nil {
		t.Fatal(err)
	}
	playAll(t, c, "c5")
	if n := strings.Count(c.PGN(), "c5"); n != 1 {
		t.Errorf("c5 written %d times:\n%s", n, c.PGN())
	}
	// Comments and NAGs on a move; deleting a line.
	if err := c.SetComment([]int{0, 0}, "the Sicilian"); err != nil {
		t.Fatal(err)
	}
	if err := c.SetNAGs([]int{0, 0}, []string{"!?"}); err != nil {
		t.Fatal(err)
	}
	if err := c.DeleteFrom([]int{0, 1}); err != nil {
		t.Fatal(err)
	}
	flat = strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "1. e4 c5 $5 {the Sicilian} *") || strings.Contains(flat, "e5") {
		t.Errorf("after comment, NAG and delete:\n%s", c.PGN())
	}
	if err := c.GoTo([]int{0, 5}); err == nil {
		t.Error("GoTo accepted a path that does not exist")
	}
}

// Undo takes moves back out of the tree (a takeback is not a variation).
func TestUndoRemovesMovesFromTree(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5")
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	playAll(t, c, "c5")
	if strings.Contains(c.PGN(), "e5") {
		t.Errorf("the taken-back move stayed in the tree:\n%s", c.PGN())
	}
}

// A loaded game keeps its variations and is not modified until it changes.
func TestLoadedTreeUnmodified(t *testing.T) {
	c := newTestGame(t, humans(""))
	in := "[Event \"x\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 Nc6 *\n"
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Modified || st.Running || len(st.Moves) != 4 {
		t.Fatalf("loaded: modified %v running %v moves %d", st.Modified, st.Running, len(st.Moves))
	}
	flat := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 Nc6 *") {
		t.Errorf("tree changed on load:\n%s", c.PGN())
	}
	// Following the main line again does not modify it.
	if err := c.GoTo([]int{0, 1, 0}); err != nil {
		t.Fatal(err)
	}
	if c.Snapshot().Modified {
		t.Error("navigating marked the game modified")
	}
	// An illegal move in a variation is reported with its line.
	bad := "[Event \"x\"]\n\n1. e4 e5 (1... Ke3) 2. Nf3 *\n"
	if _, err := c.LoadPGN(strings.NewReader(bad)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err == nil || !strings.Contains(err.Error(), "Ke3") {
		t.Errorf("illegal variation move: %v", err)
	}
}

// A saved game is named by its opening, by position (a transposition gets
// the main order's name); tags already there are kept.
func TestOpeningTagsOnSave(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "Nf3 Nc6 e4 e5 Bb5") // the Ruy Lopez, knights first
	out := c.PGN()
	if !strings.Contains(out, `[ECO "C60"]`) || !strings.Contains(out, `[Opening "Ruy Lopez`) {
		t.Errorf("opening tags missing:\n%s", out)
	}
	in := "[Event \"x\"]\n[ECO \"A00\"]\n[Opening \"Mine\"]\n\n1. e4 c5 *\n"
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	if out := c.PGN(); !strings.Contains(out, `[Opening "Mine"]`) || strings.Contains(out, "Sicilian") {
		t.Errorf("existing tags replaced:\n%s", out)
	}
}

// Browsing a finished game does not change its result or its clocks; the
// recorded result (a resignation) stands at the end of the main line.
func TestNavigationKeepsResultAndClocks(t *testing.T) {
	c := newTestGame(t, humans(""))
	in := "[Event \"x\"]\n[Result \"1-0\"]\n[Termination \"normal\"]\n\n1. e4 e5 2. Qh5 Nc6 1-0\n"
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	if err := c.GoTo([]int{0}); err != nil {
		t.Fatal(err)
	}
	if c.Snapshot().Outcome.Over() {
		t.Error("an earlier position of the game is shown as over")
	}
	if err := c.GoTo([]int{0, 0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Outcome.Result != "1-0" || st.Modified {
		t.Errorf("back at the end: outcome %+v modified %v", st.Outcome, st.Modified)
	}
	if !strings.Contains(c.PGN(), `[Result "1-0"]`) || !strings.Contains(c.PGN(), "Nc6 1-0") {
		t.Errorf("result lost by browsing:\n%s", c.PGN())
	}

	// Clocks: going back and forth shows each position's own times.
	s := humans("")
	s.Clock = ClockConfig{Base: time.Minute}
	d := newTestGame(t, s)
	d.Start()
	// The clocks start after the first moves (clockWaits): Black's runs
	// for Nc6.
	playAll(t, d, "e4 e5 Nf3 Nc6 Bb5")
	d.Pause()
	before := d.Snapshot().Clock
	if err := d.GoTo(d.Snapshot().Path[:1]); err != nil {
		t.Fatal(err)
	}
	if err := d.GoTo([]int{0, 0, 0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	after := d.Snapshot().Clock
	// White's clock stood still since Bb5; Black's shows the time it had
	// when Bb5 was played (not the base time: the later entries are kept).
	if after.White != before.White || after.Black < before.Black || after.Black >= time.Minute {
		t.Errorf("clocks after browsing %v %v, before %v %v", after.White, after.Black, before.White, before.Black)
	}
}
