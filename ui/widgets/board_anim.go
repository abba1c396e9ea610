package widgets

import "fyne.io/fyne/v2"

// animate glides the piece of move m from its square to its destination. The
// piece already stands on the destination in b.pos; while the animation runs
// that square's image is hidden and a floating copy moves instead.
func (b *Board) animate(m string) {
	b.stopAnimation()
	from, to, _, ok := UCISquares(m)
	if !ok || b.Animation <= 0 || b.Renderer == nil {
		return
	}
	b.animFrom, b.animTo, b.animAt = from, to, 0
	a := fyne.NewAnimation(b.Animation, func(t float32) {
		if b.anim == nil {
			return // stopped; Fyne may still deliver the final tick
		}
		b.animAt = t
		if t >= 1 {
			b.anim = nil
			b.Refresh()
			return
		}
		if r := b.Renderer; r != nil {
			r.placeFloating()
		}
	})
	a.Curve = fyne.AnimationEaseOut
	b.anim = a
	a.Start()
}

// stopAnimation ends a running animation at once, showing the piece on its
// destination square.
func (b *Board) stopAnimation() {
	if a := b.anim; a != nil {
		b.anim = nil
		a.Stop()
	}
}

func (b *Board) currentRenderer() (*BoardRenderer, bool) {
	return b.Renderer, b.Renderer != nil
}
