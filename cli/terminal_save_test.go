package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/pgn"
)

// sixGames is a PGN file of six games in a layout this program does not
// write itself (no Site, Date or Round tags), so that a rewrite of any
// game shows; game 4 starts from a FEN with Black to move and game 5 has
// no moves.
const sixGames = `[Event "G1"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "G2"]
[White "Cleo"]
[Black "Dmitri"]
[Result "*"]

1. d4 d5 *

[Event "G3"]
[White "Erik"]
[Black "Fatima"]
[Result "*"]

1. c4 {English} *

[Event "G4"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K2R b K - 0 1"]
[Result "*"]

1... Kd7 2. Rh7+ *

[Event "G5"]
[Result "*"]

*

[Event "G6"]
[Result "*"]

1. Nf3 *
`

// writeSixGames writes sixGames into a fresh folder.
func writeSixGames(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "six.pgn")
	if err := os.WriteFile(path, []byte(sixGames), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// gameBytes is the text of each game of a PGN file, as pgn.Index places it.
func gameBytes(t *testing.T, data []byte) []string {
	t.Helper()
	entries, err := pgn.Index(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = string(data[e.Offset : e.Offset+e.Length])
	}
	return out
}

// terminalHumans runs "chessmaster terminal" with two humans (nobody moves
// on their own, so a script gives the same game every time).
func terminalHumans(t *testing.T, script string) cliResult {
	t.Helper()
	args := []string{"terminal", "-white", "human", "-black", "human"}
	r := runCLI(t, script, nil, args...)
	r.want(t, 0, args...)
	return r
}

// TestCLITerminalSaveAsksBeforeDroppingGames: "save FILE" into a file that
// holds games asks what to do; cancel, an unknown answer followed by
// cancel, and the end of the input write nothing. It used to replace the
// six games of the file with the one loaded, unasked.
func TestCLITerminalSaveAsksBeforeDroppingGames(t *testing.T) {
	for _, c := range []struct{ name, answer, says string }{
		{"end of input", "", "No answer (end of input): nothing was written to "},
		{"cancel", "c\n", "Cancelled: nothing was written to "},
		{"unknown answer, then cancel", "yes\nc\n", "Please answer r, a, o or c: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := writeSixGames(t)
			r := terminalHumans(t, "load "+path+" 3\ne5\nsave "+path+"\n"+c.answer)
			for _, want := range []string{path + " already holds 6 games.", "  r  replace game 3 ", "  a  add this game at the end", "  o  overwrite the whole file", c.says} {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("output lacks %q:\n%s", want, r.stdout)
				}
			}
			if strings.Contains(r.stdout, "Saved the game") {
				t.Errorf("saved without an answer:\n%s", r.stdout)
			}
			if data, _ := os.ReadFile(path); string(data) != sixGames {
				t.Errorf("the file changed:\n%s", data)
			}
		})
	}
}

// TestCLITerminalSaveReplacesInPlace: "r" writes the game loaded from the
// file back into its place; the five other games keep their bytes.
func TestCLITerminalSaveReplacesInPlace(t *testing.T) {
	path := writeSixGames(t)
	r := terminalHumans(t, "load "+path+" 3\ne5\nsave "+path+"\nr\n")
	if !strings.Contains(r.stdout, "Saved the game to "+path+" (game 3 of 6") {
		t.Errorf("no save message:\n%s", r.stdout)
	}
	data, _ := os.ReadFile(path)
	before, after := gameBytes(t, []byte(sixGames)), gameBytes(t, data)
	if len(after) != 6 {
		t.Fatalf("%d games after the save:\n%s", len(after), data)
	}
	for i := range before {
		if i != 2 && before[i] != after[i] {
			t.Errorf("game %d changed:\n%s\nwas:\n%s", i+1, after[i], before[i])
		}
	}
	if !strings.Contains(after[2], "1. c4 {English} 1... e5 *") || !strings.Contains(after[2], `[White "Erik"]`) {
		t.Errorf("game 3 is not the game played on:\n%s", after[2])
	}
	if !strings.HasPrefix(string(data), before[0]+"\n\n"+before[1]+"\n\n") {
		t.Errorf("the bytes before game 3 changed:\n%s", data)
	}
}

