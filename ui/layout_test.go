package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"

	"chessmaster/drill"
	"chessmaster/master"
	"chessmaster/practice"
	"chessmaster/ui/widgets"
)

// The window's layout is checked by walking the objects Fyne would draw,
// in the real app driven as a user drives it, at three window sizes and
// in each mode the right column has: playing with clocks, studying a long
// annotated game, analysis with three lines, and a finished review with
// its graph. Each size is set before the mode is entered, so an object
// that appears later (the opening's name after the first move, a tool
// panel) must find its room without a relayout forced by a resize.

// layoutSizes are the window sizes checked.
var layoutSizes = []fyne.Size{{Width: 800, Height: 570}, {Width: 800, Height: 600}, {Width: 1100, Height: 760}, {Width: 1600, Height: 1000}}

// rect is an absolute rectangle on the canvas.
type rect struct{ x0, y0, x1, y1 float32 }

func (r rect) intersect(o rect) rect {
	return rect{max(r.x0, o.x0), max(r.y0, o.y0), min(r.x1, o.x1), min(r.y1, o.y1)}
}

func (r rect) empty() bool { return r.x1-r.x0 < 0.5 || r.y1-r.y0 < 0.5 }

func (r rect) String() string {
	return fmt.Sprintf("(%.0f,%.0f)-(%.0f,%.0f)", r.x0, r.y0, r.x1, r.y1)
}

// drawnText is a text as drawn: the rectangle its glyphs take.
type drawnText struct {
	text string
	r    rect
}

// canvasWalk collects what the canvas draws.
type canvasWalk struct {
	window  rect
	texts   []drawnText
	outside []string // objects drawn (partly) outside the window
}

// textRect is where Fyne's painter draws a text: its natural size, placed
// by its alignment and centred vertically in the object (see the software
// painter's drawText).
func textRect(t *canvas.Text, at fyne.Position) rect {
	natural := t.MinSize()
	size := t.Size()
	x := at.X
	switch t.Alignment {
	case fyne.TextAlignTrailing:
		x += size.Width - natural.Width
	case fyne.TextAlignCenter:
		x += (size.Width - natural.Width) / 2
	}
	y := at.Y
	if size.Height > natural.Height {
		y += (size.Height - natural.Height) / 2
	}
	return rect{x, y, x + natural.Width, y + natural.Height}
}

