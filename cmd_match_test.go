package main

import (
	"bytes"
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
	s := out.String()
	if strings.Count(s, "Score of A vs B:") != 5 { // 4 running lines + summary
		t.Errorf("score lines:\n%s", s)
	}
	for _, want := range []string{"Elo difference:", "Finished game 4"} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
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
	if code != 0 || !strings.Contains(out.String(), "rook up") {
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
	} {
		var out, errOut bytes.Buffer
		code := matchMain(c.args, &out, &errOut)
		if code == 0 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, errOut.String())
		}
	}
}
