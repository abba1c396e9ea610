package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Games are written in the order of the file however the batches are
// formatted: thousands of games, a broken one and one larger than a
// batch (of many comments) in the middle, reported and written in place; -games stops at
// the last game asked for.
func TestPGNCommandKeepsOrderAcrossBatches(t *testing.T) {
	var b strings.Builder
	const n = 3*batchGames + 17
	for i := 1; i <= n; i++ {
		switch i {
		case 300:
			fmt.Fprintf(&b, "[Event \"g%d\"]\n[White Smith]\n1. e4 *\n", i)
		case 500:
			// Comments of 64 kB: one comment may not pass pgn.MaxCommentSize.
			comment := "{" + strings.Repeat("long comment ", 64<<10/13) + "} "
			fmt.Fprintf(&b, "[Event \"g%d\"]\n\n1. e4 %s e5 *\n\n", i, strings.Repeat(comment, bigGame/len(comment)+1))
		default:
			fmt.Fprintf(&b, "[Event \"g%d\"] 1. e4 e5 2. Nf3 *\n", i)
		}
	}
	path := filepath.Join(t.TempDir(), "many.pgn")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := pgnRunCmd(t, "", false, path)
	if code != 1 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "game 300: line 301: bad tag") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	games := readGames(t, out)
	if len(games) != n-1 {
		t.Fatalf("%d games written, want %d", len(games), n-1)
	}
	want := 1
	for _, g := range games {
		if want == 300 {
			want++
		}
		if g.Tag("Event") != fmt.Sprintf("g%d", want) {
			t.Fatalf("game %q where g%d belongs", g.Tag("Event"), want)
		}
		want++
	}
	code, out, errOut = pgnRunCmd(t, "", false, "-games", "499-501", path)
	games = readGames(t, out)
	if code != 0 || errOut != "" || len(games) != 3 || games[1].Tag("Event") != "g500" || len(games[1].Root.Children[0].Comment) < bigGame {
		t.Fatalf("-games 499-501: exit %d, %d games, stderr %q", code, len(games), errOut)
	}
}
