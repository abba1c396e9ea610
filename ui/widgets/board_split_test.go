package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestSplitDividerShowsAGrip: the divider draws a grip of three dots,
// visible (not the background's colour), inside the divider and stacked
// in its middle, not one thin upright line that reads as a text caret.
func TestSplitDividerShowsAGrip(t *testing.T) {
	test.NewTempApp(t)
	s := NewBoardSplit(widget.NewLabel("board"), widget.NewLabel("column"), 0.6)
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(600, 400))
	r := test.WidgetRenderer(s.divider).(*dividerRenderer)
	size := s.divider.Size()
	if size.Width <= 0 || size.Height < 100 {
		t.Fatalf("divider is %v", size)
	}
	var tops []float32
	for i, g := range r.grip {
		if g.Size().Width <= 0 || g.Size().Height <= 0 {
			t.Fatalf("grip dot %d is %v", i, g.Size())
		}
		if g.Size().Height > 2*g.Size().Width {
			t.Errorf("grip dot %d is %v: a line, not a dot", i, g.Size())
		}
		p := g.Position()
		if p.X < 0 || p.X+g.Size().Width > size.Width || p.Y < 0 || p.Y+g.Size().Height > size.Height {
			t.Errorf("grip dot %d at %v %v lies outside the divider %v", i, p, g.Size(), size)
		}
		if g.FillColor == nil || sameColor(g.FillColor, color.Transparent) || sameColor(g.FillColor, r.back.FillColor) {
			t.Errorf("grip dot %d has colour %v on a background of %v", i, g.FillColor, r.back.FillColor)
		}
		tops = append(tops, p.Y)
	}
	if !(tops[0] < tops[1] && tops[1] < tops[2]) {
		t.Errorf("grip dots at %v are not stacked", tops)
	}
	mid := (tops[0] + tops[2] + r.grip[2].Size().Height) / 2
	if d := mid - size.Height/2; d < -1 || d > 1 {
		t.Errorf("grip centred at %v, the divider's middle is %v", mid, size.Height/2)
	}
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// noSplitTheme answers 0 for the split's thickness, as Fyne's built-in
// themes do (the test theme answers 9).
type noSplitTheme struct{ fyne.Theme }

func (t noSplitTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameSplitThickness {
		return 0
	}
	return t.Theme.Size(n)
}

// TestSplitDividerCanBeGrabbedWithTheBuiltInTheme: with a theme that
// has no split thickness the divider still has a width to grab and drag.
func TestSplitDividerCanBeGrabbedWithTheBuiltInTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(noSplitTheme{test.Theme()})
	s := NewBoardSplit(widget.NewLabel("board"), widget.NewLabel("column"), 0.5)
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(600, 400))
	if got := s.divider.Size().Width; got < 4 {
		t.Fatalf("divider is %v px wide: too thin to grab", got)
	}
	before := s.Leading.Size().Width
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.divider)
	test.Drag(w.Canvas(), at.Add(fyne.NewPos(s.divider.Size().Width/2, 50)), -60, 0)
	if after := s.Leading.Size().Width; after > before-40 {
		t.Errorf("dragging the divider 60 px left left the board %v wide (was %v)", after, before)
	}
}

// TestSplitMaxLeading: the leading side gets no more than MaxLeading at
// the split's height, even past MinLeading, and the trailing side the
// rest; a drag past that width keeps the share dragged to (a taller
// split gives it), while the divider stays where the leading side ends.
func TestSplitMaxLeading(t *testing.T) {
	test.NewTempApp(t)
	s := NewBoardSplit(widget.NewLabel("board"), widget.NewLabel("column"), 0.7)
	s.MinLeading = func(total float32) float32 { return 0.55 * total }
	s.MaxLeading = func(height float32) float32 { return height + 20 }
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(1000, 400))
	size := s.Size()
	if got, want := s.Leading.Size().Width, size.Height+20; got != want {
		t.Fatalf("leading side %v wide at height %v, want %v", got, size.Height, want)
	}
	if got := s.Trailing.Size().Width; got < size.Width-size.Height-20-s.dividerWidth()-1 {
		t.Errorf("trailing side %v wide: it does not get the rest", got)
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.divider)
	test.Drag(w.Canvas(), at.Add(fyne.NewPos(s.divider.Size().Width/2, 50)), 200, 0)
	if got := s.Leading.Size().Width; got != size.Height+20 {
		t.Errorf("after a drag right the leading side is %v wide, want %v", got, size.Height+20)
	}
	avail := s.Size().Width - s.dividerWidth()
	if shown := (size.Height + 20) / avail; s.Offset < float64(shown)+0.15 {
		t.Errorf("the drag 200 px right kept the offset %v, the share shown (%v), not the one dragged to", s.Offset, shown)
	}
	w.Resize(fyne.NewSize(1000, 900))
	if got, want := s.Leading.Size().Width, float32(s.Offset)*(s.Size().Width-s.dividerWidth()); got < want-1 {
		t.Errorf("in a taller split the leading side is %v wide, want %v: the share dragged to is lost", got, want)
	}
}
