package master

import (
	"strings"
	"testing"

	"chessmaster/pgn"
)

// Arrows and squares drawn at a move go into its comment through the
// controller: the game is modified and the PGN carries [%cal]/[%csl]
// next to the comment's text.
func TestToggleMarksInTree(t *testing.T) {
	c := newTestGame(t, humans(""))
	c.Start()
	playAll(t, c, "e4 e5")
	if err := c.SetComment([]int{0}, "the king's pawn"); err != nil {
		t.Fatal(err)
	}
	if err := c.ToggleArrow([]int{0}, pgn.Arrow{Color: "G", From: "g1", To: "f3"}); err != nil {
		t.Fatal(err)
	}
	if err := c.ToggleArrow([]int{0}, pgn.Arrow{Color: "R", From: "d1", To: "h5"}); err != nil {
		t.Fatal(err)
	}
	if err := c.ToggleSquare(nil, pgn.Square{Color: "Y", Square: "e4"}); err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(c.PGN()), " ")
	if !strings.Contains(flat, "1. e4 {[%cal Gg1f3,Rd1h5] the king's pawn}") || !strings.Contains(flat, "{[%csl Ye4]} 1. e4") {
		t.Fatalf("marks not in the PGN:\n%s", c.PGN())
	}
	if !c.Snapshot().Modified {
		t.Error("drawing an arrow did not mark the game modified")
	}
	// Drawing the same arrow again takes it away.
	if err := c.ToggleArrow([]int{0}, pgn.Arrow{Color: "G", From: "g1", To: "f3"}); err != nil {
		t.Fatal(err)
	}
	if flat := strings.Join(strings.Fields(c.PGN()), " "); !strings.Contains(flat, "1. e4 {[%cal Rd1h5] the king's pawn}") {
		t.Fatalf("arrow not removed:\n%s", c.PGN())
	}
	// Bad marks and bad paths are refused and change nothing.
	before := c.PGN()
	if err := c.ToggleArrow([]int{0}, pgn.Arrow{Color: "G", From: "e4", To: "e4"}); err == nil {
		t.Error("an arrow from a square to itself was accepted")
	}
	if err := c.ToggleSquare([]int{0, 0, 0}, pgn.Square{Color: "G", Square: "a1"}); err == nil {
		t.Error("a path past the end was accepted")
	}
	if c.PGN() != before {
		t.Errorf("a refused mark changed the game:\n%s", c.PGN())
	}
}
