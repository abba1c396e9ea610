package tablebase

import (
	"fmt"
	"math/bits"
)

// WDL values, from the side to move's point of view.
const (
	Loss        = -2 // lost
	BlessedLoss = -1 // lost, but drawn under the 50-move rule
	Draw        = 0
	CursedWin   = 1 // won, but drawn under the 50-move rule
	Win         = 2
)

// checkProbe rejects positions no table can answer.
func (t *Tablebases) checkProbe(p *Position) error {
	if err := p.validate(); err != nil {
		return err
	}
	if p.Castling {
		return ErrCastling
	}
	if n := p.pieceCount(); n > t.MaxPieces() {
		return fmt.Errorf("%w: %d pieces, tables up to %d", ErrTooManyPieces, n, t.MaxPieces())
	}
	return nil
}

// ProbeWDL returns the position's win/draw/loss value for the side to move:
// Loss, BlessedLoss, Draw, CursedWin or Win. The halfmove clock is not
// taken into account (see WDLFromDTZ for that).
func (t *Tablebases) ProbeWDL(p *Position) (v int, err error) {
	if err := t.checkProbe(p); err != nil {
		return 0, err
	}
	defer recoverBadTable(&err)
	v, _, err = t.search(p, false)
	return v, err
}

// recoverBadTable turns a panic while decoding into an error. The decoder
// checks its bounds, so this is only a last line of defence against a
// damaged file.
func recoverBadTable(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("tablebase: internal error decoding a table: %v: %w", r, ErrBadTable)
	}
}

// search resolves the captures of p (and, with zeroing, its pawn moves)
// before trusting the table: tables store arbitrary "don't care" values
// where a capture or en passant is the best move. It reports whether the
// returned value is achieved by a zeroing move (so the DTZ table is not
// to be trusted either).
func (t *Tablebases) search(p *Position, zeroing bool) (value int, byZeroing bool, err error) {
	var moves moveList
	kind := genCaptures
	if zeroing {
		kind = genZeroing
	}
	p.generateKind(&moves, kind)
	best := Loss
	tried := moves.n
	// next is declared outside the loop: a loop variable whose address is
	// passed to this recursive function would be moved to the heap.
	var next Position
	for i := 0; i < moves.n; i++ {
		next = p.play(moves.moves[i])
		v, _, err := t.search(&next, false)
		if err != nil {
			return 0, false, err
		}
		if v = -v; v > best {
			best = v
			if v >= Win {
				return v, true, nil
			}
		}
	}
	// When every legal move was searched the table is not needed (and may
	// be wrong, e.g. with an en-passant capture as the only move).
	allSearched := false
	if tried > 0 {
		p.generateKind(&moves, genAll)
		allSearched = tried == moves.n
	}
	if allSearched {
		value = best
	} else if value, err = t.probeWDLTable(p); err != nil {
		return 0, false, err
	}
	if best >= value {
		return best, best > Draw || allSearched, nil
	}
	return value, false, nil
}

func (t *Tablebases) probeWDLTable(p *Position) (int, error) {
	if bits.OnesCount64(p.occupied()) == 2 {
		return Draw, nil // bare kings
	}
	tb, err := t.lookup(p, false)
	if err != nil {
		return 0, err
	}
	v, _, err := tb.probe(p, 0)
	return v, err
}

// dtzBeforeZeroing is the DTZ of a position whose best move zeroes the
// 50-move counter, given its WDL value.
func dtzBeforeZeroing(wdl int) int {
	switch wdl {
	case Win:
		return 1
	case CursedWin:
		return 101
	case BlessedLoss:
		return -101
	case Loss:
		return -1
	}
	return 0
}

// ProbeDTZ returns the distance to zeroing (in plies) of the position:
// positive when the side to move wins, negative when it loses, 0 for a
// draw. Wins and losses that the 50-move rule turns into draws are beyond
// ±100. The count may be one ply too long where the table stores moves.
func (t *Tablebases) ProbeDTZ(p *Position) (dtz int, err error) {
	if err := t.checkProbe(p); err != nil {
		return 0, err
	}
	defer recoverBadTable(&err)
	return t.probeDTZ(p)
}

func (t *Tablebases) probeDTZ(p *Position) (int, error) {
	wdl, byZeroing, err := t.search(p, true)
	if err != nil || wdl == Draw {
		return 0, err
	}
	if byZeroing {
		return dtzBeforeZeroing(wdl), nil
	}
	tb, err := t.lookup(p, true)
	if err != nil {
		return 0, err
	}
	dtz, changeSTM, err := tb.probe(p, wdl)
	if err != nil {
		return 0, err
	}
	if !changeSTM {
		if wdl == CursedWin || wdl == BlessedLoss {
			dtz += 100
		}
		if wdl < 0 {
			dtz = -dtz
		}
		return dtz, nil
	}
	// The table stores the other side to move: search one ply and take
	// the best DTZ of the replies that keep the result.
	var moves moveList
	p.generate(&moves)
	best := 0xFFFF
	var next Position // outside the loop to stay on the stack (see search)
	for i := 0; i < moves.n; i++ {
		m := moves.moves[i]
		next = p.play(m)
		var v int
		if m.isZeroing() {
			// The DTZ of a zeroing move is that of the position before it.
			w, _, err := t.search(&next, false)
			if err != nil {
				return 0, err
			}
			v = -dtzBeforeZeroing(w)
		} else {
			d, err := t.probeDTZ(&next)
			if err != nil {
				return 0, err
			}
			v = -d
		}
		if v == 1 && next.isMate() {
			best = 1
		}
		if !m.isZeroing() {
			v += sign(v)
		}
		if v < best && sign(v) == sign(wdl) {
			best = v
		}
	}
	if best == 0xFFFF {
		return -1, nil // no legal move: mated
	}
	return best, nil
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
