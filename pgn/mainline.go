package pgn

// MainLineOnly returns a copy of the game with its tags, result and main
// line only: no variations, comments (embedded commands included) or
// NAGs.
func (g *Game) MainLineOnly() *Game {
	out := &Game{Tags: append(Tags(nil), g.Tags...), Root: &Node{}, Result: g.Result, Line: g.Line}
	cur := out.Root
	for _, n := range g.MainLine() {
		c := cur.AddChild(n.Move)
		c.Line = n.Line
		cur = c
	}
	return out
}
