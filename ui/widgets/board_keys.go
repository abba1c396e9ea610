package widgets

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
	b.Keys.focused = true
	b.refreshRing()
}

// FocusLost is part of fyne.Focusable.
func (b *Board) FocusLost() {
	b.Keys.focused = false
	b.refreshRing()
}

// Focused reports whether the board has the keyboard focus.
func (b *Board) Focused() bool { return b.Keys.focused }

// TypedRune is part of fyne.Focusable.
func (b *Board) TypedRune(r rune) {
	if b.Keys.OnTypedRune != nil {
		b.Keys.OnTypedRune(r)
	}
}

// TypedKey is part of fyne.Focusable. Letter and digit keys arrive as
// runes as well and are left to TypedRune.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		b.SelectSquare(-1)
	case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd,
		fyne.KeyPageUp, fyne.KeyPageDown, fyne.KeyReturn, fyne.KeyEnter:
	default:
		return
	}
	if b.Keys.OnTypedKey != nil {
		b.Keys.OnTypedKey(ev)
	}
}

// newRing makes the focus ring (called once by the renderer).
func (b *Board) newRing() fyne.CanvasObject {
	b.Keys.ring = canvas.NewRectangle(color.Transparent)
	b.Keys.ring.StrokeWidth = 3
	b.Keys.ring.Hide()
	return b.Keys.ring
}

// layoutRing puts the ring around the squares.
func (b *Board) layoutRing(size fyne.Size) {
	if b.Keys.ring == nil {
		return
	}
	origin, s := b.geometry(size)
	w := b.Keys.ring.StrokeWidth
	b.Keys.ring.Move(origin.SubtractXY(w/2, w/2))
	b.Keys.ring.Resize(fyne.NewSquareSize(8*s + w))
}

// refreshRing shows the ring while the board has the focus.
func (b *Board) refreshRing() {
	r := b.Keys.ring
	if r == nil {
		return
	}
	if b.Keys.focused {
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
