package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/internal/rules960"
	"chessmaster/pgn"
)

// TestCLIMatchChess960: "match -variant chess960 -positions 0,959" plays
// each position with both colours; the games are Chess960 games in the
// PGN (Variant, SetUp, FEN) and replay under the Chess960 rules. Bad
// values are refused in the user's terms.
func TestCLIMatchChess960(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.pgn")
	args := []string{"match", "-variant", "chess960", "-positions", "0,959", "-white", "random", "-black", "random", "-games", "4", "-quiet", "-pgn", path}
	r := runCLI(t, "", nil, args...)
	r.want(t, 0, args...)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.Read(strings.NewReader(string(data)))
	if err != nil || len(games) != 4 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	count := map[string]int{}
	for i, g := range games {
		if !g.Chess960() || g.Tag("SetUp") != "1" {
			t.Fatalf("game %d: Variant %q SetUp %q", i+1, g.Tag("Variant"), g.Tag("SetUp"))
		}
		count[g.StartFEN()]++
		b, err := rules960.Parse(g.StartFEN())
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range g.MainLine() {
			m, err := b.FindSAN(n.Move)
			if err != nil {
				t.Fatalf("game %d: %v", i+1, err)
			}
			b = b.Play(m)
		}
	}
	for _, n := range []int{0, 959} {
		fen, _ := rules960.StartFEN(n)
		if count[fen] != 2 {
			t.Errorf("position %d: %d games, want 2", n, count[fen])
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "chess960", "-positions", "960"}, "numbered 0 to 959"},
		{[]string{"-variant", "crazyhouse"}, "want standard or chess960"},
		{[]string{"-positions", "5"}, "-positions needs -variant chess960"},
	} {
		a := append([]string{"match", "-white", "random", "-black", "random", "-games", "2", "-quiet"}, c.args...)
		r := runCLI(t, "", nil, a...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
}
