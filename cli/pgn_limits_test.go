package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A game past one of the reader's limits (variations nested too deep, a
// comment too long) is skipped with the reason, and the games after it
// are written: it used to take the pgn command gigabytes.
func TestPGNCommandSkipsGamePastALimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "limits.pgn")
	text := "[Event \"Deep\"]\n[Result \"*\"]\n\n1. e4 " + strings.Repeat("(1. d4 ", 100_000) + strings.Repeat(")", 100_000) + " e5 *\n\n" +
		"[Event \"Long comment\"]\n[Result \"*\"]\n\n1. e4 {" + strings.Repeat("x", 2<<20) + "} e5 *\n\n" +
		"[Event \"Plain\"]\n[Result \"*\"]\n\n1. c4 *\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{path}, {"-check", path}} {
		code, out, errOut := pgnRunCmd(t, "", false, args...)
		if code != 1 {
			t.Errorf("%v: exit %d, want 1; stderr %s", args, code, errOut)
		}
		for _, want := range []string{
			path + ": game 1: line 4: variations nested deeper than 255 levels; skipped",
			path + ": game 2: line 9: a comment longer than 1024 kB; skipped",
		} {
			if !strings.Contains(errOut, want) {
				t.Errorf("%v: stderr %q lacks %q", args, errOut, want)
			}
		}
		games := readGames(t, out)
		if len(games) != 1 || games[0].Tag("Event") != "Plain" {
			t.Errorf("%v: written: %.300s", args, out)
		}
	}
}
