package human

// The left-right mirror of the context net's inputs and output rows
// (files a..h become h..a). Chess is the same game mirrored once no side
// may castle, so a position without castling rights and its mirror
// image should get mirrored move terms: scripts/humanctx can fit on both
// (37,221 games are little data for a net of this size, and the mirror
// teaches it that a pattern on the queenside is the same pattern on the
// kingside).

// mirrorSquare flips a square's file.
func mirrorSquare(s int) int { return s ^ 7 }

// CtxMirrorInput returns the mirror image of input in, and false for a
// castling right, which has no mirror image (a position with one is not
// mirrored).
func CtxMirrorInput(in uint16) (uint16, bool) {
	i := int(in)
	var base int
	switch {
	case i < ctxLastFrom:
		base = i &^ 63 // the piece blocks are 64 apart from 0
	case i < ctxCastling:
		base = ctxLastFrom + (i-ctxLastFrom)&^63
	case i < ctxInCheck:
		return in, false
	case i == ctxInCheck:
		return in, true
	case i < CtxInputs:
		base = ctxPrevFrom + (i-ctxPrevFrom)&^63
	default:
		return in, false
	}
	return uint16(base + mirrorSquare(i-base)), true
}

// CtxMirrorMove returns the mirror image of output row idx (from·64+to).
func CtxMirrorMove(idx uint16) uint16 {
	from, to := int(idx)/64, int(idx)%64
	return uint16(mirrorSquare(from)*64 + mirrorSquare(to))
}
