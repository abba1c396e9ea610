package tablebase

import (
	"errors"
	"sort"
)

// RootMove is a legal move of the probed position with its outcome, from
// the point of view of the side playing it.
type RootMove struct {
	UCI string // the move, e.g. "e7e8q"
	// WDL after the move, taking the position's halfmove clock into account:
	// a win whose zeroing move comes too late for the 50-move rule counts as
	// CursedWin, a loss that is saved by it as BlessedLoss.
	WDL int
	// DTZ in plies from the probed position, counting the move itself:
	// positive for wins, negative for losses, 0 for draws; 1 for a mate.
	DTZ int
}

// ErrNoMoves: the position is checkmate or stalemate.
var ErrNoMoves = errors.New("tablebase: no legal moves")

// WDLFromDTZ converts a DTZ value to a WDL value given the halfmove clock:
// a win or loss whose zeroing move comes after the 50-move limit is a
// draw in play (CursedWin, BlessedLoss).
func WDLFromDTZ(dtz, rule50 int) int {
	switch {
	case dtz > 0 && dtz+rule50 <= 100:
		return Win
	case dtz > 0:
		return CursedWin
	case dtz < 0 && -dtz+rule50 <= 100:
		return Loss
	case dtz < 0:
		return BlessedLoss
	}
	return Draw
}

// ProbeRoot rates every legal move. all is sorted best first: highest WDL
// (respecting the halfmove clock), then for wins the smallest DTZ (fastest
// progress to a zeroing move), for losses the largest (longest resistance);
// ties keep move generation order. best is all[0]. A position without legal
// moves returns ErrNoMoves.
func (t *Tablebases) ProbeRoot(p *Position) (best RootMove, all []RootMove, err error) {
	if err := t.checkProbe(p); err != nil {
		return RootMove{}, nil, err
	}
	defer recoverBadTable(&err)
	var moves moveList
	p.generate(&moves)
	if moves.n == 0 {
		return RootMove{}, nil, ErrNoMoves
	}
	all = make([]RootMove, 0, moves.n)
	for i := 0; i < moves.n; i++ {
		m := moves.moves[i]
		next := p.play(m)
		var dtz int
		if m.isZeroing() {
			w, _, err := t.search(&next, false)
			if err != nil {
				return RootMove{}, nil, err
			}
			dtz = dtzBeforeZeroing(-w)
		} else {
			d, err := t.probeDTZ(&next)
			if err != nil {
				return RootMove{}, nil, err
			}
			dtz = -d
			dtz += sign(dtz)
		}
		if dtz == 2 && next.isMate() {
			dtz = 1
		}
		all = append(all, RootMove{UCI: m.UCI(), WDL: WDLFromDTZ(dtz, p.Rule50), DTZ: dtz})
	}
	sort.SliceStable(all, func(i, j int) bool { return rootBetter(all[i], all[j]) })
	return all[0], all, nil
}

// rootBetter reports whether a is a strictly better move than b.
func rootBetter(a, b RootMove) bool {
	if a.WDL != b.WDL {
		return a.WDL > b.WDL
	}
	switch {
	case a.WDL > 0:
		return a.DTZ < b.DTZ
	case a.WDL < 0:
		return a.DTZ < b.DTZ // more negative: the loss takes longer
	}
	return false
}
