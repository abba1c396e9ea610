package master

import "github.com/notnil/chess"

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

func colorOf(c chess.Color) Color {
	switch c {
	case chess.White:
		return White
	case chess.Black:
		return Black
	}
	return NoColor
}

// chessColor is c as the referee's colour.
func chessColor(c Color) chess.Color {
	switch c {
	case White:
		return chess.White
	case Black:
		return chess.Black
	}
	return chess.NoColor
}
