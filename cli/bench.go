package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"chessmaster/engine"
	"chessmaster/engine/uci"
	"chessmaster/internal/regularfile"
	"chessmaster/nnue"
)

// runBench is "chessmaster bench [-nnue=false] [-evalfile FILE] [depth]":
// the same fixed benchmark as the UCI command "bench" with the default
// options (the built-in net, the default hash), so both give the same
// node count. The last line is "N nodes M nps", the format OpenBench and
// Stockfish tooling read.
func runBench(args []string) int {
	return benchMain(args, os.Stdout, os.Stderr)
}

// benchMain is runBench writing to stdout and stderr.
func benchMain(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("bench", stderr)
	useNNUE := fs.Bool("nnue", true, "evaluate with the built-in neural network, as full strength plays (-nnue=false: the hand-written evaluation of the limited levels)")
	evalFile := fs.String("evalfile", "", "evaluate with the neural network in `FILE` instead of the built-in one")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `Usage: chessmaster bench [-nnue=false] [-evalfile FILE] [depth]

Search the fixed benchmark positions to depth (default %d, at most %d)
with %d MB of hash, printing a line per position and a summary whose last line
is "N nodes M nps". The node count identifies the search: it changes only
when the engine's play does. The search evaluates as full strength plays,
with the built-in neural network (the first line names it); -evalfile
uses another net (the UCI option EvalFile), and -nnue=false the
hand-written evaluation (UseNNUE false; the limited levels' evaluation).

`, engine.DefaultBenchDepth, uci.MaxBenchDepth, engine.DefaultHashMB)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	depth := 0
	switch fs.NArg() {
	case 0:
	case 1:
		n, err := strconv.Atoi(fs.Arg(0))
		if err != nil || n < 1 || n > uci.MaxBenchDepth {
			fmt.Fprintf(stderr, "chessmaster bench: depth must be an integer from 1 to %d, not %q\n", uci.MaxBenchDepth, fs.Arg(0))
			return 2
		}
		depth = n
	default:
		fs.Usage()
		return 2
	}
	net, status := benchNet(*useNNUE, *evalFile, stderr)
	if status != 0 {
		return status
	}
	if net != nil {
		what := "the built-in net"
		if *evalFile != "" {
			what = *evalFile
		}
		fmt.Fprintf(stdout, "Evaluation: NNUE, %s (768 -> 2x%d -> 1)\n", what, net.H)
	}
	res := engine.BenchNNUE(depth, engine.DefaultHashMB, net, func(line string) { fmt.Fprintln(stdout, line) })
	if err := writeBenchSummary(stdout, res); err != nil {
		fmt.Fprintln(stderr, "chessmaster bench:", err)
		return 1
	}
	return 0
}

// benchNet is the net bench evaluates with: the -evalfile net, else the
// built-in one, or nil (the hand-written evaluation) for -nnue=false. A
// net that cannot be had is an error (status 2 for a missing file, 1 for
// one that is not a usable net), not a silent fall-back: the figures
// would be another net's.
func benchNet(useNNUE bool, evalFile string, stderr io.Writer) (*nnue.Net, int) {
	if evalFile != "" {
		// Only a regular file, read up to a bound: a pipe would block.
		data, err := regularfile.Read(evalFile, 64<<20)
		if errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(stderr, "chessmaster bench: file not found: %s\n", evalFile)
			return nil, 2
		}
		if errors.Is(err, regularfile.ErrNotRegular) {
			fmt.Fprintln(stderr, "chessmaster bench:", err)
			return nil, 2
		}
		if err != nil {
			fmt.Fprintln(stderr, "chessmaster bench:", err)
			return nil, 1
		}
		net, err := nnue.Parse(data)
		if err != nil {
			fmt.Fprintf(stderr, "chessmaster bench: %s: %v\n", evalFile, err)
			return nil, 1
		}
		return net, 0
	}
	if !useNNUE {
		return nil, 0
	}
	net, err := nnue.Default()
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster bench:", err)
		return nil, 1
	}
	return net, 0
}

// writeBenchSummary ends the bench output: Stockfish's summary for people,
// then the one line tools parse.
func writeBenchSummary(w io.Writer, res engine.BenchResult) error {
	_, err := fmt.Fprintf(w, "\n===========================\nTotal time (ms) : %d\nNodes searched  : %d\nNodes/second    : %d\n%d nodes %d nps\n",
		res.Elapsed.Milliseconds(), res.Nodes, res.NPS, res.Nodes, res.NPS)
	return err
}
