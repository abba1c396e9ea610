package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/assets"
	"chessmaster/engine"
	"chessmaster/internal/fentest"
)

func runBookForTest(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = bookCommand(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestBookCommandListsMoves(t *testing.T) {
	// After 1.e4 c5 the default book has Nf3 306, Nc3 12, c3 10. The FEN
	// is passed as separate fields, as an unquoted shell argument would be.
	fen := "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"
	code, out, errOut := runBookForTest(strings.Fields(fen)...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "move") {
		t.Fatalf("unexpected listing:\n%s", out)
	}
	first := strings.Fields(lines[1])
	if len(first) != 4 || first[0] != "g1f3" || first[1] != "Nf3" || first[2] != "306" || first[3] != "93.29%" {
		t.Errorf("first line %q, want g1f3 Nf3 306 93.29%%", lines[1])
	}
}

func TestBookCommandJSONAndFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "copy.bin")
	if err := os.WriteFile(path, assets.Book, 0o644); err != nil {
		t.Fatal(err)
	}
	// Ruy Lopez after 4...Nf6: the book castles, stored as e1h1.
	fen := "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 5"
	code, out, errOut := runBookForTest("-file", path, "-json", fen)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var got struct {
		Moves []bookMoveOut `json:"moves"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("bad JSON %q: %v", out, err)
	}
	if len(got.Moves) == 0 || got.Moves[0].UCI != "e1g1" || got.Moves[0].SAN != "O-O" {
		t.Fatalf("moves %+v, want O-O (e1g1) first", got.Moves)
	}
}

func TestBookCommandFailures(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.bin")
	if err := os.WriteFile(bad, make([]byte, 17), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"8/8/4k3/8/8/3K4/8/8 w - - 0 60"}, 1, "no book moves"},
		{[]string{"not-a-fen w"}, 2, "invalid FEN"},
		{[]string{"-file", "/dev/zero", "startpos"}, 2, "not a regular file"},
		{[]string{"-file", filepath.Dir(bad), "startpos"}, 2, "not a regular file (a folder)"},
		{[]string{"-file", bad, "startpos"}, 2, "not a polyglot book"},
		{[]string{"-file", bad + ".missing", "startpos"}, 2, "no such file"},
		{nil, 2, "usage"},
	}
	for _, tc := range cases {
		code, _, errOut := runBookForTest(tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.msg) {
			t.Errorf("book %q: exit %d, stderr %q; want exit %d mentioning %q", tc.args, code, errOut, tc.code, tc.msg)
		}
	}
}

// The book command checks its FEN with the engine's validator: every FEN
// of the shared malformed list is a usage error (exit 2) with the
// validator's message, before the book is even opened; the valid edge
// cases are looked up (exit 0 or 1).
func TestBookCommandFENValidation(t *testing.T) {
	for _, fen := range fentest.Malformed {
		code, out, errOut := runBookForTest("-file", "/nonexistent/book.bin", fen)
		want := "usage"
		if strings.TrimSpace(fen) != "" {
			want = engine.ValidateFEN(fen).Error()
		}
		if code != 2 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("book %q: exit %d, out %q, err %q; want exit 2 and %q", fen, code, out, errOut, want)
		}
	}
	for _, fen := range fentest.Valid {
		code, _, errOut := runBookForTest(fen)
		if (code != 0 && code != 1) || strings.Contains(errOut, "invalid") {
			t.Errorf("book %q: exit %d, err %q", fen, code, errOut)
		}
	}
	// The FEN's fields may also come as separate arguments.
	code, _, errOut := runBookForTest(strings.Fields("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2147483647")...)
	if code != 2 || !strings.Contains(errOut, "fullmove number") {
		t.Errorf("huge fullmove number: exit %d, err %q", code, errOut)
	}
}
