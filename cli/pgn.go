package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"chessmaster/pgn"
)

// runPGN implements "chessmaster pgn [-games LIST] [-mainline] FILE...":
// it reads every game of the files and writes them to stdout in the PGN
// export format. A game that cannot be read is reported on stderr with its
// file and line and skipped. Exit status: 0 every game written, 1 a game
// or file skipped, 2 usage error (bad flag, missing file).
func runPGN(args []string) int {
	// The live heap is a few batches of games: collecting less often is
	// faster, and the soft limit keeps a large file's run within about
	// 100 MB all the same.
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(56 << 20)
	return pgnCommand(args, os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stderr))
}

// pgnProgressMin is the file size from which progress is shown.
const pgnProgressMin = 4 << 20

func pgnCommand(args []string, stdin io.Reader, stdout, stderr io.Writer, tty bool) int {
	flags := newFlagSet("pgn", stderr)
	gamesFlag := flags.String("games", "", "games to write, 1-based, in each file: N, N-M, N- (to the end), comma-separated")
	mainline := flags.Bool("mainline", false, "write the main line only: no variations, comments or NAGs")
	check := flags.Bool("check", false, "check every move against the rules and write it in normalised SAN")
	flags.Usage = func() {
		io.WriteString(stderr, `usage: chessmaster pgn [-games LIST] [-mainline] [-check] FILE...

Reads every game of each PGN file ("-" is standard input) and writes them
to standard output in the PGN export format: Seven Tag Roster first, moves
wrapped at 80 columns, comments, NAGs, variations and embedded commands
such as [%clk] and [%eval] kept. A large file is indexed first and read
one game at a time. The moves are not checked against the rules unless
-check is given: then every move, variations included, is replayed by
the move generator and written in normalised SAN, and a game with an
illegal or ambiguous move is reported with its line and skipped.

A game that cannot be read is reported on standard error with its file,
number and line, and skipped; the others are written.
Exit status: 0 every game written, 1 a game or file skipped, 2 usage
error (bad flag, file not found).
`)
		flags.PrintDefaults()
	}
	if status, err := parseFlags(flags, args); err != nil {
		return status
	}
	files := flags.Args()
	if len(files) == 0 {
		fmt.Fprintln(stderr, "usage: chessmaster pgn [-games LIST] [-mainline] [-check] FILE...   (-h for help)")
		return 2
	}
	sel, err := parseGameList(*gamesFlag)
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster pgn: -games: %v\n", err)
		return 2
	}
	for _, f := range files {
		if f == "-" {
			continue
		}
		if err := checkStreamInput(f, "a PGN file"); err != nil {
			fmt.Fprintf(stderr, "chessmaster pgn: %v\n", err)
			return 2
		}
	}

	out := bufio.NewWriterSize(stdout, 256<<10)
	p := &pgnRun{out: out, stderr: stderr, tty: tty, sel: sel, mainline: *mainline, check: *check, stdin: stdin}
	for _, f := range files {
		p.file(f)
	}
	p.clearProgress()
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "chessmaster pgn: writing:", err)
		return 1
	}
	if p.failed {
		return 1
	}
	return 0
}

// pgnRun is one run of the pgn command.
type pgnRun struct {
	out      *bufio.Writer
	stderr   io.Writer
	stdin    io.Reader
	tty      bool
	sel      gameList
	mainline bool
	check    bool // replay every move and write it in normalised SAN (pgn_check.go)
	written  int  // games written so far
	failed   bool // a game or file was skipped

	shown    bool      // a progress line is on the terminal
	lastShow time.Time // when it was last drawn
}

// file writes the selected games of one file.
func (p *pgnRun) file(path string) {
	name := path
	var r io.ReaderAt
	var size int64
	if path == "-" {
		name = "standard input"
		data, err := io.ReadAll(io.LimitReader(p.stdin, pgn.MaxSize+1))
		if err == nil && len(data) > pgn.MaxSize {
			err = fmt.Errorf("larger than %d MB; save it to a file", pgn.MaxSize>>20)
		}
		if err != nil {
			p.fail("%s: %v", name, err)
			return
		}
		r, size = bytes.NewReader(data), int64(len(data))
	} else {
		f, err := os.Open(path)
		if err != nil {
			p.fail("%v", err)
			return
		}
		defer f.Close()
		fi, err := f.Stat()
		if err != nil {
			p.fail("%v", err)
			return
		}
		if fi.Mode().IsRegular() {
			r, size = f, fi.Size()
		} else {
			// A pipe or a device: read it whole (as far as Read would).
			data, err := io.ReadAll(io.LimitReader(f, pgn.MaxSize+1))
			if err != nil {
				p.fail("%s: %v", path, err)
				return
			}
			r, size = bytes.NewReader(data), int64(len(data))
		}
	}

	// One pass, in stages (cmd_pgn_pipeline.go): each game is written
	// as soon as it and the games before it are formatted.
	count, err, stopped := p.scanFile(name, r, size)
	if stopped {
		return
	}
	switch {
	case errors.Is(err, pgn.ErrNotIndexable):
		p.whole(name, r, size)
		return
	case err != nil:
		p.fail("%s: %v", name, err)
		return
	case count == 0:
		p.fail("%s: no game found", name)
		return
	}
	for _, n := range p.sel.missing(count) {
		p.fail("%s: no game %d (the file has %d)", name, n, count)
	}
}

