package master

import (
	"errors"
	"fmt"

	"chessmaster/pgn"
)

// The game is a tree: the main line and its variations, with comments and
// NAGs. The board is on one line of it. A path names a move in the tree:
// the index of the child to take at each step from the start, so {0, 0, 1}
// is the second choice for the third move after the main line's first two.

// Tree returns a copy of the game tree with its tags.
func (c *ChessMaster) Tree() *pgn.Game {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.pgnGame()
}

// path is the path of the board's line (locked).
func (c *ChessMaster) path() []int {
	out := make([]int, len(c.rec.plies))
	for i, p := range c.rec.plies {
		out[i] = childIndex(p.node)
	}
	return out
}

// nodeAt finds the node at path (locked); the root for an empty path.
func (c *ChessMaster) nodeAt(path []int) (*pgn.Node, error) {
	n := c.rec.root
	for depth, i := range path {
		if i < 0 || i >= len(n.Children) {
			return nil, fmt.Errorf("no move at step %d of that line", depth+1)
		}
		n = n.Children[i]
	}
	return n, nil
}

// GoTo puts the board on the move at path (the start for an empty path).
// Going to any other move than the board's makes the game a study
// (State.Study), whether it was being played, paused or over: the clocks
// stop, no program answers, and a move for either side makes a variation
// (Play adds it as AddMove does). Only Start ("Continue from here") plays
// on, from the board's move. Going back is navigation, not a takeback:
// Undo takes moves back and keeps the game in play.
func (c *ChessMaster) GoTo(path []int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	target, err := c.nodeAt(path)
	if err != nil {
		return err
	}
	if target != c.rec.node() {
		c.study = true
	}
	c.pause()
	c.invalidate()
	// Keep the positions already computed for the common part of the line.
	common := 0
	for common < len(path) && common < len(c.rec.plies) && childIndex(c.rec.plies[common].node) == path[common] {
		common++
	}
	c.rec.truncate(common)
	n := c.rec.node()
	for _, i := range path[common:] {
		n = n.Children[i]
		if err := c.rec.follow(n, SourcePGN); err != nil {
			return err // every node was checked when it entered the tree
		}
	}
	c.showClockAt()
	// The programs' reports were about the position that was on the
	// board, not this one.
	c.lastInfo = [3]ThinkingInfo{}
	c.refreshVerdict()
	c.turnSent = -1
	c.ev.publish(PositionEvent{Reason: ReasonNavigate})
	return nil
}

// Promote makes the line through the move at path the main line at each
// branching point on the way (as the GUIs' "promote variation" does).
func (c *ChessMaster) Promote(path []int) error {
	return c.editTree(path, func(n *pgn.Node) error {
		for ; n.Parent != nil; n = n.Parent {
			i := childIndex(n)
			if i > 0 {
				ch := n.Parent.Children
				copy(ch[1:i+1], ch[:i])
				ch[0] = n
			}
		}
		return nil
	})
}

// DeleteFrom removes the move at path and everything after it. When the
// board is on that line it goes back to the move before.
func (c *ChessMaster) DeleteFrom(path []int) error {
	if len(path) == 0 {
		return errors.New("choose a move to delete from")
	}
	c.mu.Lock()
	n, err := c.nodeAt(path)
	if err == nil {
		for i, p := range c.rec.plies {
			if p.node == n {
				c.pause()
				c.invalidate()
				c.rec.truncate(i)
				c.restoreClock()
				c.refreshVerdict()
				c.turnSent = -1
				break
			}
		}
	}
	c.mu.Unlock()
	if err != nil {
		return err
	}
	return c.editTree(path, func(n *pgn.Node) error {
		removeChild(n.Parent, n)
		return nil
	})
}

// SetComment sets the comment after the move at path (before the first
// move for an empty path); "" removes it.
//
// A '}' cannot be saved in a PGN comment (it ends the comment, and no
// reader knows an escape for it): the comment keeps it as ')', as it will
// be saved, and an ErrorEvent with ErrCommentBrace tells the user.
func (c *ChessMaster) SetComment(path []int, text string) error {
	saved, changed := pgn.CommentAsSaved(text)
	return c.editTree(path, func(n *pgn.Node) error {
		n.Comment = saved
		if changed {
			c.ev.publish(ErrorEvent{Err: ErrCommentBrace})
		}
		return nil
	})
}

// ErrCommentBrace is the notice SetComment sends for a comment with '}'.
var ErrCommentBrace = errors.New("a PGN comment cannot hold '}' (it would end the comment): it is saved as ')'")

// SetNAGs sets the annotation glyphs of the move at path ("$1", or "!",
// "?!"... which become their numbers).
func (c *ChessMaster) SetNAGs(path []int, nags []string) error {
	if len(path) == 0 {
		return errors.New("choose a move to annotate")
	}
	return c.editTree(path, func(n *pgn.Node) error {
		n.NAGs = n.NAGs[:0]
		for _, g := range nags {
			n.NAGs = append(n.NAGs, pgn.NAGCode(g))
		}
		return nil
	})
}

// editTree runs edit on the node at path, marks the game modified and
// tells the subscribers.
func (c *ChessMaster) editTree(path []int, edit func(*pgn.Node) error) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	n, err := c.nodeAt(path)
	if err != nil {
		return err
	}
	if err := edit(n); err != nil {
		return err
	}
	// A new main line (promoted, cut short) has its own result.
	if c.rec.syncResultTags() {
		c.refreshVerdict()
	}
	c.modified = true
	c.ev.publish(PositionEvent{Reason: ReasonEdit})
	return nil
}
