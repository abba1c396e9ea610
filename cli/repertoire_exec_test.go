package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func absPath(t *testing.T, rel string) string {
	t.Helper()
	p, err := filepath.Abs(rel)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Import a PGN with variations into the user's config folder, count it,
// and check real games against it.
func TestRepertoireImportStatsCheck(t *testing.T) {
	dir := t.TempDir()
	env := []string{"CHESSMASTER_REPERTOIRE_DIR=" + dir}
	pgnFile := absPath(t, "../repertoire/testdata/white-ruy-lopez.pgn")
	r := runCLI(t, "", env, "repertoire", "import", pgnFile, "-color", "white")
	r.want(t, 0, "repertoire import")
	if !strings.Contains(r.stdout, "Added 51 moves from 1 game(s)") || !strings.Contains(r.stdout, "44 positions, 26 to train (26 new)") {
		t.Errorf("import says:\n%s", r.stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, "repertoire-white.json")); err != nil {
		t.Fatal(err)
	}
	r = runCLI(t, "", env, "repertoire", "stats")
	r.want(t, 0, "repertoire stats")
	if !strings.Contains(r.stdout, "positions 44, cards 26") || !strings.Contains(r.stdout, "new 26, due now 0, learned 0") {
		t.Errorf("stats says:\n%s", r.stdout)
	}
	r = runCLI(t, "", env, "repertoire", "check", absPath(t, "../repertoire/testdata/kasparov-deep-blue-1997.pgn"))
	r.want(t, 0, "repertoire check")
	for _, want := range []string{
		"Game 1: Garry Kasparov - Deep Blue (Computer): left the repertoire at 1.Nf3 (White's move, your side; the repertoire has 1.e4)",
		"Game 2: Deep Blue (Computer) - Garry Kasparov: left the repertoire at 11...Bf8 (Black's move, the opponent; the repertoire's line ends after 11.Nbd2)",
		"Game 6: Deep Blue (Computer) - Garry Kasparov: left the repertoire at 1...c6",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("check lacks %q:\n%s", want, r.stdout)
		}
	}
}

// A drill in the terminal: right answers, a wrong one that is shown,
// asked again before the end, and the progress saved.
func TestRepertoireDrillTerminal(t *testing.T) {
	file := filepath.Join(t.TempDir(), "black.json")
	r := runCLI(t, "", nil, "repertoire", "add", "-color", "black", "-file", file, "1.e4 c5 2.Nf3 d6")
	r.want(t, 0, "repertoire add")
	if !strings.Contains(r.stdout, "Added 4 new moves") {
		t.Errorf("add says %s", r.stdout)
	}
	// 1.e4: a wrong 1...e5 (the trainer plays c5 on), 2.Nf3 d6 right,
	// then 1.e4 again and c5.
	r = runCLI(t, "e5\nd6\nhint\nc7c5\n", nil, "repertoire", "drill", "-color", "black", "-file", file, "-seed", "1")
	r.want(t, 0, "repertoire drill")
	for _, want := range []string{
		"Not your repertoire's move. It plays c5; this position comes back before the session ends.",
		"Played: 2.Nf3",
		"Right: d6.",
		"The move starts from c7.",
		"Right: c5.",
		"Session over: 2 right, 1 wrong.",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("drill lacks %q:\n%s", want, r.stdout)
		}
	}
	r = runCLI(t, "", nil, "repertoire", "stats", "-color", "black", "-file", file)
	r.want(t, 0, "repertoire stats")
	if !strings.Contains(r.stdout, "new 0, due now 0, learned 1, mistakes 1") {
		t.Errorf("stats after the drill:\n%s", r.stdout)
	}
	// Nothing is due now: the next session ends at once.
	r = runCLI(t, "", nil, "repertoire", "drill", "-color", "black", "-file", file)
	r.want(t, 0, "repertoire drill")
	if !strings.Contains(r.stdout, "Session over: 0 right, 0 wrong.") || !strings.Contains(r.stdout, "Next card due") {
		t.Errorf("second session:\n%s", r.stdout)
	}
}

// Bad input is said in the user's terms and changes nothing.
func TestRepertoireBadInput(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "w.json")
	r := runCLI(t, "", nil, "repertoire", "import", "nope.pgn", "-file", file)
	r.want(t, 2, "repertoire import nope.pgn")
	if !strings.Contains(r.stderr, "file not found: nope.pgn") {
		t.Errorf("missing file: %s", r.stderr)
	}
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n"), 0o644)
	r = runCLI(t, "", nil, "repertoire", "import", bad, "-file", file)
	r.want(t, 1, "repertoire import bad.pgn")
	if !strings.Contains(r.stderr, "game 1 (A - B): move 2.Ke3") || !strings.Contains(r.stderr, "nothing was added") {
		t.Errorf("illegal move: %s", r.stderr)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Error("a failed import wrote the repertoire")
	}
	r = runCLI(t, "", nil, "repertoire", "add", "-file", file, "e4", "e5", "Ke3")
	r.want(t, 2, "repertoire add")
	if !strings.Contains(r.stderr, "move 3 (Ke3)") {
		t.Errorf("add: %s", r.stderr)
	}
	r = runCLI(t, "", nil, "repertoire", "frobnicate")
	r.want(t, 2, "repertoire frobnicate")
	if !strings.Contains(r.stderr, `unknown subcommand "frobnicate"`) {
		t.Errorf("unknown subcommand: %s", r.stderr)
	}
	r = runCLI(t, "", nil, "repertoire", "stats", "-color", "green")
	r.want(t, 2, "repertoire stats -color green")
	os.WriteFile(file, []byte("not json"), 0o644)
	r = runCLI(t, "", nil, "repertoire", "add", "-file", file, "e4")
	r.want(t, 2, "repertoire add on a damaged file")
	if data, _ := os.ReadFile(file); string(data) != "not json" || !strings.Contains(r.stderr, "is not a repertoire file") {
		t.Errorf("a damaged file: %s; now %q", r.stderr, data)
	}
	r = runCLI(t, "", nil, "repertoire", "drill", "-file", filepath.Join(dir, "empty.json"))
	r.want(t, 1, "repertoire drill on nothing")
	if !strings.Contains(r.stderr, "is empty") {
		t.Errorf("empty drill: %s", r.stderr)
	}
}

// review -repertoire adds the line to the summary.
func TestReviewRepertoireLine(t *testing.T) {
	file := filepath.Join(t.TempDir(), "w.json")
	runCLI(t, "", nil, "repertoire", "add", "-file", file, "e4", "c5", "Nf3").want(t, 0, "repertoire add")
	game := absPath(t, "../testdata/pgn/molinari-bordais-1979.pgn")
	r := runCLI(t, "", nil, "review", game, "-nodes", "200", "-repertoire", file)
	r.want(t, 0, "review -repertoire")
	if !strings.Contains(r.stderr, "  Repertoire (white): left the repertoire at 2.c4 (White's move, your side; the repertoire has 2.Nf3)") {
		t.Errorf("review summary:\n%s", r.stderr)
	}
	r = runCLI(t, "", nil, "review", game, "-repertoire", "none.json")
	r.want(t, 2, "review -repertoire none.json")
	if !strings.Contains(r.stderr, "-repertoire: file not found: none.json") {
		t.Errorf("missing repertoire: %s", r.stderr)
	}
}
