package master

import "chessmaster/pgn"

// The arrows and coloured squares drawn on the board live in the comment
// of the move they were drawn at, as [%cal] and [%csl] (pgn/marks.go), so
// they are saved, autosaved and read back with the game like any comment.

// ToggleArrow draws arrow a at the move at path (before the first move
// for an empty path), or takes it away when it is there in a's colour.
func (c *ChessMaster) ToggleArrow(path []int, a pgn.Arrow) error {
	if !a.Valid() {
		return (&pgn.Node{}).ToggleArrow(a) // its error in the user's terms
	}
	return c.editTree(path, func(n *pgn.Node) error { return n.ToggleArrow(a) })
}

// ToggleSquare marks square s at the move at path, or takes the mark away
// when it is there in s's colour.
func (c *ChessMaster) ToggleSquare(path []int, s pgn.Square) error {
	if !s.Valid() {
		return (&pgn.Node{}).ToggleSquare(s)
	}
	return c.editTree(path, func(n *pgn.Node) error { return n.ToggleSquare(s) })
}