// whole reads a file that cannot be indexed (UTF-16 text, or not text)
// in one piece with pgn.Read, which decodes it or says what it is.
func (p *pgnRun) whole(name string, r io.ReaderAt, size int64) {
	games, err := pgn.Read(io.NewSectionReader(r, 0, size))
	if err != nil {
		p.fail("%s: %s", name, strings.TrimPrefix(err.Error(), "PGN: "))
		return
	}
	for _, n := range p.sel.missing(len(games)) {
		p.fail("%s: no game %d (the file has %d)", name, n, len(games))
	}
	for i, g := range games {
		if p.sel.has(i + 1) {
			p.write(g, name, i+1)
		}
	}
}

// write writes game number n of file name (see emit).
func (p *pgnRun) write(g *pgn.Game, name string, n int) {
	if err := checkGame(p.checker(), g, n); err != nil {
		p.fail("%s: %s; skipped", name, strings.TrimPrefix(err.Error(), "PGN "))
		return
	}
	if p.mainline {
		g = g.MainLineOnly()
	}
	p.emit(pgnFormatted{number: n, text: pgn.Write(g), brace: braceInComment(g.Root), warnings: g.Warnings}, name)
}

// emit writes a formatted game of file name. A comment with a '}' (read
// from a ";" comment) cannot be written in braces as it is: the '}'
// became ')', and stderr says so.
func (p *pgnRun) emit(f pgnFormatted, name string) {
	// What the reader read as best it could (a broken tag) is written,
	// and said on stderr; the exit status stays 0.
	for _, w := range f.warnings {
		p.clearProgress()
		fmt.Fprintf(p.stderr, "chessmaster pgn: %s: game %d: %s\n", name, f.number, w)
	}
	if f.brace >= 0 {
		p.clearProgress()
		where := ""
		if f.brace > 0 {
			where = fmt.Sprintf(" (line %d)", f.brace)
		}
		fmt.Fprintf(p.stderr, "chessmaster pgn: %s: game %d%s: a comment holds '}', which would end it in braces; it is written as ')'\n", name, f.number, where)
	}
	if p.written > 0 {
		p.out.WriteByte('\n')
	}
	p.out.WriteString(f.text)
	p.written++
}

// braceInComment is the line of the first move whose comments hold a
// '}' (0 for the comment before the first move), or -1 when none does.
// The tree is walked with a list of nodes, not by recursion, so that a
// long game needs no deep stack; the order is the recursion's.
func braceInComment(root *pgn.Node) int {
	todo := []*pgn.Node{root}
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if strings.Contains(n.Comment, "}") || strings.Contains(n.CommentBefore, "}") {
			return n.Line
		}
		for i := len(n.Children) - 1; i >= 0; i-- {
			todo = append(todo, n.Children[i])
		}
	}
	return -1
}

// fail reports a skipped game or file on stderr.
func (p *pgnRun) fail(format string, args ...any) {
	p.failed = true
	p.clearProgress()
	fmt.Fprintf(p.stderr, "chessmaster pgn: "+format+"\n", args...)
}

// progress redraws the status line on a terminal, at most 5 times a
// second.
func (p *pgnRun) progress(format string, args ...any) {
	if !p.tty || time.Since(p.lastShow) < 200*time.Millisecond {
		return
	}
	p.lastShow = time.Now()
	p.shown = true
	fmt.Fprintf(p.stderr, "\r\033[K"+format, args...)
}

func (p *pgnRun) clearProgress() {
	if p.shown {
		fmt.Fprint(p.stderr, "\r\033[K")
		p.shown = false
	}
}

// gameList is the -games selection: ranges of 1-based game numbers
// (To 0: to the end). Empty: every game.
type gameList []struct{ From, To int }

func parseGameList(s string) (gameList, error) {
	var out gameList
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		from, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil || from < 1 {
			return nil, fmt.Errorf("%q is not a game number or range (N, N-M or N-; games count from 1)", part)
		}
		to := from
		if isRange {
			to = 0
			if b = strings.TrimSpace(b); b != "" {
				to, err = strconv.Atoi(b)
				if err != nil || to < from {
					return nil, fmt.Errorf("%q is not a game range (N-M with M >= N, or N-)", part)
				}
			}
		}
		out = append(out, struct{ From, To int }{from, to})
	}
	return out, nil
}

func (l gameList) has(n int) bool {
	if len(l) == 0 {
		return true
	}
	for _, r := range l {
		if n >= r.From && (r.To == 0 || n <= r.To) {
			return true
		}
	}
	return false
}

// missing lists the numbers asked for that a file of count games lacks
// (each range's first missing number only).
func (l gameList) missing(count int) []int {
	var out []int
	for _, r := range l {
		if r.From > count {
			out = append(out, r.From)
		} else if r.To > count {
			out = append(out, count+1)
		}
	}
	return out
}

// last is the highest game number asked for; 0 when every game, or every
// game from some number on, is.
func (l gameList) last() int {
	m := 0
	for _, r := range l {
		if r.To == 0 {
			return 0
		}
		m = max(m, r.To)
	}
	return m
}
