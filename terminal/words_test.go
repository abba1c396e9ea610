package terminal

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"chessmaster/master"
	"chessmaster/notation"
)

// runConfig runs the terminal with cfg on input and returns its output.
func runConfig(t *testing.T, cfg Config, input string) string {
	t.Helper()
	out := &syncBuffer{}
	cfg.In, cfg.Out = strings.NewReader(input), out
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), cfg) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run: %v\n%s", err, out.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("terminal did not finish; output so far:\n%s", out.String())
	}
	return out.String()
}

// Each move line says the move in words too, the human's and the
// program's reply, in the language asked for.
func TestTerminalSaysMovesInWords(t *testing.T) {
	out := runConfig(t, Config{Settings: humanVsRandom(), Words: notation.English}, "e4\nNf3\nquit\n")
	for _, want := range []string{"Alice plays 1. e4 — pawn to e4\n", "Alice plays 2. Nf3 — knight to f3\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// Black's first reply is a pawn's or a knight's move.
	if !regexp.MustCompile(`Monkey plays 1\.\.\. \S+ — (pawn|knight) to [a-h][1-8]\n`).MatchString(out) {
		t.Errorf("the program's reply is not said in words:\n%s", out)
	}

	out = runConfig(t, Config{Settings: humanVsRandom(), Words: notation.German}, "d4\nfen\nquit\n") // fen waits for the reply
	if !strings.Contains(out, "Alice plays 1. d4 — Bauer nach d4\n") ||
		!regexp.MustCompile(`Monkey plays 1\.\.\. \S+ — (Bauer|Springer) nach [a-h][1-8]\n`).MatchString(out) {
		t.Errorf("German words missing:\n%s", out)
	}

	// Without Words the move lines are SAN only, as before.
	out = runConfig(t, Config{Settings: humanVsRandom()}, "e4\nquit\n")
	if !strings.Contains(out, "Alice plays 1. e4\n") || strings.Contains(out, " — ") {
		t.Errorf("words without Config.Words:\n%s", out)
	}
}

// Between two programs every move is said, a capture and its check too.
func TestTerminalSaysProgramsMovesInWords(t *testing.T) {
	s := master.Settings{
		White:    master.PlayerConfig{Kind: master.Random, Name: "R1", Seed: 11},
		Black:    master.PlayerConfig{Kind: master.Random, Name: "R2", Seed: 12},
		StartFEN: "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", // Kxd2 is White's only move
	}
	out := runConfig(t, Config{Settings: s, Words: notation.English}, "")
	if !strings.Contains(out, "R1 plays 1. Kxd2 — king takes on d2") {
		t.Errorf("the program's move is not said in words:\n%s", out)
	}
}

// "read" and "r" say the position in words, in the language of the move
// words.
func TestTerminalReadCommand(t *testing.T) {
	want, err := notation.PositionWords(master.StandardFEN, notation.English)
	if err != nil {
		t.Fatal(err)
	}
	out := runConfig(t, Config{Settings: humanVsRandom()}, "read\nr\nquit\n")
	if strings.Count(out, want+"\n") != 2 {
		t.Errorf("read and r do not both say %q:\n%s", want, out)
	}
	out = runConfig(t, Config{Settings: humanVsRandom(), Words: notation.German}, "e4\nread\nquit\n")
	if !strings.Contains(out, "Weiß: König auf e1") || !strings.Contains(out, "Bauern auf a2, b2, c2, d2, e4, f2, g2 und h2") ||
		!strings.Contains(out, "Weiß am Zug.") {
		t.Errorf("read in German after 1.e4 and a reply:\n%s", out)
	}
}

// A blindfold game draws no board: not at the start, not after a move;
// "board" shows it once, "blindfold off" brings it back, "blindfold"
// hides it again, a wrong word is answered.
func TestTerminalBlindfold(t *testing.T) {
	const diagram = "    a b c d e f g h\n"
	out := runConfig(t, Config{Settings: humanVsRandom(), Blindfold: true, Words: notation.English},
		"e4\nNf3\nboard\nblindfold off\nblindfold\nd4\nblindfold maybe\nquit\n")
	if !strings.Contains(out, blindfoldNote) {
		t.Errorf("no word that the board is hidden:\n%s", out)
	}
	// The board and blindfold off draw one board each; without the
	// blindfold the start and each of the four moves would draw one more.
	if n := strings.Count(out, diagram); n != 2 {
		t.Errorf("want the board asked for and the board of blindfold off, got %d boards:\n%s", n, out)
	}
	if !strings.Contains(out, "Alice plays 2. Nf3 — knight to f3") {
		t.Errorf("moves not said in a blindfold game:\n%s", out)
	}
	if i := strings.Index(out, "Alice plays 3. d4"); i < 0 || strings.Contains(out[i:], diagram) {
		t.Errorf("a board after blindfold came back on:\n%s", out)
	}
	if !strings.Contains(out, `not "maybe"`) {
		t.Errorf("a wrong blindfold word is not answered:\n%s", out)
	}
}

// A hint is said in words too.
func TestTerminalHintInWords(t *testing.T) {
	s := master.Settings{
		White:         master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black:         master.PlayerConfig{Kind: master.Computer, Level: 1, MoveTime: 50 * time.Millisecond},
		AllowTakeback: true,
	}
	out := runConfig(t, Config{Settings: s, Words: notation.English}, "e4\nhint\nquit\n")
	if !regexp.MustCompile(`Hint: 2\.\S+ — (pawn|knight|bishop|queen|king|rook) (from [a-h][1-8] )?(to|takes on) [a-h][1-8]`).MatchString(out) {
		t.Errorf("the hint is not said in words:\n%s", out)
	}
}
