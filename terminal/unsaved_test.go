package terminal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/master"
)

func twoPeople() master.Settings {
	return master.Settings{
		White: master.PlayerConfig{Kind: master.Human, Name: "Alice"},
		Black: master.PlayerConfig{Kind: master.Human, Name: "Bob"},
	}
}

// runWithDir is runTerminalScript with an UnsavedDir.
func runWithDir(t *testing.T, dir, input string) string {
	t.Helper()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- Run(t.Context(), Config{Settings: twoPeople(), In: strings.NewReader(input), Out: out, UnsavedDir: dir})
	}()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	return out.String()
}

// keptFiles are the games kept in dir.
func keptFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "unsaved-*.pgn"))
	return files
}

// Quitting, or the input ending, with moves that were never saved keeps
// the game in a file of its own and says where; a saved game is not
// kept again.
func TestUnsavedGameIsKeptWhenTheSessionEnds(t *testing.T) {
	for _, end := range []string{"quit\n", ""} {
		dir := t.TempDir()
		out := runWithDir(t, dir, "e4\ne5\nNf3\n"+end)
		files := keptFiles(t, dir)
		if len(files) != 1 || !strings.Contains(out, "it was kept in "+files[0]) {
			t.Fatalf("end %q: kept %v; output:\n%s", end, files, out)
		}
		data, err := os.ReadFile(files[0])
		if err != nil || !strings.Contains(string(data), "1. e4 e5 2. Nf3") {
			t.Errorf("kept file holds %q, %v", data, err)
		}
	}
	dir := t.TempDir()
	runWithDir(t, dir, "e4\nsave "+filepath.Join(dir, "mine.pgn")+"\nquit\n")
	if files := keptFiles(t, dir); len(files) != 0 {
		t.Errorf("a saved game was kept again: %v", files)
	}
	// No folder: nothing is written, nothing said.
	out := runTerminalScript(t, twoPeople(), "e4\nquit\n", false)
	if strings.Contains(out, "kept in") {
		t.Errorf("without a folder the terminal claims to keep the game:\n%s", out)
	}
}

// Loading over an unsaved game asks first: c keeps playing the game as
// it is, y keeps it in a file and loads; a file that cannot be loaded
// asks nothing and changes nothing.
func TestLoadOverAnUnsavedGameAsks(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "other.pgn")
	if err := os.WriteFile(file, []byte("[Event \"x\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	keep := filepath.Join(dir, "kept")
	out := runWithDir(t, keep, "e4\nload "+filepath.Join(dir, "missing.pgn")+"\nload "+file+"\nc\nfen\nload "+file+"\ny\nfen\nquit\n")
	if strings.Count(out, "not saved. Load anyway?") != 2 {
		t.Fatalf("asked %d times, want 2 (not for the missing file):\n%s", strings.Count(out, "Load anyway?"), out)
	}
	if !strings.Contains(out, "Cancelled: nothing was loaded.") ||
		!strings.Contains(out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq") {
		t.Errorf("cancel did not keep the game on the board:\n%s", out)
	}
	if !strings.Contains(out, "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq") {
		t.Errorf("y did not load the file's game:\n%s", out)
	}
	files := keptFiles(t, keep)
	if len(files) != 1 || !strings.Contains(out, "The game in progress was kept in "+files[0]) {
		t.Fatalf("kept %v:\n%s", files, out)
	}
	if data, _ := os.ReadFile(files[0]); !strings.Contains(string(data), "1. e4 *") {
		t.Errorf("kept %q", data)
	}
}
