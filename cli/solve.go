package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"chessmaster/puzzle"
	"chessmaster/terminal"
)

// runSolve is "chessmaster solve [-file PUZZLES.pgn]": puzzles in the
// terminal, the user's rating kept in the puzzle profile.
func runSolve(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return solveMain(ctx, args, os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stdout))
}

func solveMain(ctx context.Context, args []string, in io.Reader, stdout, stderr io.Writer, tty bool) int {
	fs := newFlagSet("solve", stderr)
	file := fs.String("file", "", "a puzzle file (PGN, as \"chessmaster puzzles\" writes); default the built-in set")
	profile := fs.String("profile", puzzle.DefaultProfilePath(), "where your puzzle rating and history are kept")
	fs.Usage = func() {
		io.WriteString(stderr, solveUsage)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(stderr, "chessmaster solve: unexpected argument %q (a puzzle file goes after -file)\n", fs.Arg(0))
		return exitUsage
	}
	var ps []puzzle.Puzzle
	var err error
	if *file != "" {
		var skipped int
		if err := checkInputFile(*file); err != nil {
			fmt.Fprintf(stderr, "chessmaster solve: %v\n", err)
			return exitUsage
		}
		ps, skipped, err = puzzle.ReadFile(*file)
		if err == nil && len(ps) == 0 {
			err = fmt.Errorf("%s holds no puzzles (%d games that are not puzzles: mine puzzles from games with \"chessmaster puzzles\")", *file, skipped)
		}
		if err != nil {
			fmt.Fprintf(stderr, "chessmaster solve: %v\n", err)
			return exitUsage
		}
		if skipped > 0 {
			fmt.Fprintf(stderr, "chessmaster solve: %s: %d games are no puzzles (no FEN, no solution, or a move that is not legal) and were left out\n", *file, skipped)
		}
	} else if ps, err = puzzle.Builtin(); err != nil {
		fmt.Fprintf(stderr, "chessmaster solve: the built-in puzzles: %v\n", err)
		return exitFailed
	}
	prof := puzzle.NewProfile()
	if *profile != "" {
		if prof, err = puzzle.LoadProfile(*profile); err != nil {
			fmt.Fprintf(stderr, "chessmaster solve: %v\n", err)
			return exitFailed
		}
	}
	tr := puzzle.NewTrainer(ps, prof, *profile, uint64(time.Now().UnixNano()))
	_, err = terminal.Puzzles(ctx, terminal.PuzzleConfig{Trainer: tr, In: in, Out: stdout, Fancy: tty && os.Getenv("NO_COLOR") == ""})
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "chessmaster solve: %v\n", err)
		return exitFailed
	}
	return exitOK
}

const solveUsage = `Usage: chessmaster solve [-file PUZZLES.pgn] [-profile FILE]

Solve puzzles in the terminal: the built-in set (puzzles mined from lichess
games) or a file that "chessmaster puzzles" wrote. Each puzzle shows the
board after the opponent's move; find the best move, then the next, as
the opponent answers. Your puzzle rating (Glicko-2) and history are kept
in the profile file.

Flags:
`
