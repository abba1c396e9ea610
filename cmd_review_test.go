package main

import (
	"bytes"
	"context"
	"os"
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
	if s := stderr.String(); !strings.Contains(s, "accuracy") || !strings.Contains(s, "1 blunders") {
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
