package widgets

import (
	"fmt"
	"strings"

	"chessmaster/internal/fenfields"
)

// Squares are numbered a1=0, b1=1, ..., h8=63 like everywhere in ChessMaster.

// SquareName returns "e4" for square 28.
func SquareName(sq int) string {
	return string([]byte{byte('a' + sq%8), byte('1' + sq/8)})
}

// ParseSquare turns "e4" into 28; it returns -1 for anything else.
func ParseSquare(s string) int {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return -1
	}
	return int(s[1]-'1')*8 + int(s[0]-'a')
}

// uciSquares splits a UCI move ("e7e8q") into its from and to squares and the
// promotion letter (0 if none). ok is false when the text is not a move.
func UCISquares(m string) (from, to int, promo byte, ok bool) {
	if len(m) != 4 && len(m) != 5 {
		return -1, -1, 0, false
	}
	from, to = ParseSquare(m[0:2]), ParseSquare(m[2:4])
	if from < 0 || to < 0 {
		return -1, -1, 0, false
	}
	if len(m) == 5 {
		promo = m[4]
		if !strings.ContainsRune("qrbn", rune(promo)) {
			return -1, -1, 0, false
		}
	}
	return from, to, promo, true
}

// Placement is what the board draws: a piece letter per square in FEN
// notation ('P' white pawn, 'k' black king, 0 empty).
type Placement [64]byte

// ParsePlacement reads the first two fields of a FEN (pieces and side to
// move). The board only draws, so the rest of the FEN is not needed here.
func ParsePlacement(fen string) (p Placement, whiteToMove bool, err error) {
	f := fenfields.Split(fen)
	if f.Count == 0 {
		return p, true, fmt.Errorf("empty FEN")
	}
	rank, file := 7, 0
	for _, c := range f.Placement {
		switch {
		case c == '/':
			if file != 8 || rank == 0 {
				return p, true, fmt.Errorf("bad FEN rank layout in %q", f.Placement)
			}
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return p, true, fmt.Errorf("FEN rank too long in %q", f.Placement)
			}
		case strings.ContainsRune("PNBRQKpnbrqk", c):
			if file >= 8 {
				return p, true, fmt.Errorf("FEN rank too long in %q", f.Placement)
			}
			p[rank*8+file] = byte(c)
			file++
		default:
			return p, true, fmt.Errorf("bad FEN character %q", c)
		}
	}
	if rank != 0 || file != 8 {
		return p, true, fmt.Errorf("FEN does not describe 8 ranks: %q", f.Placement)
	}
	whiteToMove = !f.BlackToMove()
	return p, whiteToMove, nil
}

// IsWhite reports whether a piece letter is a white piece.
func IsWhite(pc byte) bool { return pc >= 'A' && pc <= 'Z' }

// apply returns the placement after the (already legal) move m. It is used to
// show a move immediately while the controller confirms it, so it only has
// to know how pieces move on the board: castling moves the rook too, an en
// passant capture removes the pawn beside the target, a promotion swaps the
// pawn.
func (p Placement) apply(m string) Placement {
	from, to, promo, ok := UCISquares(m)
	if !ok || p[from] == 0 {
		return p
	}
	pc := p[from]
	switch {
	case (pc == 'K' || pc == 'k') && abs(to-from) == 2:
		rookFrom, rookTo := from+3, from+1
		if to < from {
			rookFrom, rookTo = from-4, from-1
		}
		p[rookTo], p[rookFrom] = p[rookFrom], 0
	case (pc == 'P' || pc == 'p') && from%8 != to%8 && p[to] == 0:
		p[(from/8)*8+to%8] = 0 // en passant
	}
	if promo != 0 {
		pc = promo
		if IsWhite(p[from]) {
			pc -= 'a' - 'A'
		}
	}
	p[to], p[from] = pc, 0
	return p
}

// king returns the square of the king of the given colour, or -1.
func (p Placement) king(white bool) int {
	want := byte('k')
	if white {
		want = 'K'
	}
	for sq, pc := range p {
		if pc == want {
			return sq
		}
	}
	return -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
