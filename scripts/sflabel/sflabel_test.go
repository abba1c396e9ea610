package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/engine"
)

const twoGames = `1 e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 f3g5 d7d5 e4d5 f6d5 g5f7 e8f7 d1f3 f7e6
0.5 d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3 e8g8 g1f3 b8d7
`

func TestPositionsAreRepeatableUniqueAndNotInCheck(t *testing.T) {
	a, err := positions(strings.NewReader(twoGames), 4, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := positions(strings.NewReader(twoGames), 4, 7)
	c, _ := positions(strings.NewReader(twoGames), 4, 8)
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("got %d and %d positions", len(a), len(b))
	}
	same := true
	seen := map[string]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("position %d differs between two runs with one seed: %v and %v", i, a[i], b[i])
		}
		if i < len(c) && a[i] != c[i] {
			same = false
		}
		key := fenKey(a[i].fen)
		if seen[key] {
			t.Errorf("position %s twice", key)
		}
		seen[key] = true
		p, err := engine.ParseFEN(a[i].fen)
		if err != nil {
			t.Fatal(err)
		}
		if p.InCheck() {
			t.Errorf("%s: side to move in check", a[i].fen)
		}
	}
	if same {
		t.Error("another seed gave the same order")
	}
	// 14 and 12 plies from ply 4: at most 10 + 8 game positions and as
	// many random children; the one after Kxf7 is in check, so fewer.
	games := 0
	for _, p := range a {
		if p.result == "1" || p.result == "0.5" {
			games++
		}
	}
	if games != len(a) || len(a) > 36 || len(a) < 18 {
		t.Errorf("%d positions (%d with a game's result)", len(a), games)
	}
}

// A fake engine (a shell script) stands in for Stockfish: labelBlock
// keeps the quiet moves, drops mates and captures, turns Black's scores
// to White's point of view and writes the block only when it is whole.
func TestLabelBlockWithAFakeEngine(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "fake.sh")
	// Answers by the FEN's side to move: White gets a quiet move and
	// +50, Black a capture; a position with "k7" in it gets a mate.
	body := `#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo "uciok" ;;
    isready) echo "readyok" ;;
    position*k7*) mode=mate ;;
    "position fen "*" w "*) mode=white ;;
    "position fen "*" b "*) mode=black ;;
    go*)
      case $mode in
        mate) echo "info depth 3 score mate 2 pv a1a2"; echo "bestmove a1a2" ;;
        white) echo "info depth 5 score cp 50 pv e2e4"; echo "bestmove e2e4" ;;
        black) echo "info depth 5 score cp 80 pv d5e4"; echo "bestmove d5e4" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
`
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	eng, err := startEngine(script)
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	ps := []position{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "1"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", "0"},
		{"k7/8/8/8/8/8/8/1R5K w - - 0 1", "0.5"},
	}
	out := filepath.Join(dir, "block-00000.txt")
	n, err := labelBlock(eng, ps, 100, 1, out)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := ps[0].fen + ";50;1\n"
	if n != 1 || string(data) != want {
		t.Errorf("kept %d, wrote %q, want %q", n, data, want)
	}
	if _, err := os.Stat(out + ".tmp"); err == nil {
		t.Error("the temporary file was left behind")
	}
}