// walk visits o and what it contains. origin is the absolute position of
// o's parent; clip is the part of the canvas o can be seen in (a scroll
// container clips what it holds); inScroll says clip is a scroll's.
func (w *canvasWalk) walk(o fyne.CanvasObject, origin fyne.Position, clip rect, inScroll bool, path string) {
	if o == nil || !o.Visible() {
		return
	}
	at := origin.Add(o.Position())
	size := o.Size()
	box := rect{at.X, at.Y, at.X + size.Width, at.Y + size.Height}
	name := fmt.Sprintf("%s/%T", path, o)
	if _, spacer := o.(*layout.Spacer); !inScroll && !box.empty() && !spacer {
		if box.x0 < w.window.x0-0.5 || box.y0 < w.window.y0-0.5 || box.x1 > w.window.x1+0.5 || box.y1 > w.window.y1+0.5 {
			w.outside = append(w.outside, fmt.Sprintf("%s at %s", name, box))
		}
	}
	switch t := o.(type) {
	case *canvas.Text:
		if strings.TrimSpace(t.Text) == "" {
			return
		}
		r := textRect(t, at).intersect(clip)
		if !r.empty() {
			w.texts = append(w.texts, drawnText{t.Text, r})
		}
		if !inScroll {
			full := textRect(t, at)
			if full.x1 > w.window.x1+0.5 || full.y1 > w.window.y1+0.5 || full.x0 < -0.5 || full.y0 < -0.5 {
				w.outside = append(w.outside, fmt.Sprintf("text %q at %s", t.Text, full))
			}
		}
		return
	case *container.Scroll:
		// A scroll that moves up and down only cuts off what is wider
		// than itself: the right side of such a panel cannot be seen.
		if t.Direction == container.ScrollVerticalOnly && t.Content != nil && t.Content.Visible() {
			if need := t.Content.MinSize().Width; need > size.Width+0.5 && size.Width > 0 {
				w.outside = append(w.outside, fmt.Sprintf("%s: its content needs %.0f px of width, has %.0f (cut off on the right)", name, need, size.Width))
			}
		}
		clip, inScroll = clip.intersect(box), true
	}
	switch t := o.(type) {
	case *fyne.Container:
		for _, c := range t.Objects {
			w.walk(c, at, clip, inScroll, name)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(t).Objects() {
			w.walk(c, at, clip, inScroll, name)
		}
	}
}

// walkWindow collects the texts of the window's content (not of dialogs
// over it, which may cover what is under them).
func walkWindow(win fyne.Window) *canvasWalk {
	size := win.Canvas().Size()
	w := &canvasWalk{window: rect{0, 0, size.Width, size.Height}}
	w.walk(win.Canvas().Content(), fyne.Position{}, w.window, false, "")
	return w
}

// overlaps lists the pairs of drawn texts that cover each other by more
// than a pixel each way.
func overlaps(texts []drawnText) []string {
	var out []string
	for i := range texts {
		for j := i + 1; j < len(texts); j++ {
			r := texts[i].r.intersect(texts[j].r)
			if r.x1-r.x0 > 1 && r.y1-r.y0 > 1 {
				out = append(out, fmt.Sprintf("%q %s over %q %s", texts[i].text, texts[i].r, texts[j].text, texts[j].r))
			}
		}
	}
	return out
}

// moveListRows is how many lines of moves the move list has room for.
func moveListRows(a *App) float32 {
	return a.moves.Size().Height / a.moves.Layout.LineHeight()
}

// checkLayout reports the overlaps and the objects outside the window, and
// a move list of fewer than 12 rows at 1100×760 or more.
func checkLayout(t *testing.T, h *harness, what string) {
	t.Helper()
	h.pump()
	w := walkWindow(h.a.win)
	for _, o := range overlaps(w.texts) {
		t.Errorf("%s: text overlaps: %s", what, o)
	}
	for _, o := range w.outside {
		t.Errorf("%s: outside the window: %s", what, o)
	}
	// A dialog over the window (the position editor) is checked alone:
	// it covers the window by design, but not its own texts.
	for i, o := range h.a.win.Canvas().Overlays().List() {
		ow := &canvasWalk{window: w.window}
		ow.walk(o, fyne.Position{}, ow.window, false, fmt.Sprintf("overlay %d", i))
		for _, x := range overlaps(ow.texts) {
			t.Errorf("%s: text overlaps in a dialog: %s", what, x)
		}
		for _, x := range ow.outside {
			t.Errorf("%s: a dialog's part outside the window: %s", what, x)
		}
	}
	size := h.a.win.Canvas().Size()
	if size.Width >= 1100 && size.Height >= 760 {
		if rows := moveListRows(h.a); rows < 12 {
			t.Errorf("%s: the move list has room for %.1f rows, want 12 or more", what, rows)
		}
	}
	// From 800×600 up the tool panel gets its room (the move list gives
	// up lines down to movesShortRows where the column is short).
	checkToolPanelFits(t, h, what, size.Width >= 800 && size.Height >= 570)
	if min := h.a.win.Content().MinSize(); min.Width > size.Width || min.Height > size.Height {
		// The desktop driver would make the window bigger than the user made it.
		t.Errorf("%s: the window's content needs %v, more than the window's %v", what, min, size)
	}
	if bw := h.a.board.Size().Width; size.Width >= 800 && bw < 0.55*size.Width {
		t.Errorf("%s: the board is %.0f px wide, under 55%% of the window's %.0f", what, bw, size.Width)
	}
}

// checkToolPanelFits reports a tool panel wider than the column (its
// right side, the close button, would be cut off), and one that must
// scroll to show what it holds where the window is tall: at 800×600 and
// more the analysis panel shows its three lines and the review panel its
// graph and both sides' accuracy, whole (at 1100×760 and more beside a
// move list of 12 rows).
func checkToolPanelFits(t *testing.T, h *harness, what string, tall bool) {
	t.Helper()
	l := h.a.side.Layout.(*widgets.SideLayout)
	if !l.Tools.Visible() || !l.Content.Visible() {
		return
	}
	if tall && l.Content.MinSize().Height > 20 && l.Tools.Size().Height == 0 {
		t.Errorf("%s: the tool panel (%.0f px) gets no room", what, l.Content.MinSize().Height)
		return
	}
	if l.Tools.Size().Height == 0 {
		return
	}
	want, got := l.Content.MinSize().Height, l.Tools.Size().Height
	t.Logf("%s: the tool panel needs %.0f px, has %.0f", what, want, got)
	if tall && want > got+0.5 {
		t.Errorf("%s: the tool panel needs %.0f px, has %.0f: it scrolls", what, want, got)
	}
	if w, has := l.Content.MinSize().Width, l.Tools.Size().Width; w > has+0.5 {
		t.Errorf("%s: the tool panel needs %.0f px of width, has %.0f: its right side is cut off", what, w, has)
	}
	if tall && h.a.analysis.on {
		shown := 0
		for _, r := range h.a.analysis.rows {
			if r.box.Visible() {
				shown++
			}
		}
		if shown < 3 {
			t.Errorf("%s: the analysis panel shows %d lines, want 3", what, shown)
		}
	}
}

// layoutMode puts a fresh window of the given size into one mode.
type layoutMode struct {
	name  string
	enter func(t *testing.T, h *harness)
}

var layoutModes = []layoutMode{
	{"play with clocks", func(t *testing.T, h *harness) {
		// The first move names the opening; the captures grow the
		// captured-material strips.
		h.play("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "d2d4", "c7c6", "g1f3", "g8f6")
	}},
	{"study of an annotated game", func(t *testing.T, h *harness) {
		h.a.openPath("testdata/layout-annotated.pgn")
		h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == 111 })
		h.a.goTo(make([]int, 30)) // a position inside the game, near the comments
		h.pump()
	}},
	{"a game picked from a file of several", func(t *testing.T, h *harness) {
		h.a.openPath("../testdata/pgn/kasparov-deep-blue-1997.pgn")
		h.pump()
		h.a.chooseGameForTest(1)
		h.waitFor("the game picked", func() bool { return len(h.a.state.Moves) == 89 })
		h.a.goTo(make([]int, 1)) // after the first move: the opening has a name
		h.pump()
	}},
	{"study of a played game gone back in", func(t *testing.T, h *harness) {
		h.play("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "d2d4", "c7c6")
		h.a.goTo(make([]int, 4)) // back to after 2...Qxd5: a study now
		h.pump()
		if h.a.mode() != modeStudy {
			t.Fatalf("mode %v after going back", h.a.mode())
		}
	}},
	{"edit (the position editor open)", func(t *testing.T, h *harness) {
		h.play("e2e4", "d7d5")
		e := h.a.showPositionEditor()
		t.Cleanup(func() { e.dlg.Hide() })
		h.pump()
		if h.a.mode() != modeEdit {
			t.Fatalf("mode %v with the editor open", h.a.mode())
		}
	}},
	{"analysis with 3 lines", func(t *testing.T, h *harness) {
		h.play("e2e4", "e7e5", "g1f3")
		h.pressShortcut(shortcutAnalysis)
		h.waitLines(3, 2)
	}},
	{"review with its graph", func(t *testing.T, h *harness) {
		h.a.review.nodes = 2000
		h.a.openPath("testdata/layout-annotated.pgn")
		h.waitFor("the loaded game", func() bool { return len(h.a.state.Moves) == 111 })
		h.pressShortcut(shortcutReview)
		h.waitFor("the review", func() bool { return h.a.review.run == nil && h.a.review.result != nil })
		h.a.ctrl.WaitEvents()
		h.pump()
	}},
	{"puzzles", func(t *testing.T, h *harness) {
		h.a.startBuiltinPuzzles()
		h.pump()
		if !h.a.solvingPuzzles() {
			t.Fatal("no puzzle shown")
		}
	}},
	{"an endgame drill", func(t *testing.T, h *harness) {
		k, err := drill.KindByID("kbnk")
		if err != nil {
			t.Fatal(err)
		}
		h.a.startDrill(k, 2)
		h.pump()
		if !h.a.training() {
			t.Fatal("no drill")
		}
	}},
	{"practice after a review", func(t *testing.T, h *harness) {
		h.a.practice.delay = 0
		reviewGameText(t, h, "[Event \"Fools\"]\n\n1. f3 e5 2. g4 d6 3. Nc3 Qh4# 0-1\n", 6, 20000)
		if !h.a.startPractice(practice.Both) {
			t.Fatal("practice did not start")
		}
		h.pump()
	}},
}

// layoutSettings are two people playing with a clock.
func layoutSettings() master.Settings {
	s := twoHumans()
	s.White.Name, s.Black.Name = "Magdalena Wróblewska-Schmidt", "Bartholomew Featherstonehaugh"
	s.Clock = master.ClockConfig{Base: 5 * time.Minute, Increment: 3 * time.Second}
	return s
}

// enterLayoutMode opens a window of size with layoutSettings' players
// and puts it into mode m.
func enterLayoutMode(t *testing.T, m layoutMode, size fyne.Size) *harness {
	s := layoutSettings()
	h := newHarness(t, Options{Settings: &s})
	h.a.win.Resize(size)
	h.pump()
	m.enter(t, h)
	return h
}

// TestWindowLayoutNeverOverlaps: no two texts of the window cover each
// other, nothing lies outside the window, the board keeps at least 55% of
// the width and the move list at least 12 rows at 1100×760, in every mode
// at every size.
func TestWindowLayoutNeverOverlaps(t *testing.T) {
	for _, m := range layoutModes {
		for _, size := range layoutSizes {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", m.name, size.Width, size.Height), func(t *testing.T) {
				h := enterLayoutMode(t, m, size)
				checkLayout(t, h, m.name)
				// Then as the desktop driver leaves it once it has laid out
				// again what changed.
				relayout(h.a.win)
				checkLayout(t, h, m.name+", laid out again")
				checkBoardSteadyOverDialog(t, h, m.name)
			})
		}
	}
}

