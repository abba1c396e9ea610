package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"chessmaster/match"
)

func TestMatchCommandRandomVsRandom(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "games.pgn")
	var out, errOut bytes.Buffer
	code := matchMain([]string{"-white", "random", "-black", "random", "-white-name", "A", "-black-name", "B",
		"-games", "4", "-concurrency", "2", "-pgn", pgn}, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	// The summary on standard output, the progress on standard error: a
	// line per game started and finished, the running score with the Elo.
	s, e := out.String(), errOut.String()
	if strings.Count(s, "Score of A vs B:") != 1 || !strings.Contains(s, "Elo difference:") || strings.Contains(s, "Finished game") {
		t.Errorf("standard output:\n%s", s)
	}
	if strings.Count(e, "Score of A vs B:") != 4 || strings.Count(e, "  Elo ") != 4 {
		t.Errorf("score lines:\n%s", e)
	}
	for n := 1; n <= 4; n++ {
		for _, want := range []string{fmt.Sprintf("Started game %d of 4 (", n), fmt.Sprintf("Finished game %d (", n)} {
			if !strings.Contains(e, want) {
				t.Errorf("standard error lacks %q:\n%s", want, e)
			}
		}
	}
	data, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	games, err := match.ParsePGNStartPositions(bytes.NewReader(data))
	if err != nil || len(games) != 4 {
		t.Fatalf("PGN file: %d games, %v", len(games), err)
	}
}

func TestMatchCommandOpeningsFile(t *testing.T) {
	epd := filepath.Join(t.TempDir(), "o.epd")
	os.WriteFile(epd, []byte("4k3/8/8/8/8/8/8/R3K3 w Q - id \"rook up\";\n"), 0o644)
	var out, errOut bytes.Buffer
	code := matchMain([]string{"-white", "random", "-black", "random", "-games", "2", "-openings", epd}, &out, &errOut)
	if code != 0 || !strings.Contains(errOut.String(), "rook up") {
		t.Errorf("exit %d:\n%s%s", code, out.String(), errOut.String())
	}
}

func TestMatchCommandErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-white", "human", "-black", "random"}, "human"},
		{[]string{"-white", "random", "-black", "random", "-games", "0"}, "-games"},
		{[]string{"-white", "random", "-black", "random", "-concurrency", "0"}, "-concurrency"},
		{[]string{"-white", "random", "-black", "random", "-openings", "nope.epd"}, "nope.epd"},
		{[]string{"-white", "random", "-black", "random", "-tc", "x"}, "-tc"},
		{[]string{"-white", "random", "-black", "random", "-draw-moves", "-1"}, "negative"},
		{[]string{"-white", "random", "-black", "random", "-bogus"}, "-bogus"},
		{[]string{"-white", "random", "-black", "random", "extra"}, "extra"},
	} {
		var out, errOut bytes.Buffer
		code := matchMain(c.args, &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d (want 2), stderr %q", c.args, code, errOut.String())
		}
	}
}

func TestMatchCommandQuiet(t *testing.T) {
	var out, errOut bytes.Buffer
	code := matchMain([]string{"-white", "random", "-black", "random", "-white-name", "A", "-black-name", "B", "-games", "2", "-quiet"}, &out, &errOut)
	if code != 0 || errOut.Len() != 0 || !strings.Contains(out.String(), "Score of A vs B: ") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out.String(), errOut.String())
	}
}

// TestMatchCommandBadFEN: a FEN without kings is a usage error that says
// what is wrong with it; it used to be reported as "the game is over after
// the opening moves" with exit status 1.
func TestMatchCommandBadFEN(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"8/8/8/8/8/8/8/8 w - - 0 1", "king"},
		{"4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side to move"},
		// Valid, but Black is already checkmated.
		{"R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", "already over in the start position (checkmate)"},
	} {
		var out, errOut bytes.Buffer
		code := matchMain([]string{"-white", "random", "-black", "random", "-fen", c.fen}, &out, &errOut)
		e := errOut.String()
		if code != 2 || !strings.Contains(e, c.want) || strings.Contains(e, "after the opening moves") {
			t.Errorf("-fen %q: exit %d, stderr %q", c.fen, code, e)
		}
	}
	// A bad position in an openings file too.
	epd := filepath.Join(t.TempDir(), "o.epd")
	os.WriteFile(epd, []byte("8/8/8/8/8/8/8/8 w - -\n"), 0o644)
	var out, errOut bytes.Buffer
	if code := matchMain([]string{"-white", "random", "-black", "random", "-openings", epd}, &out, &errOut); code != 2 {
		t.Errorf("bad openings file: exit %d, stderr %q", code, errOut.String())
	}
}

