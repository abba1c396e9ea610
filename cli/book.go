package cli

import (
	"chessmaster/notation"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"chessmaster/book"
	"chessmaster/engine"
)

// runBook implements "chessmaster book [-file F] [-json] FEN": it lists the
// opening book moves of a position, highest weight first. Exit status: 0
// moves listed, 1 position not in the book, 2 bad arguments, FEN or book.
func runBook(args []string) int {
	return bookCommand(args, os.Stdout, os.Stderr)
}

// bookMoveOut is one line of the listing (and one JSON object).
type bookMoveOut struct {
	UCI     string  `json:"uci"`
	SAN     string  `json:"san"`
	Weight  uint16  `json:"weight"`
	Percent float64 `json:"percent"`
}

func bookCommand(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("book", stderr)
	file := fs.String("file", "", "polyglot .bin book to read (default: the built-in book)")
	asJSON := fs.Bool("json", false, "print the moves as JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: chessmaster book [-file F] [-json] FEN|startpos

Lists the opening book moves of a position: UCI move, SAN, weight and
share of the total weight, highest weight first. The FEN may be one
quoted argument or its fields as separate arguments; it is checked as
everywhere else in chessmaster (the halfmove clock and fullmove number
may be left out together). The book file must be a regular file of at
most 256 MiB.
Exit status: 0 moves found, 1 position not in the book, 2 error (bad
arguments, FEN or book).`)
		fs.PrintDefaults()
	}
	fen, code, ok := parseFENArgs(fs, args)
	if !ok {
		return code
	}
	pos, err := fenArgPosition(fen)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster book:", err)
		return 2
	}

	b, err := openBook(*file)
	if err != nil {
		fmt.Fprintln(stderr, "chessmaster book:", err)
		return 2
	}
	out := withSAN(pos, b.PositionMoves(pos.BookPosition()))

	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(struct {
			FEN   string        `json:"fen"`
			Moves []bookMoveOut `json:"moves"`
		}{strings.TrimSpace(fen), out}); err != nil {
			fmt.Fprintln(stderr, "chessmaster book:", err)
			return 2
		}
	} else if len(out) > 0 {
		fmt.Fprintf(stdout, "%-6s %-8s %6s %7s\n", "move", "san", "weight", "share")
		for _, m := range out {
			fmt.Fprintf(stdout, "%-6s %-8s %6d %6.2f%%\n", m.UCI, m.SAN, m.Weight, m.Percent)
		}
	}
	if len(out) == 0 {
		fmt.Fprintln(stderr, "chessmaster book: no book moves for this position")
		return 1
	}
	return 0
}

func openBook(path string) (*book.Book, error) {
	if path == "" {
		return book.Default()
	}
	return book.Open(path)
}

// withSAN adds standard algebraic notation to the book moves, using the
// controller's rules referee. A move the referee does not find legal (a
// corrupt book) gets "?" rather than being hidden: the listing shows what
// the book says.
func withSAN(pos *engine.Position, moves []book.Move) []bookMoveOut {
	out := make([]bookMoveOut, 0, len(moves))
	fen := pos.FEN()
	for _, m := range moves {
		san := "?"
		if s := notation.SANMoves(fen, []string{m.UCI}); len(s) == 1 {
			san = s[0]
		}
		out = append(out, bookMoveOut{UCI: m.UCI, SAN: san, Weight: m.Weight, Percent: m.Percent})
	}
	return out
}
