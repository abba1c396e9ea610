package pgn

import (
	"reflect"
	"strings"
	"testing"
)

// Drawing arrows and squares rewrites [%cal]/[%csl] in the move's comment,
// keeps its text and other commands, and survives writing and reading.
func TestToggleMarksRoundTrip(t *testing.T) {
	const game = "[Event \"marks\"]\n\n1. e4 {Centre! [%eval 0.31] [%clk 0:05:00] Good.} e5 2. Nf3 *\n"
	games, err := Read(strings.NewReader(game))
	if err != nil {
		t.Fatal(err)
	}
	e4 := moveAt(t, games[0], 1)
	for _, a := range []Arrow{{"G", "e2", "e4"}, {"R", "d1", "h5"}} {
		if err := e4.ToggleArrow(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := e4.ToggleSquare(Square{"G", "f7"}); err != nil {
		t.Fatal(err)
	}
	want := "Centre! [%eval 0.31] [%clk 0:05:00] [%cal Ge2e4,Rd1h5] [%csl Gf7] Good."
	if e4.Comment != want {
		t.Fatalf("comment %q\nwant    %q", e4.Comment, want)
	}
	again, err := Read(strings.NewReader(Write(games[0])))
	if err != nil {
		t.Fatal(err)
	}
	m := moveAt(t, again[0], 1)
	if !reflect.DeepEqual(m.Arrows(), []Arrow{{"G", "e2", "e4"}, {"R", "d1", "h5"}}) || !reflect.DeepEqual(m.Squares(), []Square{{"G", "f7"}}) {
		t.Fatalf("read back arrows %v squares %v", m.Arrows(), m.Squares())
	}
	if e, ok := m.Eval(); !ok || e.Centipawns != 31 {
		t.Errorf("eval lost: %q", m.Comment)
	}
	if _, ok := m.Clock(); !ok {
		t.Errorf("clock lost: %q", m.Comment)
	}
	if CommentText(m.Comment) != "Centre! Good." {
		t.Errorf("text %q", CommentText(m.Comment))
	}
	// Drawing them again takes them away, and the comment is as it was.
	m.ToggleArrow(Arrow{"G", "e2", "e4"})
	m.ToggleArrow(Arrow{"R", "d1", "h5"})
	m.ToggleSquare(Square{"G", "f7"})
	if m.Comment != "Centre! [%eval 0.31] [%clk 0:05:00] Good." {
		t.Errorf("after removing all: %q", m.Comment)
	}
	// A move without a comment gets one with just the command.
	e5 := moveAt(t, again[0], 2)
	e5.ToggleSquare(Square{"Y", "e5"})
	if !strings.Contains(Write(again[0]), "e5 {[%csl Ye5]} 2. Nf3") {
		t.Errorf("written: %s", Write(again[0]))
	}
}

func TestToggleArrowColours(t *testing.T) {
	arrows := []Arrow{{"G", "e2", "e4"}, {"B", "g1", "f3"}}
	// Another colour recolours in place; the same colour removes.
	got := ToggleArrow(arrows, Arrow{"R", "e2", "e4"})
	if !reflect.DeepEqual(got, []Arrow{{"R", "e2", "e4"}, {"B", "g1", "f3"}}) {
		t.Errorf("recolour: %v", got)
	}
	got = ToggleArrow(got, Arrow{"R", "e2", "e4"})
	if !reflect.DeepEqual(got, []Arrow{{"B", "g1", "f3"}}) {
		t.Errorf("remove: %v", got)
	}
	// The reverse arrow is another arrow.
	got = ToggleArrow(got, Arrow{"B", "f3", "g1"})
	if !reflect.DeepEqual(got, []Arrow{{"B", "g1", "f3"}, {"B", "f3", "g1"}}) {
		t.Errorf("reverse: %v", got)
	}
	if !reflect.DeepEqual(arrows, []Arrow{{"G", "e2", "e4"}, {"B", "g1", "f3"}}) {
		t.Errorf("input changed: %v", arrows)
	}
	// Duplicates in a file collapse into one edit.
	got = ToggleArrow([]Arrow{{"G", "a1", "a8"}, {"G", "a1", "a8"}}, Arrow{"G", "a1", "a8"})
	if len(got) != 0 {
		t.Errorf("duplicates: %v", got)
	}
	sq := ToggleSquare([]Square{{"G", "d4"}, {"Y", "e4"}}, Square{"Y", "d4"})
	if !reflect.DeepEqual(sq, []Square{{"Y", "d4"}, {"Y", "e4"}}) {
		t.Errorf("squares: %v", sq)
	}
}

func TestToggleRejectsBadMarks(t *testing.T) {
	n := &Node{Comment: "text [%cal Ga1a2]"}
	for _, a := range []Arrow{{"X", "e2", "e4"}, {"G", "e2", "e2"}, {"G", "e9", "e4"}, {"", "e2", "e4"}, {"GR", "e2", "e4"}} {
		if err := n.ToggleArrow(a); err == nil {
			t.Errorf("arrow %v accepted", a)
		}
	}
	for _, s := range []Square{{"g", "e4"}, {"G", "i1"}, {"G", ""}} {
		if err := n.ToggleSquare(s); err == nil {
			t.Errorf("square %v accepted", s)
		}
	}
	if n.Comment != "text [%cal Ga1a2]" {
		t.Errorf("a bad mark changed the comment: %q", n.Comment)
	}
}
