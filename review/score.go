package review

import (
	"fmt"
	"math"
)

// Score is an evaluation from White's point of view: centipawns, or a
// mate distance in moves (positive: White mates).
type Score struct {
	CP   int
	Mate int // 0 when there is no mate
	// Final: the game is over in this position (checkmate, then CP is
	// ±MateCP for the winner, or stalemate, CP 0); there is nothing to
	// evaluate and no [%eval] is written for it.
	Final bool
}

// MateCP stands for a forced mate when a score must be one number.
const MateCP = 10000

// cp is the score as centipawns, a mate counting as ±MateCP.
func (s Score) cp() int {
	switch {
	case s.Mate > 0:
		return MateCP
	case s.Mate < 0:
		return -MateCP
	}
	return s.CP
}

// String is the score as PGN's [%eval] writes it: "0.35", "-1.20", "#3",
// "#-2".
func (s Score) String() string {
	if s.Mate != 0 {
		return fmt.Sprintf("#%d", s.Mate)
	}
	return fmt.Sprintf("%.2f", float64(s.CP)/100)
}

// EngineScale converts the built-in engine's centipawns to the scale the
// winning-chances curve was fitted on (Stockfish's normalised scores,
// where +1.00 is about a 50% chance to win): our evaluation is more
// cautious in unbalanced positions, so its scores are stretched before
// they become winning chances. It is measured with scripts/reviewcheck
// (the share of Stockfish's blunders flagged against false alarms): 1.6
// suited the hand-written evaluation; the second net (8e0b4560…) gave its
// best agreement at 1.4, and 1.6 made false alarms; the third (4e9fcba4…)
// flagged as many blunders at 1.4 as at 1.6; the fourth, trained on
// Stockfish's scores (dd4fb646…), 93% at 1.4 with 1 false alarm in 846
// (83% unscaled, 90% at 1.2, 93% with 2 false alarms at 1.6); the next
// (ba5dd91d…, self-play positions added) 90% at 1.4 with none (87%
// unscaled, 90% at 1.2, 93% at 1.6, none at any); the next (8341841a…,
// 256 units) 93% at 1.4 with none (87% unscaled, 90% at 1.2, 93% with 1
// false alarm at 1.6); today's (01cfd78c…, a fourth self-play file) 90%
// at 1.4 with none (83% unscaled, 87% at 1.2, 97% with none at 1.6).
var EngineScale = 1.4

// WinChance is White's chance of winning, 0 to 100, from a score: the
// logistic curve lichess fitted to rated games,
// 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1).
func (s Score) WinChance() float64 {
	switch {
	case s.cp() >= MateCP:
		return 100 // a forced or given mate is a certain result
	case s.cp() <= -MateCP:
		return 0
	}
	cp := float64(s.cp())
	if cp > 1000 {
		cp = 1000
	} else if cp < -1000 {
		cp = -1000
	}
	return 50 + 50*(2/(1+math.Exp(-0.00368208*cp))-1)
}

// moveAccuracy turns the winning chances a move gave away (0..100, from
// the mover's side) into an accuracy percentage, with lichess's curve
// 103.1668 * exp(-0.04354 * loss) - 3.1669, clamped to 0..100.
func moveAccuracy(loss float64) float64 {
	if loss < 0 {
		loss = 0
	}
	a := 103.1668*math.Exp(-0.04354*loss) - 3.1669
	return math.Max(0, math.Min(100, a))
}
