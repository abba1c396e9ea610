package master

import "chessmaster/master/referee"

// Color is a side of the board. The zero value NoColor means "neither"
// (e.g. no clock running, a drawn game's winner).
type Color int

const (
	NoColor Color = iota
	White
	Black
)

// Other returns the opponent's color (NoColor stays NoColor).
func (c Color) Other() Color {
	switch c {
	case White:
		return Black
	case Black:
		return White
	}
	return NoColor
}

// String returns "White", "Black" or "none".
func (c Color) String() string {
	switch c {
	case White:
		return "White"
	case Black:
		return "Black"
	}
	return "none"
}

// turnOf is the side to move in the referee's position.
func turnOf(p *referee.Pos) Color {
	if p.WhiteToMove() {
		return White
	}
	return Black
}
