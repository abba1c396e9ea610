package engine

// Draw detection inside the search.

// isDraw reports a draw by the fifty-move rule, insufficient material or
// repetition, ply plies below the root. A repetition within the search
// counts at once, not only the third occurrence: if a position can be
// repeated once, it can be repeated again, so the side that wants the
// draw will get it. Positions from the game history passed to
// SetPosition count when they make the position's third occurrence
// (Position.IsSearchRepetition).
func (s *searcher) isDraw(ply int) bool {
	p := s.pos
	return p.IsSearchRepetition(ply) || p.IsInsufficientMaterial() || p.IsFiftyMoveDraw()
}
