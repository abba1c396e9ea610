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
