package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// review -o replaces only a file an earlier review wrote (or an empty
// one): a user's games, notes or a mistakes PGN, also through a link, are
// refused before any analysis unless -force; the input itself always.
func TestReviewOutputReplacesOnlyItsOwn(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte("[Event \"a\"]\n[Annotator \"Kasparov\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"), 0o644)
	games := filepath.Join(dir, "collection.pgn")
	const gamesText = "[Event \"Tata Steel\"]\n[White \"Carlsen\"]\n[Black \"Keymer\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n"
	notes := filepath.Join(dir, "notes.txt")
	const notesText = "my notes\n"
	mistakesPGN := filepath.Join(dir, "mistakes.pgn")
	const mistakesText = "[Event \"Mistakes of me\"]\n[Annotator \"ChessMaster\"]\n[Result \"*\"]\n\n1. e4 *\n"
	for p, text := range map[string]string{games: gamesText, notes: notesText, mistakesPGN: mistakesText} {
		os.WriteFile(p, []byte(text), 0o644)
	}
	link := filepath.Join(dir, "link.pgn")
	inLink := filepath.Join(dir, "in-link.pgn")
	if os.Symlink(games, link) != nil || os.Symlink(in, inLink) != nil {
		t.Skip("no symbolic links here")
	}
	run := func(args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		code := reviewMain(context.Background(), append([]string{in, "-nodes", "1000", "-quiet"}, args...), &stdout, &stderr, false)
		return code, stderr.String()
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-o", games}, "chessmaster review did not write; give another file, or add -force"},
		{[]string{"-o", link}, "chessmaster review did not write"},
		{[]string{"-o", notes}, "chessmaster review did not write"},
		{[]string{"-o", mistakesPGN}, "chessmaster review did not write"},
		{[]string{"-o", inLink}, "is one of the games' files"},
		{[]string{"-force", "-o", inLink}, "is one of the games' files"},
	} {
		if code, msg := run(c.args...); code != 2 || !strings.Contains(msg, c.msg) {
			t.Errorf("%v: exit %d, want 2 and %q: %s", c.args, code, c.msg, msg)
		}
	}
	for p, text := range map[string]string{games: gamesText, notes: notesText, mistakesPGN: mistakesText} {
		if data, _ := os.ReadFile(p); string(data) != text {
			t.Errorf("%s became %q", p, data)
		}
	}

	// A new file, then the same file again: review's own output is
	// replaced without asking; the annotator the game had is kept.
	out := filepath.Join(dir, "reviewed.pgn")
	for i := 0; i < 2; i++ {
		if code, msg := run("-o", out); code != 0 {
			t.Fatalf("run %d: exit %d: %s", i+1, code, msg)
		}
	}
	if data, _ := os.ReadFile(out); !strings.Contains(string(data), "[Annotator \"Kasparov; ChessMaster review\"]") || !strings.Contains(string(data), "[%eval") {
		t.Errorf("the review:\n%s", data)
	}
	// The review, edited by the user (a note before its games, a comment
	// of their own in a game), is the user's file now: the reader would
	// pass over the note, so the marks alone do not say it is review's.
	reviewed, _ := os.ReadFile(out)
	for name, edit := range map[string]string{
		"note before": "These are my notes on the game.\n\n" + string(reviewed),
		"note after":  string(reviewed) + "\nMy summary: play e4.\n",
		"comment":     strings.Replace(string(reviewed), "1. e4 ", "1. e4 {my idea} ", 1),
	} {
		os.WriteFile(out, []byte(edit), 0o644)
		if code, msg := run("-o", out); code != 2 || !strings.Contains(msg, "did not write") {
			t.Errorf("%s: exit %d: %s", name, code, msg)
		}
		if data, _ := os.ReadFile(out); string(data) != edit {
			t.Errorf("%s: the edited review was replaced", name)
		}
	}
	// An empty file holds nothing to lose.
	empty := filepath.Join(dir, "empty.pgn")
	os.WriteFile(empty, []byte("\n"), 0o644)
	if code, msg := run("-o", empty); code != 0 {
		t.Errorf("empty file: exit %d: %s", code, msg)
	}
	// -force replaces the games, through the link, which stays a link.
	if code, msg := run("-force", "-o", link); code != 0 {
		t.Fatalf("-force: exit %d: %s", code, msg)
	}
	if data, _ := os.ReadFile(games); !strings.Contains(string(data), "ChessMaster review") {
		t.Errorf("-force: the games file is\n%s", data)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v", err)
	}
}
