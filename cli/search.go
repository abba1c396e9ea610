package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

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
	var filter posindex.HitFilter
	flags.StringVar(&filter.Player, "player", "", "only games of a player (part of the name, any case)")
	flags.StringVar(&filter.Result, "result", "", "only games with this result: 1-0, 0-1, 1/2-1/2 or *")
	flags.StringVar(&filter.From, "from", "", "only games played on or after this date: YYYY.MM.DD, YYYY.MM or YYYY (2021.05.26, 2021.05, 2021)")
	flags.StringVar(&filter.To, "to", "", "only games played on or before this date")
	sortBy := flags.String("sort", "file", "order: file, white, black, result, date or ply; -sort=-date for newest first")
	flags.Usage = func() {
		io.WriteString(stderr, `usage: chessmaster search -fen FEN [-any-side] [-player NAME] [-result R]
                          [-from DATE] [-to DATE] [-sort ORDER] FILE...

Lists the games of the PGN files that reach the position: one line per
game, tab-separated: file, game number, White, Black, result, and the ply
(half-moves played, 0 for the start) at which the position first occurs.
A position matches when the pieces, the side to move, the castling rights
and the en-passant square (where a pawn could take en passant) are the
same; -any-side finds it with either side to move. -player, -result,
-from and -to keep only some games; -sort orders them (a leading "-"
reverses the order).

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
	switch filter.Result {
	case "", "1-0", "0-1", "1/2-1/2", "*":
	default:
		fmt.Fprintf(stderr, "chessmaster search: -result %q: give 1-0, 0-1, 1/2-1/2 or *\n", filter.Result)
		return exitUsage
	}
	for _, b := range []struct {
		name  string
		value *string
	}{{"-from", &filter.From}, {"-to", &filter.To}} {
		if *b.value == "" {
			continue
		}
		d, err := posindex.ParseDateBound(*b.value)
		if err != nil {
			fmt.Fprintf(stderr, "chessmaster search: %s: %v\n", b.name, err)
			return exitUsage
		}
		*b.value = d
	}
	order, desc, ok := hitOrder(*sortBy)
	if !ok {
		fmt.Fprintf(stderr, "chessmaster search: -sort %q: give file, white, black, result, date or ply (with - before it for the reverse order)\n", *sortBy)
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
	found := len(hits) > 0
	hits = filter.Filter(hits)
	posindex.SortHits(hits, order, desc)
	out := bufio.NewWriter(stdout)
	for _, h := range hits {
		fmt.Fprintf(out, "%s\t%d\t%s\t%s\t%s\t%d\n", files[h.File], h.Number, oneLine(h.Game.White), oneLine(h.Game.Black), h.Game.Result, h.Ply)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "chessmaster search: writing:", err)
		return exitFailed
	}
	switch {
	case len(hits) == 0 && found:
		fmt.Fprintln(stderr, "chessmaster search: no game that reaches the position passes the filters")
		return exitFailed
	case len(hits) == 0:
		fmt.Fprintln(stderr, "chessmaster search: no game reaches the position")
		return exitFailed
	}
	return exitOK
}

// hitOrder reads -sort: an order's name, "-" before it for descending.
func hitOrder(s string) (by int, desc bool, ok bool) {
	name, desc := strings.CutPrefix(strings.ToLower(strings.TrimSpace(s)), "-")
	by, ok = map[string]int{"file": posindex.ByFile, "white": posindex.ByWhite, "black": posindex.ByBlack,
		"result": posindex.ByResult, "date": posindex.ByDate, "ply": posindex.ByPly}[name]
	return by, desc, ok
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
