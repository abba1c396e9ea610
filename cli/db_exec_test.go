package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The search and explore commands, run as the built binary. The file's
// games are small enough to follow by hand: game 1 is a Ruy Lopez
// (reached after 3.Bb5, ply 5), game 3 goes back to the start position
// with its knights (Nf3 twice from it, then e4), game 4 plays 2.Ke3,
// which is illegal, and game 5 is Chess960.

func dbFile(t *testing.T) string {
	t.Helper()
	return dbFileNamed(t, "testdata/db-edge-cases.pgn")
}

// dbFileNamed is a test file's absolute path (the binary runs elsewhere).
func dbFileNamed(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCLISearchListsTheGamesWithThePly(t *testing.T) {
	file := dbFile(t)
	cache := "XDG_CACHE_HOME=" + t.TempDir()
	ruy := "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
	r := runCLI(t, "", []string{cache}, "search", "-fen", ruy, file)
	r.want(t, 0, "search")
	want := file + "\t1\tA, B\tC\t1-0\t5\n"
	if r.stdout != want {
		t.Errorf("stdout %q, want %q", r.stdout, want)
	}
	if !strings.Contains(r.stderr, "game 4: half-move 3 is not legal") || !strings.Contains(r.stderr, "game 5: not standard chess") {
		t.Errorf("stderr does not name the games not indexed:\n%s", r.stderr)
	}

	// The start position with Black's g-knight on f6 and White to move
	// occurs in no game; with Black to move in game 3 after 2.Ng1.
	nf6 := "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	r = runCLI(t, "", []string{cache}, "search", "-fen", nf6, file)
	r.want(t, 1, "search")
	if r.stdout != "" || !strings.Contains(r.stderr, "no game reaches the position") {
		t.Errorf("exact search found %q (stderr %q)", r.stdout, r.stderr)
	}
	r = runCLI(t, "", []string{cache}, "search", "-any-side", "-fen", nf6, file)
	r.want(t, 0, "search")
	if want := file + "\t3\tF\tG\t*\t3\n"; r.stdout != want {
		t.Errorf("-any-side: stdout %q, want %q", r.stdout, want)
	}
}

func TestCLIExploreTable(t *testing.T) {
	file := dbFile(t)
	r := runCLI(t, "", nil, "explore", file)
	r.want(t, 0, "explore")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	// e4: games 1 (1-0, White 1500, 2020), 3 (*), 4 (0-1); Nf3: game 3
	// only, though played twice from the start position there.
	want := []string{
		"move       games  white   draw  black   W-elo  last played",
		"e4             3  33.3%   0.0%  33.3%    1500  2020.??.??",
		"Nf3            1   0.0%   0.0%   0.0%       -  -",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("explore:\n%s\nwant:\n%s", r.stdout, strings.Join(want, "\n"))
	}
	r = runCLI(t, "", nil, "explore", "-fen", "4k3/8/8/8/1p6/8/P1P5/4K3 w - - 0 1", file)
	r.want(t, 0, "explore")
	if !strings.Contains(r.stdout, "\na4             1   0.0% 100.0%   0.0%       -  -\n") {
		t.Errorf("explore from game 2's FEN:\n%s", r.stdout)
	}
}

func TestCLIExploreSeesTheFileChange(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "games.pgn")
	one := "[White \"X\"]\n[Black \"Y\"]\n[Result \"1-0\"]\n\n1. d4 d5 1-0\n"
	if err := os.WriteFile(file, []byte(one), 0o644); err != nil {
		t.Fatal(err)
	}
	cache := "XDG_CACHE_HOME=" + t.TempDir()
	r := runCLI(t, "", []string{cache}, "explore", file)
	r.want(t, 0, "explore")
	if !strings.Contains(r.stdout, "\nd4             1 100.0%") {
		t.Fatalf("explore:\n%s", r.stdout)
	}
	// The same size and modification time, another move: the content
	// checksum tells.
	fi, _ := os.Stat(file)
	changed := strings.Replace(one, "d4 d5", "c4 d5", 1)
	if err := os.WriteFile(file, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(file, fi.ModTime(), fi.ModTime())
	r = runCLI(t, "", []string{cache}, "explore", file)
	r.want(t, 0, "explore")
	if !strings.Contains(r.stdout, "\nc4             1 100.0%") || strings.Contains(r.stdout, "d4") {
		t.Errorf("after the change:\n%s", r.stdout)
	}
}

func TestCLISearchAndExploreUsageErrors(t *testing.T) {
	file := dbFile(t)
	for _, args := range [][]string{
		{"search", file},                          // no -fen
		{"search", "-fen", "startpos"},            // no file
		{"search", "-fen", "8/8/8/8 w - -", file}, // bad FEN
		{"explore", "-fen", "nonsense", file},     // bad FEN
		{"explore", filepath.Join(t.TempDir(), "missing.pgn")},
		{"explore", t.TempDir()},
	} {
		r := runCLI(t, "", nil, args...)
		r.want(t, 2, args...)
		if r.stderr == "" {
			t.Errorf("%v: nothing on stderr", args)
		}
	}
}

func TestCLIExploreWithoutACache(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "cache-is-a-file")
	os.WriteFile(blocker, []byte("x"), 0o644)
	r := runCLI(t, "", []string{"XDG_CACHE_HOME=" + blocker}, "explore", dbFile(t))
	r.want(t, 0, "explore")
	if !strings.Contains(r.stdout, "\ne4 ") || !strings.Contains(r.stderr, "the index is not saved") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", r.stdout, r.stderr)
	}
}

