package cli

import (
	"flag"
	"strings"

	"chessmaster/engine"
)

// parseFENArgs parses a command's flags and joins the remaining arguments
// into one FEN, so it may be given quoted or as separate fields. When ok is
// false the command should exit with code: 0 after -h, 2 for bad flags or
// a missing FEN (the usage has been printed).
func parseFENArgs(fs *flag.FlagSet, args []string) (fen string, code int, ok bool) {
	if status, err := parseFlags(fs, args); err != nil {
		return "", status, false
	}
	fen = strings.Join(fs.Args(), " ")
	if strings.TrimSpace(fen) == "" {
		fs.Usage()
		return "", 2, false
	}
	return fen, 0, true
}

// fenArgPosition reads a FEN argument with the engine's validator, the
// one every entry point uses; the word "startpos" stands for the initial
// position. A rejected FEN is a usage error (exit status 2) and the
// *engine.FENError says which field is wrong and why.
func fenArgPosition(fen string) (*engine.Position, error) {
	if strings.TrimSpace(fen) == "startpos" {
		fen = engine.StartFEN
	}
	return engine.ParseFEN(fen)
}
