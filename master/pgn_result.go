package master

import (
	"fmt"

	"chessmaster/pgn"
)

// A game's result and its final position must agree: a checkmate or a
// stalemate at the end of the main line decides the result whatever a
// file or a tag says. This file holds that rule for loading (a
// contradiction is corrected and reported) and for saving (the written
// result is the board's).

// LoadWarning is what LoadGame found wrong in a game it loaded anyway
// (sent as an ErrorEvent, so the window and the terminal show it): a
// result that contradicts the final position, or a Result tag that
// contradicts the result after the moves.
type LoadWarning struct {
	Game int // 1-based number in the file
	Line int // where the game starts
	Text string
}

func (w *LoadWarning) Error() string {
	return fmt.Sprintf("PGN game %d (line %d): %s", w.Game, w.Line, w.Text)
}

// decidedByBoard is the outcome of checkmate or stalemate in the position
// the record's board is at (ok false when the position decides nothing
// by itself).
func decidedByBoard(r *record) (Outcome, bool) {
	v := judge(r)
	if v.outcome.Method == MethodCheckmate || v.outcome.Method == MethodStalemate {
		return v.outcome, true
	}
	return Outcome{}, false
}

// reconcileResult checks the result of a game just read (the board is at
// the end of its main line) against its final position and its Result
// tag. It returns the result the game keeps, and what was wrong ("" when
// nothing).
func reconcileResult(r *record, t *pgn.Game) (result, warning string) {
	result = t.Result
	tag := t.Tag("Result")
	if o, ok := decidedByBoard(r); ok {
		// "*" (or no tag) claims nothing: the result is filled in
		// silently.
		said := ""
		for _, s := range []string{tag, result} {
			if s != "" && s != ResultOngoing && s != o.Result {
				said = s
			}
		}
		if said != "" {
			return o.Result, fmt.Sprintf("the game ends in %s, so its result is %s, not %s as the file says",
				o.Method, o.Result, said)
		}
		return o.Result, ""
	}
	if tag != "" && tag != result && isResult(tag) && tag != ResultOngoing && result != ResultOngoing {
		return result, fmt.Sprintf("the Result tag says %s, but the moves end with %s; the game keeps %s", tag, result, result)
	}
	return result, ""
}

func isResult(s string) bool {
	switch s {
	case ResultWhiteWins, ResultBlackWins, ResultDraw, ResultOngoing:
		return true
	}
	return false
}

// mainLineDecided is the outcome of checkmate or stalemate at the end of
// the record's main line, wherever its board is (ok false when that
// position decides nothing, or the line cannot be replayed).
func (r *record) mainLineDecided() (Outcome, bool) {
	if r.atMainLineEnd() {
		return decidedByBoard(r)
	}
	cp := r.clone()
	if !cp.onMainLine() {
		cp.truncate(0)
	}
	// From the board's move on when it is on the main line.
	for n := cp.node(); len(n.Children) > 0; n = n.Children[0] {
		if err := cp.follow(n.Children[0], SourcePGN); err != nil {
			return Outcome{}, false
		}
	}
	return decidedByBoard(cp)
}
