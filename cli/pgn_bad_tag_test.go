package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A game with a broken tag is written with the tag as read, and stderr
// says what was read; it used to be skipped ("bad tag ...; skipped").
func TestPGNCommandKeepsGameWithBadTag(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad-tag.pgn")
	text := "[Event \"Quotes\"]\n[Black \"Sergei \"Big Serge\" Ivanov\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" +
		"[Event \"Unterminated\"]\n[White \"Anna]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{path}, {"-check", path}} {
		code, out, errOut := pgnRunCmd(t, "", false, args...)
		if code != 0 {
			t.Errorf("%v: exit %d, want 0; stderr %s", args, code, errOut)
		}
		for _, want := range []string{
			path + `: game 1: line 2: bad tag [Black "Sergei "Big Serge" Ivanov"] (missing ]): read as Black "Sergei \"Big Serge\" Ivanov"`,
			path + `: game 2: line 8: bad tag [White "Anna] (value is not closed with "): read as White "Anna"`,
		} {
			if !strings.Contains(errOut, want) {
				t.Errorf("%v: stderr %q lacks %q", args, errOut, want)
			}
		}
		games := readGames(t, out)
		if len(games) != 2 || games[0].Tag("Black") != `Sergei "Big Serge" Ivanov` || games[1].Tag("White") != "Anna" {
			t.Errorf("%v: written: %s", args, out)
		}
	}
}
