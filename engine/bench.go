package engine

import (
	"context"
	"fmt"
	"time"

	"chessmaster/nnue"
)

// DefaultBenchDepth is the depth of "bench" without an argument.
const DefaultBenchDepth = 12

// benchPositions are the positions of the fixed benchmark: openings,
// sharp middlegames, a tactical position, and endings of each kind, so
// that a change to any part of the search shows in the node count.
var benchPositions = []string{
	StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
	"rnbqkb1r/pp1p1ppp/4pn2/2p5/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 4",
	"r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8",
	"r2q1rk1/pb1nbppp/1p2pn2/2p5/2BP4/P1N1PN2/1P3PPP/R1BQ1RK1 w - - 0 11",
	"2rq1rk1/pp1bppbp/3p1np1/4n3/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 13",
	"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
	"4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
	"3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22",
	"6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
	"8/8/4kpp1/3p1b2/p6P/2B5/6P1/6K1 b - - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"2K5/p7/7P/5pR1/8/5k2/r7/8 w - - 0 1",
	"8/8/1p4p1/p1p2k1p/P1P4P/1P3K2/6P1/8 w - - 0 1",
	"r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1",
}

// BenchResult is the outcome of Bench.
type BenchResult struct {
	Nodes   uint64
	Elapsed time.Duration
	NPS     uint64
}

// Bench searches every benchmark position to depth (DefaultBenchDepth when
// depth <= 0) on a fresh engine with hashMB of hash, calling report (may
// be nil) with a line per position. The node count depends only on the
// code and depth, so it identifies a search version (as in Stockfish's
// "bench: N" commit messages).
func Bench(depth, hashMB int, report func(string)) BenchResult {
	return BenchNNUE(depth, hashMB, nil, report)
}

// BenchNNUE is Bench with the search evaluating with net (nil: the
// hand-written evaluation, which is Bench).
func BenchNNUE(depth, hashMB int, net *nnue.Net, report func(string)) BenchResult {
	if depth <= 0 {
		depth = DefaultBenchDepth
	}
	e := New()
	e.SetHashSize(hashMB)
	e.SetNNUE(net)
	var res BenchResult
	for i, fen := range benchPositions {
		if err := e.SetPosition(fen, nil); err != nil {
			panic("engine: bad bench position " + fen + ": " + err.Error())
		}
		start := time.Now()
		r := e.Search(context.Background(), Limits{Depth: depth}, nil)
		res.Elapsed += time.Since(start)
		res.Nodes += r.Info.Nodes
		if report != nil {
			report(fmt.Sprintf("Position %d/%d (%s): bestmove %s nodes %d",
				i+1, len(benchPositions), fen, r.BestMove, r.Info.Nodes))
		}
	}
	if s := res.Elapsed.Seconds(); s > 0 {
		res.NPS = uint64(float64(res.Nodes) / s)
	}
	return res
}
