package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/pgn"
)

func TestReviewCommand(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	text := "[Event \"a\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n" +
		"[Event \"b\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# *\n"
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pgn")
	var stdout, stderr bytes.Buffer
	if code := reviewMain(context.Background(), []string{in, "-o", out, "-nodes", "20000"}, &stdout, &stderr, false); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.Read(bytes.NewReader(data))
	if err != nil || len(games) != 2 {
		t.Fatalf("reviewed file: %d games, %v\n%s", len(games), err, data)
	}
	// 2. g4 and 3... Nf6 allow mate in one: both are blunders with the
	// mating move given as the better line's refutation.
	for i, want := range []string{"2. g4 $4", "3... Nf6 $4"} {
		flat := strings.Join(strings.Fields(pgn.Write(games[i])), " ")
		if !strings.Contains(flat, want) || !strings.Contains(flat, "[%eval") {
			t.Errorf("game %d lacks %q:\n%s", i+1, want, flat)
		}
	}
	if s := stderr.String(); !strings.Contains(s, "accuracy") || !strings.Contains(s, "1 blunder\n") || !strings.Contains(s, "0 mistakes") {
		t.Errorf("summary:\n%s", s)
	}
	// Usage errors are exit status 2.
	for _, args := range [][]string{{}, {filepath.Join(dir, "missing.pgn")}, {in, "-game", "7"}, {in, "-nodes", "0"}} {
		stderr.Reset()
		if code := reviewMain(context.Background(), args, &stdout, &stderr, false); code != 2 {
			t.Errorf("review %v: exit %d, want 2 (%s)", args, code, stderr.String())
		}
	}
}

// A review opens with all its annotations in another, independent PGN
// implementation: pgn-extract (C) reads the reviewed file, checks every
// move (variations included) and writes back the evaluations, glyphs and
// better lines.
func TestReviewReadsInPGNExtract(t *testing.T) {
	extract, err := exec.LookPath("pgn-extract")
	if err != nil {
		if _, err2 := os.Stat("/usr/games/pgn-extract"); err2 != nil {
			t.Skip("pgn-extract is not installed")
		}
		extract = "/usr/games/pgn-extract"
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte("[Event \"b\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"), 0o644)
	out := filepath.Join(dir, "out.pgn")
	var stdout, stderr bytes.Buffer
	if code := reviewMain(context.Background(), []string{in, "-o", out, "-nodes", "20000"}, &stdout, &stderr, false); code != 0 {
		t.Fatalf("review: exit %d: %s", code, stderr.String())
	}
	cmd := exec.Command(extract, "-s", out)
	got, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("pgn-extract: %v\n%s", err, got)
	}
	flat := strings.Join(strings.Fields(string(got)), " ")
	for _, want := range []string{"[%eval", "3... Nf6 $4", "(3...", "4. Qxf7# 1-0", `[ECO "C20"]`} {
		if !strings.Contains(flat, want) {
			t.Errorf("pgn-extract's reading lacks %q:\n%s", want, got)
		}
	}
}
