package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"chessmaster/engine"
	"chessmaster/posindex"
)

// runExplore implements "chessmaster explore [-fen FEN] FILE...": the
// opening explorer's table of the moves played from a position. Exit
// status: 0 a move listed, 1 none (or a file could not be indexed), 2
// usage error.
func runExplore(args []string) int {
	return exploreCommand(args, os.Stdout, os.Stderr, isTerminal(os.Stderr))
}

func exploreCommand(args []string, stdout, stderr io.Writer, tty bool) int {
	flags := newFlagSet("explore", stderr)
	fenFlag := flags.String("fen", "startpos", "the position (FEN; \"startpos\" for the initial position)")
	flags.Usage = func() {
		io.WriteString(stderr, `usage: chessmaster explore [-fen FEN] FILE...

Lists the moves played from the position (default: the initial position)
in the games of the PGN files, most played first, one per line: the move
in SAN, the number of games, the share of White wins, draws and Black
wins, the average rating of the player who made the move (the side to
move; "-" when no game gives it), and the date it was last played.
Shares are of all the games with the move; a game without a result
counts in none of them.

Each file is indexed once (kept in the user's cache folder) and indexed
again when it changes.
Exit status: 0 a move listed, 1 none or a file could not be indexed, 2
usage error (bad flag or FEN, file not found).
`)
		flags.PrintDefaults()
	}
	if status, err := parseFlags(flags, interspersed(flags, args)); err != nil {
		return status
	}
	if flags.NArg() == 0 {
		fmt.Fprintln(stderr, "usage: chessmaster explore [-fen FEN] FILE...   (-h for help)")
		return exitUsage
	}
	pos, err := fenArgPosition(*fenFlag)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster explore: -fen:", err)
		return exitUsage
	}
	idxs, status := openIndexes("explore", flags.Args(), stderr, tty)
	if status != exitOK {
		return status
	}
	defer func() {
		for _, x := range idxs {
			x.Close()
		}
	}()
	stats, err := posindex.Explore(idxs, pos)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster explore:", err)
		return exitFailed
	}
	if len(stats) == 0 {
		fmt.Fprintln(stderr, "chessmaster explore: no move was played from the position in these games")
		return exitFailed
	}
	out := bufio.NewWriter(stdout)
	writeExploreTable(out, pos, stats)
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "chessmaster explore: writing:", err)
		return exitFailed
	}
	return exitOK
}

// writeExploreTable writes the explorer's table, a header line first.
func writeExploreTable(w io.Writer, pos *engine.Position, stats []posindex.MoveStat) {
	side := "White"
	if pos.SideToMove() == engine.Black {
		side = "Black"
	}
	fmt.Fprintf(w, "%-8s %7s %6s %6s %6s %7s  %s\n", "move", "games", "white", "draw", "black", side[:1]+"-elo", "last played")
	for _, s := range stats {
		wp, dp, bp := s.Percent()
		elo := "-"
		if s.Rated > 0 {
			elo = fmt.Sprint(s.AvgRating)
		}
		last := s.LastDate
		if last == "" {
			last = "-"
		}
		fmt.Fprintf(w, "%-8s %7d %5.1f%% %5.1f%% %5.1f%% %7s  %s\n", s.SAN, s.Count, wp, dp, bp, elo, last)
	}
}
