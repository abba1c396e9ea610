// Package cli is chessmaster's command line: the sub-commands, their
// flags and help, and the choice between the window and a command.
// Package main (the module root) wires the components together and calls
// Main.
//
// With no arguments it opens the GUI. Subcommands run the same engine
// headless: see usage() or the README.
//
// Exit status, for every command: 0 success, 1 the work failed, 2 usage
// error (unknown command or flag, missing file, no display).
package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// command is one sub-command. Adding a command is one entry in commands.
type command struct {
	name    string
	args    string // synopsis after the name, for the help
	summary string // one line
	run     func(args []string) int
}

// commands lists the sub-commands in the order the help shows them. Each
// lives in its own file, named after it. (A function, not a variable:
// help refers to the list.)
func commands() []command {
	return []command{
		{"gui", "[game flags] [FILE.pgn]", "open the window (the same as no command)", runGUI},
		{"uci", "", "speak UCI on stdin/stdout, for chess GUIs and match tools", runUCI},
		{"terminal", "[game flags] [-ascii] [-flip]", "play in the terminal", runTerminal},
		{"match", "[flags]", "play engine-vs-engine matches", runMatch},
		{"probe", "[-syzygy DIR] FEN", "print tablebase WDL/DTZ and the best move", runProbe},
		{"book", "[-file F] FEN", "list the opening book moves of a position", runBook},
		{"pgn", "[-games N,M-K] [-mainline] FILE...", "rewrite PGN files in export format, skipping broken games", runPGN},
		{"search", "-fen FEN [-any-side] [-player|-result|-from|-to|-sort] FILE...", "list the games of PGN files that reach a position", runSearch},
		{"explore", "[-fen FEN] [-move SAN] FILE...", "the moves played from a position in PGN files, with results", runExplore},
		{"review", "IN.pgn [-o OUT.pgn] [-nodes N]", "analyse a game: accuracy, mistakes, better moves", runReview},
		{"practice", "FILE.pgn [-side white|black|both]", "replay your mistakes from a game and find better moves", runPractice},
		{"mistakes", "-me NAME [-games N,M-K] [-report OUT.md] FILE...", "collect one player's mistakes across games: accuracy, openings, phases, kinds", runMistakes},
		{"repertoire", "import|add|drill|stats|check [flags]", "build an opening repertoire and train it with spaced repetition", runRepertoire},
		{"drill", "kqk|krk|kbnk|kpk|kqkr|krkb [-seed N]", "play a basic ending against the tablebases' best defence", runDrill},
		{"puzzles", "FILE... -o OUT.pgn [-max N]", "find puzzles in games (resumable)", runPuzzles},
		{"solve", "[-file PUZZLES.pgn]", "solve puzzles in the terminal; your puzzle rating is kept", runSolve},
		{"rating", "[-history DIR]", "your rating, estimated from your games against the computer's levels", runRating},
		{"bench", "[-nnue | -evalfile FILE] [depth]", "search the benchmark positions; last line \"N nodes M nps\"", runBench},
		{"version", "", "print the version and the commit it was built from", runVersion},
		{"help", "[command]", "show this help, or a command's", runHelp},
	}
}

// commandAliases are older names commands still answer to, so that
// scripts keep working; the help does not show them.
var commandAliases = map[string]string{
	"practise": "practice",
}

// findCommand returns the command called name (or an alias of it).
func findCommand(name string) (command, bool) {
	if n, ok := commandAliases[name]; ok {
		name = n
	}
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// usage writes the program's help: every command with one line each.
func usage(w io.Writer) {
	fmt.Fprint(w, `ChessMaster - a chess program with its own engine

Usage:
  chessmaster [game flags] [FILE.pgn]   open the window
  chessmaster <command> [arguments]

Commands:
`)
	writeCommandList(w)
	fmt.Fprint(w, `
  -h, --help       this help
  -v, --version    the version

Run "chessmaster <command> -h" for a command's flags.
Exit status: 0 success, 1 the work failed, 2 usage error.
`)
}

func writeCommandList(w io.Writer) {
	width := 0
	for _, c := range commands() {
		width = max(width, len(synopsis(c)))
	}
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-*s  %s\n", width, synopsis(c), c.summary)
	}
}

func synopsis(c command) string {
	if c.args == "" {
		return c.name
	}
	return c.name + " " + c.args
}

// Main runs the command line args (without the program name) and returns
// the exit status. appTOML is the text of FyneApp.toml, whose Version
// line is the program's version (see appVersion).
func Main(args []string, appTOML string) int {
	fyneAppTOML = appTOML
	if len(args) > 0 {
		// A Windows build linked as a GUI program has no console of its
		// own: borrow the one it was started from so commands can print.
		attachConsole()
	}
	return run(args)
}

func run(args []string) int {
	if len(args) == 0 {
		return runGUI(nil)
	}
	first := args[0]
	switch first {
	case "-h", "-help", "--help":
		usage(os.Stdout)
		return 0
	case "-v", "-version", "--version":
		return runVersion(args[1:])
	}
	if cmd, ok := findCommand(first); ok {
		return cmd.run(args[1:])
	}
	if strings.HasPrefix(first, "-") {
		// Game flags for the window (e.g. -white computer); runGUI
		// reports unknown ones.
		return runGUI(args)
	}
	if _, err := os.Stat(first); err == nil {
		return runGUI(args) // a PGN file to open
	}
	if looksLikePath(first) {
		fmt.Fprintln(os.Stderr, "chessmaster: file not found:", first)
		return 2
	}
	unknownCommand(os.Stderr, first)
	return 2
}

// looksLikePath tells a file name (game.pgn, games/x) from a mistyped
// command.
func looksLikePath(s string) bool {
	return filepath.Ext(s) != "" || strings.ContainsAny(s, `/\`)
}

// unknownCommand explains that name is not a command, suggesting the
// closest one.
func unknownCommand(w io.Writer, name string) {
	fmt.Fprintf(w, "chessmaster: unknown command %q", name)
	if s := closestCommand(name); s != "" {
		fmt.Fprintf(w, "; did you mean %s?", s)
	}
	fmt.Fprint(w, "\n\nCommands:\n")
	writeCommandList(w)
	fmt.Fprint(w, "\nRun \"chessmaster -h\" for help.\n")
}

// closestCommand returns the command nearest to name by edit distance,
// or "" when none is close enough to be what was meant.
func closestCommand(name string) string {
	name = strings.ToLower(name)
	best, bestDist := "", 0
	for _, c := range commands() {
		d := editDistance(name, c.name)
		if best == "" || d < bestDist {
			best, bestDist = c.name, d
		}
	}
	if bestDist > 2 || bestDist >= len(name) {
		return ""
	}
	return best
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and transpositions of neighbours cost 1.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// runHelp is "chessmaster help [command]".
func runHelp(args []string) int {
	if len(args) == 0 {
		usage(os.Stdout)
		return 0
	}
	name := args[0]
	switch {
	case len(args) > 1:
	case name == "-h" || name == "-help" || name == "--help" || name == "help":
		usage(os.Stdout)
		return 0
	case strings.HasPrefix(name, "-"):
		fmt.Fprintf(os.Stderr, "chessmaster help: unknown flag %s\n", name)
	default:
		if cmd, ok := findCommand(name); ok {
			return cmd.run([]string{"-h"})
		}
		unknownCommand(os.Stderr, name)
		return 2
	}
	fmt.Fprintln(os.Stderr, "usage: chessmaster help [command]")
	return 2
}
