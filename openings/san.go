package openings

import (
	"fmt"
	"strings"

	"chessmaster/engine"
)

// sanMove finds the legal move that san names in p. It reads the SAN of
// the opening files and of ordinary PGN: piece letter (none for a pawn),
// optional disambiguation file and/or rank, optional "x", destination
// square, optional promotion ("=Q" or "Q"), "O-O" / "O-O-O" (also with
// zeros), and ignores trailing check marks and annotation glyphs (+ # ! ?).
// The move must be the only legal one that fits.
func sanMove(p *engine.Position, san string) (engine.Move, error) {
	s := strings.TrimRight(san, "+#!?")
	var l engine.MoveList
	p.GenerateLegal(&l)

	switch s {
	case "O-O", "0-0", "O-O-O", "0-0-0":
		file := 6 // g-file: the king's destination square
		if len(s) == 5 {
			file = 2
		}
		for _, m := range l.Slice() {
			if m.IsCastling() && m.To().File() == file {
				return m, nil
			}
		}
		return engine.NoMove, fmt.Errorf("illegal castling %q", san)
	}

	pt := engine.Pawn
	if s != "" {
		switch s[0] {
		case 'N':
			pt = engine.Knight
		case 'B':
			pt = engine.Bishop
		case 'R':
			pt = engine.Rook
		case 'Q':
			pt = engine.Queen
		case 'K':
			pt = engine.King
		}
		if pt != engine.Pawn {
			s = s[1:]
		}
	}
	promo := engine.NoPieceType
	if pt == engine.Pawn && len(s) >= 3 {
		switch s[len(s)-1] {
		case 'N':
			promo = engine.Knight
		case 'B':
			promo = engine.Bishop
		case 'R':
			promo = engine.Rook
		case 'Q':
			promo = engine.Queen
		}
		if promo != engine.NoPieceType {
			s = strings.TrimSuffix(s[:len(s)-1], "=")
		}
	}
	if len(s) < 2 {
		return engine.NoMove, fmt.Errorf("bad SAN %q", san)
	}
	to, ok := engine.ParseSquare(s[len(s)-2:])
	if !ok {
		return engine.NoMove, fmt.Errorf("bad SAN %q: no destination square", san)
	}
	fromFile, fromRank := -1, -1
	for _, c := range s[:len(s)-2] {
		switch {
		case c >= 'a' && c <= 'h':
			fromFile = int(c - 'a')
		case c >= '1' && c <= '8':
			fromRank = int(c - '1')
		case c == 'x' || c == ':':
		default:
			return engine.NoMove, fmt.Errorf("bad SAN %q", san)
		}
	}

	found := engine.NoMove
	for _, m := range l.Slice() {
		if m.To() != to || m.IsCastling() || m.Promotion() != promo ||
			p.MovedPiece(m).Type() != pt {
			continue
		}
		from := m.From()
		if fromFile >= 0 && from.File() != fromFile ||
			fromRank >= 0 && from.Rank() != fromRank {
			continue
		}
		if found != engine.NoMove {
			return engine.NoMove, fmt.Errorf("ambiguous SAN %q", san)
		}
		found = m
	}
	if found == engine.NoMove {
		return engine.NoMove, fmt.Errorf("illegal SAN %q", san)
	}
	return found, nil
}