// TestWindowLayoutInGerman: German's longer words draw no text over
// another and cut off no panel's right side (a button row or a label
// that does not wrap, wider than the column) in any mode, in the
// smallest window and the default one.
func TestWindowLayoutInGerman(t *testing.T) {
	for _, m := range layoutModes {
		for _, size := range []fyne.Size{layoutSizes[0], {Width: 1100, Height: 760}} {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", m.name, size.Width, size.Height), func(t *testing.T) {
				useLanguage(t, "de")
				h := enterLayoutMode(t, m, size)
				checkLayout(t, h, m.name)
				relayout(h.a.win)
				checkLayout(t, h, m.name+", laid out again")
			})
		}
	}
}

// TestBoardKeepsItsSize: the board does not change size when the
// captured-material strip grows, a dialog (the position editor) opens
// and closes, or the evaluation bar appears (analysis mode) and goes.
func TestBoardKeepsItsSize(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			s := layoutSettings()
			h := newHarness(t, Options{Settings: &s})
			h.a.win.Resize(size)
			h.play("e2e4")
			before := h.a.board.Size()
			// Many captures: both strips fill up.
			h.play("d7d5", "e4d5", "d8d5", "b1c3", "d5a2", "a1a2", "e7e5", "d2d4", "e5d4", "d1d4", "b8c6", "d4g7", "f8g7")
			h.pump()
			relayout(h.a.win)
			if got := h.a.board.Size(); got != before {
				t.Errorf("the board was %v, %v after the captures", before, got)
			}
			if win := h.a.win.Canvas().Size(); win != size {
				t.Errorf("the window is %v after the captures, was %v", win, size)
			}
			e := h.a.showPositionEditor()
			h.pump()
			relayout(h.a.win)
			if got := h.a.board.Size(); got != before {
				t.Errorf("the board was %v, %v with the editor open", before, got)
			}
			if win := h.a.win.Canvas().Size(); win != size {
				t.Errorf("the window is %v with the editor open, was %v", win, size)
			}
			e.dlg.Hide()
			h.pump()
			relayout(h.a.win)
			if got := h.a.board.Size(); got != before {
				t.Errorf("the board was %v, %v after the editor closed", before, got)
			}
			// Analysis mode shows the evaluation bar beside the board.
			h.pressShortcut(shortcutAnalysis)
			h.waitLines(3, 2)
			relayout(h.a.win)
			if !h.a.evalBar.Visible() {
				t.Fatal("no evaluation bar in analysis mode")
			}
			if got := h.a.board.Size(); got != before {
				t.Errorf("the board was %v, %v with the evaluation bar shown", before, got)
			}
			h.pressShortcut(shortcutAnalysis)
			h.pump()
			relayout(h.a.win)
			if got := h.a.board.Size(); got != before {
				t.Errorf("the board was %v, %v after analysis mode", before, got)
			}
		})
	}
}

