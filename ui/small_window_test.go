package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// absRect is where o lies in the window's content (found by walking it
// from the top: the test driver does not track positions).
// Shown says whether o and all that holds it are visible.
func absRect(win fyne.Window, o fyne.CanvasObject) (r rect, shown bool) {
	var find func(c fyne.CanvasObject, origin fyne.Position) (fyne.Position, bool)
	find = func(c fyne.CanvasObject, origin fyne.Position) (fyne.Position, bool) {
		if !c.Visible() {
			return fyne.Position{}, false
		}
		at := origin.Add(c.Position())
		if c == o {
			return at, true
		}
		var kids []fyne.CanvasObject
		switch t := c.(type) {
		case *fyne.Container:
			kids = t.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(t).Objects()
		}
		for _, k := range kids {
			if p, ok := find(k, at); ok {
				return p, true
			}
		}
		return fyne.Position{}, false
	}
	at, shown := find(win.Content(), fyne.Position{})
	s := o.Size()
	return rect{at.X, at.Y, at.X + s.Width, at.Y + s.Height}, shown
}

// TestSmallWindowGivesTheBoardRoom: below 800 px wide the column narrows
// to what its steady parts need (Flip, which the View menu and F also
// give, goes from the navigation row), so the board takes the rest: 48%
// of a 600×450 window (it was 44%); the window's content still fits the window, and
// the navigation buttons left are whole, side by side, inside it. In a
// wide window Flip is there.
func TestSmallWindowGivesTheBoardRoom(t *testing.T) {
	size := fyne.NewSize(600, 450)
	for _, m := range layoutModes {
		t.Run(m.name, func(t *testing.T) {
			s := layoutSettings()
			h := newHarness(t, Options{Settings: &s})
			h.a.win.Resize(size)
			h.pump()
			m.enter(t, h)
			relayout(h.a.win)
			h.pump()
			if bw := h.a.board.Size().Width; bw < 0.48*size.Width {
				t.Errorf("the board is %.0f px, under 48%% of the window's %.0f", bw, size.Width)
			}
			if got, need := h.a.side.Size().Width, h.a.side.MinSize().Width; got > need+1 {
				t.Errorf("the column is %.0f px wide, needs %.0f: the board could have the rest", got, need)
			}
			if min := h.a.win.Content().MinSize(); min.Width > size.Width || min.Height > size.Height {
				t.Errorf("the window's content needs %v, more than the window's %v", min, size)
			}
			buttons := append([]*widget.Button{h.a.undoButton, h.a.redoButton}, h.a.navButtons...)
			var rects []rect
			for _, b := range buttons {
				r, shown := absRect(h.a.win, b)
				if !shown {
					continue
				}
				if b.Size().Width < b.MinSize().Width-0.5 {
					t.Errorf("a navigation button is %.0f px wide, needs %.0f", b.Size().Width, b.MinSize().Width)
				}
				if r.x0 < -0.5 || r.x1 > size.Width+0.5 {
					t.Errorf("a navigation button at %s lies outside the window", r)
				}
				for _, o := range rects {
					if in := o.intersect(r); !in.empty() {
						t.Errorf("navigation buttons at %s and %s overlap", o, r)
					}
				}
				rects = append(rects, r)
			}
		})
	}
	s := layoutSettings()
	h := newHarness(t, Options{Settings: &s})
	h.a.win.Resize(fyne.NewSize(1100, 760))
	h.pump()
	relayout(h.a.win)
	if !findButton(h.a.win.Content(), "Flip") {
		t.Error("no Flip button at 1100x760")
	}
}

// findButton says whether a shown button with the label text is in o.
func findButton(o fyne.CanvasObject, text string) bool {
	if o == nil || !o.Visible() {
		return false
	}
	switch t := o.(type) {
	case *widget.Button:
		return t.Text == text
	case *fyne.Container:
		for _, c := range t.Objects {
			if findButton(c, text) {
				return true
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(t).Objects() {
			if findButton(c, text) {
				return true
			}
		}
	}
	return false
}