// TestCLITerminalSaveAppendsOrOverwrites: "a" adds the game after the
// file's bytes, which stay as they were; "o" replaces the whole file, as
// asked.
func TestCLITerminalSaveAppendsOrOverwrites(t *testing.T) {
	path := writeSixGames(t)
	r := terminalHumans(t, "load "+path+" 2\nNf3\nsave "+path+"\na\n")
	if !strings.Contains(r.stdout, "(added as game 7)") {
		t.Errorf("no save message:\n%s", r.stdout)
	}
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), sixGames) {
		t.Errorf("the six games changed:\n%s", data)
	}
	if g := gameBytes(t, data); len(g) != 7 || !strings.Contains(g[6], "1. d4 d5 2. Nf3") {
		t.Errorf("%d games, the last:\n%s", len(g), data)
	}

	// Another file of games: no game of it was loaded, so "r" is not
	// offered; "o" overwrites it.
	other := writeSixGames(t)
	r = terminalHumans(t, "e4\nsave "+other+"\nr\no\n")
	if strings.Contains(r.stdout, "  r  replace") || !strings.Contains(r.stdout, "Please answer a, o or c: ") {
		t.Errorf("r offered for a file the game did not come from:\n%s", r.stdout)
	}
	data, _ = os.ReadFile(other)
	if g := gameBytes(t, data); len(g) != 1 || !strings.Contains(g[0], "1. e4 *") {
		t.Errorf("overwritten file:\n%s", data)
	}

	// A file with something else in it is not overwritten unasked either.
	notes := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(notes, []byte("shopping list\n"), 0o644)
	r = terminalHumans(t, "e4\nsave "+notes+"\n")
	if data, _ := os.ReadFile(notes); string(data) != "shopping list\n" || !strings.Contains(r.stdout, "nothing was written to "+notes) {
		t.Errorf("notes.txt: %q\n%s", data, r.stdout)
	}
}

// TestCLITerminalSaveAgain: saving twice to the same new file replaces
// the game saved the first time, without a question: the file holds that
// game alone.
func TestCLITerminalSaveAgain(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.pgn")
	r := terminalHumans(t, "e4\nsave "+path+"\ne5\nsave "+path+"\n")
	if strings.Contains(r.stdout, "already holds") {
		t.Errorf("asked about the game's own file:\n%s", r.stdout)
	}
	data, _ := os.ReadFile(path)
	if g := gameBytes(t, data); len(g) != 1 || !strings.Contains(g[0], "1. e4 e5 *") {
		t.Errorf("file after two saves:\n%s", data)
	}
}

// TestCLITerminalLoadMessages: a game number out of range or not a number
// is reported as such (it used to be taken as part of the file name:
// "stat ...: no such file"), and the move count is the game's own (it
// used to be "-1 moves" for every game).
func TestCLITerminalLoadMessages(t *testing.T) {
	path := writeSixGames(t)
	r := terminalHumans(t, strings.Join([]string{
		"load " + path + " 99999999999999999999",
		"load " + path + " 7",
		"load " + path + " two",
		"load " + path + " 5",
		"load " + path + " 4",
		"load " + path,
		"load " + path + ".missing",
	}, "\n")+"\n")
	for _, want := range []string{
		"Cannot load game 99999999999999999999: out of range; " + path + " holds 6 games (numbered 1 to 6).",
		"Cannot load game 7: out of range; " + path + " holds 6 games (numbered 1 to 6).",
		`Cannot load game "two": not a number; ` + path + " holds 6 games",
		"Loaded game 5 of 6: ? - ? (*), no moves.",
		"Loaded game 4 of 6: ? - ? (*), 2 moves.", // 1... Kd7 2. Rh7+
		"Loaded game 1 of 6: Anna - Boris (1-0), 4 moves.",
		"Cannot load: file not found: " + path + ".missing",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "-1 moves") || strings.Contains(r.stdout, "no such file") {
		t.Errorf("old messages:\n%s", r.stdout)
	}
}
