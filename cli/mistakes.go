package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"chessmaster/master"
	"chessmaster/mistakes"
	"chessmaster/practice"
	"chessmaster/review"
	"chessmaster/terminal"
)

// runMistakes is "chessmaster mistakes -me NAME FILE...": every game of
// the files that NAME played is reviewed (or taken from the review store)
// and NAME's mistakes are reported across the games.
func runMistakes(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return mistakesMain(ctx, args, os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stderr))
}

// mistakesMain is runMistakes with its streams as parameters, for tests.
func mistakesMain(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, tty bool) int {
	fs := newFlagSet("mistakes", stderr)
	me := fs.String("me", "", "your name as the White and Black tags write it (case and spaces around it do not count)")
	gamesFlag := fs.String("games", "", "games to look at, 1-based, in each file: N, N-M, N- (to the end), comma-separated")
	reportPath := fs.String("report", "", "write the report to this file: Markdown for .md, else text (default: standard output)")
	pgnPath := fs.String("pgn", "", "write each mistake as a PGN game (the position before it, the better move as a variation) to this file")
	practise := fs.Bool("practice", false, "after collecting, practise the mistakes and blunders in the terminal")
	nodes := fs.Uint64("nodes", review.DefaultNodes, "search budget per position, in nodes (the same on every machine)")
	minClass := fs.String("min", "mistake", "the least a move must be to count: inaccuracy, mistake or blunder")
	storeDir := fs.String("store", "", "folder of the review store (default: ChessMaster's folder in your cache)")
	quiet := fs.Bool("quiet", false, "no progress on standard error")
	force := fs.Bool("force", false, "replace a -report or -pgn file that is not a report or mistakes PGN of an earlier run")
	fs.Usage = func() {
		io.WriteString(stderr, mistakesUsage)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "chessmaster mistakes: "+format+"\n", a...)
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "chessmaster mistakes: give the PGN files of your games")
		fs.Usage()
		return exitUsage
	}
	if strings.TrimSpace(*me) == "" {
		return fail("-me: say which player you are (the name in the White or Black tag)")
	}
	if *nodes == 0 {
		return fail("-nodes must be at least 1")
	}
	min, ok := map[string]review.Class{"inaccuracy": review.Inaccuracy, "mistake": review.Mistake, "blunder": review.Blunder}[strings.ToLower(*minClass)]
	if !ok {
		return fail("-min %q: want inaccuracy, mistake or blunder", *minClass)
	}
	sel, err := parseGameList(*gamesFlag)
	if err != nil {
		return fail("-games: %v", err)
	}
	files := fs.Args()
	for _, f := range files {
		if err := checkInputFile(f); err != nil {
			return fail("%v", err)
		}
	}
	// Said now, not after the games' reviews.
	if err := checkMistakesOutputs(*reportPath, *pgnPath, files, *force); err != nil {
		return fail("%v", err)
	}
	store := &mistakes.Store{Dir: *storeDir}
	if store.Dir == "" {
		if store.Dir, err = mistakes.DefaultDir(); err != nil {
			fmt.Fprintf(stderr, "chessmaster mistakes: %v; every game is reviewed again next time\n", err)
		}
	}
	opt := mistakes.Options{Me: *me, Nodes: *nodes, Min: min, Store: store, EngineID: appVersion(),
		Select: func(_ string, n int) bool { return sel.has(n) }, SAN: master.SANMoves}
	if tty && !*quiet {
		opt.Progress = mistakesProgress(stderr)
	}
	c, err := mistakes.Collect(ctx, files, opt)
	if c == nil {
		return fail("%v", err)
	}
	status := exitOK
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster mistakes: cancelled after %d game(s); their reviews are kept and the next run goes on from there\n", len(c.Games))
		status = exitFailed
	}
	for _, p := range c.Problems {
		fmt.Fprintf(stderr, "chessmaster mistakes: %s\n", p)
		status = exitFailed
	}
	for _, f := range files {
		if n, ok := c.FileGames[f]; ok {
			for _, m := range sel.missing(n) {
				fmt.Fprintf(stderr, "chessmaster mistakes: %s has %d game(s), no game %d\n", f, n, m)
				status = exitFailed
			}
		}
	}
	if len(c.Games) == 0 && err == nil {
		if len(c.Problems) > 0 {
			fmt.Fprintf(stderr, "chessmaster mistakes: no game of %q could be reviewed (see above)\n", c.Me)
		} else {
			fmt.Fprintf(stderr, "chessmaster mistakes: no game of %q found (the name is matched with the White and Black tags)\n", c.Me)
		}
		// An empty report says nothing, and must not replace a report
		// or a PGN written by an earlier run.
		return exitFailed
	}
	if code := writeMistakeFiles(c, *reportPath, *pgnPath, *practise, stdout, stderr); code != exitOK {
		status = code
	}
	if *practise && err == nil {
		if code := practiseMistakes(ctx, c, *nodes, stdin, stdout, stderr, tty); code != exitOK {
			status = code
		}
	}
	return status
}

