package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// -report and -pgn refuse, before any review, to replace what is not
// theirs: one file for both, a user's notes, a user's games (also
// through a link); -force replaces them, and the files of an earlier
// run are replaced without asking.
func TestCLIMistakesOutputsRefuseToReplace(t *testing.T) {
	sample := mistakesSample(t)
	dir := t.TempDir()
	store := filepath.Join(dir, "store")
	notes := filepath.Join(dir, "my-notes.md")
	games := filepath.Join(dir, "my-collection.pgn")
	const notesText = "# my training notes - do not lose\n"
	const gamesText = "[Event \"Tata Steel Masters\"]\n[White \"Carlsen,M\"]\n[Black \"Keymer,V\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n"
	os.WriteFile(notes, []byte(notesText), 0o644)
	os.WriteFile(games, []byte(gamesText), 0o644)
	link := filepath.Join(dir, "link.pgn")
	if err := os.Symlink(games, link); err != nil {
		link = games
	}
	base := []string{"mistakes", "-me", "jishanshaikh4", "-games", "5", "-nodes", "2000", "-store", store}
	both := filepath.Join(dir, "x")
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-report", both, "-pgn", both}, "-report and -pgn both name"},
		{[]string{"-report", both, "-pgn", filepath.Join(dir, ".", "x")}, "-report and -pgn both name"},
		{[]string{"-report", notes}, "is not a report of chessmaster mistakes; give another file, or add -force"},
		{[]string{"-pgn", games}, "chessmaster mistakes did not write; give another file, or add -force"},
		{[]string{"-pgn", link}, "chessmaster mistakes did not write"},
		{[]string{"-pgn", notes}, "chessmaster mistakes did not write"},
		{[]string{"-pgn", sample}, "is one of the games' files"},
	} {
		args := append(append(append([]string{}, base...), c.args...), sample)
		r := runCLI(t, "", nil, args...)
		r.want(t, 2, args...)
		if !strings.Contains(r.stderr, c.msg) {
			t.Errorf("%v: stderr lacks %q:\n%s", c.args, c.msg, r.stderr)
		}
	}
	if data, _ := os.ReadFile(notes); string(data) != notesText {
		t.Errorf("the notes became %q", data)
	}
	if data, _ := os.ReadFile(games); string(data) != gamesText {
		t.Errorf("the games became %q", data)
	}
	if _, err := os.Stat(both); err == nil {
		t.Errorf("%s was written", both)
	}

	// A run's own files are replaced by the next run without -force.
	report, out := filepath.Join(dir, "report.txt"), filepath.Join(dir, "mistakes.pgn")
	args := append(append([]string{}, base...), "-report", report, "-pgn", out, sample)
	runCLI(t, "", nil, args...).want(t, 0, args...)
	runCLI(t, "", nil, args...).want(t, 0, args...)
	// -force replaces the notes and the games.
	args = append(append([]string{}, base...), "-force", "-report", notes, "-pgn", link, sample)
	runCLI(t, "", nil, args...).want(t, 0, args...)
	if data, _ := os.ReadFile(notes); !strings.HasPrefix(string(data), "# Mistakes of jishanshaikh4") {
		t.Errorf("-force: the report was not written:\n%s", data)
	}
	if data, _ := os.ReadFile(games); !strings.Contains(string(data), "[Event \"Mistakes of jishanshaikh4\"]") {
		t.Errorf("-force: the PGN was not written through the link:\n%s", data)
	}
}
