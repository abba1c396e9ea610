package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The review panel names the players of the game reviewed (its White and
// Black tags), not the players set up to play on; a side without a name
// is its colour.
func TestReviewNamesTheGamesPlayers(t *testing.T) {
	s := twoHumans()
	s.White.Name, s.Black.Name = "Alice", "Bob"
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 5000
	for _, c := range []struct{ tags, white, black string }{
		{"[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n", "Anderssen", "Kieseritzky"},
		{"[White \"?\"]\n[Black \"\"]\n", "White", "Black"},
	} {
		path := writeFile(t, "game.pgn", "[Event \"x\"]\n"+c.tags+"[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")
		h.a.openPath(path)
		h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
		h.pressShortcut(shortcutReview)
		h.waitFor("the review", func() bool { return h.a.review.run == nil })
		h.a.ctrl.WaitEvents()
		h.pump()
		acc := h.a.review.accuracy.Text
		lines := strings.Split(acc, "\n")
		// Each name is padded to one width and ends in a tab, before its
		// figures (the panel shortens the name, never the figures).
		named := func(line, name string) bool {
			head, _, ok := strings.Cut(line, "\t")
			return ok && strings.TrimRight(head, " ") == name
		}
		if len(lines) != 2 || !named(lines[0], c.white) || !named(lines[1], c.black) {
			t.Errorf("accuracy for %s - %s:\n%s", c.white, c.black, acc)
		}
		if strings.Contains(acc, "Alice") || strings.Contains(acc, "Bob") {
			t.Errorf("the current players named:\n%s", acc)
		}
		if st := h.a.ctrl.Snapshot(); st.White.Name != "Alice" {
			t.Errorf("the players changed: %q", st.White.Name)
		}
	}
}

// In a wide window the review panel names the players whole: a name of
// more than 14 letters ("Deep Blue (Computer)") was cut to 13 and "…"
// whatever room the column had. A narrow column still shortens the name,
// never the figures.
func TestReviewNamesWholeInAWideWindow(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 5000
	h.a.win.Resize(fyne.NewSize(1600, 1000))
	h.pump()
	path := writeFile(t, "game.pgn", "[Event \"x\"]\n[White \"Deep Blue (Computer)\"]\n[Black \"Garry Kasparov\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	h.pressShortcut(shortcutReview)
	h.waitFor("the review", func() bool { return h.a.review.run == nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	relayout(h.a.win)
	shown := func() []string {
		var lines []string
		for _, o := range test.WidgetRenderer(h.a.review.accuracy).Objects() {
			if c, ok := o.(*canvas.Text); ok && c.Visible() && c.Text != "" {
				lines = append(lines, c.Text)
			}
		}
		return lines
	}
	lines := shown()
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "Deep Blue (Computer)") || !strings.HasPrefix(lines[1], "Garry Kasparov") {
		t.Errorf("1600×1000: the review panel shows %q, want both names whole", lines)
	}
	h.a.win.Resize(fyne.NewSize(800, 600))
	h.pump()
	relayout(h.a.win)
	for _, l := range shown() {
		if !strings.Contains(l, "%") || !strings.Contains(l, "?? ") {
			t.Errorf("800×600: the figures are cut: %q", l)
		}
	}
}
