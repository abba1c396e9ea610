package pgn

import "fmt"

// This file edits the arrows ([%cal]) and coloured squares ([%csl]) of a
// comment the way lichess's board does when one is drawn: drawing one
// that is there in the same colour takes it away, in another colour
// recolours it, and a new one is added after the others. The rest of the
// comment (its text, [%eval], [%clk]) stays as it is.

// ValidColor reports whether c is one of the colour letters of [%cal] and
// [%csl]: "G", "R", "Y" or "B".
func ValidColor(c string) bool { return len(c) == 1 && isColor(c[0]) }

// Valid reports whether the arrow has a colour and two different squares.
func (a Arrow) Valid() bool {
	return ValidColor(a.Color) && isSquare(a.From) && isSquare(a.To) && a.From != a.To
}

// Valid reports whether the square has a colour and is a square.
func (s Square) Valid() bool { return ValidColor(s.Color) && isSquare(s.Square) }

// ToggleArrow draws arrow a in the comment after the move, or takes it
// away when it is there in a's colour; there in another colour, it takes
// a's colour.
func (n *Node) ToggleArrow(a Arrow) error {
	if !a.Valid() {
		return fmt.Errorf("%q is not an arrow: it needs a colour G, R, Y or B and two different squares", a.Color+a.From+a.To)
	}
	n.SetArrows(ToggleArrow(n.Arrows(), a))
	return nil
}

// ToggleSquare marks square s in the comment after the move, or takes the
// mark away when it is there in s's colour; there in another colour, it
// takes s's colour.
func (n *Node) ToggleSquare(s Square) error {
	if !s.Valid() {
		return fmt.Errorf("%q is not a coloured square: it needs a colour G, R, Y or B and a square", s.Color+s.Square)
	}
	n.SetSquares(ToggleSquare(n.Squares(), s))
	return nil
}

// ToggleArrow returns arrows with a drawn: a new slice, with a removed if
// it was there in its colour (and any duplicate of it), recoloured if it
// was there in another, else added at the end.
func ToggleArrow(arrows []Arrow, a Arrow) []Arrow {
	out := make([]Arrow, 0, len(arrows)+1)
	found, remove := false, false
	for _, x := range arrows {
		if x.From != a.From || x.To != a.To {
			out = append(out, x)
			continue
		}
		if !found {
			found, remove = true, x.Color == a.Color
			if !remove {
				out = append(out, a)
			}
		}
	}
	if !found {
		out = append(out, a)
	}
	return out
}

// ToggleSquare is ToggleArrow for coloured squares.
func ToggleSquare(squares []Square, s Square) []Square {
	out := make([]Square, 0, len(squares)+1)
	found := false
	for _, x := range squares {
		if x.Square != s.Square {
			out = append(out, x)
			continue
		}
		if !found {
			found = true
			if x.Color != s.Color {
				out = append(out, s)
			}
		}
	}
	if !found {
		out = append(out, s)
	}
	return out
}
