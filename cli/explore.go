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
	moveFlag := flags.String("move", "", "list the games in which this move (SAN) was played from the position, as search does")
	flags.Usage = func() {
		io.WriteString(stderr, `usage: chessmaster explore [-fen FEN] [-move SAN] FILE...

Lists the moves played from the position (default: the initial position)
in the games of the PGN files, most played first, one per line: the move
in SAN, the number of games, the share of White wins, draws and Black
wins, the average rating of the player who made the move (the side to
move; "-" when no game gives it), and the date it was last played.
Shares are of all the games with the move; a game without a result
counts in none of them.

With -move, the games behind one move of the table are listed instead,
one line per game as search writes them: file, game number, White,
Black, result, and the ply of the position.

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
	if *moveFlag != "" {
		if status := writeMoveGames(out, stderr, flags.Args(), idxs, pos, stats, *moveFlag); status != exitOK {
			return status
		}
	} else {
		writeExploreTable(out, pos, stats)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "chessmaster explore: writing:", err)
		return exitFailed
	}
	return exitOK
}

// writeMoveGames lists the games behind the move san of the table, with
// the ply at which they reach pos.
func writeMoveGames(w io.Writer, stderr io.Writer, files []string, idxs []*posindex.Index, pos *engine.Position, stats []posindex.MoveStat, san string) int {
	var games []posindex.GameRef
	m, err := pos.ParseSAN(san)
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster explore: -move: %v\n", err)
		return exitUsage
	}
	for _, s := range stats {
		if s.Move == m {
			games = s.Games
		}
	}
	if len(games) == 0 {
		fmt.Fprintf(stderr, "chessmaster explore: %s was not played from the position in these games\n", san)
		return exitFailed
	}
	hits, err := posindex.Search(idxs, pos, false)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster explore:", err)
		return exitFailed
	}
	behind := map[posindex.GameRef]bool{}
	for _, g := range games {
		behind[g] = true
	}
	for _, h := range hits {
		if behind[h.GameRef] {
			fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s\t%d\n", files[h.File], h.Number, oneLine(h.Game.White), oneLine(h.Game.Black), h.Game.Result, h.Ply)
		}
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
