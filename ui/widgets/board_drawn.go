package widgets

import "image/color"

// DrawnMarks reads the marks off the renderer, as the user sees them: the
// colours of the rings on each square and of the arrows drawn. ok is false
// while the board is not on screen. Tests of the app use it to check that
// marks are drawn, not only stored.
func (b *Board) DrawnMarks() (rings map[string]color.Color, arrows []color.Color, ok bool) {
	r, ok := b.currentRenderer()
	if !ok {
		return nil, nil, false
	}
	rings = map[string]color.Color{}
	for sq, c := range r.markRings {
		if c.Visible() {
			rings[SquareName(sq)] = c.StrokeColor
		}
	}
	for _, p := range r.markLines {
		if p.Visible() && len(p.Points) > 0 {
			arrows = append(arrows, p.FillColor)
		}
	}
	return rings, arrows, true
}
