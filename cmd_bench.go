package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"chessmaster/engine"
	"chessmaster/engine/uci"
)

// runBench is "chessmaster bench [depth]": the same fixed benchmark as the
// UCI command "bench", with the UCI default hash, so both give the same
// node count. The last line is "N nodes M nps", the format OpenBench and
// Stockfish tooling read.
func runBench(args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `Usage: chessmaster bench [depth]

Search the fixed benchmark positions to depth (default %d, at most %d)
with %d MB of hash, printing a line per position and a summary whose last line
is "N nodes M nps". The node count identifies the search: it changes only
when the engine's play does.
`, engine.DefaultBenchDepth, uci.MaxBenchDepth, engine.DefaultHashMB)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	depth := 0
	switch fs.NArg() {
	case 0:
	case 1:
		n, err := strconv.Atoi(fs.Arg(0))
		if err != nil || n < 1 || n > uci.MaxBenchDepth {
			fmt.Fprintf(os.Stderr, "chessmaster bench: depth must be an integer from 1 to %d, not %q\n", uci.MaxBenchDepth, fs.Arg(0))
			return 2
		}
		depth = n
	default:
		fs.Usage()
		return 2
	}
	res := engine.Bench(depth, engine.DefaultHashMB, func(line string) { fmt.Fprintln(os.Stdout, line) })
	if err := writeBenchSummary(os.Stdout, res); err != nil {
		fmt.Fprintln(os.Stderr, "chessmaster bench:", err)
		return 1
	}
	return 0
}

// writeBenchSummary ends the bench output: Stockfish's summary for people,
// then the one line tools parse.
func writeBenchSummary(w io.Writer, res engine.BenchResult) error {
	_, err := fmt.Fprintf(w, "\n===========================\nTotal time (ms) : %d\nNodes searched  : %d\nNodes/second    : %d\n%d nodes %d nps\n",
		res.Elapsed.Milliseconds(), res.Nodes, res.NPS, res.Nodes, res.NPS)
	return err
}
