package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"chessmaster/practice"
	"chessmaster/review"
	"chessmaster/terminal"
)

// runPractise is "chessmaster practise FILE.pgn": the game is reviewed and
// every position where the chosen side made a mistake or a blunder is set
// again for the user to find a better move.
func runPractise(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return practiseMain(ctx, args, os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stdout))
}

func practiseMain(ctx context.Context, args []string, in io.Reader, stdout, stderr io.Writer, tty bool) int {
	fs := flag.NewFlagSet("practise", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sideFlag := fs.String("side", "both", "whose mistakes to practise: white, black or both")
	nodes := fs.Uint64("nodes", review.DefaultNodes, "search budget per position, in nodes")
	gameSel := fs.Int("game", 1, "which game of the file (1-based)")
	fs.Usage = func() {
		io.WriteString(stderr, practiseUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(interspersed(fs, args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "chessmaster practise: give one PGN file")
		fs.Usage()
		return 2
	}
	side, ok := map[string]practice.Side{"both": practice.Both, "white": practice.WhiteOnly, "black": practice.BlackOnly}[strings.ToLower(*sideFlag)]
	if !ok {
		fmt.Fprintf(stderr, "chessmaster practise: -side %q: want white, black or both\n", *sideFlag)
		return 2
	}
	in0 := fs.Arg(0)
	c, sums, code := openPGNForStudy("practise", in0, stderr)
	if c == nil {
		return code
	}
	defer c.Close()
	if *gameSel < 1 || *gameSel > len(sums) {
		fmt.Fprintf(stderr, "chessmaster practise: %s has %d game(s), no game %d\n", in0, len(sums), *gameSel)
		return 2
	}
	fmt.Fprintln(stdout, "Reviewing the game...")
	_, rep, rg, err := reviewGame(ctx, c, *gameSel-1, *nodes, nil)
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster practise: %v\n", err)
		return 1
	}
	exs := practice.Exercises(rep, rg.startFEN, rg.moves, rg.fens, side)
	if len(exs) == 0 {
		fmt.Fprintln(stdout, "No mistakes or blunders to practise in this game.")
		return 0
	}
	_, err = terminal.Practise(ctx, terminal.PractiseConfig{Exercises: exs, Judge: practice.NewJudge(*nodes),
		In: in, Out: stdout, Fancy: tty && os.Getenv("NO_COLOR") == ""})
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "chessmaster practise: %v\n", err)
		return 1
	}
	return 0
}

const practiseUsage = `Usage: chessmaster practise [flags] FILE.pgn

Review a game and replay every position where a mistake or a blunder was
made: find a better move, or ask for the solution.

Flags:
`
