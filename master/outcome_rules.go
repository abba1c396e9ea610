package master

import (
	"strings"

	"github.com/notnil/chess"
)

// This file decides outcomes from the board. notnil/chess has its own
// automatic draws, but we keep our own positions list and rules so that
// claims (threefold, fifty moves) can be offered to humans and made by
// programs, and en passant only counts for repetition when it is legal.

// verdict is what the rules say about the current position.
type verdict struct {
	outcome   Outcome // set when the game is over by rule
	claimable string  // MethodThreefold or MethodFiftyMove when a draw may be claimed
}

// judge applies the rules to the last position of r.
func judge(r *record) verdict {
	pos := r.pos()
	legal := r.legal()
	if len(legal) == 0 {
		if inCheck(pos) {
			return verdict{outcome: Win(colorOf(pos.Turn()).Other(), MethodCheckmate)}
		}
		return verdict{outcome: Draw(MethodStalemate)}
	}
	if deadPosition(pos.Board()) {
		return verdict{outcome: Draw(MethodInsufficient)}
	}
	reps := r.repetitions()
	if reps >= 5 {
		return verdict{outcome: Draw(MethodFivefold)}
	}
	if pos.HalfMoveClock() >= 150 {
		return verdict{outcome: Draw(MethodSeventyFive)}
	}
	if reps >= 3 {
		return verdict{claimable: MethodThreefold}
	}
	if pos.HalfMoveClock() >= 100 {
		return verdict{claimable: MethodFiftyMove}
	}
	return verdict{}
}

// material counts pieces by color and type.
type material struct {
	count  [3][7]int // [Color][chess.PieceType]
	bishop [3][2]int // bishops per color on light(0)/dark(1) squares
}

func countMaterial(b *chess.Board) material {
	var m material
	for sq, p := range b.SquareMap() {
		c := colorOf(p.Color())
		m.count[c][p.Type()]++
		if p.Type() == chess.Bishop {
			m.bishop[c][squareShade(sq)]++
		}
	}
	return m
}

// squareShade is 1 for dark squares (a1 is dark), 0 for light ones.
func squareShade(sq chess.Square) int {
	if (int(sq.File())+int(sq.Rank()))%2 == 0 {
		return 1
	}
	return 0
}

// onlyKingAndMinor reports whether side c has its king plus at most one
// knight or one bishop and nothing else.
func (m material) onlyKingAndMinor(c Color) bool {
	n := m.count[c]
	if n[chess.Pawn]+n[chess.Rook]+n[chess.Queen] > 0 {
		return false
	}
	return n[chess.Knight]+n[chess.Bishop] <= 1
}

// deadPosition is the automatic insufficient-material draw: K v K,
// K+minor v K, and positions with only bishops all on one shade.
func deadPosition(b *chess.Board) bool {
	m := countMaterial(b)
	for _, c := range []Color{White, Black} {
		n := m.count[c]
		if n[chess.Pawn]+n[chess.Rook]+n[chess.Queen] > 0 {
			return false
		}
	}
	minors := 0
	knights := 0
	for _, c := range []Color{White, Black} {
		minors += m.count[c][chess.Knight] + m.count[c][chess.Bishop]
		knights += m.count[c][chess.Knight]
	}
	if minors <= 1 {
		return true
	}
	if knights > 0 {
		return false
	}
	light := m.bishop[White][0] + m.bishop[Black][0]
	dark := m.bishop[White][1] + m.bishop[Black][1]
	return light == 0 || dark == 0
}

// cannotMate reports whether side c has too little material to ever
// checkmate: a lone king or king with a single minor piece (the usual
// simplification used for loss on time), or a dead position.
func cannotMate(b *chess.Board, c Color) bool {
	return countMaterial(b).onlyKingAndMinor(c) || deadPosition(b)
}

// inCheck reports whether the side to move is in check.
func inCheck(pos *chess.Position) bool {
	return attacked(pos.Board(), kingSquare(pos.Board(), colorOf(pos.Turn())), colorOf(pos.Turn()).Other())
}

func kingSquare(b *chess.Board, c Color) chess.Square {
	for sq, p := range b.SquareMap() {
		if p.Type() == chess.King && colorOf(p.Color()) == c {
			return sq
		}
	}
	return chess.NoSquare
}

// attacked reports whether square sq is attacked by side by.
func attacked(b *chess.Board, sq chess.Square, by Color) bool {
	if sq == chess.NoSquare {
		return false
	}
	f, r := int(sq.File()), int(sq.Rank())
	at := func(df, dr int) chess.Piece {
		nf, nr := f+df, r+dr
		if nf < 0 || nf > 7 || nr < 0 || nr > 7 {
			return chess.NoPiece
		}
		return b.Piece(chess.Square(nr*8 + nf))
	}
	is := func(p chess.Piece, types ...chess.PieceType) bool {
		if p == chess.NoPiece || colorOf(p.Color()) != by {
			return false
		}
		for _, t := range types {
			if p.Type() == t {
				return true
			}
		}
		return false
	}
	for _, d := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		if is(at(d[0], d[1]), chess.Knight) {
			return true
		}
	}
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			if (df != 0 || dr != 0) && is(at(df, dr), chess.King) {
				return true
			}
		}
	}
	pawnDir := -1 // a white pawn attacks upwards, so it sits below sq
	if by == Black {
		pawnDir = 1
	}
	if is(at(-1, pawnDir), chess.Pawn) || is(at(1, pawnDir), chess.Pawn) {
		return true
	}
	rays := []struct {
		df, dr int
		types  []chess.PieceType
	}{
		{1, 0, []chess.PieceType{chess.Rook, chess.Queen}}, {-1, 0, []chess.PieceType{chess.Rook, chess.Queen}},
		{0, 1, []chess.PieceType{chess.Rook, chess.Queen}}, {0, -1, []chess.PieceType{chess.Rook, chess.Queen}},
		{1, 1, []chess.PieceType{chess.Bishop, chess.Queen}}, {1, -1, []chess.PieceType{chess.Bishop, chess.Queen}},
		{-1, 1, []chess.PieceType{chess.Bishop, chess.Queen}}, {-1, -1, []chess.PieceType{chess.Bishop, chess.Queen}},
	}
	for _, ray := range rays {
		for i := 1; i < 8; i++ {
			nf, nr := f+ray.df*i, r+ray.dr*i
			if nf < 0 || nf > 7 || nr < 0 || nr > 7 {
				break
			}
			p := b.Piece(chess.Square(nr*8 + nf))
			if p == chess.NoPiece {
				continue
			}
			if is(p, ray.types...) {
				return true
			}
			break
		}
	}
	return false
}

// repetitionKey identifies a position for the repetition rules: pieces,
// side to move, castling rights and the en passant square only when an
// en passant capture is actually legal (FIDE article 9.2.3).
func repetitionKey(pos *chess.Position, legal []*chess.Move) string {
	fields := strings.Fields(pos.String())
	ep := "-"
	for _, m := range legal {
		if m.HasTag(chess.EnPassant) {
			ep = fields[3]
			break
		}
	}
	return fields[0] + " " + fields[1] + " " + fields[2] + " " + ep
}
