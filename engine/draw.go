package engine

// Draw rules: repetition, the fifty-move rule and dead positions.

// RepetitionCount returns how many earlier positions in the history
// (moves made on this Position, including those applied from a UCI move
// list) equal the current one: 0 the first time, 2 means a threefold
// repetition. Only positions since the last capture, pawn move or null
// move can repeat, so the scan stops there.
func (p *Position) RepetitionCount() int {
	n := len(p.history)
	end := min(p.halfmove, p.pliesFromNull, n)
	count := 0
	for i := 4; i <= end; i += 2 {
		if p.history[n-i].key == p.key {
			count++
		}
	}
	return count
}

// IsSearchRepetition reports whether search should score the position as
// a draw by repetition, ply plies below the root: it occurred before
// within the search (the root included), so the side that wants the draw
// can repeat it again; or twice before anywhere (threefold). A position
// that occurred once in the game before the root is not a draw: the side
// to move there chose the line and may leave it (scoring it as a draw
// made a lost side head for a "draw" that was not there).
func (p *Position) IsSearchRepetition(ply int) bool {
	n := len(p.history)
	end := min(p.halfmove, p.pliesFromNull, n)
	before := 0
	for i := 4; i <= end; i += 2 {
		if p.history[n-i].key != p.key {
			continue
		}
		if i <= ply {
			return true
		}
		if before++; before == 2 {
			return true
		}
	}
	return false
}

// IsRepetition reports whether the current position occurred before
// (twofold). Search treats this as a draw; a game needs RepetitionCount
// to reach 2 (threefold).
func (p *Position) IsRepetition() bool {
	n := len(p.history)
	end := min(p.halfmove, p.pliesFromNull, n)
	for i := 4; i <= end; i += 2 {
		if p.history[n-i].key == p.key {
			return true
		}
	}
	return false
}

// IsFiftyMoveDraw reports a draw by the fifty-move rule: 100 plies
// without capture or pawn move, unless the last move delivered mate.
func (p *Position) IsFiftyMoveDraw() bool {
	if p.halfmove < 100 {
		return false
	}
	return !p.InCheck() || p.HasLegalMove()
}

// IsInsufficientMaterial reports a dead position that no sequence of
// legal moves can turn into mate: K v K, a lone minor piece v K, or only
// bishops left and all of them on squares of one colour.
func (p *Position) IsInsufficientMaterial() bool {
	if p.byType[Pawn]|p.byType[Rook]|p.byType[Queen] != 0 {
		return false
	}
	minors := p.byType[Knight] | p.byType[Bishop]
	if !minors.Many() {
		return true
	}
	if p.byType[Knight] != 0 {
		return false
	}
	b := p.byType[Bishop]
	return b&lightSquares == 0 || b&darkSquares == 0
}

// IsCheckmate reports whether the side to move is mated.
func (p *Position) IsCheckmate() bool { return p.InCheck() && !p.HasLegalMove() }

// IsStalemate reports whether the side to move has no legal move but is
// not in check.
func (p *Position) IsStalemate() bool { return !p.InCheck() && !p.HasLegalMove() }
