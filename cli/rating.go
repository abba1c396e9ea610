package cli

import (
	"fmt"
	"io"
	"os"

	"chessmaster/engine"
	"chessmaster/history"
	"chessmaster/master"
)

// runRating implements "chessmaster rating": the person's rating estimated
// from their finished games against the built-in computer's levels
// (history.HumanRating), the same figure as the window's Game → Your
// Rating. Exit status: 0 shown (also "no rated games yet"), 1 the history
// file could not be read, 2 bad arguments.
func runRating(args []string) int {
	return ratingCommand(args, os.Stdout, os.Stderr)
}

func ratingCommand(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("rating", stderr)
	dir := fs.String("history", "", "the folder of history.json (default: $"+history.HistoryEnv+", else the user config folder's ChessMaster)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: chessmaster rating [-history DIR]

Estimates your rating from your last finished games against the computer
at a level (the window and the terminal record them in history.json;
games with a move taken back, or whose opponent changed, do not count):
the rating under which your results against the levels' measured Elo are
most likely, with a 95% interval, your record against each level and a
level that makes a fair opponent. The levels' Elo were measured against
Stockfish, so the figure is on that scale.`)
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, args); err != nil {
		return status
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "rating: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	r, ok, err := master.LoadPersonRating(*dir)
	if err != nil {
		fmt.Fprintln(stderr, "rating:", err)
		return exitFailed
	}
	if !ok {
		fmt.Fprintln(stdout, "No rated games yet: finish a game against the computer at a level (human against computer).")
		return exitOK
	}
	fmt.Fprintf(stdout, "Your rating: about %d (95%%: %d to %d)\n", r.Elo, r.Low, r.High)
	fmt.Fprintf(stdout, "From your last %d finished games against the computer: %d won, %d drawn, %d lost.\n", r.Games, r.Wins, r.Draws, r.Losses)
	for _, o := range r.Opponents {
		name := fmt.Sprintf("level %d", o.Level)
		if o.Level == 0 {
			name = "full strength"
		}
		fmt.Fprintf(stdout, "  %s (Elo %d): %d won, %d drawn, %d lost\n", name, o.Elo, o.Wins, o.Draws, o.Losses)
	}
	if fair, err := engine.LevelByNumber(r.FairLevel); err == nil {
		fmt.Fprintf(stdout, "A fair opponent: level %d (%s, Elo %d): chessmaster -black computer -level %d\n", fair.Level, fair.Name, fair.Elo, fair.Level)
	}
	return exitOK
}
