package engine

import "math"

// Tunable search parameters, collected here so that tuning touches one
// file. Values are in centipawns or plies.
const (
	aspirationDepth = 5  // first depth searched with a narrow window
	aspirationDelta = 16 // initial half-width of the window

	rfpMaxDepth = 8  // reverse futility pruning up to this depth
	rfpMargin   = 75 // per ply of depth

	razorMargin = 250 // per ply, depth <= 2

	nmpMinDepth = 3

	futilityMaxDepth = 8
	futilityBase     = 90
	futilityPerDepth = 100

	lmpMaxDepth = 8

	seeQuietMargin   = -60 // per depth squared... see search
	seeCaptureMargin = -100

	qsDeltaMargin = 200

	iirMinDepth = 4 // internal iterative reduction without a hash move
)

// lmrTable[depth][moveNumber] is the late move reduction in plies.
var lmrTable [64][64]int8

// lmpLimit[improving][depth] is how many quiet moves are searched before
// the rest are skipped at shallow depth.
var lmpLimit [2][lmpMaxDepth + 1]int

func init() {
	for d := 1; d < 64; d++ {
		for m := 1; m < 64; m++ {
			lmrTable[d][m] = int8(0.75 + math.Log(float64(d))*math.Log(float64(m))/2.25)
		}
	}
	for d := 1; d <= lmpMaxDepth; d++ {
		lmpLimit[0][d] = (3 + d*d) / 2
		lmpLimit[1][d] = 3 + d*d
	}
}