func TestCLISearchFiltersAndSorts(t *testing.T) {
	file := dbFile(t)
	cache := "XDG_CACHE_HOME=" + t.TempDir()
	// The start position: games 1, 3 and 4 start there (2 and 6 from a
	// FEN; 5 is Chess960).
	r := runCLI(t, "", []string{cache}, "search", "-fen", "startpos", "-sort=-white", file)
	r.want(t, 0, "search")
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		got = append(got, strings.Split(l, "\t")[1])
	}
	if strings.Join(got, ",") != "4,3,1" { // H, F, "A, B"
		t.Errorf("-sort=-white: games %v\n%s", got, r.stdout)
	}
	r = runCLI(t, "", []string{cache}, "search", "-fen", "startpos", "-player", "h", "-result", "0-1", file)
	r.want(t, 0, "search")
	if want := file + "\t4\tH\tI\t0-1\t0\n"; r.stdout != want {
		t.Errorf("-player h -result 0-1: %q, want %q", r.stdout, want)
	}
	r = runCLI(t, "", []string{cache}, "search", "-fen", "startpos", "-from", "2021", file)
	r.want(t, 1, "search")
	if !strings.Contains(r.stderr, "passes the filters") {
		t.Errorf("stderr %q", r.stderr)
	}
	for _, bad := range [][]string{{"-result", "2-0"}, {"-sort", "elo"}} {
		args := append([]string{"search", "-fen", "startpos"}, append(bad, file)...)
		runCLI(t, "", []string{cache}, args...).want(t, 2, args...)
	}
}

func TestCLIExploreGamesBehindAMove(t *testing.T) {
	file := dbFile(t)
	r := runCLI(t, "", nil, "explore", "-move", "e4", file)
	r.want(t, 0, "explore")
	// e4 from the start: game 1 and 4 at ply 0, game 3 at ply 0 too (it
	// starts there; e4 is played when it comes back at ply 8).
	want := file + "\t1\tA, B\tC\t1-0\t0\n" + file + "\t3\tF\tG\t*\t0\n" + file + "\t4\tH\tI\t0-1\t0\n"
	if r.stdout != want {
		t.Errorf("stdout %q, want %q", r.stdout, want)
	}
	r = runCLI(t, "", nil, "explore", "-move", "a4", file)
	r.want(t, 1, "explore")
	r = runCLI(t, "", nil, "explore", "-move", "Ke2", file)
	r.want(t, 2, "explore")
}
