package pgn

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// threeGames is the first three games of the Kasparov-Deep Blue file.
func threeGames(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	if err != nil {
		t.Fatal(err)
	}
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil || len(entries) < 4 {
		t.Fatal(err, len(entries))
	}
	return data[:entries[3].Offset]
}

func indexFile(t *testing.T, path string) ([]byte, []Entry) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	return data, entries
}

// editedText is game i of the file with a comment on its first move and
// a new Annotator tag, in export format.
func editedText(t *testing.T, data []byte, e Entry) string {
	t.Helper()
	g, err := ReadGameAt(bytes.NewReader(data), e)
	if err != nil {
		t.Fatal(err)
	}
	g.MainLine()[0].Comment = "edited"
	g.MainLine()[0].SetEval(Eval{Centipawns: 25})
	g.SetTag("Annotator", "test")
	return Write(g)
}

func TestReplaceGameKeepsOtherGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "three.pgn")
	orig := threeGames(t)
	if err := os.WriteFile(path, orig, 0o640); err != nil {
		t.Fatal(err)
	}
	data, entries := indexFile(t, path)
	if len(entries) != 3 {
		t.Fatalf("%d games", len(entries))
	}
	if err := ReplaceGame(path, entries, 2, editedText(t, data, entries[2])); err != nil {
		t.Fatal(err)
	}
	after, again := indexFile(t, path)
	if len(again) != 3 {
		t.Fatalf("%d games after saving", len(again))
	}
	if !bytes.Equal(after[:entries[2].Offset], orig[:entries[2].Offset]) {
		t.Error("games 1 and 2 changed")
	}
	if !bytes.HasSuffix(after, orig[entries[2].End():]) {
		t.Error("the text after game 3 changed")
	}
	g, err := ReadGameAt(bytes.NewReader(after), again[2])
	if err != nil || g.MainLine()[0].Comment != "[%eval 0.25] edited" || g.Tag("Annotator") != "test" || g.Tag("Site") != "03" {
		t.Errorf("game 3 after saving: %v %+v", err, g)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v", fi.Mode())
	}
	// Replacing the middle game keeps the first and the last.
	data, entries = indexFile(t, path)
	if err := ReplaceGame(path, entries, 1, editedText(t, data, entries[1])); err != nil {
		t.Fatal(err)
	}
	after2, again2 := indexFile(t, path)
	if !bytes.Equal(after2[:entries[1].Offset], data[:entries[1].Offset]) || !bytes.HasSuffix(after2, data[entries[1].End():]) || len(again2) != 3 {
		t.Error("replacing game 2 changed games 1 or 3")
	}
}

func TestReplaceGameCRLF(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crlf.pgn")
	orig, _ := os.ReadFile("testdata/crlf.pgn")
	os.WriteFile(path, orig, 0o644)
	data, entries := indexFile(t, path)
	if err := ReplaceGame(path, entries, 0, editedText(t, data, entries[0])); err != nil {
		t.Fatal(err)
	}
	after, again := indexFile(t, path)
	if bytes.Count(after, []byte("\n")) != bytes.Count(after, []byte("\r\n")) {
		t.Errorf("LF line ends in a CRLF file:\n%q", after)
	}
	if !bytes.HasSuffix(after, orig[entries[0].End():]) || len(again) != 2 {
		t.Error("game 2 changed")
	}
}

func TestReplaceGameThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.pgn")
	link := filepath.Join(dir, "link.pgn")
	os.WriteFile(target, threeGames(t), 0o644)
	if err := os.Symlink("real.pgn", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	data, entries := indexFile(t, link)
	if err := ReplaceGame(link, entries, 2, editedText(t, data, entries[2])); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	got, _ := os.ReadFile(target)
	if !bytes.Contains(got, []byte("edited")) {
		t.Error("the link's target was not updated")
	}
	if err := AppendGame(link, "1. e4 *"); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("AppendGame replaced the link")
	}
	if _, entries := indexFile(t, target); len(entries) != 4 {
		t.Errorf("%d games after appending", len(entries))
	}
}