// checkBoardSteadyOverDialog: in any mode, a dialog opening over the
// window (About) and closing leaves the board's size as it was.
func checkBoardSteadyOverDialog(t *testing.T, h *harness, what string) {
	t.Helper()
	before := h.a.board.Size()
	h.a.showAbout()
	h.pump()
	relayout(h.a.win)
	if got := h.a.board.Size(); got != before {
		t.Errorf("%s: the board was %v, %v with a dialog open", what, before, got)
	}
	if top := h.a.win.Canvas().Overlays().Top(); top != nil {
		h.a.win.Canvas().Overlays().Remove(top)
	}
	h.pump()
	relayout(h.a.win)
	if got := h.a.board.Size(); got != before {
		t.Errorf("%s: the board was %v, %v after the dialog", what, before, got)
	}
}

// TestSmallWindowLayout: at 600×450, below the size the board's share is
// promised for, every mode still draws no text over another and nothing
// outside the window; the tool panel scrolls or collapses.
func TestSmallWindowLayout(t *testing.T) {
	size := fyne.NewSize(600, 450)
	for _, m := range layoutModes {
		t.Run(m.name, func(t *testing.T) {
			s := layoutSettings()
			h := newHarness(t, Options{Settings: &s})
			h.a.win.Resize(size)
			h.pump()
			m.enter(t, h)
			checkNothingOverlaps(t, h)
		})
	}
}

