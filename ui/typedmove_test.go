package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/ui/widgets"
)

// typeRunes types text as the desktop driver delivers it: each character
// to the focused object.
func typeRunes(t *testing.T, c fyne.Canvas, text string) {
	t.Helper()
	for _, r := range text {
		f := c.Focused()
		if f == nil {
			t.Fatalf("typing %q: nothing has the focus", text)
		}
		f.TypedRune(r)
	}
}

// typeMove types text with the board focused and presses Enter.
func (h *harness) typeMove(text string) {
	h.t.Helper()
	c := h.a.win.Canvas()
	c.Focus(h.a.board)
	typeRunes(h.t, c, text)
	if c.Focused() != h.a.moveInput.entry {
		h.t.Fatalf("typing %q on the board did not reach the move field", text)
	}
	h.a.moveInput.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.pump()
}

// Moves typed on the focused board in SAN or UCI are played; the field
// says which move Enter plays and flags ambiguous, illegal and unreadable
// ones without playing anything.
func TestTypedMoves(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	c := h.a.win.Canvas()

	c.Focus(h.a.board)
	typeRunes(t, c, "e4")
	if got := h.a.moveInput.entry.Text; got != "e4" {
		t.Fatalf("field shows %q", got)
	}
	if n := h.a.moveInput.note; !n.Visible() || n.Text != "Enter plays e4" {
		t.Fatalf("note %q (visible %v)", n.Text, n.Visible())
	}
	h.a.moveInput.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("e4", func() bool { return len(h.a.state.Moves) == 1 })
	if h.a.moveInput.entry.Text != "" || c.Focused() != h.a.board {
		t.Fatalf("after the move: field %q, focus %T", h.a.moveInput.entry.Text, c.Focused())
	}

	for _, m := range []string{"e7e5", "Nf3", "nc6", "d3", "d6"} {
		n := len(h.a.state.Moves)
		h.typeMove(m)
		h.waitFor(m, func() bool { return len(h.a.state.Moves) == n+1 })
	}
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3", "Nc6", "d3", "d6"}) {
		t.Fatalf("moves %v", got)
	}

	// Both knights can go to d2.
	h.typeMove("Nd2")
	note := h.a.moveInput.note
	if note.Text != "Nd2 is ambiguous: Nbd2 or Nfd2?" || note.Importance != widget.DangerImportance {
		t.Fatalf("ambiguous move: note %q", note.Text)
	}
	if len(h.a.state.Moves) != 6 {
		t.Fatal("an ambiguous move was played")
	}
	h.a.moveInput.entry.SetText("Qh7")
	h.a.moveInput.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if note.Text != "Qh7 is not a legal move here" {
		t.Fatalf("illegal move: note %q", note.Text)
	}
	h.a.moveInput.entry.SetText("hello")
	h.a.moveInput.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if note.Text != "Cannot read hello as a move" {
		t.Fatalf("garbage: note %q", note.Text)
	}
	// Escape clears the field and gives the board the focus back.
	h.a.moveInput.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if h.a.moveInput.entry.Text != "" || c.Focused() != h.a.board {
		t.Fatal("Escape did not clear the field")
	}

	// With German piece letters, S is the knight.
	widgets.PieceLetters = "de"
	t.Cleanup(func() { widgets.PieceLetters = "en" })
	h.typeMove("Sbd2")
	h.waitFor("Nbd2", func() bool { return len(h.a.state.Moves) == 7 })
	if got := h.sans()[6]; got != "Nbd2" {
		t.Fatalf("typed Sbd2 played %s", got)
	}
	if got := widgets.SanDisplay("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.O-O Qe7 5.exd8=Q+"); got != "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.O-O De7 5.exd8=D+" {
		t.Fatalf("German letters: %q", got)
	}
}

// A typed move waits for the player's turn.
func TestTypedMoveNotYourTurn(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	h.a.viewPosition(0) // browsing: the game is paused, but it is White's move there
	h.typeMove("d4")
	h.waitFor("a variation", func() bool { return len(h.a.state.Path) == 1 })
	if got := h.a.state.Moves[0].SAN; got != "d4" {
		t.Fatalf("typed d4 at the start played %s", got)
	}
}

// Tab reaches every control of the window, the board included, and the
// arrow keys still walk the game while the board has the focus.
func TestFocusTraversal(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	c := h.a.win.Canvas()
	c.Unfocus()
	var reached []fyne.Focusable
	for range 80 {
		test.FocusNext(c)
		f := c.Focused()
		if f == nil || slices.Contains(reached, f) {
			break
		}
		reached = append(reached, f)
	}
	want := map[string]fyne.Focusable{"board": h.a.board, "move field": h.a.moveInput.entry,
		"undo": h.a.undoButton}
	for i, b := range h.a.navButtons {
		if !b.Disabled() {
			want["navigation button "+string(rune('1'+i))] = b
		}
	}
	// Every enabled button of the window, whatever its label.
	for _, o := range test.LaidOutObjects(c.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && !b.Disabled() && visibleIn(c.Content(), b) {
			want["button "+b.Text] = b
		}
	}
	if len(reached) < 8 {
		t.Errorf("Tab reaches only %d controls", len(reached))
	}
	for name, f := range want {
		if !slices.Contains(reached, f) {
			t.Errorf("Tab never reaches the %s", name)
		}
	}
	// Shift+Tab goes back the same way.
	c.Focus(h.a.moveInput.entry)
	test.FocusPrevious(c)
	if f := c.Focused(); f == nil || f == fyne.Focusable(h.a.moveInput.entry) {
		t.Error("Shift+Tab from the move field goes nowhere")
	}

	c.Focus(h.a.board)
	h.a.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	h.pump()
	if len(h.a.state.Path) != 1 {
		t.Fatalf("Left on the focused board: at %v", h.a.state.Path)
	}
	if !h.a.board.Focused() {
		t.Fatal("the board lost the focus")
	}
}

// visibleIn reports whether o and every container above it in root are
// visible.
func visibleIn(root, o fyne.CanvasObject) bool {
	var path []fyne.CanvasObject
	var find func(n fyne.CanvasObject) bool
	find = func(n fyne.CanvasObject) bool {
		if n == o {
			path = append(path, n)
			return true
		}
		var kids []fyne.CanvasObject
		switch x := n.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			if find(k) {
				path = append(path, n)
				return true
			}
		}
		return false
	}
	if !find(root) {
		return false
	}
	for _, n := range path {
		if !n.Visible() {
			return false
		}
	}
	return true
}
