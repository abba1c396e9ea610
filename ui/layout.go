package ui

import "fyne.io/fyne/v2"

// boardLayout places the board as the largest square that fits (a multiple
// of 8 pixels, so all squares are equal) with the evaluation bar right
// beside it at the same height, the pair centred in the space given.
// Objects: the board, then the bar. A hidden bar takes no room.
type boardLayout struct {
	barWidth, gap float32
}

// barSpace is the width the bar and its gap take.
func (l boardLayout) barSpace(objects []fyne.CanvasObject) float32 {
	if len(objects) < 2 || !objects[1].Visible() {
		return 0
	}
	return l.gap + l.barWidth
}

func (l boardLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	b := objects[0].MinSize()
	return fyne.NewSize(b.Width+l.barSpace(objects), b.Height)
}

func (l boardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	bar := l.barSpace(objects)
	side := min(size.Width-bar, size.Height)
	side = float32(int(side/8) * 8)
	if side < 8 {
		side = 8
	}
	total := side + bar
	x := float32(int((size.Width - total) / 2))
	y := float32(int((size.Height - side) / 2))
	objects[0].Move(fyne.NewPos(x, y))
	objects[0].Resize(fyne.NewSquareSize(side))
	if len(objects) > 1 {
		objects[1].Move(fyne.NewPos(x+side+l.gap, y))
		objects[1].Resize(fyne.NewSize(l.barWidth, side))
	}
}
