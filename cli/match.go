package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/match"
)

// runMatch plays engine-vs-engine games:
//
//	chessmaster match -white X -black Y -games N [-tc 10+0.1 | -movetime 100ms]
//	    [-openings FILE.epd|.pgn] [-concurrency K] [-pgn OUT.pgn]
//	    [-option side:Name=Value ...] [-sprt elo0,elo1,alpha,beta] [game flags]
//
// Player A is -white, player B -black; each opening is played twice with
// colours swapped, and the score and Elo difference are A's. With -sprt
// the match is a sequential probability ratio test (match.SPRT) that
// stops as soon as it accepts H0 or H1; -games is then the most games.
//
// While it plays, a line per game started and finished, with the running
// score and Elo difference, goes to standard error (-quiet: none); the
// final summary goes to standard output. The games are added to the end
// of the -pgn file as each finishes (cmd_match_pgn.go). The exit status is
// matchExitStatus's.
func runMatch(args []string) int {
	return matchMain(args, os.Stdout, os.Stderr)
}

// matchDefaults: the built-in engine against itself at full strength,
// 100 ms per move, no book (the openings provide the variety).
func matchDefaults() master.Settings {
	return master.Settings{
		White: master.PlayerConfig{Kind: master.Computer, MoveTime: 100 * time.Millisecond},
		Black: master.PlayerConfig{Kind: master.Computer, MoveTime: 100 * time.Millisecond},
	}
}

