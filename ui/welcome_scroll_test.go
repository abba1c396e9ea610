package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// The welcome's level list opens with its first row ("Level 1") fully in
// view when the chosen level fits without scrolling.
func TestWelcomeLevelListOpensAtTheTop(t *testing.T) {
	h := newHarness(t, Options{})
	w := h.a.welcome
	if w == nil {
		t.Fatal("no welcome on the first start")
	}
	h.pump()
	scroll := listScroll(w.levels)
	if scroll == nil {
		t.Fatal("the level list has no scroller")
	}
	// The rows' height comes from the template row the list draws.
	row := w.levels.CreateItem().MinSize().Height + w.levels.Theme().Size("padding")
	if bottom := float32(w.level+1) * row; bottom > scroll.Size().Height {
		t.Skipf("the chosen level (row %d) does not fit in %v: the list must scroll", w.level, scroll.Size())
	}
	if scroll.Offset.Y != 0 {
		t.Fatalf("the level list opens scrolled by %v: the first row is cut off", scroll.Offset.Y)
	}
}

// listScroll is the scroller inside a list.
func listScroll(o fyne.CanvasObject) *container.Scroll {
	if s, ok := o.(*container.Scroll); ok {
		return s
	}
	var objs []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		objs = v.Objects
	case fyne.Widget:
		objs = test.WidgetRenderer(v).Objects()
	}
	for _, c := range objs {
		if s := listScroll(c); s != nil {
			return s
		}
	}
	return nil
}

// In the window's first size (1100×760) the welcome shows the whole
// level list: its last row, "Full strength", was cut in half.
func TestWelcomeShowsAllLevels(t *testing.T) {
	h := newHarness(t, Options{})
	w := h.a.welcome
	if w == nil {
		t.Fatal("no welcome on the first start")
	}
	// The test window is smaller than the real one's first size: the
	// welcome is shown again in a window of that size.
	w.d.Hide()
	h.a.win.Resize(fyne.NewSize(1100, 760))
	h.pump()
	w = h.a.showWelcome()
	h.pump()
	scroll := listScroll(w.levels)
	if scroll == nil {
		t.Fatal("the level list has no scroller")
	}
	if content, view := scroll.Content.MinSize().Height, scroll.Size().Height; content > view+0.5 {
		t.Errorf("the level list needs %.0f px, shows %.0f: its last rows are cut off", content, view)
	}
}
