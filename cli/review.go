package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"chessmaster/internal/safefile"
	"chessmaster/master"
	"chessmaster/pgn"
	"chessmaster/review"
)

// runReview is "chessmaster review IN.pgn [-o OUT.pgn]": every game of the
// file is analysed at a fixed node budget and written back with the
// review's evaluations, glyphs and better lines.
func runReview(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return reviewMain(ctx, args, os.Stdout, os.Stderr, isTerminal(os.Stderr))
}

// reviewMain is runReview with its streams as parameters, for tests.
func reviewMain(ctx context.Context, args []string, stdout, stderr io.Writer, progress bool) int {
	fs := newFlagSet("review", stderr)
	out := fs.String("o", "", "write the reviewed games to this file (default, or -: standard output)")
	nodes := fs.Uint64("nodes", review.DefaultNodes, "search budget per position, in nodes (the same on every machine)")
	gameSel := fs.Int("game", 0, "review only this game of the file (1-based; 0 = every game)")
	quiet := fs.Bool("quiet", false, "no summary or progress on standard error")
	force := fs.Bool("force", false, "replace an -o file that a review did not write")
	repFile := fs.String("repertoire", "", "a repertoire file (chessmaster repertoire): the summary says where each game left it")
	fs.Usage = func() {
		io.WriteString(stderr, reviewUsage)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "chessmaster review: give one PGN file to review")
		fs.Usage()
		return 2
	}
	in := fs.Arg(0)
	if *out == "-" {
		// "-" is standard output, as pgn takes "-" for standard input;
		// not a file of that name in the working folder.
		*out = ""
	}
	if *nodes == 0 {
		fmt.Fprintln(stderr, "chessmaster review: -nodes must be at least 1")
		return 2
	}
	// The input first, as every command says it: a misspelt name is not
	// answered with a complaint about the output.
	if err := checkInputFile(in); err != nil {
		fmt.Fprintf(stderr, "chessmaster review: %v\n", err)
		return 2
	}
	if *out != "" && *repFile != "" && safefile.Same(*repFile, *out) {
		fmt.Fprintf(stderr, "chessmaster review: -o %s is the -repertoire file; give another file\n", *out)
		return 2
	}
	// Said now, not after minutes of analysis that would be lost. The
	// output is never the input (its games would be replaced by the
	// reviewed ones, and a game skipped would be lost), and an existing
	// file is replaced only if an earlier review wrote it.
	if err := checkOutputs([]outputFile{{flag: "-o", path: *out, ours: isReviewOutput,
		foreign: "holds games (or text) that chessmaster review did not write"}}, []string{in}, *force); err != nil {
		fmt.Fprintf(stderr, "chessmaster review: %v\n", err)
		return 2
	}
	book, code := loadReviewRepertoire(*repFile, stderr)
	if code != 0 {
		return code
	}
	c, sums, code := openPGNForStudy("review", in, stderr)
	if c == nil {
		return code
	}
	defer c.Close()
	if *gameSel < 0 || *gameSel > len(sums) {
		fmt.Fprintf(stderr, "chessmaster review: %s has %d game(s), no game %d\n", in, len(sums), *gameSel)
		return 2
	}
	var text strings.Builder
	failed := false
	for i := range sums {
		if *gameSel != 0 && i != *gameSel-1 {
			continue
		}
		g, rep, _, err := reviewGame(ctx, c, i, *nodes, progressLine(stderr, progress && !*quiet, i+1, len(sums)))
		if errors.Is(err, context.Canceled) {
			fmt.Fprintln(stderr, "chessmaster review: cancelled")
			return 1
		}
		if err != nil {
			// One game that cannot be reviewed (a null move in check, say) does not
			// stop the others; it is reported and left out.
			fmt.Fprintf(stderr, "chessmaster review: game %d skipped: %v\n", i+1, err)
			failed = true
			continue
		}
		markReviewed(g)
		if !*quiet {
			fmt.Fprintf(stderr, "Game %d: %s - %s\n%s", i+1, playerName(g, "White"), playerName(g, "Black"), summary(rep))
			if line := repertoireLine(book, g); line != "" {
				fmt.Fprintln(stderr, line)
			}
		}
		if text.Len() > 0 {
			text.WriteByte('\n')
		}
		text.WriteString(pgn.Write(g))
	}
	code = 0
	if failed {
		code = 1
	}
	if *out == "" {
		io.WriteString(stdout, text.String())
		return code
	}
	if text.Len() == 0 {
		// No game could be reviewed: an existing file is not emptied.
		fmt.Fprintf(stderr, "chessmaster review: no game was reviewed; %s was not written\n", *out)
		return 1
	}
	if err := pgnWriteFile(*out, text.String()); err != nil {
		fmt.Fprintf(stderr, "chessmaster review: %v\n", err)
		return 1
	}
	return code
}

// reviewGame analyses game i of the file loaded in c and returns its tree
// with the review written in, and the main line reviewed. The review
// itself is the controller's (master.ChessMaster.Review), the one the
// window runs too.
func reviewGame(ctx context.Context, c *master.ChessMaster, i int, nodes uint64, progress func(done, total int)) (*pgn.Game, *review.Report, *master.ReviewedLine, error) {
	if err := c.LoadGame(i); err != nil {
		return nil, nil, nil, err
	}
	rep, line, err := c.Review(ctx, review.Options{Nodes: nodes, Progress: progress})
	if err != nil {
		return nil, nil, nil, err
	}
	return c.Tree(), rep, line, nil
}

// summary is the review's result in two lines, one a side.
func summary(rep *review.Report) string {
	var b strings.Builder
	for side, name := range []string{"White", "Black"} {
		n := rep.Counts[side]
		acc := fmt.Sprintf("%.1f%%", rep.Accuracy[side])
		if rep.Judged(side) == 0 {
			acc = "– (no move)"
		}
		fmt.Fprintf(&b, "  %s: accuracy %s, %s, %s, %s\n", name, acc,
			count(n[review.Inaccuracy], "inaccuracy", "inaccuracies"), count(n[review.Mistake], "mistake", "mistakes"),
			count(n[review.Blunder], "blunder", "blunders"))
	}
	return b.String()
}

// count is "1 mistake", "0 mistakes", "3 mistakes".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// playerName is a side's name from the game's tags, or the side itself
// ("White") when the tag is missing, empty or "?".
func playerName(g *pgn.Game, side string) string {
	if name := strings.TrimSpace(g.Tag(side)); name != "" && name != "?" {
		return name
	}
	return side
}

// progressLine shows "game g/n: position k/m" on a terminal, rewriting one
// line; it does nothing when show is false.
func progressLine(w io.Writer, show bool, g, n int) func(done, total int) {
	if !show {
		return nil
	}
	return func(done, total int) {
		fmt.Fprintf(w, "\rgame %d/%d: position %d/%d", g, n, done, total)
		if done == total {
			fmt.Fprint(w, "\r\033[K")
		}
	}
}

const reviewUsage = `Usage: chessmaster review [flags] IN.pgn

Analyse every move, classify it (best, good, inaccuracy, mistake, blunder),
compute each side's accuracy and write the games with [%eval] comments, the
glyphs ?! ? ?? and the better move as a variation; each game's Annotator
tag ends with "ChessMaster review".

-o replaces an existing file only if every game in it was written by an
earlier review (or it is empty); any other file, also through a link, is
refused unless -force is given. The input file itself is always refused.

Flags:
`
