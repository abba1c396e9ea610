package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// An output file that cannot be written is said before any analysis
// (exit 2), not after the review's minutes are lost; and a review that
// reviewed no game leaves an existing output file as it was.
func TestReviewOutputIsCheckedFirstAndNeverEmptied(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte("[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"), 0o644)
	var stdout, stderr bytes.Buffer
	for _, out := range []string{filepath.Join(dir, "nodir", "x.pgn"), dir} {
		stderr.Reset()
		start := time.Now()
		// A budget that would take minutes: the refusal must come first.
		code := reviewMain(context.Background(), []string{in, "-nodes", "100000000", "-o", out}, &stdout, &stderr, false)
		if code != 2 || !strings.Contains(stderr.String(), "cannot write") || time.Since(start) > 5*time.Second {
			t.Errorf("-o %s: exit %d after %v: %s", out, code, time.Since(start), stderr.String())
		}
	}
	// Only a game that cannot be reviewed (an illegal move): the precious
	// file named as output (with -force, or it would be refused before
	// any analysis) keeps its games.
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("[Event \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n"), 0o644)
	precious := filepath.Join(dir, "precious.pgn")
	keep := "[Event \"keep\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
	os.WriteFile(precious, []byte(keep), 0o644)
	stderr.Reset()
	code := reviewMain(context.Background(), []string{bad, "-nodes", "1000", "-force", "-o", precious}, &stdout, &stderr, false)
	if data, _ := os.ReadFile(precious); string(data) != keep {
		t.Errorf("the output file was replaced by %q", data)
	}
	if code != 1 || !strings.Contains(stderr.String(), "was not written") {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
}

// A game without names is summed up with the sides' colours, not " - ".
func TestReviewSummaryNamesSidesWithoutTags(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte("1. f3 e5 2. g4 Qh4# 0-1\n"), 0o644)
	var stdout, stderr bytes.Buffer
	if code := reviewMain(context.Background(), []string{in, "-nodes", "2000"}, &stdout, &stderr, false); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if s := stderr.String(); !strings.Contains(s, "Game 1: White - Black\n") {
		t.Errorf("summary:\n%s", s)
	}
}

// A game read despite a broken tag is reviewed, and the tag's warning is
// said with its game and line, as pgn -check says it.
func TestReviewNamesABrokenTag(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte("[Event \"Fine\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n[Event \"Unterminated\n[White \"Anna\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"), 0o644)
	var stdout, stderr bytes.Buffer
	if code := reviewMain(context.Background(), []string{in, "-nodes", "2000"}, &stdout, &stderr, false); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	s := stderr.String()
	if !strings.Contains(s, "game 2: line 6: bad tag") || strings.Contains(s, "game 1:") {
		t.Errorf("the broken tag is not named with its game and line:\n%s", s)
	}
	if o := stdout.String(); !strings.Contains(o, `[White "Anna"]`) || !strings.Contains(o, "1. d4 ") {
		t.Errorf("game 2 was not reviewed:\n%s", stdout.String())
	}
}

// -o - is standard output, not a file named "-".
func TestReviewDashIsStandardOutput(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("in.pgn", []byte("1. e4 e5 *\n"), 0o644)
	var stdout, stderr bytes.Buffer
	if code := reviewMain(context.Background(), []string{"in.pgn", "-nodes", "1000", "-o", "-"}, &stdout, &stderr, false); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Error(`a file named "-" was written`)
	}
	if !strings.Contains(stdout.String(), "ChessMaster review") {
		t.Errorf("standard output:\n%s", stdout.String())
	}
}
