package engine

// restrictRootMoves keeps only the moves of l named in only (UCI
// notation) and reports whether it did. With no names, or none of them
// legal, l is left as it is.
func restrictRootMoves(l *MoveList, only []string) bool {
	if len(only) == 0 {
		return false
	}
	var kept MoveList
	for _, m := range l.Slice() {
		for _, s := range only {
			if m.String() == s {
				kept.Moves[kept.N] = m
				kept.N++
				break
			}
		}
	}
	if kept.N == 0 {
		return false
	}
	*l = kept
	return true
}
