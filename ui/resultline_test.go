package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// drawnResultLine is the result line as the move list draws it: its words
// joined, and the top of the first word and the bottom of the last move
// of the main line, in the list's content. ok is false when the list
// draws no result words.
func drawnResultLine(t *testing.T, h *harness) (text string, top, lastMoveBottom float32, ok bool) {
	t.Helper()
	m := h.a.moves
	var words []string
	top = -1
	for i, r := range m.Rows {
		if !r.Result || m.Shown[i] == nil {
			continue
		}
		for _, c := range m.Shown[i].Cells {
			txt, isText := c.(*canvas.Text)
			if !isText {
				continue
			}
			words = append(words, txt.Text)
			if top < 0 || txt.Position().Y < top {
				top = txt.Position().Y
			}
		}
	}
	last := make([]int, m.Plies)
	if tok := m.Token(last); tok != nil {
		lastMoveBottom = tok.Position().Y + tok.Size().Height
	}
	return strings.Join(words, " "), top, lastMoveBottom, len(words) > 0
}

// windowTextsOutsideList are the texts drawn in the window, outside the
// move list and the status line, that contain s.
func windowTextsOutsideList(h *harness, s string) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() || o == h.a.moves || o == h.a.status {
			return
		}
		switch x := o.(type) {
		case *canvas.Text:
			if strings.Contains(x.Text, s) {
				out = append(out, x.Text)
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(h.a.win.Canvas().Content())
	return out
}

// A game mated on the board ends its move list with a result line, right
// after the mating move; nothing else in the window (no banner) tells the
// result, and taking the mate back removes the line.
func TestResultLineAfterMate(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	h.waitFor("game over", func() bool { return h.a.state.Outcome.Over() })
	h.pump()
	if top := h.a.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog covers the board: %q", h.overlayText())
	}
	const want = "0-1 · Black wins by checkmate"
	if got := h.a.moves.Result(); got != want {
		t.Fatalf("result line %q, want %q", got, want)
	}
	text, top, lastBottom, ok := drawnResultLine(t, h)
	if !ok || text != want {
		t.Fatalf("drawn result line %q (drawn %v)", text, ok)
	}
	if lastBottom == 0 || top < lastBottom {
		t.Fatalf("the result line (top %.1f) is not below the last move (bottom %.1f)", top, lastBottom)
	}
	if got := h.a.moves.Text(); !strings.HasSuffix(got, "2. g4 Qh4#\n"+want+"\n") {
		t.Fatalf("move list:\n%s", got)
	}
	if others := windowTextsOutsideList(h, "0-1"); len(others) > 0 {
		t.Fatalf("the result is told outside the move list too: %q", others)
	}
	if others := windowTextsOutsideList(h, "Black wins"); len(others) > 0 {
		t.Fatalf("the result is told outside the move list too: %q", others)
	}
	// The line's New Game… button asks for a new game.
	var newGame *widget.Button
	for i, r := range h.a.moves.Rows {
		if r.Action && h.a.moves.Shown[i] != nil {
			newGame, _ = h.a.moves.Shown[i].Cells[0].(*widget.Button)
		}
	}
	if newGame == nil || newGame.Text != "New Game…" {
		t.Fatal("the result line has no New Game… button")
	}
	test.Tap(newGame)
	h.pump()
	// The game is not saved: the way to a new game starts by offering
	// to save it.
	if !strings.Contains(h.overlayText(), "before starting a new game") {
		t.Fatalf("New Game… opened %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Cancel"])
	h.pump()
	// Taking the mate back removes the line.
	h.a.undo()
	h.waitFor("undo", func() bool { return len(h.a.state.Moves) == 3 })
	if got := h.a.moves.Result(); got != "" {
		t.Fatalf("result line %q after the mate was taken back", got)
	}
	if _, _, _, ok := drawnResultLine(t, h); ok {
		t.Fatal("result line still drawn after the mate was taken back")
	}
}

// A loaded drawn game shows its result at the end of the list, also while
// the board is at another move, and the line scrolls with the list.
func TestResultLineOfLoadedDraw(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath("testdata/deep-blue-kasparov-1997-4.pgn") {
		t.Fatal("not opened")
	}
	h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == 111 })
	h.pump()
	const want = "1/2-1/2 · Drawn"
	if got := h.a.moves.Result(); got != want {
		t.Fatalf("result line %q, want %q", got, want)
	}
	text, top, lastBottom, ok := drawnResultLine(t, h)
	if !ok || text != want || top < lastBottom {
		t.Fatalf("drawn result line %q (drawn %v) at %.1f, last move ends at %.1f", text, ok, top, lastBottom)
	}
	// In the list's flow: its last row, as deep as the list is long, and
	// in view with the last move.
	m := h.a.moves
	if !m.Rows[len(m.Rows)-2].Result {
		t.Fatalf("the result line is not at the end: %+v", m.Rows[len(m.Rows)-2])
	}
	if off, view := m.Scroll.Offset.Y, m.Scroll.Size().Height; top < off || top > off+view {
		t.Fatalf("the result line at %.1f is out of view [%.1f, %.1f]", top, off, off+view)
	}
	h.a.viewPosition(0)
	h.pump()
	if got := h.a.moves.Result(); got != want {
		t.Fatalf("at the start: result line %q", got)
	}
	if _, _, _, ok := drawnResultLine(t, h); ok {
		t.Fatal("at the start the list scrolled to the top, yet the result line (111 moves down) is drawn")
	}
}

