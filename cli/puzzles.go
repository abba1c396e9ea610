package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"chessmaster/puzzle"
)

// runPuzzles is "chessmaster puzzles FILE... -o OUT.pgn": mine the games
// of the files for puzzles (package puzzle), resumable.
func runPuzzles(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return puzzlesMain(ctx, args, os.Stdout, os.Stderr)
}

func puzzlesMain(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzles", stderr)
	out := fs.String("o", "", "the puzzle file to write (PGN); a rerun goes on where the last stopped")
	maxN := fs.Int("max", 0, "stop once the output holds this many puzzles (0: mine every game)")
	probe := fs.Uint64("nodes", 0, "search budget per solver move of a candidate, in nodes (default 100000)")
	scan := fs.Uint64("scan-nodes", 0, "search budget per position of a game, in nodes (default 8000)")
	perGame := fs.Int("per-game", 0, "at most this many puzzles from one game (default 2)")
	saves := fs.Bool("saves", false, "also take positions where one move saves a lost game (less reliable)")
	quiet := fs.Bool("q", false, "no progress lines")
	fs.Usage = func() {
		io.WriteString(stderr, puzzlesUsage)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() == 0 || *out == "" {
		fmt.Fprintln(stderr, "chessmaster puzzles: give the PGN files to mine and -o OUT.pgn")
		fs.Usage()
		return exitUsage
	}
	if *maxN < 0 {
		fmt.Fprintf(stderr, "chessmaster puzzles: -max %d: give 0 (mine every game) or a number of puzzles\n", *maxN)
		return exitUsage
	}
	for _, f := range fs.Args() {
		if err := checkInputFile(f); err != nil {
			fmt.Fprintf(stderr, "chessmaster puzzles: %v\n", err)
			return exitUsage
		}
	}
	opt := puzzle.RunOptions{Max: *maxN, Options: puzzle.Options{ProbeNodes: *probe, ScanNodes: *scan, MaxPerGame: *perGame, Saves: *saves}}
	last := time.Time{}
	pr, err := puzzle.MineFiles(ctx, fs.Args(), *out, opt, func(p puzzle.Progress) {
		if *quiet || time.Since(last) < 5*time.Second {
			return
		}
		last = time.Now()
		fmt.Fprintf(stderr, "%s game %d (%.0f%%): %d games mined, %d puzzles found, %d in %s, %s\n",
			p.File, p.Game, 100*float64(p.Offset)/float64(max(p.Size, 1)), p.GamesMined, p.Found, p.Puzzles, *out, p.Elapsed.Round(time.Second))
	})
	if err != nil && ctx.Err() == nil {
		fmt.Fprintf(stderr, "chessmaster puzzles: %v\n", err)
		return exitFailed
	}
	state := "done"
	if ctx.Err() != nil {
		state = "stopped (run it again to go on)"
	}
	fmt.Fprintf(stdout, "%s: %d games mined, %d skipped, %d puzzles found; %s holds %d puzzles\n",
		state, pr.GamesMined, pr.Skipped, pr.Found, *out, pr.Puzzles)
	return exitOK
}

const puzzlesUsage = `Usage: chessmaster puzzles [flags] FILE.pgn... -o OUT.pgn

Find puzzles in the games of the files: positions after a mistake where
one move clearly wins (a mate, or material) or saves the game and every
other move does not, followed for up to five moves while each of the
solver's moves stays the only good one. Each puzzle is written to OUT.pgn
as a game: the FEN of the position before the opponent's mistake, that
move, then the solution; tags PuzzleThemes, PuzzleRating and PuzzleSource.

The output grows puzzle by puzzle; OUT.pgn.state records the games done,
so a run stopped with Ctrl-C goes on where it stopped when run again.

Flags:
`
