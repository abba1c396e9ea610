package puzzle

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gamesPGN holds three short games: two with a blunder, one without.
const gamesPGN = `[Event "A"]
[Site "https://lichess.org/aaaaaaaa"]
[White "w"]
[Black "b"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "B"]
[Site "?"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *

[Event "C"]
[Site "?"]
[Result "1-0"]

1. e4 e5 2. Qh5 Qg5 3. Qxg5 1-0

[Event "D"]
[Variant "Atomic"]
[Result "*"]

1. e4 e5 *
`

// TestMineFilesResumes: a run stopped after its first game goes on from
// the second when run again; the result is the one of a run that was
// never stopped, with no puzzle written twice.
func TestMineFilesResumes(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(in, []byte(gamesPGN), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pgn")
	ctx, cancel := context.WithCancel(context.Background())
	var seen []int
	_, err := MineFiles(ctx, []string{in}, out, RunOptions{}, func(p Progress) {
		seen = append(seen, p.Game)
		cancel() // stop after the first game
	})
	if err == nil || len(seen) != 1 {
		t.Fatalf("first run: err %v, games %v; want stopped after one game", err, seen)
	}
	first, _, _ := ReadFile(out)
	if len(first) != 1 {
		t.Fatalf("after the first game %d puzzles, want 1", len(first))
	}
	seen = nil
	pr, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, func(p Progress) { seen = append(seen, p.Game) })
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 3 || seen[0] != 2 {
		t.Errorf("second run mined games %v, want 2, 3, 4", seen)
	}
	if pr.Skipped != 1 || pr.Puzzles != 2 {
		t.Errorf("second run %+v: want 1 skipped (Atomic), 2 puzzles in all", pr)
	}
	// A third run finds everything done; rerunning from scratch over the
	// same output writes nothing twice.
	os.Remove(StatePath(out))
	if _, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, nil); err != nil {
		t.Fatal(err)
	}
	ps, _, err := ReadFile(out)
	if err != nil || len(ps) != 2 {
		t.Fatalf("%d puzzles after a rerun, %v; want 2", len(ps), err)
	}
	data, _ := os.ReadFile(out)
	if n := strings.Count(string(data), "[PuzzleId "); n != 2 {
		t.Errorf("%d puzzles in the file, want 2", n)
	}
	if !strings.Contains(ps[0].Source, "lichess.org/aaaaaaaa#6") || !strings.Contains(ps[1].Source, "games.pgn game 3") {
		t.Errorf("sources %q %q", ps[0].Source, ps[1].Source)
	}
}

// TestMineFilesMax: the run stops once the output holds Max puzzles.
func TestMineFilesMax(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "games.pgn")
	os.WriteFile(in, []byte(gamesPGN), 0o644)
	out := filepath.Join(dir, "out.pgn")
	pr, err := MineFiles(context.Background(), []string{in}, out, RunOptions{Max: 1}, nil)
	if err != nil || pr.Puzzles != 1 || pr.GamesMined != 1 {
		t.Errorf("%+v %v: want 1 puzzle after 1 game", pr, err)
	}
}

// TestMineFilesBadInput: a missing file is an error in the user's terms
// and the output is not touched.
func TestMineFilesBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.pgn")
	os.WriteFile(out, []byte("keep"), 0o644)
	_, err := MineFiles(context.Background(), []string{filepath.Join(dir, "missing.pgn")}, out, RunOptions{}, nil)
	if err == nil || !strings.Contains(err.Error(), "missing.pgn") {
		t.Errorf("error %v, want one naming missing.pgn", err)
	}
	if data, _ := os.ReadFile(out); string(data) != "keep" {
		t.Errorf("output changed: %q", data)
	}
	// A new output is not even created when an input is missing.
	fresh := filepath.Join(dir, "new.pgn")
	if _, err := MineFiles(context.Background(), []string{filepath.Join(dir, "missing.pgn")}, fresh, RunOptions{}, nil); err == nil {
		t.Error("a missing input was accepted")
	}
	if _, err := os.Stat(fresh); err == nil {
		t.Error("the output was created for a run that could not start")
	}
}

// TestMineFilesTouchesNothingItCannotFinish: a run whose state file
// cannot be written (here a folder stands in its place) adds no puzzle to
// the output, and an output that is one of the inputs is refused: the
// input is left as it was.
func TestMineFilesTouchesNothingItCannotFinish(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "games.pgn")
	os.WriteFile(in, []byte(gamesPGN), 0o644)
	out := filepath.Join(dir, "out.pgn")
	os.WriteFile(out, []byte("keep"), 0o644)
	if err := os.Mkdir(StatePath(out), 0o755); err != nil {
		t.Fatal(err)
	}
	_, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, nil)
	if err == nil || !strings.Contains(err.Error(), "out.pgn.state") {
		t.Errorf("error %v, want one naming out.pgn.state", err)
	}
	if data, _ := os.ReadFile(out); string(data) != "keep" {
		t.Errorf("the output grew although the run could not save its state: %q", data)
	}
	link := filepath.Join(dir, "link.pgn")
	if err := os.Symlink(in, link); err != nil {
		t.Skip(err)
	}
	for _, o := range []string{in, link} {
		_, err := MineFiles(context.Background(), []string{in}, o, RunOptions{}, nil)
		if err == nil || !strings.Contains(err.Error(), "is the input file") {
			t.Errorf("-o %s: error %v, want a refusal", o, err)
		}
		if data, _ := os.ReadFile(in); string(data) != gamesPGN {
			t.Fatalf("the input changed")
		}
	}
}

// TestMineFilesRefusesForeignOutput: puzzles are never appended to a
// file of the user's games, nor to text that is no PGN; the file is left
// as it was and the error says what to do. An empty file is fine.
func TestMineFilesRefusesForeignOutput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "games.pgn")
	os.WriteFile(in, []byte(gamesPGN), 0o644)
	mine := "[Event \"Club\"]\n[White \"me\"]\n[Black \"you\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	for _, text := range []string{mine, "my notes\n"} {
		out := filepath.Join(dir, "out.pgn")
		os.WriteFile(out, []byte(text), 0o644)
		_, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, nil)
		if err == nil || !strings.Contains(err.Error(), "not puzzles written by chessmaster puzzles") || !strings.Contains(err.Error(), "give another -o") {
			t.Errorf("%q: error %v, want a refusal", text, err)
		}
		if data, _ := os.ReadFile(out); string(data) != text {
			t.Errorf("the output changed: %q", data)
		}
	}
	// A run into an empty file, then a second into the puzzles it wrote.
	out := filepath.Join(dir, "empty.pgn")
	os.WriteFile(out, nil, 0o644)
	if _, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, nil); err != nil {
		t.Errorf("a rerun into its own puzzles: %v", err)
	}
}

// TestMineFilesUnreadableInput: an input that cannot be opened is said
// before the output is created.
func TestMineFilesUnreadableInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "locked.pgn")
	os.WriteFile(in, []byte(gamesPGN), 0o000)
	if f, err := os.Open(in); err == nil {
		f.Close()
		t.Skip("the file can be read anyway (running as root?)")
	}
	out := filepath.Join(dir, "out.pgn")
	_, err := MineFiles(context.Background(), []string{in}, out, RunOptions{}, nil)
	if err == nil || !strings.Contains(err.Error(), "locked.pgn") {
		t.Errorf("error %v, want one naming locked.pgn", err)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("the output was created although an input cannot be read")
	}
}
