package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"chessmaster/engine/uci"
	"chessmaster/internal/fentest"
	"chessmaster/master"
)

// Every entry point that takes a FEN gives the same verdict, because they
// all use the engine's validator: the -fen game flag, a PGN FEN tag, UCI
// "position fen", and the probe and book commands. The same list of
// malformed FENs (and of valid edge cases) is fed to each.
func TestEveryFENEntryPointAgrees(t *testing.T) {
	if len(fentest.Malformed) < 40 {
		t.Fatalf("only %d malformed FENs", len(fentest.Malformed))
	}
	for _, fen := range fentest.Malformed {
		blank := strings.TrimSpace(fen) == ""
		for name, rejected := range fenEntryPoints(t, fen) {
			// A blank -fen flag or FEN tag means "no position given":
			// those two entry points start from the initial position.
			if blank && (name == "-fen" || name == "PGN FEN tag") {
				continue
			}
			if !rejected {
				t.Errorf("%s accepted the malformed FEN %q", name, fen)
			}
		}
	}
	for _, fen := range fentest.Valid {
		for name, rejected := range fenEntryPoints(t, fen) {
			if rejected {
				t.Errorf("%s rejected the valid FEN %q", name, fen)
			}
		}
	}
}

// fenEntryPoints reports, for each entry point, whether it rejected fen.
func fenEntryPoints(t *testing.T, fen string) map[string]bool {
	t.Helper()
	got := map[string]bool{}

	// The -fen flag of terminal (and of the window and match): a usage
	// error, exit status 2, before any game starts.
	var out, errOut bytes.Buffer
	code := terminalMain([]string{"-ascii", "-white", "human", "-black", "human", "-fen", fen},
		strings.NewReader("quit\n"), &out, &errOut, false)
	got["-fen"] = code == 2

	// A PGN game with a FEN tag.
	text := "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"" + strings.ReplaceAll(fen, `"`, `\"`) + "\"]\n\n*\n"
	_, err := master.ParsePGN(strings.NewReader(text))
	got["PGN FEN tag"] = err != nil

	// UCI "position fen": the engine keeps its previous position and says so.
	var uciOut bytes.Buffer
	s := uci.NewSession(nil, &uciOut, "test")
	s.Execute("position fen " + fen)
	got["UCI position fen"] = strings.Contains(uciOut.String(), "info string")

	// The probe and book commands take the FEN as their arguments.
	got["probe"] = probeCommand(strings.Fields(fen), io.Discard, io.Discard) == 2
	got["book"] = bookCommand(strings.Fields(fen), io.Discard, io.Discard) == 2
	return got
}
