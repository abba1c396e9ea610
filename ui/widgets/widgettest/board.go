// Package widgettest drives the board widget as the desktop driver does:
// taps, drags and right-drags on named squares. The app's tests use it;
// the widgets' own tests have the same helpers inside their package.
package widgettest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"chessmaster/ui/widgets"
)

// centre is the middle of the named square in board coordinates.
func centre(b *widgets.Board, name string) fyne.Position {
	return b.SquareCentre(widgets.ParseSquare(name))
}

// TapSquare taps the middle of the named square.
func TapSquare(b *widgets.Board, name string) {
	b.Tapped(&fyne.PointEvent{Position: centre(b, name)})
}

// Drag simulates the desktop driver: events carry the pointer position and
// the distance since the previous event, then DragEnd.
func Drag(b *widgets.Board, from, to string) {
	p0, p1 := centre(b, from), centre(b, to)
	steps := 4
	prev := p0
	for i := 1; i <= steps; i++ {
		f := float32(i) / float32(steps)
		p := fyne.NewPos(p0.X+(p1.X-p0.X)*f, p0.Y+(p1.Y-p0.Y)*f)
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	b.DragEnd()
}

// RightDrag presses the right button on one square and releases it on
// another (or the same), with modifier keys held, as the desktop driver
// reports it: MouseDown, MouseUp, then the secondary tap of the click.
func RightDrag(b *widgets.Board, from, to string, mods fyne.KeyModifier) {
	down := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: mods}
	down.Position = centre(b, from)
	b.MouseDown(down)
	up := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: mods}
	up.Position = centre(b, to)
	b.MouseUp(up)
	b.TappedSecondary(&fyne.PointEvent{Position: up.Position})
}
