package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"chessmaster/practice"
	"chessmaster/review"
	"chessmaster/terminal"
)

// runPractice is "chessmaster practice FILE.pgn": the game is reviewed and
// every position where the chosen side made a mistake or a blunder is set
// again for the user to find a better move.
func runPractice(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return practiceMain(ctx, args, os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stdout))
}

func practiceMain(ctx context.Context, args []string, in io.Reader, stdout, stderr io.Writer, tty bool) int {
	fs := newFlagSet("practice", stderr)
	sideFlag := fs.String("side", "both", "whose mistakes to practice: white, black or both")
	nodes := fs.Uint64("nodes", review.DefaultNodes, "search budget per position, in nodes")
	gameSel := fs.Int("game", 1, "which game of the file (1-based)")
	fs.Usage = func() {
		io.WriteString(stderr, practiceUsage)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "chessmaster practice: give one PGN file")
		fs.Usage()
		return 2
	}
	side, ok := map[string]practice.Side{"both": practice.Both, "white": practice.WhiteOnly, "black": practice.BlackOnly}[strings.ToLower(*sideFlag)]
	if !ok {
		fmt.Fprintf(stderr, "chessmaster practice: -side %q: want white, black or both\n", *sideFlag)
		return 2
	}
	in0 := fs.Arg(0)
	c, sums, code := openPGNForStudy("practice", in0, stderr)
	if c == nil {
		return code
	}
	defer c.Close()
	if *gameSel < 1 || *gameSel > len(sums) {
		fmt.Fprintf(stderr, "chessmaster practice: %s has %d game(s), no game %d\n", in0, len(sums), *gameSel)
		return 2
	}
	fmt.Fprintln(stdout, "Reviewing the game...")
	_, rep, rg, err := reviewGame(ctx, c, *gameSel-1, *nodes, nil)
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster practice: %v\n", err)
		return 1
	}
	exs := practice.Exercises(rep, rg.StartFEN, rg.UCIs, rg.FENs, side)
	if len(exs) == 0 {
		fmt.Fprintln(stdout, "No mistakes or blunders to practice in this game.")
		return 0
	}
	_, err = terminal.Practice(ctx, terminal.PracticeConfig{Exercises: exs, Judge: practice.NewJudge(*nodes),
		In: in, Out: stdout, Fancy: tty && os.Getenv("NO_COLOR") == ""})
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "chessmaster practice: %v\n", err)
		return 1
	}
	return 0
}

const practiceUsage = `Usage: chessmaster practice [flags] FILE.pgn

Review a game and replay every position where a mistake or a blunder was
made: find a better move, or ask for the solution.

Flags:
`
