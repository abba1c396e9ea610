package engine

import "math"

// searchParams are the tunable numbers of the search, kept together so
// that tuning (and self-play tests of two settings against each other)
// touches one place. Margins are in centipawns, depths in plies.
type searchParams struct {
	aspirationDepth int // first depth searched with a narrow window
	aspirationDelta int // initial half-width of the window

	rfpMaxDepth int // reverse futility pruning up to this depth
	rfpMargin   int // per ply of depth

	razorMargin int // per ply, depth <= 2

	nmpMinDepth int
	nmpBase     int // null-move reduction: nmpBase + depth/nmpDepthDiv + eval margin
	nmpDepthDiv int

	futilityMaxDepth int
	futilityBase     int
	futilityPerDepth int

	lmpMaxDepth int
	lmpBase     int // quiet moves searched at depth d: (lmpBase+d²)/2, doubled when improving

	histPruneDepth  int // history pruning of quiet moves up to this depth (0 = off)
	histPruneMargin int // per ply of depth

	seeQuietMargin   int // per ply of depth
	seeCaptureMargin int // per ply of depth

	qsDeltaMargin int

	iirMinDepth int // internal iterative reduction without a hash move

	lmrBase, lmrDivisor float64
	lmrHistoryDiv       int // history score per ply of less reduction

	useContHist bool // continuation histories in ordering and LMR
	useCorrHist bool // correction history of the static evaluation (full strength only)

	singularDepth  int // minimum depth for singular extensions (0 = off)
	singularMargin int // margin below the hash score, per 8 plies of depth
	// singularDouble: a hash move this far below the singular margin is
	// extended two plies, and one that is not singular while its hash
	// score beats beta is searched a ply shallower (0 = neither; full
	// strength with the net only).
	singularDouble int

	// probCutMargin: a capture that beats beta by this much in a
	// search four plies shallower cuts the node (full strength with the
	// net only). 0 = off, the default: at 200 it has not won its
	// sequential test yet (measurements/strength/README.md, "ProbCut").
	probCutMargin int

	// lmr[depth][moveNumber] is the late move reduction in plies.
	lmr [64][64]int8
	// lmpLimit[improving][depth] is how many quiet moves are searched
	// before the rest are skipped at shallow depth.
	lmpLimit [2][16]int
}

// defaultParams are the values the engine plays with.
var defaultParams = newSearchParams(func(p *searchParams) {})

func newSearchParams(modify func(*searchParams)) *searchParams {
	p := &searchParams{
		aspirationDepth:  5,
		aspirationDelta:  16,
		rfpMaxDepth:      8,
		rfpMargin:        75,
		razorMargin:      250,
		nmpMinDepth:      3,
		nmpBase:          3,
		nmpDepthDiv:      4,
		futilityMaxDepth: 8,
		futilityBase:     90,
		futilityPerDepth: 100,
		lmpMaxDepth:      8,
		lmpBase:          3,
		histPruneDepth:   3,
		histPruneMargin:  4000,
		seeQuietMargin:   -60,
		seeCaptureMargin: -100,
		qsDeltaMargin:    200,
		iirMinDepth:      4,
		lmrBase:          0.75,
		lmrDivisor:       2.25,
		lmrHistoryDiv:    6000,
		useContHist:      true,
		useCorrHist:      true,
		singularDepth:    8,
		singularMargin:   16,
		singularDouble:   20,
	}
	modify(p)
	p.lmpMaxDepth = min(p.lmpMaxDepth, 15)
	for d := 1; d < 64; d++ {
		for m := 1; m < 64; m++ {
			p.lmr[d][m] = int8(p.lmrBase + math.Log(float64(d))*math.Log(float64(m))/p.lmrDivisor)
		}
	}
	for d := 1; d <= p.lmpMaxDepth; d++ {
		p.lmpLimit[0][d] = (p.lmpBase + d*d) / 2
		p.lmpLimit[1][d] = p.lmpBase + d*d
	}
	return p
}
