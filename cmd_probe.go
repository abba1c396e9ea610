package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"chessmaster/tablebase"
)

// runProbe implements "chessmaster probe [-syzygy DIR] FEN": it prints the
// tablebase value of a position and its best move. Exit status: 0 probed,
// 1 position not covered by the tables, 2 bad arguments or FEN.
func runProbe(args []string) int {
	return probeCommand(args, os.Stdout, os.Stderr)
}

// dirList collects repeated -syzygy flags.
type dirList []string

func (d *dirList) String() string     { return strings.Join(*d, ";") }
func (d *dirList) Set(v string) error { *d = append(*d, v); return nil }

func probeCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("probe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var dirs dirList
	fs.Var(&dirs, "syzygy", "directory of extra Syzygy tables, e.g. 5-7 pieces (repeatable; also a ':' or ';' separated list)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: chessmaster probe [-syzygy DIR] FEN

Probes the Syzygy tablebases (the built-in 3-4-piece set plus any -syzygy
directories) and prints one line:
  wdl <n> dtz <n> best <uci move>
wdl is -2 loss, -1 blessed loss, 0 draw, 1 cursed win, 2 win for the side
to move, taking the FEN's halfmove clock into account; dtz is the distance
to the next capture or pawn move in plies (negative when losing); best is
0000 when there is no legal move. The FEN may be one quoted argument or
its fields as separate arguments.
Exit status: 0 probed, 1 position not in the tables, 2 error.`)
		fs.PrintDefaults()
	}
	fen, code, ok := parseFENArgs(fs, args)
	if !ok {
		return code
	}
	pos, err := tablebase.ParseFEN(fen)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster probe:", err)
		return 2
	}
	tb, err := probeTables(dirs)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster probe:", err)
		return 2
	}
	defer tb.Close()

	wdl, err := tb.ProbeWDL(pos)
	if err != nil {
		return probeFailed(stderr, err)
	}
	dtz, err := tb.ProbeDTZ(pos)
	if err != nil {
		return probeFailed(stderr, err)
	}
	if pos.Rule50 > 0 && dtz != 0 {
		wdl = tablebase.WDLFromDTZ(dtz, pos.Rule50)
	}
	best := "0000"
	if b, _, err := tb.ProbeRoot(pos); err == nil {
		best = b.UCI
	} else if !errors.Is(err, tablebase.ErrNoMoves) {
		return probeFailed(stderr, err)
	}
	fmt.Fprintf(stdout, "wdl %d dtz %d best %s\n", wdl, dtz, best)
	return 0
}

// probeTables returns the built-in tables plus those in dirs.
func probeTables(dirs []string) (*tablebase.Tablebases, error) {
	tb := tablebase.New()
	if err := tb.AddEmbedded(); err != nil {
		return nil, err
	}
	for _, d := range dirs {
		if err := tb.AddPath(d); err != nil {
			return nil, err
		}
	}
	return tb, nil
}

// probeFailed reports a position the tables cannot answer (too many
// pieces, castling rights, missing or damaged table): the errors say which.
func probeFailed(stderr io.Writer, err error) int {
	fmt.Fprintln(stderr, "chessmaster probe:", err)
	return 1
}
