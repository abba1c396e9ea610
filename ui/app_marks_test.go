package ui

import (
	"image/color"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"chessmaster/pgn"
	"chessmaster/ui/widgets"
	"chessmaster/ui/widgets/widgettest"
)

const marksPGN = `[Event "Marks"]
[White "A"]
[Black "B"]
[Result "*"]

{[%csl Gd4]} 1. e4 {Centre. [%eval 0.30] [%cal Ge2e4,Rd7d5] [%csl Yd5]} e5
{[%cal Bg1f3]} 2. Nf3 Nc6 *
`

func openMarksGame(t *testing.T) *harness {
	t.Helper()
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := filepath.Join(t.TempDir(), "marks.pgn")
	if err := os.WriteFile(path, []byte(marksPGN), 0o644); err != nil {
		t.Fatal(err)
	}
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	return h
}

// goToMove puts the board on the main line's move ply (0: the start).
func (h *harness) goToMove(ply int) {
	h.t.Helper()
	h.a.goTo(make([]int, ply))
	h.waitFor("the move", func() bool { return len(h.a.state.Moves) == ply })
}

// The [%cal]/[%csl] of a PGN are drawn at their move, and only there.
func TestAppShowsCommentMarks(t *testing.T) {
	h := openMarksGame(t)
	b := h.a.board
	for _, c := range []struct {
		ply     int
		arrows  []pgn.Arrow
		squares []pgn.Square
	}{
		{1, []pgn.Arrow{{Color: "G", From: "e2", To: "e4"}, {Color: "R", From: "d7", To: "d5"}}, []pgn.Square{{Color: "Y", Square: "d5"}}},
		{2, []pgn.Arrow{{Color: "B", From: "g1", To: "f3"}}, nil},
		{3, nil, nil},
		{0, nil, []pgn.Square{{Color: "G", Square: "d4"}}},
		{4, nil, nil},
		{1, []pgn.Arrow{{Color: "G", From: "e2", To: "e4"}, {Color: "R", From: "d7", To: "d5"}}, []pgn.Square{{Color: "Y", Square: "d5"}}},
	} {
		h.goToMove(c.ply)
		a, s := b.Marks()
		if !reflect.DeepEqual(a, c.arrows) || !reflect.DeepEqual(s, c.squares) {
			t.Fatalf("ply %d: arrows %v squares %v, want %v %v", c.ply, a, s, c.arrows, c.squares)
		}
		rings, drawn, _ := b.DrawnMarks()
		if len(drawn) != len(c.arrows) || len(rings) != len(c.squares) {
			t.Fatalf("ply %d: %d arrows and %d rings drawn, want %d and %d", c.ply, len(drawn), len(rings), len(c.arrows), len(c.squares))
		}
		for _, sq := range c.squares {
			if rings[sq.Square] != color.Color(widgets.MarkColours[sq.Color]) {
				t.Errorf("ply %d: ring on %s is %v", c.ply, sq.Square, rings[sq.Square])
			}
		}
	}
}

// Arrows and squares drawn with the right button go into the comment of
// the move on the board, and the saved file has them as [%cal]/[%csl]
// with the comment's text and other commands kept.
func TestAppDrawnMarksAreSaved(t *testing.T) {
	h := openMarksGame(t)
	b := h.a.board
	comment := func(ply int) string {
		n := nodeAt(h.a.ctrl.Tree(), make([]int, ply))
		if n == nil {
			t.Fatalf("no move %d", ply)
		}
		return n.Comment
	}

	h.goToMove(3) // 2. Nf3
	widgettest.RightDrag(b, "b8", "c6", 0)
	h.pump()
	if got := comment(3); got != "[%cal Gb8c6]" {
		t.Fatalf("after a right-drag b8-c6 the comment is %q", got)
	}
	h.waitFor("the game marked changed", func() bool { return strings.HasSuffix(h.a.win.Title(), "*") })
	widgettest.RightDrag(b, "b8", "c6", fyne.KeyModifierShift)
	h.pump()
	if got := comment(3); got != "[%cal Rb8c6]" {
		t.Fatalf("after shift: %q", got)
	}
	widgettest.RightDrag(b, "b8", "c6", fyne.KeyModifierShift)
	h.pump()
	if got := comment(3); got != "" {
		t.Fatalf("drawing the red arrow again left %q", got)
	}
	widgettest.RightDrag(b, "e5", "e5", 0)
	h.pump()
	if got := comment(3); got != "[%csl Ge5]" {
		t.Fatalf("after a right click on e5: %q", got)
	}
	h.waitFor("the board redrawn from the comment", func() bool { return h.a.tree.MainLine()[2].Comment == "[%csl Ge5]" })
	if _, s := b.Marks(); !reflect.DeepEqual(s, []pgn.Square{{Color: "G", Square: "e5"}}) {
		t.Fatalf("board squares %v", s)
	}

	// At a move with text and an evaluation, both stay.
	h.goToMove(1)
	widgettest.RightDrag(b, "f1", "c4", fyne.KeyModifierAlt)
	h.pump()
	if got, want := comment(1), "Centre. [%eval 0.30] [%cal Ge2e4,Rd7d5,Bf1c4] [%csl Yd5]"; got != want {
		t.Fatalf("comment of 1. e4 %q, want %q", got, want)
	}
	h.waitFor("the board redrawn from the comment", func() bool { return h.a.tree.MainLine()[0].Comment == comment(1) })
	if a, _ := b.Marks(); len(a) != 3 {
		t.Fatalf("board arrows %v", a)
	}
	// The drawing at 2. Nf3 is not shown at 1. e4.
	if _, s := b.Marks(); reflect.DeepEqual(s, []pgn.Square{{Color: "G", Square: "e5"}}) {
		t.Fatal("the marks of another move are shown")
	}

	out := filepath.Join(t.TempDir(), "saved.pgn")
	h.a.savePath(out)
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(string(data)), " ")
	for _, want := range []string{
		"1. e4 {Centre. [%eval 0.30] [%cal Ge2e4,Rd7d5,Bf1c4] [%csl Yd5]}",
		"2. Nf3 {[%csl Ge5]} 2... Nc6",
		"{[%csl Gd4]} 1. e4",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("saved file lacks %q:\n%s", want, data)
		}
	}
	// Read back, the marks are there.
	games, err := pgn.Read(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if a := games[0].MainLine()[0].Arrows(); len(a) != 3 || a[2] != (pgn.Arrow{Color: "B", From: "f1", To: "c4"}) {
		t.Errorf("read back %v", a)
	}
}
