package referee

import (
	"strings"

	"github.com/notnil/chess"

	"chessmaster/engine"
)

// material counts pieces by color and type.
type material struct {
	count  [3][7]int // [Color][chess.PieceType]
	bishop [3][2]int // bishops per color on light(0)/dark(1) squares
}

func countMaterial(b *chess.Board) material {
	var m material
	for sq, p := range b.SquareMap() {
		c := p.Color()
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
func (m material) onlyKingAndMinor(c chess.Color) bool {
	n := m.count[c]
	if n[chess.Pawn]+n[chess.Rook]+n[chess.Queen] > 0 {
		return false
	}
	return n[chess.Knight]+n[chess.Bishop] <= 1
}

// DeadPosition is the automatic insufficient-material draw: K v K,
// K+minor v K, and positions with only bishops all on one shade.
func DeadPosition(pos *Pos) bool { return deadBoard(pos.material()) }

func deadBoard(b *chess.Board) bool {
	m := countMaterial(b)
	for _, c := range []chess.Color{chess.White, chess.Black} {
		n := m.count[c]
		if n[chess.Pawn]+n[chess.Rook]+n[chess.Queen] > 0 {
			return false
		}
	}
	minors := 0
	knights := 0
	for _, c := range []chess.Color{chess.White, chess.Black} {
		minors += m.count[c][chess.Knight] + m.count[c][chess.Bishop]
		knights += m.count[c][chess.Knight]
	}
	if minors <= 1 {
		return true
	}
	if knights > 0 {
		return false
	}
	light := m.bishop[chess.White][0] + m.bishop[chess.Black][0]
	dark := m.bishop[chess.White][1] + m.bishop[chess.Black][1]
	return light == 0 || dark == 0
}

// cannotMate reports whether side c has too little material to ever
// checkmate: a lone king or king with a single minor piece (the usual
// simplification used for loss on time), or a dead position.
func CannotMate(pos *Pos, white bool) bool {
	c := chess.Black
	if white {
		c = chess.White
	}
	b := pos.material()
	return countMaterial(b).onlyKingAndMinor(c) || deadBoard(b)
}

// inCheck reports whether the side to move is in check. The referee's
// positions do not say, so the engine's board answers; the referee still
// decides which moves are legal.
func InCheck(pos *Pos) bool {
	if pos.fr != nil {
		return pos.fr.InCheck()
	}
	p, err := engine.ParseFEN(pos.String())
	return err == nil && p.InCheck()
}

// repetitionKey identifies a position for the repetition rules: pieces,
// side to move, castling rights and the en passant square only when an
// en passant capture is actually legal (FIDE article 9.2.3).
func RepetitionKey(pos *Pos) string {
	fields := strings.Fields(pos.String())
	ep := "-"
	if pos.hasEnPassant() {
		ep = fields[3]
	}
	return fields[0] + " " + fields[1] + " " + fields[2] + " " + ep
}
