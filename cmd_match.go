package main

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
// final summary goes to standard output. Exit status: 0 the match was
// played (whatever an SPRT's verdict), 1 it failed or was interrupted (an
// engine that cannot start, Ctrl-C, the PGN file cannot be written), 2
// usage error (bad flag or value, bad FEN or opening, missing file).
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
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(errOut)
	gf := AddGameFlags(fs, matchDefaults())
	games := fs.Int("games", 2, "number of games (each opening is played twice, colours swapped); with -sprt the most games")
	sprtFlag := fs.String("sprt", "", "sequential test elo0,elo1,alpha,beta, e.g. 0,10,0.05,0.05: stop once A is shown at least elo1 (H1) or at most elo0 (H0) logistic Elo stronger; needs -games N as the cap")
	openingsFile := fs.String("openings", "", "opening positions: FILE.epd or FILE.pgn (default: 58 built-in openings)")
	concurrency := fs.Int("concurrency", 1, "games played at the same time")
	pgnOut := fs.String("pgn", "", "save all games to this PGN file")
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
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
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
		if cfg.Openings, err = match.LoadOpenings(*openingsFile); err != nil {
			return fail(err)
		}
	}
	var pgnFile *os.File
	if *pgnOut != "" {
		if pgnFile, err = os.Create(*pgnOut); err != nil {
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
	if err != nil {
		fmt.Fprintf(errOut, "chessmaster match: %v\n", err)
		var ce *match.ConfigError
		if errors.As(err, &ce) {
			return 2
		}
		return 1
	}
	if pgnFile != nil {
		if err := pgnFile.Close(); err != nil {
			fmt.Fprintf(errOut, "chessmaster match: writing %s: %v\n", *pgnOut, err)
			return 1
		}
	}
	return 0
}
