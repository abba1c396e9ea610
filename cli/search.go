package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"chessmaster/posindex"
)

// runSearch implements "chessmaster search -fen FEN [-any-side] FILE...":
// it lists the games of the files that reach the position. Exit status:
// 0 a game found, 1 none (or a file could not be indexed), 2 usage error.
func runSearch(args []string) int {
	return searchCommand(args, os.Stdout, os.Stderr, isTerminal(os.Stderr))
}

func searchCommand(args []string, stdout, stderr io.Writer, tty bool) int {
	flags := newFlagSet("search", stderr)
	fenFlag := flags.String("fen", "", "the position to find (FEN; \"startpos\" for the initial position)")
	anySide := flags.Bool("any-side", false, "also find the position with the other side to move")
	flags.Usage = func() {
		io.WriteString(stderr, `usage: chessmaster search -fen FEN [-any-side] FILE...

Lists the games of the PGN files that reach the position: one line per
game, tab-separated: file, game number, White, Black, result, and the ply
(half-moves played, 0 for the start) at which the position first occurs.
A position matches when the pieces, the side to move, the castling rights
and the en-passant square (where a pawn could take en passant) are the
same; -any-side finds it with either side to move.

Each file is indexed once (kept in the user's cache folder) and indexed
again when it changes. Games that are not standard chess, or moves that
are not legal, are named on standard error; their positions after that
point cannot be found.
Exit status: 0 a game found, 1 no game found or a file could not be
indexed, 2 usage error (bad flag or FEN, file not found).
`)
		flags.PrintDefaults()
	}
	if status, err := parseFlags(flags, interspersed(flags, args)); err != nil {
		return status
	}
	if *fenFlag == "" || flags.NArg() == 0 {
		fmt.Fprintln(stderr, "usage: chessmaster search -fen FEN [-any-side] FILE...   (-h for help)")
		return exitUsage
	}
	pos, err := fenArgPosition(*fenFlag)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster search: -fen:", err)
		return exitUsage
	}
	files := flags.Args()
	idxs, status := openIndexes("search", files, stderr, tty)
	if status != exitOK {
		return status
	}
	defer func() {
		for _, x := range idxs {
			x.Close()
		}
	}()
	hits, err := posindex.Search(idxs, pos, *anySide)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster search:", err)
		return exitFailed
	}
	out := bufio.NewWriter(stdout)
	for _, h := range hits {
		fmt.Fprintf(out, "%s\t%d\t%s\t%s\t%s\t%d\n", files[h.File], h.Number, oneLine(h.Game.White), oneLine(h.Game.Black), h.Game.Result, h.Ply)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "chessmaster search: writing:", err)
		return exitFailed
	}
	if len(hits) == 0 {
		fmt.Fprintln(stderr, "chessmaster search: no game reaches the position")
		return exitFailed
	}
	return exitOK
}

// oneLine keeps a tag value on its line and in its column: tabs and
// line breaks become spaces; an empty value is "?".
func oneLine(s string) string {
	if s == "" {
		return "?"
	}
	b := []byte(s)
	for i, c := range b {
		if c == '\t' || c == '\n' || c == '\r' {
			b[i] = ' '
		}
	}
	return string(b)
}
