package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"chessmaster/master"
	"chessmaster/ui"
)

// runGUI opens the desktop window. Without game flags it restores the last
// session's settings and unfinished game; with them (e.g. -white random
// -black computer -movetime 200ms) it starts a new game with those
// settings. A PGN file named on the command line is opened.
//
// CHESSMASTER_DEMO_MOVES="e2e4 e7e5" plays those moves at start; the
// screenshot script uses it to show a position.
func runGUI(args []string) int {
	fs := flag.NewFlagSet("chessmaster", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: chessmaster [game flags] [FILE.pgn]")
		fs.PrintDefaults()
	}
	gf := AddGameFlags(fs, master.DefaultSettings())
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	opts := ui.Options{Version: appVersion() + " (commit " + appCommit() + ")", EngineName: "ChessMaster"}
	if fs.NFlag() > 0 {
		s, err := gf.Settings()
		if err != nil {
			fmt.Fprintln(os.Stderr, "chessmaster:", err)
			return 2
		}
		opts.Settings = &s
	}
	switch fs.NArg() {
	case 0:
	case 1:
		opts.OpenFile = fs.Arg(0)
	default:
		fmt.Fprintln(os.Stderr, "chessmaster: give at most one PGN file")
		return 2
	}
	if demo := os.Getenv("CHESSMASTER_DEMO_MOVES"); demo != "" {
		opts.DemoMoves = strings.Fields(demo)
	}
	return ui.Run(opts)
}
