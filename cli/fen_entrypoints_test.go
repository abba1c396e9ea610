package cli

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
// "position fen" (and a "go" after it: a move, or bestmove 0000 for a
// rejected position), and the probe and book commands. The same list of
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
			// UCI plays on without a castling right or en-passant
			// square that cannot apply (fentest.UCIPlaysWithout).
			if strings.HasPrefix(name, "UCI") && fentest.UCIPlaysWithout[fen] {
				if rejected {
					t.Errorf("%s refused %q; a right or square that cannot apply is dropped there", name, fen)
				}
				continue
			}
			if !rejected {
				t.Errorf("%s accepted the malformed FEN %q", name, fen)
			}
		}
	}
	// Valid FENs, and valid ones whose material no game reaches (nine
	// queens and a pawn, two light-squared bishops beside eight pawns):
	// lichess and Stockfish accept those, and so does every entry point.
	for _, fen := range append(append([]string(nil), fentest.Valid...), fentest.Unreachable...) {
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
	noLibraryWords(t, "-fen", errOut.String())

	// A PGN game with a FEN tag.
	text := "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"" + strings.ReplaceAll(fen, `"`, `\"`) + "\"]\n\n*\n"
	_, err := master.ParsePGN(strings.NewReader(text))
	got["PGN FEN tag"] = err != nil
	if err != nil {
		noLibraryWords(t, "PGN FEN tag", err.Error())
	}

	// UCI "position fen": the engine keeps its previous position and says so.
	var uciOut bytes.Buffer
	s := uci.NewSession(nil, &uciOut, "test")
	s.Execute("position fen " + fen)
	got["UCI position fen"] = strings.Contains(uciOut.String(), "info string position rejected")
	if err := s.Run(strings.NewReader("go depth 1\n")); err != nil { // waits for the bestmove
		t.Fatal(err)
	}
	got["UCI go"] = strings.Contains(uciOut.String(), "bestmove 0000")
	noLibraryWords(t, "UCI position fen", uciOut.String())

	// The probe and book commands take the FEN as their arguments.
	var probeErr, bookErr bytes.Buffer
	got["probe"] = probeCommand(strings.Fields(fen), io.Discard, &probeErr) == 2
	got["book"] = bookCommand(strings.Fields(fen), io.Discard, &bookErr) == 2
	noLibraryWords(t, "probe", probeErr.String())
	noLibraryWords(t, "book", bookErr.String())
	return got
}

// noLibraryWords fails when a message shows a library's wording instead of
// saying in the user's terms what was wrong ("strconv.Atoi: parsing ...",
// "chess: fen invalid board").
func noLibraryWords(t *testing.T, where, msg string) {
	t.Helper()
	for _, w := range []string{"strconv.", "chess: ", "runtime error", "goroutine "} {
		if strings.Contains(msg, w) {
			t.Errorf("%s: message shows library wording %q: %s", where, w, msg)
		}
	}
}
