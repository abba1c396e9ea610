package engine

// Draw detection inside the search.

// isDraw reports a draw by the fifty-move rule, insufficient material or
// repetition. Any repetition counts, not only the third occurrence: if a
// position can be repeated once, it can be repeated again, so the side
// that wants the draw will get it. Positions from the game history passed
// to SetPosition are part of the position's key history and count too.
func (s *searcher) isDraw() bool {
	p := s.pos
	return p.IsRepetition() || p.IsInsufficientMaterial() || p.IsFiftyMoveDraw()
}
