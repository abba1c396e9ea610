package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notnil/chess"
)

// playUCI plays UCI moves from fen ("" = initial position) with an
// independent move generator and returns the resulting game.
func playUCI(t *testing.T, fen string, moves []string) *chess.Game {
	t.Helper()
	opts := []func(*chess.Game){chess.UseNotation(chess.UCINotation{})}
	if fen != "" {
		o, err := chess.FEN(fen)
		if err != nil {
			t.Fatalf("FEN %q: %v", fen, err)
		}
		opts = append(opts, o)
	}
	g := chess.NewGame(opts...)
	for _, m := range moves {
		if err := g.MoveStr(m); err != nil {
			t.Fatalf("move %s after %v: %v", m, moves, err)
		}
	}
	return g
}

func TestDefaultStartPositions(t *testing.T) {
	ops := DefaultStartPositions()
	if len(ops) < 50 {
		t.Errorf("only %d default openings", len(ops))
	}
	seenName := map[string]bool{}
	seenPos := map[string]string{}
	firstMoves := map[string]int{}
	for _, o := range ops {
		if seenName[o.Name] {
			t.Errorf("duplicate name %q", o.Name)
		}
		seenName[o.Name] = true
		if len(o.Moves) < 4 || len(o.Moves) > 8 || len(o.Moves)%2 != 0 {
			t.Errorf("%s: %d plies, want an even 4..8 (White to move afterwards)", o.Name, len(o.Moves))
		}
		g := playUCI(t, o.StartFEN, o.Moves)
		pos := strings.Join(strings.Fields(g.FEN())[:4], " ")
		if other, dup := seenPos[pos]; dup {
			t.Errorf("%s reaches the same position as %s", o.Name, other)
		}
		seenPos[pos] = o.Name
		firstMoves[o.Moves[0]]++
	}
	// Variety: no single first move dominates the set.
	for m, n := range firstMoves {
		if n > len(ops)/2 {
			t.Errorf("first move %s starts %d of %d openings", m, n, len(ops))
		}
	}
	// The slices are fresh copies: callers may modify them.
	ops[0].Moves[0] = "a2a3"
	if DefaultStartPositions()[0].Moves[0] == "a2a3" {
		t.Error("DefaultStartPositions shares its slices")
	}
}

func TestParseEPDStartPositions(t *testing.T) {
	epd := "\ufeff# comment\n" +
		"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 id \"Sicilian\";\n" +
		"\n" +
		"rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2\n"
	ops, err := ParseEPDStartPositions(strings.NewReader(epd))
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 2 {
		t.Fatalf("got %d openings", len(ops))
	}
	if ops[0].Name != "Sicilian" || ops[0].StartFEN != "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 1" {
		t.Errorf("first: %+v", ops[0])
	}
	if ops[1].StartFEN != "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2" || ops[1].Name != "EPD line 4" {
		t.Errorf("second: %+v", ops[1])
	}
	for _, bad := range []string{
		"rnbqkbnr/pppppppp w KQkq\n",
		"xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n",
		"8/8/8/8/8/8/8/8 w - -\n", // no kings
	} {
		if _, err := ParseEPDStartPositions(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("%q: err = %v, want a line-numbered error", bad, err)
		}
	}
}

func TestLoadOpeningsRealFiles(t *testing.T) {
	// The repository's tablebase test positions are a real EPD file. Its
	// line 34 is a dead draw (K+2 same-coloured bishops vs K), which is
	// refused as an opening; the 33 lines before it load.
	_, err := LoadStartPositions("../testdata/epd/syzygy-endgames.epd")
	if err == nil || !strings.Contains(err.Error(), "line 34") || !strings.Contains(err.Error(), "already over") {
		t.Errorf("err = %v, want line 34 refused", err)
	}
	data, err := os.ReadFile("../testdata/epd/syzygy-endgames.epd")
	if err != nil {
		t.Fatal(err)
	}
	head := filepath.Join(t.TempDir(), "head.epd")
	os.WriteFile(head, []byte(strings.Join(strings.SplitAfter(string(data), "\n")[:33], "")), 0o644)
	ops, err := LoadStartPositions(head)
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 33 {
		t.Fatalf("got %d positions, want 33", len(ops))
	}
	for _, o := range ops {
		playUCI(t, o.StartFEN, nil)
	}
	// A real game record: Kasparov - Deep Blue 1997.
	ops, err = LoadStartPositions("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range ops {
		if len(o.Moves) < 10 {
			t.Errorf("%s: only %d moves", o.Name, len(o.Moves))
		}
		playUCI(t, o.StartFEN, o.Moves)
	}
	if _, err := LoadStartPositions("openings.txt"); err == nil {
		t.Error("unknown extension accepted")
	}
	if _, err := LoadStartPositions(filepath.Join(t.TempDir(), "none.epd")); err == nil {
		t.Error("missing file accepted")
	}
	empty := filepath.Join(t.TempDir(), "empty.epd")
	os.WriteFile(empty, []byte("# nothing\n"), 0o644)
	if _, err := LoadStartPositions(empty); err == nil || !strings.Contains(err.Error(), "no openings") {
		t.Errorf("empty file: %v", err)
	}
}

func TestParsePGNStartPositions(t *testing.T) {
	pgn := `[Event "Test"]
[Opening "Queen's Gambit"]

1. d4 d5 2. c4 e6 *

[Event "From FEN"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 Kd7 *

[Event "SetUp 0: the usual start, the FEN tag aside"]
[SetUp "0"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 c5 *
`
	ops, err := ParsePGNStartPositions(strings.NewReader(pgn))
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 3 || ops[2].StartFEN != "" || strings.Join(ops[2].Moves, " ") != "e2e4 c7c5" {
		t.Fatalf("SetUp 0: %+v", ops)
	}
	if len(ops) != 3 {
		t.Fatalf("got %d openings: %+v", len(ops), ops)
	}
	if ops[0].Name != "Queen's Gambit" || strings.Join(ops[0].Moves, " ") != "d2d4 d7d5 c2c4 e7e6" || ops[0].StartFEN != "" {
		t.Errorf("first: %+v", ops[0])
	}
	if ops[1].StartFEN != "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" || strings.Join(ops[1].Moves, " ") != "e2e4 e8d7" {
		t.Errorf("second: %+v", ops[1])
	}
}

func FuzzParseStartPositions(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"x\";")
	f.Add("1. e4 e5 2. Nf3 *")
	f.Add("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *")
	f.Add("8/8/8/8/8/8/8/K6k w - - 0 1")
	f.Fuzz(func(t *testing.T, s string) {
		ParseEPDStartPositions(strings.NewReader(s))
		ParsePGNStartPositions(strings.NewReader(s))
	})
}
