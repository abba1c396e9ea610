package master

import (
	"errors"
	"fmt"

	"chessmaster/pgn"
)

// This file holds what the window needs beyond the controller's game
// calls: installing an edited tree (game review writes its marks into a
// copy of the tree), saving through a writer of the caller's choice (a
// game saved into its place in a multi-game file), and the positions of a
// line of moves.

// ReplaceTree makes g's moves, variations, comments and NAGs the tree of
// the current game. g must start from the game's start position; every
// move of it is checked, and written in canonical SAN. The tags stay the
// controller's. The board stays on its line as far as the new tree has
// it (the same moves, wherever they now are among their siblings); where
// the line ends sooner the board goes back to its last move there and
// the game is paused. The game is marked modified when the tree differs.
func (c *ChessMaster) ReplaceTree(g *pgn.Game) error {
	if g == nil || g.Root == nil {
		return errors.New("no game tree")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.replaceTree(g)
}

// replaceTree is ReplaceTree with the controller locked.
func (c *ChessMaster) replaceTree(g *pgn.Game) error {
	if c.closed {
		return ErrClosed
	}
	check, err := newRecord(g.StartFEN())
	if err != nil {
		return fmt.Errorf("the tree's start position: %w", err)
	}
	if check.startFEN != c.rec.startFEN {
		return fmt.Errorf("the tree starts from %s, the game from %s", check.startFEN, c.rec.startFEN)
	}
	root := g.Root.Clone()
	check.root = root
	if err := check.checkTree(root); err != nil {
		return err
	}
	before := pgn.Write(c.rec.pgnGame())

	// Find the board's line in the new tree.
	nodes := make([]*pgn.Node, 0, len(c.rec.plies))
	n := root
	for _, p := range c.rec.plies {
		var next *pgn.Node
		for _, ch := range n.Children {
			if ch.Move == p.san {
				next = ch
				break
			}
		}
		if next == nil {
			break
		}
		nodes = append(nodes, next)
		n = next
	}
	c.rec.root = root
	if len(nodes) < len(c.rec.plies) {
		c.pause()
		c.invalidate()
		c.rec.truncate(len(nodes))
		c.restoreClock()
		c.refreshVerdict()
		c.turnSent = -1
	}
	for i := range nodes {
		c.rec.plies[i].node = nodes[i]
	}
	if pgn.Write(c.rec.pgnGame()) != before {
		c.modified = true
	}
	c.ev.publish(PositionEvent{Reason: ReasonEdit})
	return nil
}

// SavePGNWith hands the game's PGN text to write (which stores it, e.g.
// into its place in a file of several games) and, when write succeeds
// and the game did not change meanwhile, marks the game saved
// (State.Modified false) as SavePGN does.
func (c *ChessMaster) SavePGNWith(write func(text string) error) error {
	text := c.PGN()
	if err := write(text); err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if pgn.Write(c.rec.pgnGame()) == text {
		c.modified = false
	}
	return nil
}
