package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// Move numbers of four and more digits are written whole: the number
// column is as wide as the game's largest number, and the moves start
// after it.
func TestMoveListFourDigitMoveNumbers(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	game := "[Event \"Long\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 998\"]\n[SetUp \"1\"]\n\n" +
		"998. Kd2 Kd7 999. Ke2 Ke7 1000. Kd2 Kd7 1001. Ke2 Ke7 1002. Kd1 *\n"
	path := filepath.Join(t.TempDir(), "long.pgn")
	if err := os.WriteFile(path, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("the game", func() bool { return len(h.a.state.Path) == 9 })
	h.a.viewPosition(0) // the list at the top: every row in view
	h.pump()
	m := h.a.moves
	seen := map[string]bool{}
	for _, r := range m.ShownRows() {
		if r.Number == nil {
			continue
		}
		n := r.Number
		seen[n.Text] = true
		if n.Size().Width < n.MinSize().Width || n.Position().X < 0 {
			t.Errorf("number %q is %v wide at x %v, its text needs %v: cut", n.Text, n.Size().Width, n.Position().X, n.MinSize().Width)
		}
		if len(r.Cells) > 0 {
			if x := r.Cells[0].Position().X; x < n.Position().X+n.MinSize().Width {
				t.Errorf("the move after %q starts at x %v, inside the number (ends at %v)", n.Text, x, n.Position().X+n.MinSize().Width)
			}
		}
	}
	for _, no := range []int{998, 999, 1000, 1001, 1002} {
		if !seen[strconv.Itoa(no)+"."] {
			t.Errorf("no row numbered %d. (saw %v)", no, seen)
		}
	}
}
