package rules960

// Move is a legal move. Castle is 0, or 1 for O-O and 2 for O-O-O; a
// castling move's From is the king's square and To the rook's
// (king-takes-rook).
type Move struct {
	From, To int
	Promo    byte // 'q', 'r', 'b', 'n' or 0
	Castle   int
}

var (
	knightSteps = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	kingSteps   = [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	rookDirs    = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs  = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// step returns the square df files and dr ranks from s, -1 off the board.
func step(s, df, dr int) int {
	f, r := s%8+df, s/8+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return -1
	}
	return r*8 + f
}

// attacked reports whether a piece of the given colour attacks s.
func (b *Board) attacked(s int, byWhite bool) bool {
	own := func(p byte, kind byte) bool {
		if byWhite {
			return p == kind
		}
		return p == kind+'a'-'A'
	}
	for _, d := range knightSteps {
		if t := step(s, d[0], d[1]); t >= 0 && own(b.sq[t], 'N') {
			return true
		}
	}
	for _, d := range kingSteps {
		if t := step(s, d[0], d[1]); t >= 0 && own(b.sq[t], 'K') {
			return true
		}
	}
	pawnRank := -1 // a white pawn attacking s stands one rank below it
	if !byWhite {
		pawnRank = 1
	}
	for _, df := range []int{-1, 1} {
		if t := step(s, df, pawnRank); t >= 0 && own(b.sq[t], 'P') {
			return true
		}
	}
	slide := func(dirs [][2]int, a, c byte) bool {
		for _, d := range dirs {
			for t := step(s, d[0], d[1]); t >= 0; t = step(t, d[0], d[1]) {
				if p := b.sq[t]; p != 0 {
					if own(p, a) || own(p, c) {
						return true
					}
					break
				}
			}
		}
		return false
	}
	return slide(rookDirs, 'R', 'Q') || slide(bishopDirs, 'B', 'Q')
}

// InCheck reports whether the side to move is in check.
func (b *Board) InCheck() bool { return b.attacked(b.king(b.white), !b.white) }

// Legal returns the legal moves: every pseudo-legal move is played on a
// copy and kept if it leaves the mover's king unattacked.
func (b *Board) Legal() []Move {
	var out []Move
	for _, m := range b.pseudo() {
		if m.Castle != 0 {
			out = append(out, m) // castling checks its own squares
			continue
		}
		after := b.Play(m)
		if !after.attacked(after.king(b.white), !b.white) {
			out = append(out, m)
		}
	}
	return out
}

// pseudo lists the moves that follow the pieces' movement, and the fully
// checked castling moves.
func (b *Board) pseudo() []Move {
	var out []Move
	mine := func(p byte) bool { return p != 0 && isWhite(p) == b.white }
	theirs := func(p byte) bool { return p != 0 && isWhite(p) != b.white }
	for s, p := range b.sq {
		if !mine(p) {
			continue
		}
		switch p | 0x20 {
		case 'p':
			out = b.pawnMoves(out, s, theirs)
		case 'n', 'k':
			steps := knightSteps
			if p|0x20 == 'k' {
				steps = kingSteps
			}
			for _, d := range steps {
				if t := step(s, d[0], d[1]); t >= 0 && !mine(b.sq[t]) {
					out = append(out, Move{From: s, To: t})
				}
			}
		default:
			var dirs [][2]int
			switch p | 0x20 {
			case 'r':
				dirs = rookDirs
			case 'b':
				dirs = bishopDirs
			default:
				dirs = append(append(dirs, rookDirs...), bishopDirs...)
			}
			for _, d := range dirs {
				for t := step(s, d[0], d[1]); t >= 0; t = step(t, d[0], d[1]) {
					if mine(b.sq[t]) {
						break
					}
					out = append(out, Move{From: s, To: t})
					if b.sq[t] != 0 {
						break
					}
				}
			}
		}
	}
	return append(out, b.castlingMoves()...)
}

func (b *Board) pawnMoves(out []Move, s int, theirs func(byte) bool) []Move {
	dir, start, last := 1, 1, 7
	if !b.white {
		dir, start, last = -1, 6, 0
	}
	add := func(t int) {
		if t/8 == last {
			for _, pr := range []byte("qrbn") {
				out = append(out, Move{From: s, To: t, Promo: pr})
			}
			return
		}
		out = append(out, Move{From: s, To: t})
	}
	if t := step(s, 0, dir); t >= 0 && b.sq[t] == 0 {
		add(t)
		if t2 := step(t, 0, dir); s/8 == start && b.sq[t2] == 0 {
			add(t2)
		}
	}
	for _, df := range []int{-1, 1} {
		if t := step(s, df, dir); t >= 0 && (theirs(b.sq[t]) || t == b.ep) {
			add(t)
		}
	}
	return out
}

// castlingMoves lists the legal castling moves, by the rules of Chess960:
// the king ends on g1 (O-O) or c1 (O-O-O) and the rook on f1 or d1 (the
// 8th rank for Black); all squares between the king and its target and
// between the rook and its target, targets included, are empty except
// for the king and the castling rook; the king is not in check, crosses
// no attacked square and does not land on one (judged with the rook
// already moved).
func (b *Board) castlingMoves() []Move {
	var out []Move
	k := b.king(b.white)
	home, first := 0, 0
	if !b.white {
		home, first = 56, 2
	}
	if b.attacked(k, !b.white) {
		return nil
	}
	for side := 0; side < 2; side++ {
		r := b.rook[first+side]
		if r < 0 {
			continue
		}
		kTo, rTo := home+6, home+5
		if side == 1 {
			kTo, rTo = home+2, home+3
		}
		ok := true
		for _, span := range [][2]int{{k, kTo}, {r, rTo}} {
			lo, hi := min(span[0], span[1]), max(span[0], span[1])
			for s := lo; s <= hi; s++ {
				if s != k && s != r && b.sq[s] != 0 {
					ok = false
				}
			}
		}
		lo, hi := min(k, kTo), max(k, kTo)
		for s := lo; s <= hi && ok; s++ {
			if s != kTo && b.attacked(s, !b.white) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		m := Move{From: k, To: r, Castle: side + 1}
		after := b.Play(m)
		if after.attacked(kTo, !b.white) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// Play returns the position after m (which must come from Legal).
func (b *Board) Play(m Move) *Board {
	a := *b
	p := a.sq[m.From]
	a.ep = -1
	a.halfmove++
	if !b.white {
		a.fullmove++
	}
	home, first := 0, 0
	if !b.white {
		home, first = 56, 2
	}
	switch {
	case m.Castle != 0:
		rook := a.sq[m.To]
		a.sq[m.From], a.sq[m.To] = 0, 0
		if m.Castle == 1 {
			a.sq[home+6], a.sq[home+5] = p, rook
		} else {
			a.sq[home+2], a.sq[home+3] = p, rook
		}
		a.rook[first], a.rook[first+1] = -1, -1
	default:
		if a.sq[m.To] != 0 || p|0x20 == 'p' {
			a.halfmove = 0
		}
		if p|0x20 == 'p' && m.To == b.ep {
			a.sq[m.To-8+16*boolInt(!b.white)] = 0 // the pawn taken en passant
		}
		a.sq[m.To], a.sq[m.From] = p, 0
		if m.Promo != 0 {
			a.sq[m.To] = m.Promo
			if b.white {
				a.sq[m.To] = m.Promo - 'a' + 'A'
			}
		}
		if p|0x20 == 'p' && (m.To-m.From == 16 || m.From-m.To == 16) {
			a.ep = (m.From + m.To) / 2
		}
		if p|0x20 == 'k' {
			a.rook[first], a.rook[first+1] = -1, -1
		}
		for i, r := range a.rook {
			if r == m.From || r == m.To {
				a.rook[i] = -1
			}
		}
	}
	a.white = !b.white
	return &a
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}
