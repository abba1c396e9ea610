package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fool's mate: White's 2. g4 is the blunder to practice. A wrong try
// is refused, the game's own move is recognised, the solution is shown on
// request, and a good move is accepted.
func TestPracticeCommand(t *testing.T) {
	in := filepath.Join(t.TempDir(), "fool.pgn")
	if err := os.WriteFile(in, []byte("[Event \"x\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := "Zz9\nhelpp\nhint\ng4\nsolution\ne3\n"
	var out, errOut bytes.Buffer
	code := practiceMain(context.Background(), []string{in, "-side", "white", "-nodes", "20000"},
		strings.NewReader(script), &out, &errOut, false)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	o := out.String()
	for _, want := range []string{"1 position(s) to practice", "White played 2.g4 (blunder)", "is the move from the game",
		"The engine plays", "Well found: 2.e3", "Done: 1 of 1 found",
		`Unknown command "helpp"`, "Hint: the engine moves the piece on "} {
		if !strings.Contains(o, want) {
			t.Errorf("output lacks %q:\n%s", want, o)
		}
	}
	// Usage errors.
	if code := practiceMain(context.Background(), []string{in, "-side", "red"}, strings.NewReader(""), &out, &errOut, false); code != 2 {
		t.Errorf("-side red: exit %d", code)
	}
	if code := practiceMain(context.Background(), []string{"/nonexistent.pgn"}, strings.NewReader(""), &out, &errOut, false); code != 2 {
		t.Errorf("missing file: exit %d", code)
	}
}

// A try that lets a forced mate slip, or lets one in, is refused with that
// reason, whatever winning chances it keeps.
func TestPracticeForcedMates(t *testing.T) {
	in := filepath.Join(t.TempDir(), "fool.pgn")
	if err := os.WriteFile(in, []byte("[Event \"x\"]\n\n1. f3 e5 2. g4 d6 3. Nc3 Qh4# 0-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		side, script string
		want         []string
	}{
		{"black", "Nc6\nQh4\n", []string{"Black played 2...d6 (blunder)", "2...Nc6 lets the forced mate slip", "Done: 1 of 1 found"}},
		{"white", "e3\na3\nNh3\n", []string{"White played 3.Nc3 (blunder)", "3.a3 allows a forced mate", "Done: 2 of 2 found"}},
	} {
		var out, errOut bytes.Buffer
		code := practiceMain(context.Background(), []string{in, "-side", c.side, "-nodes", "20000"},
			strings.NewReader(c.script), &out, &errOut, false)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.side, code, errOut.String())
		}
		for _, want := range c.want {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%s: output lacks %q:\n%s", c.side, want, out.String())
			}
		}
	}
}
