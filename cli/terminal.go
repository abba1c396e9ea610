package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"chessmaster/engine"
	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/terminal"
)

// runTerminal plays a game in the terminal: "chessmaster terminal [game
// flags] [-ascii] [-flip]". The default is a human (White) against the
// computer (Black).
//
// Exit status: 0 when the session ends normally ("quit", the end of the
// input, Ctrl-C), 1 when it fails (an engine that cannot start, input that
// cannot be read), 2 for a usage error (bad flag or value, bad FEN,
// missing file).
func runTerminal(args []string) int {
	return terminalMain(args, os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stdout))
}

// terminalMain is runTerminal with its streams as parameters, for tests.
func terminalMain(args []string, in io.Reader, out, errOut io.Writer, tty bool) int {
	fs := newFlagSet("terminal", errOut)
	gf := AddGameFlags(fs, master.DefaultSettings())
	ascii := fs.Bool("ascii", false, "draw the board with plain letters, without colours")
	flip := fs.Bool("flip", false, "show the board from Black's side")
	wordsFlag := fs.String("words", "en", "say each move in full words too (\"knight takes on e5, check\"): en, de or off")
	blindfold := fs.Bool("blindfold", false, "hide the board diagram (type \"read\" for the position in words)")
	fs.Usage = func() {
		fmt.Fprintln(errOut, "Usage: chessmaster terminal [game flags] [-ascii] [-flip] [-words en|de|off] [-blindfold]\n\nPlay in the terminal; type \"help\" during the game for commands.\n\nFlags:")
		fs.PrintDefaults()
	}
	if status, err := parseFlags(fs, args); err != nil {
		return status
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(errOut, "chessmaster terminal: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	words, err := wordsLanguage(*wordsFlag)
	if err != nil {
		fmt.Fprintf(errOut, "chessmaster terminal: %v\n", err)
		return 2
	}
	settings, err := gf.Settings()
	if err == nil {
		err = checkStartFEN(settings.StartFEN)
	}
	if err != nil {
		fmt.Fprintf(errOut, "chessmaster terminal: %v\n", err)
		return 2
	}
	// Ctrl+C, the terminal window closed (SIGHUP) and a polite kill
	// (SIGTERM) all end the game the same way: kept among the unsaved
	// games, never lost.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGHUP, syscall.SIGTERM)
	defer stop()
	err = terminal.Run(ctx, terminal.Config{
		Settings: settings,
		In:       in,
		Out:      out,
		// Colours and glyphs only on a real terminal that allows colour.
		Fancy:      tty && os.Getenv("NO_COLOR") == "" && !*ascii,
		Live:       tty,
		Flipped:    *flip,
		Words:      words,
		Blindfold:  *blindfold,
		UnsavedDir: unsavedGamesDir(),
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(errOut, "chessmaster terminal: %v\n", err)
		return 1
	}
	return 0
}

// wordsLanguage reads -words: the language moves are said in, or "" for
// "off" (SAN only).
func wordsLanguage(s string) (notation.Language, error) {
	if s == "off" || s == "none" {
		return "", nil
	}
	lang, ok := notation.LanguageOf(s)
	if !ok {
		return "", fmt.Errorf("-words %q: want en (English), de (German) or off", s)
	}
	return lang, nil
}

// checkStartFEN validates a -fen value with the engine's FEN validator,
// so that a bad position is a usage error that says what is wrong ("white
// has 0 kings") before any game or engine starts.
func checkStartFEN(fen string) error {
	if fen == "" {
		return nil
	}
	if _, err := engine.ParseFEN(fen); err != nil {
		return fmt.Errorf("-fen: %w", err)
	}
	return nil
}

// unsavedGamesDir is where the terminal keeps games that were never saved
// (terminal.Config.UnsavedDir): the user's cache folder, or none when the
// system names none.
func unsavedGamesDir() string {
	dir, err := os.UserCacheDir()
	if err != nil || dir == "" {
		return ""
	}
	return filepath.Join(dir, "chessmaster", "unsaved")
}
