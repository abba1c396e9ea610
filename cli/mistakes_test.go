package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"chessmaster/pgn"
)

// mistakesSample is five bullet games of jishanshaikh4 and a Chess960
// game of his (game 6, reviewed like the others).
func mistakesSample(t *testing.T) string {
	p, err := filepath.Abs("../testdata/mistakes/jishanshaikh4-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The command reports the player's games, writes the report and the
// mistakes' PGN, and a second run reviews nothing: every review comes
// from the store.
func TestCLIMistakesReportAndStore(t *testing.T) {
	dir := t.TempDir()
	store, report, out := filepath.Join(dir, "store"), filepath.Join(dir, "report.md"), filepath.Join(dir, "mistakes.pgn")
	args := []string{"mistakes", "-me", "JISHANSHAIKH4", "-games", "1-5", "-nodes", "3000", "-store", store,
		"-report", report, "-pgn", out, mistakesSample(t)}
	r := runCLI(t, "", nil, args...)
	r.want(t, 0, args...)
	md, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Mistakes of JISHANSHAIKH4", "5 games", "Reviewed now: 5 games; from the store: 0.",
		"## Mistakes by opening", "## Mistakes by phase", "## Recurring kinds", "| 2021.07 | 3 |", "| 2022.04 | 2 |"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("the report lacks %q:\n%s", want, md)
		}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.Read(bytes.NewReader(data))
	if err != nil || len(games) == 0 {
		t.Fatalf("%d games in the mistakes' PGN: %v", len(games), err)
	}
	for _, g := range games {
		if g.Tag("FEN") == "" || len(g.MainLine()) != 1 || len(g.Root.Children) != 2 {
			t.Errorf("a mistake's game: FEN %q, %d moves, %d first moves", g.Tag("FEN"), len(g.MainLine()), len(g.Root.Children))
		}
	}
	// The same command again, to standard output.
	args = []string{"mistakes", "-me", "jishanshaikh4", "-games", "1-5", "-nodes", "3000", "-store", store, mistakesSample(t)}
	r = runCLI(t, "", nil, args...)
	r.want(t, 0, args...)
	if !strings.Contains(r.stdout, "Reviewed now: 0 games; from the store: 5.") || !strings.Contains(r.stdout, "Accuracy over time\n---") {
		t.Errorf("second run:\n%s", r.stdout)
	}
}

// Without -store the reviews go to the user's cache folder.
func TestCLIMistakesDefaultStore(t *testing.T) {
	cache := t.TempDir()
	args := []string{"mistakes", "-me", "jishanshaikh4", "-games", "5", "-nodes", "2000", mistakesSample(t)}
	r := runCLI(t, "", []string{"CHESSMASTER_CACHE_DIR=" + cache}, args...)
	r.want(t, 0, args...)
	files, _ := filepath.Glob(filepath.Join(cache, "reviews", "*", "*.json"))
	if len(files) != 1 {
		t.Errorf("%d reviews stored in %s", len(files), cache)
	}
}

func TestCLIMistakesBadInput(t *testing.T) {
	sample := mistakesSample(t)
	store := t.TempDir()
	crazyhouse := filepath.Join(t.TempDir(), "zh.pgn")
	os.WriteFile(crazyhouse, []byte("[Event \"x\"]\n[White \"me\"]\n[Black \"you\"]\n[Variant \"Crazyhouse\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"mistakes", sample}, 2, "-me: say which player you are"},
		{[]string{"mistakes", "-me", "x"}, 2, "give the PGN files"},
		{[]string{"mistakes", "-me", "x", "/no/such.pgn"}, 2, "file not found: /no/such.pgn"},
		{[]string{"mistakes", "-me", "x", "-min", "awful", sample}, 2, `-min "awful"`},
		{[]string{"mistakes", "-me", "x", "-games", "0", sample}, 2, "-games"},
		{[]string{"mistakes", "-me", "x", "-report", sample, sample}, 2, "is one of the games' files"},
		{[]string{"mistakes", "-me", "nobody", "-store", store, sample}, 1, `no game of "nobody" found`},
		// A game that is not there is said so.
		{[]string{"mistakes", "-me", "jishanshaikh4", "-games", "5,9", "-nodes", "2000", "-store", store, sample}, 1, "has 6 game(s), no game 9"},
		// Only a game of another variant was the player's: it was found,
		// not reviewed.
		{[]string{"mistakes", "-me", "me", "-store", store, crazyhouse}, 1, "a Crazyhouse game (Variant tag)"},
		{[]string{"mistakes", "-me", "me", "-store", store, crazyhouse}, 1, `no game of "me" could be reviewed`},
	} {
		r := runCLI(t, "", nil, c.args...)
		r.want(t, c.code, c.args...)
		if !strings.Contains(r.stderr, c.msg) {
			t.Errorf("%v: stderr lacks %q:\n%s", c.args, c.msg, r.stderr)
		}
		if c.code == 1 && strings.Contains(c.msg, "no game of") && r.stdout != "" {
			t.Errorf("%v: an empty report was written:\n%s", c.args, r.stdout)
		}
	}
}

// Ctrl-C stops the collection promptly; the report of the games done is
// written and the command says their reviews are kept.
func TestCLIMistakesInterrupt(t *testing.T) {
	bin := cliBinary(t)
	store := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "mistakes", "-me", "jishanshaikh4", "-games", "1-5", "-nodes", "5000000", "-store", store, mistakesSample(t))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Second)
	cmd.Process.Signal(syscall.SIGINT)
	stopped := time.Now()
	err := cmd.Wait()
	if d := time.Since(stopped); d > 5*time.Second {
		t.Errorf("stopped %v after the interrupt", d)
	}
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("exit %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "cancelled after 0 game(s); their reviews are kept") || !strings.Contains(stdout.String(), "Cancelled") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	}
}

// -practice sets the collected mistakes in the terminal, from the stored
// reviews; the end of the input ends the practice.
func TestCLIMistakesPractice(t *testing.T) {
	args := []string{"mistakes", "-me", "jishanshaikh4", "-games", "1", "-nodes", "3000", "-store", t.TempDir(), "-practice", mistakesSample(t)}
	r := runCLI(t, "", nil, args...)
	r.want(t, 0, args...)
	// How many mistakes the review finds depends on the net that judges
	// them (a retrained net found 3 here where the built-in one finds 4),
	// so the test asks for some, announced and then set as announced.
	var n int
	if _, err := fmt.Sscanf(r.stdout, "%d position(s) to practice.", &n); err != nil || n < 1 ||
		!strings.Contains(r.stdout, fmt.Sprintf("Position 1 of %d.", n)) || strings.Contains(r.stdout, "Accuracy per game") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", r.stdout, r.stderr)
	}
}
