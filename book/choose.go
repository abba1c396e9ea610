package book

import "math/rand/v2"

// Options control how Choose picks a move.
type Options struct {
	// MaxPly stops using the book once this many half-moves have been
	// played (taken from the FEN's move number and side to move); 0 means
	// no limit. With MaxPly 8 the book answers up to and including the
	// 8th half-move (ply 0..7).
	MaxPly int
	// BestOnly plays the highest-weight move instead of a weighted
	// random one.
	BestOnly bool
}

// Choose picks a book move for the position in fen. With BestOnly it is
// the move of highest weight (ties: the first by UCI text); otherwise a
// random move with probability proportional to its weight, drawn from rng
// (nil uses the global generator; pass a seeded one for repeatable
// games). Moves of weight 0 are never chosen. ok is false when the
// position has no playable book move or lies beyond MaxPly.
func (b *Book) Choose(fen string, rng *rand.Rand, opt Options) (uci string, ok bool, err error) {
	p, err := parseFEN(fen)
	if err != nil {
		return "", false, err
	}
	if opt.MaxPly > 0 && p.ply() >= opt.MaxPly {
		return "", false, nil
	}
	moves := b.movesOf(&p)
	total := 0
	for _, m := range moves {
		total += int(m.Weight)
	}
	if total == 0 {
		return "", false, nil
	}
	if opt.BestOnly {
		return moves[0].UCI, true, nil // sorted by weight, highest first
	}
	var r int
	if rng != nil {
		r = rng.IntN(total)
	} else {
		r = rand.IntN(total)
	}
	for _, m := range moves {
		r -= int(m.Weight)
		if r < 0 {
			return m.UCI, true, nil
		}
	}
	return moves[0].UCI, true, nil // not reached: r < total
}
