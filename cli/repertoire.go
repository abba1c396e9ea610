package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"chessmaster/engine"
	"chessmaster/internal/regularfile"
	"chessmaster/notation"
	"chessmaster/pgn"
	"chessmaster/repertoire"
)

// runRepertoire is "chessmaster repertoire SUBCOMMAND ...": build an
// opening repertoire (import, add), drill it with spaced repetition
// (drill), count its cards (stats) and say where games left it (check).
func runRepertoire(args []string) int {
	return repertoireMain(args, os.Stdin, os.Stdout, os.Stderr, time.Now)
}

// maxRepertoirePGN bounds a PGN file read whole for import or check.
const maxRepertoirePGN = 64 << 20

// repertoireFlags are the flags every subcommand shares.
type repertoireFlags struct {
	color string
	file  string
}

func (f *repertoireFlags) add(fs *flag.FlagSet) {
	fs.StringVar(&f.color, "color", "white", "the side the repertoire is for: white or black")
	fs.StringVar(&f.file, "file", "", "the repertoire file (default: repertoire-COLOR.json in the user's config folder)")
}

// open loads the repertoire the flags name (a new one when there is no
// file yet) and returns it with its path.
func (f *repertoireFlags) open() (*repertoire.Repertoire, string, error) {
	color, err := repertoire.ParseColor(f.color)
	if err != nil {
		return nil, "", err
	}
	path := f.file
	if path == "" {
		if path, err = repertoire.DefaultPath(color); err != nil {
			return nil, "", err
		}
	}
	r, err := repertoire.LoadOrNew(path, color)
	if err == nil {
		r.NameMoves(notation.SANMoves)
	}
	return r, path, err
}

func repertoireMain(args []string, in io.Reader, stdout, stderr io.Writer, now func() time.Time) int {
	subs := map[string]func([]string, io.Reader, io.Writer, io.Writer, func() time.Time) int{
		"import": repertoireImport, "add": repertoireAdd, "drill": repertoireDrill,
		"stats": repertoireStats, "check": repertoireCheck,
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		io.WriteString(stderr, repertoireUsage)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	run, ok := subs[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "chessmaster repertoire: unknown subcommand %q\n%s", args[0], repertoireUsage)
		return exitUsage
	}
	return run(args[1:], in, stdout, stderr, now)
}

const repertoireUsage = `Usage: chessmaster repertoire SUBCOMMAND [flags]

  import FILE.pgn [-color C] [-file F]   add every move of the games, variations too
  add MOVES... [-color C] [-fen FEN]      add one line of moves (SAN or UCI)
  drill [-color C] [-max N] [-new N]      train the repertoire with spaced repetition
  stats [-color C]                        count the cards: new, due, learned
  check GAMES.pgn [-color C]              say where each game left the repertoire

The repertoire of each colour is kept in the user's config folder
(repertoire-white.json, repertoire-black.json; -file names another).
Run "chessmaster repertoire SUBCOMMAND -h" for its flags.
`

// subFlags makes the flag set of a subcommand with the shared flags.
func subFlags(name, usage string, stderr io.Writer, rf *repertoireFlags) *flag.FlagSet {
	fs := newFlagSet("repertoire "+name, stderr)
	rf.add(fs)
	fs.Usage = func() {
		io.WriteString(stderr, usage)
		fs.PrintDefaults()
	}
	return fs
}

// readRepertoireGames reads the games of a PGN file for the repertoire commands.
func readRepertoireGames(cmd, path string, stderr io.Writer) ([]*pgn.Game, int) {
	if err := checkInputFile(path); err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire %s: %v\n", cmd, err)
		return nil, exitUsage
	}
	data, err := regularfile.Read(path, maxRepertoirePGN)
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire %s: %v\n", cmd, err)
		return nil, exitFailed
	}
	games, err := pgn.Read(bytes.NewReader(data))
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire %s: %s: %v\n", cmd, path, err)
		return nil, exitFailed
	}
	for i, g := range games {
		for _, w := range g.Warnings {
			fmt.Fprintf(stderr, "chessmaster repertoire %s: %s: game %d: %s\n", cmd, path, i+1, w)
		}
	}
	if len(games) == 0 {
		fmt.Fprintf(stderr, "chessmaster repertoire %s: %s has no games\n", cmd, path)
		return nil, exitFailed
	}
	return games, exitOK
}

func repertoireImport(args []string, _ io.Reader, stdout, stderr io.Writer, _ func() time.Time) int {
	var rf repertoireFlags
	fs := subFlags("import", "Usage: chessmaster repertoire import FILE.pgn [-color white|black] [-file F]\n\nAdds every move of every game of the file, main lines and variations, to\nthe repertoire. A move that is not legal names its game and nothing is\nadded.\n\nFlags:\n", stderr, &rf)
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "chessmaster repertoire import: give one PGN file")
		return exitUsage
	}
	r, path, err := rf.open()
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire import: %v\n", err)
		return exitUsage
	}
	games, code := readRepertoireGames("import", fs.Arg(0), stderr)
	if games == nil {
		return code
	}
	n, err := r.Import(games)
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire import: %s: %v (nothing was added)\n", fs.Arg(0), err)
		return exitFailed
	}
	r.NameMoves(notation.SANMoves) // moves written otherwise in the file ("g1-f3"): in standard form
	if err := r.Save(path); err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire import: %v\n", err)
		return exitFailed
	}
	st := r.Stats(time.Now())
	fmt.Fprintf(stdout, "Added %d moves from %d game(s) to the %s repertoire %s: %d positions, %d to train (%d new).\n",
		n, len(games), repertoire.ColorName(r.Color), path, st.Positions, st.Cards, st.New)
	return exitOK
}

