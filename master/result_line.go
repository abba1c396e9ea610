package master

import (
	"slices"
	"strconv"

	"chessmaster/pgn"
)

// The Result tag (with Termination and PlyCount) belongs to one main line:
// the one it was recorded for, in a file or when the game ended. A
// resignation or an agreed draw cannot be seen on the board, so it stays
// valid only while the main line is that line. Whenever a tree edit, a
// move or a takeback changes the main line, the tags are made again from
// the new main line: its final position decides the result when it ends
// the game by rule (checkmate, stalemate, insufficient material, the
// fivefold or seventy-five-move rule), else the result is "*".

// mainLine lists the moves of the main line, first to last.
func (r *record) mainLine() []*pgn.Node {
	var out []*pgn.Node
	for n := r.root; len(n.Children) > 0; n = n.Children[0] {
		out = append(out, n.Children[0])
	}
	return out
}

// noteResultLine records that the result tags belong to the main line as
// it is now.
func (r *record) noteResultLine() { r.resultLine = r.mainLine() }

// syncResultTags remakes the result tags when the main line is no longer
// the one they were recorded for, and reports whether it did. PlyCount,
// when the game has it, becomes the new main line's length.
func (r *record) syncResultTags() bool {
	line := r.mainLine()
	if slices.Equal(line, r.resultLine) {
		return false
	}
	r.resultLine = line
	r.tags.Set("Result", ResultOngoing)
	r.tags.Remove("Termination")
	if o, ok := r.mainLineEndVerdict(); ok {
		r.tags.Set("Result", o.Result)
		if t := o.Termination(); t != "" {
			r.tags.Set("Termination", t)
		}
	}
	if r.tags.Get("PlyCount") != "" {
		r.tags.Set("PlyCount", strconv.Itoa(len(line)))
	}
	return true
}

// mainLineEndVerdict is the outcome the rules give the final position of
// the main line, wherever the board is (ok false when that position does
// not end the game, or the line cannot be replayed).
func (r *record) mainLineEndVerdict() (Outcome, bool) {
	end := r
	if !r.atMainLineEnd() {
		// A board on the main line keeps its positions; the rest is
		// replayed on a copy of the line that shares the tree (follow
		// writes nothing new into nodes already checked).
		end = &record{startFEN: r.startFEN, start: r.start, startKey: r.startKey, root: r.root}
		for _, p := range r.plies {
			if childIndex(p.node) != 0 {
				break
			}
			end.plies = append(end.plies, p)
		}
		for n := end.node(); len(n.Children) > 0; n = n.Children[0] {
			if err := end.follow(n.Children[0], SourcePGN); err != nil {
				return Outcome{}, false
			}
		}
	}
	if v := judge(end); v.outcome.Over() {
		return v.outcome, true
	}
	return Outcome{}, false
}
