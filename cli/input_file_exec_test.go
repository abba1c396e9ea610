package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every command that reads a file of games (or positions) says the same
// of a folder, an empty file and a missing file, with exit status 2,
// before any work: puzzles, solve -file, match -openings and repertoire
// check said it in words of their own, or with another status, or only
// after other checks.
func TestInputFileProblemsAreTheSameEverywhere(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "games")
	os.Mkdir(folder, 0o755)
	empty := filepath.Join(dir, "empty.pgn")
	os.WriteFile(empty, nil, 0o644)
	missing := filepath.Join(dir, "missing.pgn")
	out := filepath.Join(dir, "out.pgn")
	commands := inputCommands(dir, out)
	for _, input := range []struct{ path, words string }{
		{folder, folder + " is a folder, not a"},
		{empty, empty + " is an empty file, not a"},
		{missing, "file not found: " + missing},
	} {
		for _, c := range commands {
			args := make([]string, len(c))
			for i, a := range c {
				args[i] = strings.ReplaceAll(a, "FILE", input.path)
			}
			r := runCLI(t, "", nil, args...)
			r.want(t, 2, args...)
			if !strings.Contains(r.stderr, "chessmaster "+c[0]) || !strings.Contains(r.stderr, input.words) {
				t.Errorf("%v: stderr lacks %q:\n%s", args, input.words, r.stderr)
			}
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("puzzles created %s", out)
	}
}

// inputCommands are the commands that read a file of games (or
// positions), each with FILE where the file goes; dir holds their other
// files, out is puzzles' output.
func inputCommands(dir, out string) [][]string {
	return [][]string{
		{"pgn", "FILE"},
		{"review", "-nodes", "1000", "FILE"},
		{"practice", "FILE"},
		{"mistakes", "-me", "x", "-store", filepath.Join(dir, "store"), "FILE"},
		{"puzzles", "-o", out, "FILE"},
		{"search", "-fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "FILE"},
		{"explore", "FILE"},
		{"repertoire", "import", "-file", filepath.Join(dir, "rep.json"), "FILE"},
		{"repertoire", "check", "-file", filepath.Join(dir, "rep.json"), "FILE"},
		{"match", "-white", "random", "-black", "random", "-games", "1", "-openings", "FILE"},
		{"solve", "-file", "FILE", "-profile", filepath.Join(dir, "profile.json")},
	}
}