func repertoireAdd(args []string, _ io.Reader, stdout, stderr io.Writer, _ func() time.Time) int {
	var rf repertoireFlags
	fs := subFlags("add", "Usage: chessmaster repertoire add [-color white|black] [-fen FEN] MOVES...\n\nPlays the moves (SAN or UCI) from the start position (or -fen) into the\nrepertoire. A move that is not legal is named and nothing is added.\n\nFlags:\n", stderr, &rf)
	fen := fs.String("fen", pgn.StandardFEN, "the position the moves start from")
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	var moves []string
	for _, a := range fs.Args() {
		moves = append(moves, strings.Fields(a)...)
	}
	moves = dropMoveNumbers(moves)
	if len(moves) == 0 {
		fmt.Fprintln(stderr, "chessmaster repertoire add: give the moves of a line, e.g. e4 e5 Nf3")
		return exitUsage
	}
	r, path, err := rf.open()
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire add: %v\n", err)
		return exitUsage
	}
	n, err := r.AddLine(*fen, moves)
	r.NameMoves(notation.SANMoves) // the moves typed in UCI
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire add: %v (nothing was added)\n", err)
		return exitUsage
	}
	if err := r.Save(path); err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire add: %v\n", err)
		return exitFailed
	}
	fmt.Fprintf(stdout, "Added %d new moves to the %s repertoire %s (%d positions).\n", n, repertoire.ColorName(r.Color), path, r.Positions())
	return exitOK
}

// dropMoveNumbers removes "1." and "12..." from a typed line, and the
// numbers glued to a move ("1.e4").
func dropMoveNumbers(words []string) []string {
	var out []string
	for _, w := range words {
		w = strings.TrimLeft(w, "0123456789")
		w = strings.TrimLeft(w, ".")
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

func repertoireStats(args []string, _ io.Reader, stdout, stderr io.Writer, now func() time.Time) int {
	var rf repertoireFlags
	fs := subFlags("stats", "Usage: chessmaster repertoire stats [-color white|black] [-file F]\n\nCounts the repertoire's positions and cards: new, due now, learned, and\nwhen the next card is due.\n\nFlags:\n", stderr, &rf)
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	r, path, err := rf.open()
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire stats: %v\n", err)
		return exitUsage
	}
	if r.Positions() == 0 {
		fmt.Fprintf(stdout, "The %s repertoire (%s) is empty: add moves with \"chessmaster repertoire import FILE.pgn -color %s\".\n",
			repertoire.ColorName(r.Color), path, repertoire.ColorName(r.Color))
		return exitOK
	}
	t := now()
	s := r.Stats(t)
	fmt.Fprintf(stdout, "Repertoire for %s: %s\n", repertoire.ColorName(r.Color), path)
	fmt.Fprintf(stdout, "  positions %d, cards %d\n  new %d, due now %d, learned %d, mistakes %d, mean ease %.2f\n",
		s.Positions, s.Cards, s.New, s.Due, s.Learned, s.Lapses, s.MeanEase)
	if !s.NextDue.IsZero() {
		fmt.Fprintf(stdout, "  next card due %s\n", s.NextDue.Local().Format("2006-01-02 15:04"))
	}
	return exitOK
}

func repertoireCheck(args []string, _ io.Reader, stdout, stderr io.Writer, _ func() time.Time) int {
	var rf repertoireFlags
	fs := subFlags("check", "Usage: chessmaster repertoire check GAMES.pgn [-color white|black] [-file F]\n\nFor each game, names the first move of its main line that is not in the\nrepertoire, and whether your side or the opponent played it.\n\nFlags:\n", stderr, &rf)
	if status, err := parseFlags(fs, interspersed(fs, args)); err != nil {
		return status
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "chessmaster repertoire check: give one PGN file")
		return exitUsage
	}
	// The games' file first, as every command checks its input: a
	// wrong name is said whatever the repertoire holds.
	if err := checkInputFile(fs.Arg(0)); err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire check: %v\n", err)
		return exitUsage
	}
	r, path, err := rf.open()
	if err != nil {
		fmt.Fprintf(stderr, "chessmaster repertoire check: %v\n", err)
		return exitUsage
	}
	if r.Positions() == 0 {
		fmt.Fprintf(stderr, "chessmaster repertoire check: the %s repertoire %s is empty\n", repertoire.ColorName(r.Color), path)
		return exitFailed
	}
	games, code := readRepertoireGames("check", fs.Arg(0), stderr)
	if games == nil {
		return code
	}
	status := exitOK
	for i, g := range games {
		d, err := r.Departure(g)
		if err != nil {
			fmt.Fprintf(stderr, "chessmaster repertoire check: game %d: %v\n", i+1, err)
			status = exitFailed
			continue
		}
		fmt.Fprintf(stdout, "Game %d%s: %s\n", i+1, playersOf(g), d)
	}
	return status
}

// colorWord is "White" or "Black".
func colorWord(c engine.Color) string {
	if c == engine.Black {
		return "Black"
	}
	return "White"
}

// playersOf names a game's players after its number, ": Anand - Carlsen",
// with "?" for a missing name; nothing when the game names neither (a
// tagless game was "Game 2:  - :").
func playersOf(g *pgn.Game) string {
	w, b := g.Tag("White"), g.Tag("Black")
	if (w == "" || w == "?") && (b == "" || b == "?") {
		return ""
	}
	if w == "" {
		w = "?"
	}
	if b == "" {
		b = "?"
	}
	return fmt.Sprintf(": %s - %s", w, b)
}
