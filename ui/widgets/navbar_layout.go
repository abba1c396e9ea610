package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// NavBarLayout places a row of buttons: Leading at the left, Trailing at
// the right and Center stretched between them, with padding between. The
// trailing button is one the window has elsewhere too (a menu item, a
// key): where the row is too narrow for it, it goes, and the row's
// minimum width leaves it out, so that a narrow window gives the room to
// the board instead of to a button it can do without.
// Objects: Leading, Center, Trailing.
type NavBarLayout struct{}

func (NavBarLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	l, c := objects[0].MinSize(), objects[1].MinSize()
	t := objects[2].MinSize()
	return fyne.NewSize(l.Width+theme.Padding()+c.Width, max(l.Height, c.Height, t.Height))
}

func (NavBarLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	leading, center, trailing := objects[0], objects[1], objects[2]
	lw := leading.MinSize().Width
	tw := trailing.MinSize().Width
	// Compared with a pixel to spare: the column's width is a sum of floats.
	roomy := lw+pad+center.MinSize().Width+pad+tw <= size.Width+0.5
	leading.Move(fyne.NewPos(0, 0))
	leading.Resize(fyne.NewSize(lw, size.Height))
	cw := size.Width - lw - pad
	if roomy {
		trailing.Show()
		trailing.Move(fyne.NewPos(size.Width-tw, 0))
		trailing.Resize(fyne.NewSize(tw, size.Height))
		cw -= tw + pad
	} else {
		trailing.Hide()
	}
	center.Move(fyne.NewPos(lw+pad, 0))
	center.Resize(fyne.NewSize(max(cw, 0), size.Height))
}
