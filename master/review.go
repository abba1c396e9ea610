package master

import (
	"context"
	"errors"
	"slices"

	"chessmaster/review"
)

// Game review, for every front end: the command line's "chessmaster
// review" and "practise" and the window's Game → Review Game all run it
// here, so a review reads the same everywhere.

// ErrLineChanged is Review's error when the game's main line changed
// while the engine looked at it: the findings are not written.
var ErrLineChanged = errors.New("the game's main line changed during the review; review it again")

// ReviewedLine is the main line a review looked at.
type ReviewedLine struct {
	StartFEN string
	SANs     []string // the moves as the game tree writes them ("--" for a null move)
	UCIs     []string // the moves in UCI (review.NullMove for a null move)
	FENs     []string // FENs[i] is the position before move i+1
}

// Review reviews the game's main line (review.Analyse, at opt's node
// budget, calling opt.Progress after each position) and writes its
// findings into the game tree (review.Annotate: [%eval] comments, the
// glyphs ?! ? ??, the better line as a variation). A null move is
// evaluated, not judged. ctx stops the review (the error is then
// ctx.Err()). The controller is not locked while the engine looks: the
// game may be played or edited meanwhile, and if its main line changed the
// findings are not written and the error is ErrLineChanged. The line is
// returned whenever it could be read, the report when the review ran.
func (c *ChessMaster) Review(ctx context.Context, opt review.Options) (*review.Report, *ReviewedLine, error) {
	line, err := c.mainLine()
	if err != nil {
		return nil, nil, err
	}
	rep, err := review.Analyse(ctx, line.StartFEN, line.UCIs, opt)
	if err != nil {
		return nil, line, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return rep, line, ErrClosed
	}
	g := c.rec.pgnGame()
	var sans []string
	for _, n := range g.MainLine() {
		sans = append(sans, n.Move)
	}
	if c.rec.startFEN != line.StartFEN || !slices.Equal(sans, line.SANs) {
		return rep, line, ErrLineChanged
	}
	if err := review.Annotate(g, rep, line.FENs, SANMoves); err != nil {
		return rep, line, err
	}
	return rep, line, c.replaceTree(g)
}

// mainLine plays the game tree's main line on a copy of the record: each
// move in UCI and the position before it (a null move too, which the
// rules package alone cannot play).
func (c *ChessMaster) mainLine() (*ReviewedLine, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	r := c.rec.clone()
	r.truncate(0)
	line := &ReviewedLine{StartFEN: r.startFEN, FENs: []string{r.startFEN}}
	for n := r.root; len(n.Children) > 0; {
		n = n.Children[0]
		if err := r.follow(n, SourcePGN); err != nil {
			return nil, err // every node was checked when it entered the tree
		}
		p := r.last()
		line.SANs = append(line.SANs, p.san)
		line.UCIs = append(line.UCIs, p.uci)
		line.FENs = append(line.FENs, p.fenAfter())
	}
	line.FENs = line.FENs[:len(line.UCIs)]
	return line, nil
}
