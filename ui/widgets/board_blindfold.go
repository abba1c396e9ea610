package widgets

import "image/color"

// Blindfold play: the board can hide the pieces of one side or of both.
// The squares, the coordinates, the last move's and the selection's tints,
// the check glow and the arrows stay; only the piece pictures go. A hidden
// piece is still on its square for the rules: a click on it picks it up.

// Blindfold says whose pieces the board hides.
type Blindfold int

const (
	ShowAllPieces Blindfold = iota
	HideWhitePieces
	HideBlackPieces
	HideAllPieces
)

// SetBlindfold hides the pieces bf names and redraws the board.
func (b *Board) SetBlindfold(bf Blindfold) {
	if b.blindfold == bf {
		return
	}
	b.blindfold = bf
	b.Refresh()
}

// Blindfold is whose pieces the board hides.
func (b *Board) Blindfold() Blindfold { return b.blindfold }

// hides reports whether the board hides piece pc (a FEN letter; 0 for an
// empty square, which has nothing to hide).
func (b *Board) hides(pc byte) bool {
	switch b.blindfold {
	case HideAllPieces:
		return pc != 0
	case HideWhitePieces:
		return pc >= 'A' && pc <= 'Z'
	case HideBlackPieces:
		return pc >= 'a' && pc <= 'z'
	}
	return false
}

// DrawnPieces reads the pieces off the renderer as the user sees them: the
// FEN letter of each square whose piece picture is shown (the piece being
// dragged or animated is not on a square). ok is false while the board is
// not on screen. Tests of blindfold play use it, with DrawnTints.
func (b *Board) DrawnPieces() (pieces map[string]byte, ok bool) {
	r, ok := b.currentRenderer()
	if !ok {
		return nil, false
	}
	pieces = map[string]byte{}
	for sq, img := range r.Pieces {
		if img.Visible() && img.Resource != nil {
			pieces[SquareName(sq)] = b.pos[sq]
		}
	}
	return pieces, true
}

// DrawnTints reads the square highlights off the renderer: the colour of
// each square tinted (the last move, the picked piece, a drop target).
func (b *Board) DrawnTints() (tints map[string]color.Color, ok bool) {
	r, ok := b.currentRenderer()
	if !ok {
		return nil, false
	}
	tints = map[string]color.Color{}
	for sq, t := range r.tints {
		if _, _, _, a := t.FillColor.RGBA(); a != 0 && t.Visible() {
			tints[SquareName(sq)] = t.FillColor
		}
	}
	return tints, true
}

// LastMoveTint is the colour of the last move's squares in the current
// board theme.
func LastMoveTint() color.Color { return lastMoveTint }
