package book

import "math/rand/v2"

// Options control how Choose picks a move.
type Options struct {
	// MaxPly stops using the book once this many half-moves have been
	// played (Position.Ply: the FEN's move number and side to move); 0 means
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
// position has no playable book move or lies beyond MaxPly. err reports a
// FEN that the registered parser (the engine's validator) rejects.
func (b *Book) Choose(fen string, rng *rand.Rand, opt Options) (uci string, ok bool, err error) {
	p, err := readFEN(fen)
	if err != nil {
		return "", false, err
	}
	uci, ok = b.ChoosePosition(p, rng, opt)
	return uci, ok, nil
}

// ChoosePosition is Choose for a position given as a Position, e.g. from
// (*engine.Position).BookPosition.
func (b *Book) ChoosePosition(p *Position, rng *rand.Rand, opt Options) (uci string, ok bool) {
	if opt.MaxPly > 0 && p.Ply >= opt.MaxPly {
		return "", false
	}
	moves := b.PositionMoves(p)
	total := 0
	for _, m := range moves {
		total += int(m.Weight)
	}
	if total == 0 {
		return "", false
	}
	if opt.BestOnly {
		return moves[0].UCI, true // sorted by weight, highest first
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
			return m.UCI, true
		}
	}
	return moves[0].UCI, true // not reached: r < total
}