func matchMain(args []string, out, errOut io.Writer) int {
	fs := newFlagSet("match", errOut)
	gf := AddGameFlags(fs, matchDefaults())
	games := fs.Int("games", 2, "number of games (each opening is played twice, colours swapped); with -sprt the most games")
	sprtFlag := fs.String("sprt", "", "sequential test elo0,elo1,alpha,beta, e.g. 0,10,0.05,0.05: stop once A is shown at least elo1 (H1) or at most elo0 (H0) logistic Elo stronger; needs -games N as the cap")
	openingsFile := fs.String("openings", "", "opening positions: FILE.epd or FILE.pgn (default: 58 built-in openings)")
	variant := fs.String("variant", "standard", "standard or chess960 (Fischer random chess: castling is king-takes-rook in UCI, UCI engines get UCI_Chess960)")
	positions := fs.String("positions", "", "with -variant chess960: start position numbers 0-959 and ranges, e.g. 0,518,959 or 100-109 (each played with both colours; default: random ones)")
	concurrency := fs.Int("concurrency", 1, "games played at the same time")
	pgnOut := fs.String("pgn", "", "add every game, as it finishes, at the end of this PGN file (created if missing; the games in it are kept)")
	quiet := fs.Bool("quiet", false, "no progress lines on standard error (a line per game and the running score)")
	adj := match.DefaultAdjudication()
	noAdj := fs.Bool("no-adjudication", false, "play every game to its end")
	fs.IntVar(&adj.ResignScore, "resign-score", adj.ResignScore, "resign adjudication: centipawns both engines agree a side is behind")
	fs.IntVar(&adj.ResignMoves, "resign-moves", adj.ResignMoves, "resign adjudication: for this many consecutive moves each")
	fs.IntVar(&adj.DrawScore, "draw-score", adj.DrawScore, "draw adjudication: |score| at most this many centipawns")
	fs.IntVar(&adj.DrawMoves, "draw-moves", adj.DrawMoves, "draw adjudication: for this many consecutive moves each")
	fs.IntVar(&adj.DrawAfter, "draw-after", adj.DrawAfter, "draw adjudication: only after this move number")
	fs.Usage = func() {
		fmt.Fprintln(errOut, "Usage: chessmaster match -white X -black Y -games N [-tc 10+0.1 | -movetime 100ms] [-openings FILE] [-concurrency K] [-pgn OUT.pgn] [-option side:Name=Value ...] [-sprt elo0,elo1,alpha,beta]\n\nPlayers: computer, random or uci:PATH. Flags:")
		fs.PrintDefaults()
		fmt.Fprint(errOut, matchExitStatus)
	}
	if status, err := parseFlags(fs, args); err != nil {
		return status
	}
	fail := func(err error) int {
		fmt.Fprintf(errOut, "chessmaster match: %v\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	settings, err := gf.Settings()
	if err != nil {
		return fail(err)
	}
	if settings.StartFEN != "" {
		if _, err := engine.ParseFEN(settings.StartFEN); err != nil {
			return fail(fmt.Errorf("-fen: %w", err))
		}
	}
	if *games <= 0 {
		return fail(fmt.Errorf("-games %d: want at least 1", *games))
	}
	var sprt *match.SPRT
	if *sprtFlag != "" {
		t, err := match.ParseSPRT(*sprtFlag)
		if err != nil {
			return fail(fmt.Errorf("-sprt %w", err))
		}
		gamesSet := false
		fs.Visit(func(f *flag.Flag) { gamesSet = gamesSet || f.Name == "games" })
		if !gamesSet {
			return fail(errors.New("-sprt needs -games N, the most games to play before giving up (e.g. -games 20000)"))
		}
		if *games < 2 {
			return fail(fmt.Errorf("-sprt with -games %d: the test counts game pairs (each opening with both colours), want -games 2 or more", *games))
		}
		sprt = &t
	}
	if *concurrency <= 0 {
		return fail(fmt.Errorf("-concurrency %d: want at least 1", *concurrency))
	}
	if adj.ResignScore < 0 || adj.ResignMoves < 0 || adj.DrawScore < 0 || adj.DrawMoves < 0 || adj.DrawAfter < 0 {
		return fail(errors.New("adjudication values must not be negative"))
	}
	if *noAdj {
		adj = match.Adjudication{}
	}
	cfg := match.Config{Settings: settings, Games: *games, Concurrency: *concurrency, Adjudication: adj, SPRT: sprt}
	if *openingsFile != "" {
		if err := checkInput(*openingsFile, "an opening file"); err != nil {
			return fail(err)
		}
		if cfg.StartPositions, err = match.LoadStartPositions(*openingsFile); err != nil {
			return fail(err)
		}
	}
	if err := matchVariant(&cfg, *variant, *positions, *openingsFile != ""); err != nil {
		return fail(err)
	}
	var pgnFile *pgnAppender
	if *pgnOut != "" {
		if pgnFile, err = openPGNOut(*pgnOut); err != nil {
			return fail(err)
		}
		defer pgnFile.Close() // after an error; see below
		cfg.PGN = pgnFile
	}

	var progress io.Writer = errOut
	if *quiet {
		progress = nil
	} else if sprt != nil {
		lower, upper := sprt.Bounds()
		fmt.Fprintf(errOut, "SPRT elo0 %g, elo1 %g, alpha %g, beta %g: playing until the LLR reaches %.2f or %.2f, at most %d game(s), %d at a time; a line per game follows (-quiet for none).\n",
			sprt.Elo0, sprt.Elo1, sprt.Alpha, sprt.Beta, lower, upper, *games, min(*concurrency, *games))
	} else {
		fmt.Fprintf(errOut, "Playing %d game(s), %d at a time; a line per game follows (-quiet for none).\n", *games, min(*concurrency, *games))
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := match.Run(ctx, cfg, progress)
	if len(res.Games) > 0 {
		fmt.Fprint(out, res.Summary())
	}
	if pgnFile != nil {
		if cerr := pgnFile.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("writing %s: %w", *pgnOut, cerr)
		}
	}
	switch {
	case err != nil && ctx.Err() != nil && errors.Is(err, context.Canceled):
		// Ctrl-C: the games in progress are abandoned, the finished
		// ones are counted above and are in the PGN file.
		if len(res.Games) == 0 {
			fmt.Fprintf(errOut, "chessmaster match: interrupted before any game finished%s\n", pgnNote(*pgnOut, 0))
			return 1
		}
		fmt.Fprintf(errOut, "chessmaster match: interrupted after %d of %d game(s); the score above counts only those%s\n",
			len(res.Games), *games, pgnNote(*pgnOut, len(res.Games)))
		return 1
	case err != nil:
		fmt.Fprintf(errOut, "chessmaster match: %v\n", err)
		var ce *match.ConfigError
		if errors.As(err, &ce) {
			return 2
		}
		return 1
	}
	if failed := engineFailures(res.Games); len(failed) > 0 {
		fmt.Fprintf(errOut, "chessmaster match: %d game(s) lost by forfeit because an engine failed (exit status 1):\n", len(failed))
		for _, g := range failed {
			fmt.Fprintf(errOut, "  game %d (%s vs %s): %v\n", g.Number, g.White, g.Black, g.Err)
		}
		return 1
	}
	return 0
}

// matchExitStatus is the end of "match -h".
const matchExitStatus = `
Exit status:
  0  every game was played to its end (whatever an SPRT's verdict).
  1  the match failed: an engine could not start, or crashed, stopped
     answering or sent an illegal move during a game (that game is lost
     by forfeit, the match plays on and its result is reported, and the
     games that failed are listed at the end); the match was interrupted
     (Ctrl-C: the finished games are counted and kept in the -pgn file);
     or the -pgn file could not be written.
  2  usage error: a bad flag or value, bad FEN or opening, missing file,
     a -pgn file games cannot be added to.
`

// engineFailures are the games a player lost because it failed (crashed,
// stopped answering, sent an illegal move), not by the rules of chess.
func engineFailures(games []match.GameResult) []match.GameResult {
	var out []match.GameResult
	for _, g := range games {
		if g.Err != nil {
			out = append(out, g)
		}
	}
	return out
}

// pgnNote says where the finished games of an interrupted match are.
func pgnNote(path string, n int) string {
	switch {
	case path == "":
		return ""
	case n == 0:
		return "; nothing was added to " + path
	}
	return fmt.Sprintf("; they are in %s", path)
}