// A device, a folder or a fifo is refused, naming the user's path.
func TestSaveRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	paths := []string{dir}
	if _, err := os.Stat(os.DevNull); err == nil && filepath.IsAbs(os.DevNull) {
		paths = append(paths, os.DevNull)
		link := filepath.Join(dir, "null.pgn")
		if os.Symlink(os.DevNull, link) == nil {
			paths = append(paths, link)
		}
	}
	if fifo := makeFifo(t, dir); fifo != "" {
		paths = append(paths, fifo)
	}
	for _, p := range paths {
		entries := []Entry{{Number: 1, Length: 1}}
		for what, err := range map[string]error{
			"ReplaceGame": ReplaceGame(p, entries, 0, "1. e4 *"),
			"AppendGame":  AppendGame(p, "1. e4 *"),
		} {
			if err == nil || !strings.Contains(err.Error(), p+":") || !strings.Contains(err.Error(), "not a regular file") || strings.Contains(err.Error(), ".tmp") {
				t.Errorf("%s(%s): %v", what, p, err)
			}
		}
	}
	if fi, err := os.Stat(os.DevNull); err == nil && fi.Mode()&os.ModeDevice == 0 {
		t.Errorf("%s is no longer a device", os.DevNull)
	}
}

func TestReplaceGameRefusals(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pgn")
	orig := threeGames(t)
	os.WriteFile(path, orig, 0o644)
	data, entries := indexFile(t, path)
	text := editedText(t, data, entries[0])
	for name, c := range map[string]struct {
		index   int
		text    string
		entries []Entry
		want    string
	}{
		"index out of range": {3, text, entries, "no game 4"},
		"two games":          {0, text + "\n" + text, entries, "2 games"},
		"not PGN":            {0, "1. e4 {open", entries, "never closed"},
		"empty":              {0, "  \n", entries, "no game"},
		"stale index":        {0, text, entries[:2], "changed since"},
	} {
		err := ReplaceGame(path, c.entries, c.index, c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
		if now, _ := os.ReadFile(path); !bytes.Equal(now, orig) {
			t.Fatalf("%s: the file changed", name)
		}
	}
	if err := ReplaceGame(filepath.Join(t.TempDir(), "missing.pgn"), entries, 0, text); err == nil || !strings.Contains(err.Error(), "file not found") {
		t.Errorf("missing file: %v", err)
	}
	// A game whose text would swallow the next one is refused.
	if err := ReplaceGame(path, entries, 0, "1. e4 {a comment that is"); err == nil {
		t.Error("an unclosed comment was saved")
	}
}

func TestAppendGame(t *testing.T) {
	dir := t.TempDir()
	g := NewGame()
	g.SetTag("Event", "appended")
	g.Root.AddChild("e4").SetClock(59 * 1e9)
	text := Write(g)

	// A new file.
	path := filepath.Join(dir, "new.pgn")
	if err := AppendGame(path, text); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != text {
		t.Errorf("new file:\n%q\nwant\n%q", got, text)
	}
	// A file without a final newline, then one with.
	for _, orig := range []string{"[Event \"a\"]\n\n1. d4 *", "[Event \"a\"]\n\n1. d4 *\n", "[Event \"a\"]\r\n\r\n1. d4 *\r\n"} {
		os.WriteFile(path, []byte(orig), 0o644)
		if err := AppendGame(path, text); err != nil {
			t.Fatal(err)
		}
		got, entries := indexFile(t, path)
		if !bytes.HasPrefix(got, []byte(orig)) || len(entries) != 2 || entries[1].Tag("Event") != "appended" {
			t.Errorf("after %q: %q", orig, got)
		}
		if strings.Contains(orig, "\r\n") && bytes.Count(got, []byte("\n")) != bytes.Count(got, []byte("\r\n")) {
			t.Errorf("LF line ends appended to a CRLF file: %q", got)
		}
		if !bytes.Contains(got, []byte("*\n\n[Event \"appended\"]")) && !bytes.Contains(got, []byte("*\r\n\r\n[Event \"appended\"]")) {
			t.Errorf("no blank line between the games: %q", got)
		}
	}
	// A file whose last comment is open would swallow the new game.
	os.WriteFile(path, []byte("1. d4 {open"), 0o644)
	if err := AppendGame(path, text); err == nil {
		t.Error("appended after an open comment")
	}
	if err := AppendGame(path, "not { a game"); err == nil {
		t.Error("appended text that is not PGN")
	}
}
