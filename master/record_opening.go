package master

import "chessmaster/eco"

// The opening of the board's line is the deepest named position it
// reaches (eco.ForGame). Replaying the whole line for it at every
// snapshot made a step through a long game cost time in proportion to the
// game; instead each ply keeps the name of its line up to it, found once
// from the ply before and the position after the move.

// openingHit is the opening of a line up to a ply.
type openingHit struct {
	known   bool // computed
	opening eco.Opening
	ok      bool // the line reached a named position
	// stopped: the line passed a null move, after which ForGame stops
	// replaying, so no later position counts.
	stopped bool
}

// openingAt is the opening of the line's first k plies (see
// eco.ForGame).
func (r *record) openingAt(k int) (eco.Opening, bool) {
	h := r.openingHitAt(k)
	return h.opening, h.ok
}

func (r *record) openingHitAt(k int) openingHit {
	if !r.startOpening.known {
		o, ok := eco.Lookup(r.startFEN)
		r.startOpening = openingHit{known: true, opening: o, ok: ok}
	}
	// The last ply whose opening is known; the plies after it are filled
	// in order.
	j := k
	for j > 0 && !r.plies[j-1].opening.known {
		j--
	}
	prev := r.startOpening
	if j > 0 {
		prev = r.plies[j-1].opening
	}
	for i := j; i < k; i++ {
		p := &r.plies[i]
		h := prev
		switch {
		case prev.stopped:
		case p.move == nil:
			h.stopped = true
		default:
			if o, ok := eco.Lookup(p.fenAfter()); ok {
				h.opening, h.ok = o, true
			}
		}
		p.opening = h
		prev = h
	}
	return prev
}