// TestMatchCommandEngineFails: an engine that cannot start is a failure
// of the work (exit status 1), not a usage error.
func TestMatchCommandEngineFails(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	path := filepath.Join(t.TempDir(), "broken-engine")
	os.WriteFile(path, []byte("#!/bin/sh\necho 'cannot load network' >&2\nexit 3\n"), 0o755)
	var out, errOut bytes.Buffer
	code := matchMain([]string{"-white", "uci:" + path, "-black", "random", "-games", "2"}, &out, &errOut)
	if code != 1 || !strings.Contains(errOut.String(), "exited (status 3)") || !strings.Contains(errOut.String(), "cannot load network") {
		t.Errorf("exit %d, stderr %q", code, errOut.String())
	}
}

// TestMatchCommandSPRT: the built-in engine against the random mover
// with -sprt 0,50: every game is won, so H1 is accepted after a few game
// pairs (4 won pairs with the variance floor of match.SPRT.LLR) and the
// match stops far below its cap of 200 games.
func TestMatchCommandSPRT(t *testing.T) {
	var out, errOut bytes.Buffer
	code := matchMain([]string{"-white", "computer", "-black", "random", "-white-name", "A", "-black-name", "B",
		"-movetime", "5ms", "-sprt", "0,50,0.05,0.05", "-games", "200", "-concurrency", "2"}, &out, &errOut)
	s, e := out.String(), errOut.String()
	if code != 0 {
		t.Fatalf("exit %d:\n%s%s", code, s, e)
	}
	m := regexp.MustCompile(`(?m)^Score of A vs B: (\d+) - (\d+) - (\d+)  \[[0-9.]+\] (\d+)$`).FindStringSubmatch(s)
	if m == nil {
		t.Fatalf("no score line:\n%s", s)
	}
	games, _ := strconv.Atoi(m[4])
	if games < 8 || games > 40 {
		t.Errorf("%d games played, want a stop after a few pairs (at least 8 games, well below 200):\n%s", games, s)
	}
	for _, want := range []string{
		"SPRT: H0 elo +0.0, H1 elo +50.0, alpha 0.05, beta 0.05; LLR bounds -2.94, 2.94\n",
		"pentanomial (pairs scoring 0, 1/2, 1, 3/2, 2): ",
		"H1 accepted: A is at least +50.0 Elo stronger than B rather than at most +0.0 (LLR ",
		fmt.Sprintf(") after %d games\n", games),
		"Elo difference: ",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("standard output lacks %q:\n%s", want, s)
		}
	}
	// Every running score line carries the LLR and its bounds; no game
	// starts after the verdict.
	if c := strings.Count(e, "  LLR "); c != games || strings.Count(e, " (bounds -2.94, 2.94)\n") != games {
		t.Errorf("%d score lines with the LLR for %d games:\n%s", c, games, e)
	}
	if i := strings.Index(e, "SPRT: H1 accepted after"); i < 0 || strings.Contains(e[i:], "Started game") {
		t.Errorf("the match went on after the verdict:\n%s", e)
	}
}

func TestMatchCommandSPRTErrors(t *testing.T) {
	base := []string{"-white", "random", "-black", "random"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-sprt", "0,10,0.05", "-games", "100"}, `-sprt "0,10,0.05": want elo0,elo1,alpha,beta`},
		{[]string{"-sprt", "0,x,0.05,0.05", "-games", "100"}, `elo1 is "x", not a number`},
		{[]string{"-sprt", "10,0,0.05,0.05", "-games", "100"}, "elo0 (10) must be below elo1 (0)"},
		{[]string{"-sprt", "0,10,0.5,0.05", "-games", "100"}, "alpha 0.5 must be between 0 and 0.5"},
		{[]string{"-sprt", "0,10,0.05,0", "-games", "100"}, "beta 0 must be between 0 and 0.5"},
		{[]string{"-sprt", "0,10,0.05,0.05"}, "-sprt needs -games N"},
		{[]string{"-sprt", "0,10,0.05,0.05", "-games", "1"}, "want -games 2 or more"},
	} {
		var out, errOut bytes.Buffer
		code := matchMain(append(append([]string{}, base...), c.args...), &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), c.want) || out.Len() != 0 {
			t.Errorf("%v: exit %d (want 2), stderr %q", c.args, code, errOut.String())
		}
	}
}
