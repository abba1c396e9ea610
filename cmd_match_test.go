package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
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
	games, err := match.ParsePGNOpenings(bytes.NewReader(data))
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
