package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/puzzle"
)

// TestPuzzlesCommand mines a file with the built binary: the puzzle of
// the blunder is written as PGN, a second run adds nothing, and usage
// errors are exit status 2.
func TestPuzzlesCommand(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	text := "[Event \"b\"]\n[Site \"https://lichess.org/abcdefgh\"]\n[Result \"*\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# *\n"
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pgn")
	r := runCLI(t, "", nil, "puzzles", in, "-o", out)
	r.want(t, 0, "puzzles", in, "-o", out)
	if !strings.Contains(r.stdout, "1 puzzles found") {
		t.Errorf("stdout %q", r.stdout)
	}
	ps, _, err := puzzle.ReadFile(out)
	if err != nil || len(ps) != 1 || ps[0].Solution[0] != "h5f7" || !ps[0].HasTheme("mateIn1") {
		t.Fatalf("puzzles %+v, %v", ps, err)
	}
	data, _ := os.ReadFile(out)
	if !strings.Contains(string(data), "[PuzzleSource \"https://lichess.org/abcdefgh#6\"]") {
		t.Errorf("output:\n%s", data)
	}
	r = runCLI(t, "", nil, "puzzles", in, "-o", out)
	if !strings.Contains(r.stdout, "0 games mined") || !strings.Contains(r.stdout, "holds 1 puzzles") {
		t.Errorf("rerun: %q", r.stdout)
	}
	var stdout, stderr bytes.Buffer
	for _, args := range [][]string{{}, {in}, {filepath.Join(dir, "missing.pgn"), "-o", out}, {in, "-o", out, "-bogus"}} {
		stderr.Reset()
		if code := puzzlesMain(context.Background(), args, &stdout, &stderr); code != 2 {
			t.Errorf("puzzles %v: exit %d, want 2 (%s)", args, code, stderr.String())
		}
	}
}

// TestSolveCommand runs "solve" on the built-in set and on a puzzle
// file with the built binary: the first puzzle is shown, the profile is
// written where -profile says; a file without puzzles is a usage error.
func TestSolveCommand(t *testing.T) {
	dir := t.TempDir()
	prof := filepath.Join(dir, "p", "puzzles.json")
	r := runCLI(t, "solution\nquit\n", nil, "solve", "-profile", prof)
	r.want(t, 0, "solve")
	if !strings.Contains(r.stdout, "Find the best move for") || !strings.Contains(r.stdout, "The solution:") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
	back, err := puzzle.LoadProfile(prof)
	if err != nil || len(back.History) != 1 || back.History[0].Won {
		t.Errorf("profile %+v, %v: want one miss", back, err)
	}
	games := filepath.Join(dir, "games.pgn")
	os.WriteFile(games, []byte("[Event \"x\"]\n\n1. e4 e5 *\n"), 0o644)
	r = runCLI(t, "", nil, "solve", "-file", games, "-profile", prof)
	r.want(t, 2, "solve", "-file", games)
	if !strings.Contains(r.stderr, "holds no puzzles") {
		t.Errorf("stderr: %s", r.stderr)
	}
}

// A puzzle file with games that are no puzzles says how many were left
// out; a puzzle without a source is announced without empty brackets.
func TestSolveNamesLeftOutGames(t *testing.T) {
	dir := t.TempDir()
	p := puzzle.Puzzle{FEN: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Lead: "e7e5",
		Solution: []string{"g1f3"}, Rating: 1500}
	p.SetID()
	text, err := p.Text()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "set.pgn")
	os.WriteFile(file, []byte(text+"\n[Event \"x\"]\n\n1. e4 e5 *\n"), 0o644)
	r := runCLI(t, "quit\n", nil, "solve", "-file", file, "-profile", filepath.Join(dir, "p.json"))
	r.want(t, 0, "solve", "-file", file)
	if !strings.Contains(r.stderr, "1 games are no puzzles") {
		t.Errorf("stderr: %s", r.stderr)
	}
	if strings.Contains(r.stdout, "()") || !strings.Contains(r.stdout, ", rated 1500.") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
}

// TestPuzzlesNegativeMax: -max below 0 is a usage error, said before any
// file is touched.
func TestPuzzlesNegativeMax(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte("[Event \"b\"]\n[Result \"*\"]\n\n1. e4 *\n"), 0o644)
	out := filepath.Join(dir, "out.pgn")
	var stdout, stderr bytes.Buffer
	if code := puzzlesMain(context.Background(), []string{in, "-o", out, "-max", "-1"}, &stdout, &stderr); code != exitUsage || !strings.Contains(stderr.String(), "-max -1") {
		t.Errorf("exit %d, stderr %q; want 2 naming -max -1", code, stderr.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("the output was created")
	}
}