// checkNothingOverlaps: no text of the window drawn over another and
// nothing outside it, as the mode left it and laid out again.
func checkNothingOverlaps(t *testing.T, h *harness) {
	t.Helper()
	for _, again := range []bool{false, true} {
		if again {
			relayout(h.a.win)
		}
		h.pump()
		w := walkWindow(h.a.win)
		for _, o := range overlaps(w.texts) {
			t.Errorf("again %v: text overlaps: %s", again, o)
		}
		for _, o := range w.outside {
			t.Errorf("again %v: outside the window: %s", again, o)
		}
	}
}

// relayout lays the whole window out again from the objects' minimum
// sizes, as the desktop driver does when one of them changes (the test
// driver does not).
func relayout(win fyne.Window) {
	c := win.Content()
	c.Resize(c.Size())
	c.Refresh()
}

// TestCapturesStayClearOfTheClock: in a narrow player card a full row of
// captured pieces and the lead close up instead of running under the
// clock, and do not make the card wider.
func TestCapturesStayClearOfTheClock(t *testing.T) {
	test.NewTempApp(t)
	card := widgets.NewPlayerCard(widgets.ColorWhitePiece)
	card.Set("Bartholomew Featherstonehaugh", 5*time.Minute, true, true)
	w := test.NewWindow(card)
	defer w.Close()
	w.Resize(fyne.NewSize(260, 90))
	minBefore := card.MinSize()
	card.Material.Set("qrrbbnnpppppppp", 39)
	card.Refresh()
	w.Resize(fyne.NewSize(261, 90)) // lays the card out with its captures
	w.Resize(fyne.NewSize(260, 90))
	if got := card.MinSize(); got.Width > minBefore.Width {
		t.Errorf("the captures widened the card from %v to %v", minBefore, got)
	}
	d := fyne.CurrentApp().Driver()
	clockX := d.AbsolutePositionForObject(card.ClockBg).X
	for _, o := range card.Material.Box.Objects {
		if !o.Visible() || o.Size().Width == 0 {
			continue
		}
		if right := d.AbsolutePositionForObject(o).X + o.Size().Width; right > clockX {
			t.Errorf("%T reaches x=%.0f, under the clock at x=%.0f", o, right, clockX)
		}
	}
}

