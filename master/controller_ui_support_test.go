package master

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"chessmaster/pgn"
)

// An annotated copy of the tree goes back in: comments, NAGs and a new
// variation are kept, the board stays where it was, the game is marked
// modified; an unchanged tree is not a modification.
func TestReplaceTreeKeepsTheBoardsLine(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5 Nf3 Nc6")
	if err := c.SavePGN(t.TempDir() + "/g.pgn"); err != nil {
		t.Fatal(err)
	}
	if err := c.GoTo([]int{0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	g := c.Tree()
	if err := c.ReplaceTree(g); err != nil {
		t.Fatal(err)
	}
	if c.Snapshot().Modified {
		t.Error("the same tree marked the game modified")
	}
	line := g.MainLine()
	line[1].NAGs = []string{"$4"}
	line[1].Comment = "[%eval 1.50] oops"
	// A variation before the main line: the board's line moves to child 1.
	v := &pgn.Node{Parent: line[0], Move: "c5"}
	line[0].Children = append([]*pgn.Node{v}, line[0].Children...)
	if err := c.ReplaceTree(g); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if !slices.Equal(st.Path, []int{0, 1, 0}) || len(st.Moves) != 3 || !st.Modified {
		t.Fatalf("path %v, %d moves, modified %v", st.Path, len(st.Moves), st.Modified)
	}
	flat := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "1. e4 c5 (1... e5 $4 {[%eval 1.50] oops} 2. Nf3 Nc6)") {
		t.Errorf("PGN %s", flat)
	}
	// The board's line is gone: the board goes back to where it ends.
	g = c.Tree()
	g.Root.Children[0].Children = g.Root.Children[0].Children[:1] // only c5 after e4
	if err := c.ReplaceTree(g); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); !slices.Equal(st.Path, []int{0}) || st.Running {
		t.Errorf("after the line went: path %v running %v", st.Path, st.Running)
	}
}

func TestReplaceTreeRefusesBadTrees(t *testing.T) {
	c := newTestGame(t, humans(""))
	playAll(t, c, "d4")
	g := c.Tree()
	g.Root.Children[0].AddChild("Ke7") // illegal: the king cannot get there
	if err := c.ReplaceTree(g); err == nil || !strings.Contains(err.Error(), "Ke7") {
		t.Errorf("illegal move accepted: %v", err)
	}
	other := pgn.NewGame()
	other.SetTag("FEN", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	if err := c.ReplaceTree(other); err == nil {
		t.Error("a tree from another start position was accepted")
	}
	if err := c.ReplaceTree(nil); err == nil {
		t.Error("nil tree accepted")
	}
	if got := c.Snapshot().Moves; len(got) != 1 || got[0].SAN != "d4" {
		t.Errorf("a refused tree changed the game: %v", got)
	}
}

func TestSavePGNWith(t *testing.T) {
	c := newTestGame(t, humans(""))
	playAll(t, c, "e4")
	var saved string
	if err := c.SavePGNWith(func(text string) error { return errors.New("disk full") }); err == nil {
		t.Fatal("the writer's error was lost")
	}
	if !c.Snapshot().Modified {
		t.Fatal("a failed save marked the game saved")
	}
	if err := c.SavePGNWith(func(text string) error { saved = text; return nil }); err != nil {
		t.Fatal(err)
	}
	if c.Snapshot().Modified || !strings.Contains(saved, "1. e4") {
		t.Fatalf("modified %v after saving %q", c.Snapshot().Modified, saved)
	}
	// A move made while the text is written keeps the game modified.
	if err := c.SavePGNWith(func(string) error { return c.Play("e5") }); err != nil {
		t.Fatal(err)
	}
	if !c.Snapshot().Modified {
		t.Fatal("a move during the save was marked saved")
	}
}
