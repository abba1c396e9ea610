package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// "chessmaster pgn" reports an invalid result token as an error of its
// game and never writes it as a move; the other games are written.
func TestCLIPGNInvalidResult(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	path := filepath.Join(t.TempDir(), "bad-result.pgn")
	text := "[Event \"bad\"]\n[Result \"2-0\"]\n\n1. e4 e5 2-0\n\n[Event \"good\"]\n[Result \"1-0\"]\n\n1. d4 d5 1-0\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", nil, "pgn", path)
	r.want(t, 1, "pgn", path)
	if !strings.Contains(r.stderr, "game 1: line 4: 2-0 is not a result") {
		t.Errorf("stderr %q", r.stderr)
	}
	if strings.Contains(r.stdout, "2-0") || !strings.Contains(r.stdout, "1. d4 d5 1-0") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
}

// The terminal reports a result that contradicts a final checkmate when
// it loads the game, and saves the board's result.
func TestCLITerminalResultContradictsMate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "fools-mate.pgn"), filepath.Join(dir, "saved.pgn")
	if err := os.WriteFile(in, []byte("[Event \"x\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"terminal", "-white", "human", "-black", "human"}
	r := runCLI(t, "load "+in+"\nsave "+out+"\nquit\n", nil, args...)
	r.want(t, 0, args...)
	if !strings.Contains(r.stdout, "checkmate, so its result is 0-1, not 1-0") {
		t.Errorf("no warning in the output:\n%s", r.stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); !strings.Contains(s, `[Result "0-1"]`) || !strings.Contains(s, "Qh4# 0-1") {
		t.Errorf("saved:\n%s", s)
	}
}

// A ";" comment holding '}' cannot be written in braces as it is: the
// formatter writes ')' and says so on stderr; the game is written.
func TestCLIPGNBraceInComment(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	path := filepath.Join(t.TempDir(), "brace.pgn")
	if err := os.WriteFile(path, []byte("[Event \"x\"]\n\n1. e4 ; a } b\n1... e5 {a {c} *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", nil, "pgn", path)
	r.want(t, 0, "pgn", path)
	if !strings.Contains(r.stdout, "1. e4 {a ) b} 1... e5 {a {c} *") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
	if !strings.Contains(r.stderr, "game 1 (line 3): a comment holds '}'") {
		t.Errorf("stderr %q", r.stderr)
	}
}

// The terminal tells the user that a '}' typed in a comment is saved as
// ')'.
func TestCLITerminalCommentBrace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	out := filepath.Join(t.TempDir(), "saved.pgn")
	args := []string{"terminal", "-white", "human", "-black", "human"}
	r := runCLI(t, "e4\ncomment a } b\nsave "+out+"\nquit\n", nil, args...)
	r.want(t, 0, args...)
	if !strings.Contains(r.stdout, "cannot hold '}'") {
		t.Errorf("not told:\n%s", r.stdout)
	}
	data, _ := os.ReadFile(out)
	if !strings.Contains(string(data), "1. e4 {a ) b}") {
		t.Errorf("saved:\n%s", data)
	}
}
