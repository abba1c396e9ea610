package cli

import (
	"strings"
	"testing"
)

func TestPGNCheckWritesNormalisedSAN(t *testing.T) {
	code, out, errOut := pgnRunCmd(t, "", false, "-check", "-games", "1", "testdata/check-moves.pgn")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 (3... g6 4. Qf3) 4. Qxf7# 1-0"
	if got := strings.Join(strings.Fields(out[strings.Index(out, "\n\n"):]), " "); got != want {
		t.Errorf("moves %q, want %q", got, want)
	}
	// Without -check the moves stay as written.
	_, out, _ = pgnRunCmd(t, "", false, "-games", "1", "testdata/check-moves.pgn")
	if !strings.Contains(out, "e2-e4") {
		t.Errorf("without -check the moves changed:\n%s", out)
	}
}

func TestPGNCheckReportsIllegalAndAmbiguousMoves(t *testing.T) {
	code, out, errOut := pgnRunCmd(t, "", false, "-check", "testdata/check-moves.pgn")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	for _, want := range []string{
		"chessmaster pgn: testdata/check-moves.pgn: game 2: line 14: 2. Ke3: illegal move Ke3: no king can move to e3; skipped\n",
		"chessmaster pgn: testdata/check-moves.pgn: game 3: line 22: 3. Nd2: ambiguous move Nd2: 2 pieces can make it; skipped\n",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if n := strings.Count(out, "[Event "); n != 2 {
		t.Errorf("%d games written, want 2 (the legal ones):\n%s", n, out)
	}
	if !strings.Contains(out, "\n1. e4 -- 2. d4 -- 3. c4 *\n") {
		t.Errorf("null moves not written as --:\n%s", out)
	}
}

func TestCLIPGNCheck(t *testing.T) {
	file := dbFileNamed(t, "testdata/check-moves.pgn")
	r := runCLI(t, "", nil, "pgn", "-check", file)
	r.want(t, 1, "pgn", "-check")
	if !strings.Contains(r.stdout, "4. Qxf7# 1-0") || !strings.Contains(r.stderr, "game 3: line 22: 3. Nd2: ambiguous move") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", r.stdout, r.stderr)
	}
}