// The result line follows the main line: promoting a variation that does
// not end the game removes it, promoting one that ends in mate shows that
// result, never the old one.
func TestResultLineFollowsPromotedLine(t *testing.T) {
	path := writeFile(t, "drawn.pgn", "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n"+
		"1. f3 e5 2. Kf2 (2. g4 Qh4#) 2... d5 1/2-1/2\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	h.pump()
	if got := h.a.moves.Result(); got != "1/2-1/2 · Drawn" {
		t.Fatalf("loaded: result line %q", got)
	}
	menuItem(t, h.a.moveMenuItems(func() []int { return []int{0, 0, 1} }), "Promote Variation").Action()
	h.pump()
	if got := h.a.moves.Result(); !strings.HasPrefix(got, "0-1 · Black wins") {
		t.Fatalf("after promoting the mate: result line %q", got)
	}
	h.a.goTo([]int{0, 0, 0, 0})
	h.pump()
	if got := h.a.moves.Result(); got != "0-1 · Black wins by checkmate" {
		t.Fatalf("at the mate: result line %q", got)
	}
	if got := h.a.moves.Text(); !strings.HasSuffix(got, "0-1 · Black wins by checkmate\n") {
		t.Fatalf("move list:\n%s", got)
	}
	// The old main line back on top: its draw was the file's word for
	// that line, lost with it; the line does not end the game by rule.
	menuItem(t, h.a.moveMenuItems(func() []int { return []int{0, 0, 1} }), "Promote Variation").Action()
	h.pump()
	if got := h.a.moves.Result(); got != "" {
		t.Fatalf("after promoting back: result line %q", got)
	}
	if _, _, _, ok := drawnResultLine(t, h); ok {
		t.Fatal("a result line is drawn for an unfinished main line")
	}
}

// Opening another file shows that file's result, or none, never the
// previous game's.
func TestResultLineNotStaleAfterOpening(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	h.a.offerDraw()
	test.Tap(h.overlayButtons()["Yes"])
	h.waitFor("draw", func() bool { return h.a.state.Outcome.Over() })
	if got := h.a.moves.Result(); got != "1/2-1/2 · Drawn by agreement" {
		t.Fatalf("agreed draw: result line %q", got)
	}
	files := []struct{ text, want string }{
		{finishedGamePGN, "1-0 · White wins by checkmate"},
		{"[Event \"E\"]\n[Result \"*\"]\n\n1. e4 e5 *\n", ""},
		{"[Event \"E\"]\n[Result \"1/2-1/2\"]\n\n1. e4 *\n", ""},
		{"[Event \"E\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 0-1\n", "0-1 · Black wins on time"},
		{"[Event \"E\"]\n[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n", "1/2-1/2 · Drawn"},
		{"[Event \"E\"]\n[Result \"1-0\"]\n[Termination \"abandoned\"]\n\n1. e4 e5 {Black's engine crashed} 1-0\n", "1-0 · White wins by forfeit"},
	}
	for i, f := range files {
		if !h.a.openPath(writePGN(t, fmt.Sprintf("game%d.pgn", i), f.text)) {
			t.Fatalf("file %d not opened", i+1)
		}
		h.pump()
		if got := h.a.moves.Result(); got != f.want {
			t.Fatalf("file %d: result line %q, want %q", i+1, got, f.want)
		}
		text, _, _, ok := drawnResultLine(t, h)
		if ok != (f.want != "") || text != f.want {
			t.Fatalf("file %d: drawn result line %q (drawn %v), want %q", i+1, text, ok, f.want)
		}
	}
}

// The result line in view (a game just mated, a long game at its end)
// overlaps nothing and keeps the window's layout at every size.
func TestResultLineLayout(t *testing.T) {
	modes := []layoutMode{
		{"mated on the board", func(t *testing.T, h *harness) {
			h.play("f2f3", "e7e5", "g2g4", "d8h4")
			h.waitFor("game over", func() bool { return h.a.state.Outcome.Over() })
		}},
		{"a long draw at its end", func(t *testing.T, h *harness) {
			h.a.openPath("testdata/deep-blue-kasparov-1997-4.pgn")
			h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == 111 })
		}},
	}
	for _, m := range modes {
		for _, size := range layoutSizes {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", m.name, size.Width, size.Height), func(t *testing.T) {
				s := layoutSettings()
				h := newHarness(t, Options{Settings: &s})
				h.a.win.Resize(size)
				h.pump()
				m.enter(t, h)
				checkLayout(t, h, m.name)
				if _, _, _, ok := drawnResultLine(t, h); !ok {
					t.Fatal("the result line is not drawn")
				}
				relayout(h.a.win)
				checkLayout(t, h, m.name+", laid out again")
			})
		}
	}
}