// TestCurrentMoveStaysInViewWhenAPanelOpens: the analysis panel takes
// rows from the move list; the list scrolls so that the move on the
// board is still seen.
func TestCurrentMoveStaysInViewWhenAPanelOpens(t *testing.T) {
	s := layoutSettings()
	h := newHarness(t, Options{Settings: &s})
	h.a.win.Resize(fyne.NewSize(800, 600))
	h.pump()
	h.play("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "d2d4", "c7c6", "g1f3", "c8g4", "f1e2", "e7e6",
		"c1d2", "b8d7", "c3e4", "a5c7", "e4g5", "g4f3", "g5f3", "f8d6", "h2h3", "g8f6", "e1g1", "e8g8")
	h.pressShortcut(shortcutAnalysis)
	h.waitLines(3, 2)
	h.pump()
	d := fyne.CurrentApp().Driver()
	tok := h.a.moves.Token(h.a.state.Path)
	if tok == nil {
		t.Fatal("the current move is not among the rows in view")
	}
	top := d.AbsolutePositionForObject(h.a.moves).Y
	bottom := top + h.a.moves.Size().Height
	y := d.AbsolutePositionForObject(tok).Y
	if y < top-0.5 || y+tok.Size().Height > bottom+0.5 {
		t.Fatalf("the current move is at y %.0f..%.0f, the list shows %.0f..%.0f", y, y+tok.Size().Height, top, bottom)
	}
}

// TestTallWindowStacksTheColumn: in a tall, narrow window (half a
// portrait screen, a phone-shaped window) the column goes under the
// board, which then takes most of the width; every mode draws no text
// over another and nothing outside the window. A landscape window keeps
// the column beside the board.
func TestTallWindowStacksTheColumn(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 640, Height: 870}, {Width: 600, Height: 900}} {
		for _, m := range layoutModes {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", m.name, size.Width, size.Height), func(t *testing.T) {
				s := layoutSettings()
				h := newHarness(t, Options{Settings: &s})
				h.a.win.Resize(size)
				h.pump()
				m.enter(t, h)
				checkNothingOverlaps(t, h)
				if m.name == "edit (the position editor open)" {
					return // the editor's dialog covers the window
				}
				if !h.a.split.Stacked() {
					t.Fatalf("the column is beside the board in a %v window", size)
				}
				// Larger than beside the column (336 px at 640 wide), and
				// about as large where a tool panel takes its room.
				share := float32(0.6)
				if l := h.a.side.Layout.(*widgets.SideLayout); l.Tools.Visible() && l.Content.Visible() {
					share = 0.5
				}
				if bw := h.a.board.Size().Width; bw < share*size.Width {
					t.Errorf("the board is %.0f px wide, under %.0f%% of the window's %.0f", bw, 100*share, size.Width)
				}
				if h.a.side.Size().Width < 0.9*size.Width {
					t.Errorf("the column is %.0f px wide under the board, not the window's width", h.a.side.Size().Width)
				}
				// The opponent's card stands above the board, the
				// column's copy is hidden.
				top := h.a.stackedCard
				if !top.Visible() || h.a.topCard.Visible() || top.Name() != h.a.topCard.Name() || top.Name() == "" {
					t.Errorf("above the board: shown %v, %q; the column's card shown %v, %q", top.Visible(), top.Name(), h.a.topCard.Visible(), h.a.topCard.Name())
				}
				cardY := fyne.CurrentApp().Driver().AbsolutePositionForObject(top).Y
				boardY := fyne.CurrentApp().Driver().AbsolutePositionForObject(h.a.board).Y
				if cardY+top.Size().Height > boardY+1 {
					t.Errorf("the card (y %.0f, %.0f high) is not above the board (y %.0f)", cardY, top.Size().Height, boardY)
				}
				// A tool panel is shown whole: the board gives up height.
				checkToolPanelFits(t, h, m.name, true)
			})
		}
	}
	s := layoutSettings()
	h := newHarness(t, Options{Settings: &s})
	for _, size := range layoutSizes {
		h.a.win.Resize(size)
		h.pump()
		if h.a.split.Stacked() || h.a.stackedCard.Visible() || !h.a.topCard.Visible() {
			t.Errorf("the column is under the board at %v (card above the board shown: %v)", size, h.a.stackedCard.Visible())
		}
	}
	// Made tall and wide again, the card goes back into the column.
	h.a.win.Resize(fyne.NewSize(600, 900))
	h.pump()
	if !h.a.stackedCard.Visible() {
		t.Error("tall: no card above the board")
	}
	h.a.win.Resize(fyne.NewSize(1100, 760))
	h.pump()
	if h.a.stackedCard.Visible() || !h.a.topCard.Visible() {
		t.Error("wide again: the card did not go back into the column")
	}
}
