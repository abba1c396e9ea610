package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"chessmaster/master"
)

// guiRequest is what the command line asks of the window.
type guiRequest struct {
	settings  *master.Settings // nil: restore the last session
	file      string           // PGN file to open, "" for none
	demoMoves []string
	// showDialog is a dialog to open at start (scripted screenshots).
	showDialog string
}

// runGUI opens the desktop window. Without game flags it restores the last
// session's settings and unfinished game; with them (e.g. -white random
// -black computer -movetime 200ms) it starts a new game with those
// settings. A PGN file named on the command line is opened.
//
// Everything the command line can get wrong (flags, a missing file, no
// display) is reported with exit status 2 before a window is created.
//
// CHESSMASTER_DEMO_MOVES="e2e4 e7e5" plays those moves at start; the
// screenshot script uses it to show a position, and
// CHESSMASTER_SHOW_DIALOG=preferences (or new-game, about, rating) to show a
// dialog.
func runGUI(args []string) int {
	fs := newFlagSet("chessmaster", io.Discard) // errors are reported below, help on -h
	fs.Usage = func() {}
	gf := AddGameFlags(fs, master.DefaultSettings())
	if status, err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stdout, "Usage: chessmaster [gui] [game flags] [FILE.pgn]\n\nOpen the window; without game flags the last session is restored.\n\nGame flags:")
			fs.SetOutput(os.Stdout)
			fs.PrintDefaults()
			return status
		}
		fmt.Fprintf(os.Stderr, "chessmaster: %v\nRun \"chessmaster -h\" for the commands, \"chessmaster gui -h\" for the game flags.\n", err)
		return status
	}
	var req guiRequest
	if fs.NFlag() > 0 {
		s, err := gf.Settings()
		if err != nil {
			fmt.Fprintln(os.Stderr, "chessmaster:", err)
			return 2
		}
		req.settings = &s
	}
	switch fs.NArg() {
	case 0:
	case 1:
		req.file = fs.Arg(0)
		if _, ok := findCommand(req.file); ok {
			fmt.Fprintf(os.Stderr, "chessmaster: the command comes first: chessmaster %s [flags]\n", req.file)
			return 2
		}
		if code := checkFileArg(req.file); code != 0 {
			return code
		}
	default:
		fmt.Fprintln(os.Stderr, "chessmaster: give at most one PGN file")
		return 2
	}
	if demo := os.Getenv("CHESSMASTER_DEMO_MOVES"); demo != "" {
		req.demoMoves = strings.Fields(demo)
	}
	req.showDialog = os.Getenv("CHESSMASTER_SHOW_DIALOG")
	return openWindow(req)
}

// checkFileArg returns 0 when path is a file that can be opened, else
// reports why not and returns 2.
func checkFileArg(path string) int {
	if err := checkInputFile(path); err != nil && !errors.Is(err, errEmptyInput) {
		fmt.Fprintln(os.Stderr, "chessmaster:", err)
		return 2
	}
	return 0
}

// noDisplayHint ends every "cannot open a window" message.
const noDisplayHint = "to play in the terminal run: chessmaster terminal"
