package puzzle

import "chessmaster/engine"

// attacksFrom is the squares the piece on sq attacks with occupancy occ.
func attacksFrom(pos *engine.Position, sq engine.Square, occ engine.Bitboard) engine.Bitboard {
	pc := pos.PieceAt(sq)
	switch pc.Type() {
	case engine.Pawn:
		return engine.PawnAttacks(pc.Color(), sq)
	case engine.Knight:
		return engine.KnightAttacks(sq)
	case engine.Bishop:
		return engine.BishopAttacks(sq, occ)
	case engine.Rook:
		return engine.RookAttacks(sq, occ)
	case engine.Queen:
		return engine.QueenAttacks(sq, occ)
	case engine.King:
		return engine.KingAttacks(sq)
	}
	return 0
}

// defended reports whether a piece of c other than the one on sq guards
// sq (an attacker of c's colour reaches it).
func defended(pos *engine.Position, sq engine.Square, c engine.Color) bool {
	return pos.AttackersTo(sq, pos.Occupied())&pos.Occupancy(c) != 0
}

// slides reports whether a piece of type pt moves along the line from a
// to b (a rook on files and ranks, a bishop on diagonals, a queen both).
func slides(pt engine.PieceType, a, b engine.Square) bool {
	straight := a.File() == b.File() || a.Rank() == b.Rank()
	switch pt {
	case engine.Rook:
		return straight
	case engine.Bishop:
		return !straight && engine.Line(a, b) != 0
	case engine.Queen:
		return engine.Line(a, b) != 0
	}
	return false
}

// pinnedTo reports whether the piece on sq (of colour c) is pinned by a
// slider of the other side: behind it on the slider's line stands c's
// king or a piece worth more than it.
func pinnedTo(pos *engine.Position, sq engine.Square) bool {
	pc := pos.PieceAt(sq)
	if pc == engine.NoPiece || pc.Type() == engine.King {
		return false
	}
	c := pc.Color()
	occ := pos.Occupied()
	sliders := (pos.Pieces(c.Other(), engine.Bishop) | pos.Pieces(c.Other(), engine.Rook) | pos.Pieces(c.Other(), engine.Queen))
	for b := sliders; b != 0; b &= b - 1 {
		s := b.LSB()
		if !slides(pos.PieceAt(s).Type(), s, sq) || engine.Between(s, sq)&occ != 0 {
			continue
		}
		// The first piece behind sq on the line from s.
		for t := engine.Line(s, sq) & occ; t != 0; t &= t - 1 {
			x := t.LSB()
			if !between(s, sq, x) || engine.Between(sq, x)&occ != 0 {
				continue
			}
			v := pos.PieceAt(x)
			if v.Color() == c && (v.Type() == engine.King || pieceValue[v.Type()] > pieceValue[pc.Type()]) {
				return true
			}
		}
	}
	return false
}

// between reports whether m lies strictly between a and x on one line.
func between(a, m, x engine.Square) bool {
	return engine.Between(a, x)&engine.SquareBB(m) != 0
}
