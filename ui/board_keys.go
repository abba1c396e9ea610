package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The board takes the keyboard focus (Tab reaches it like any control):
// a ring around it shows the focus, letters and digits typed on it go to
// OnTypedRune (the window starts a typed move with them, typedmove.go),
// and the keys that are not text (arrows, Home, End, Escape) to
// OnTypedKey.

// boardKeys is the board's keyboard state.
type boardKeys struct {
	// OnTypedRune and OnTypedKey receive what is typed while the board
	// has the focus; nil ignores it.
	OnTypedRune func(r rune)
	OnTypedKey  func(ev *fyne.KeyEvent)

	focused bool
	ring    *canvas.Rectangle // drawn by the renderer while focused
}

// FocusGained is part of fyne.Focusable.
func (b *Board) FocusGained() {
	b.keys.focused = true
	b.refreshRing()
}

// FocusLost is part of fyne.Focusable.
func (b *Board) FocusLost() {
	b.keys.focused = false
	b.refreshRing()
}

// Focused reports whether the board has the keyboard focus.
func (b *Board) Focused() bool { return b.keys.focused }

// TypedRune is part of fyne.Focusable.
func (b *Board) TypedRune(r rune) {
	if b.keys.OnTypedRune != nil {
		b.keys.OnTypedRune(r)
	}
}

// TypedKey is part of fyne.Focusable. Letter and digit keys arrive as
// runes as well and are left to TypedRune.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		b.selectSquare(-1)
	case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd,
		fyne.KeyPageUp, fyne.KeyPageDown, fyne.KeyReturn, fyne.KeyEnter:
	default:
		return
	}
	if b.keys.OnTypedKey != nil {
		b.keys.OnTypedKey(ev)
	}
}

// newRing makes the focus ring (called once by the renderer).
func (b *Board) newRing() fyne.CanvasObject {
	b.keys.ring = canvas.NewRectangle(color.Transparent)
	b.keys.ring.StrokeWidth = 3
	b.keys.ring.Hide()
	return b.keys.ring
}

// layoutRing puts the ring around the squares.
func (b *Board) layoutRing(size fyne.Size) {
	if b.keys.ring == nil {
		return
	}
	origin, s := b.geometry(size)
	w := b.keys.ring.StrokeWidth
	b.keys.ring.Move(origin.SubtractXY(w/2, w/2))
	b.keys.ring.Resize(fyne.NewSquareSize(8*s + w))
}

// refreshRing shows the ring while the board has the focus.
func (b *Board) refreshRing() {
	r := b.keys.ring
	if r == nil {
		return
	}
	if b.keys.focused {
		r.StrokeColor = theme.Color(theme.ColorNameFocus)
		if c, ok := r.StrokeColor.(color.NRGBA); ok && c.A < 0xc0 {
			c.A = 0xe0 // the theme's focus colour is faint; the board needs it clear
			r.StrokeColor = c
		}
		r.Show()
	} else {
		r.Hide()
	}
	canvas.Refresh(r)
}
