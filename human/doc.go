// Package human is a model of the moves people play: given a position
// and a player's rating, it gives a probability for each legal move.
//
// The model is a conditional logit (a softmax over the legal moves) of
// hand-made move features: the piece and its squares, captures and what
// they win or lose (static exchange), checks, recaptures, threats, the
// loss against the best move by a small quiescence search, development,
// castling and pawn pushes. Each feature has a pooled weight, a weight
// that moves linearly with the rating, and a per-rating-band deviation
// that was shrunk toward the pooled model while fitting (thin bands stay
// close to it). The weights are fitted by scripts/humanfit on rated
// lichess games and embedded (weights.bin); docs/notes/human.md says how
// and what they measure.
package human
