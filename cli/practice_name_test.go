package cli

import (
	"strings"
	"testing"
)

// The command is spelled "practice", like the package and the docs; the
// old "practise" still runs it (scripts keep working) but the help shows
// one spelling only.
func TestPracticeIsTheCommandAndPractiseItsSilentAlias(t *testing.T) {
	help := runCLI(t, "", nil, "-h")
	help.want(t, 0, "-h")
	if !strings.Contains(help.stdout, "\n  practice FILE.pgn") {
		t.Errorf("the help lists no practice command:\n%s", help.stdout)
	}
	if strings.Contains(strings.ToLower(help.stdout), "practis") {
		t.Errorf("the help spells practise:\n%s", help.stdout)
	}
	for _, name := range []string{"practice", "practise"} {
		r := runCLI(t, "", nil, name, "-h")
		r.want(t, 0, name, "-h")
		if !strings.Contains(r.stderr, "Usage: chessmaster practice [flags] FILE.pgn") {
			t.Errorf("%s -h: not the practice usage:\n%s", name, r.stderr)
		}
		if strings.Contains(strings.ToLower(r.stdout+r.stderr), "practis") {
			t.Errorf("%s -h spells practise:\n%s%s", name, r.stdout, r.stderr)
		}
		r = runCLI(t, "", nil, name, "missing.pgn")
		r.want(t, 2, name, "missing.pgn")
		if !strings.Contains(r.stderr, "chessmaster practice: file not found: missing.pgn") {
			t.Errorf("%s missing.pgn: %q", name, r.stderr)
		}
	}
}