// writeMistakeFiles writes the report (to path, or to stdout unless the
// terminal is for practice) and the mistakes' PGN.
func writeMistakeFiles(c *mistakes.Collection, reportPath, pgnPath string, practise bool, stdout, stderr io.Writer) int {
	status := exitOK
	if reportPath != "" {
		var b strings.Builder
		mistakes.WriteReport(&b, c, mistakes.FormatFor(reportPath))
		if err := pgnWriteFile(reportPath, b.String()); err != nil {
			fmt.Fprintf(stderr, "chessmaster mistakes: %v\n", err)
			status = exitFailed
		}
	} else if !practise {
		mistakes.WriteReport(stdout, c, mistakes.Text)
	}
	if pgnPath != "" {
		if err := pgnWriteFile(pgnPath, mistakes.PracticePGN(c)); err != nil {
			fmt.Fprintf(stderr, "chessmaster mistakes: %v\n", err)
			status = exitFailed
		}
	}
	return status
}

// practiseMistakes sets the collected mistakes as exercises in the
// terminal, from the stored reviews.
func practiseMistakes(ctx context.Context, c *mistakes.Collection, nodes uint64, in io.Reader, out, stderr io.Writer, tty bool) int {
	exs, _ := c.Exercises()
	if len(exs) == 0 {
		fmt.Fprintln(out, "No mistakes or blunders to practise.")
		return exitOK
	}
	_, err := terminal.Practice(ctx, terminal.PracticeConfig{Exercises: exs, Judge: practice.NewJudge(nodes),
		In: in, Out: out, Fancy: tty && os.Getenv("NO_COLOR") == ""})
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "chessmaster mistakes: %v\n", err)
		return exitFailed
	}
	return exitOK
}

// mistakesProgress shows "game g/n (FILE #k): position p/m" on a
// terminal, rewriting one line.
func mistakesProgress(w io.Writer) func(mistakes.Progress) {
	return func(p mistakes.Progress) {
		if p.Game == p.Games {
			fmt.Fprint(w, "\r\033[K")
			return
		}
		if p.Positions == 0 {
			fmt.Fprintf(w, "\r\033[Kgame %d/%d (%s #%d)", p.Game+1, p.Games, p.File, p.Number)
			return
		}
		fmt.Fprintf(w, "\r\033[Kgame %d/%d (%s #%d): position %d/%d", p.Game+1, p.Games, p.File, p.Number, p.Position, p.Positions)
	}
}

const mistakesUsage = `Usage: chessmaster mistakes -me NAME [flags] FILE...

Review every game of the files that NAME played (the White or Black tag),
and report NAME's mistakes across them: accuracy per game and over time,
mistakes by opening, by phase and by kind (missed mate, allowed mate, hung
piece, missed capture), and each mistake with its file, game, ply, move and
position. Reviews are kept in a store, so a game is reviewed once; Ctrl-C
stops and keeps the games done.

Flags:
`
