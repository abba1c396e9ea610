package players

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An engine named with its arguments ("gnuchess --uci") starts with
// them: this fake speaks UCI only when given --uci, as GNU Chess does.
func TestUCIEngineWithArguments(t *testing.T) {
	speaks := fakeEngine(t, "echo bestmove e2e4", "exit 0")
	gate := filepath.Join(t.TempDir(), "needs-uci-flag")
	script := "#!/bin/sh\n[ \"$1\" = --uci ] || { echo 'not in UCI mode' >&2; exit 3; }\nexec " + speaks + "\n"
	if err := os.WriteFile(gate, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	e, err := NewUCIEngine(gate+" --uci", nil)
	if err != nil {
		t.Fatalf("with --uci: %v", err)
	}
	defer e.Close()
	if !strings.Contains(e.Name(), "Fake") {
		t.Errorf("name %q", e.Name())
	}
	if _, err := NewUCIEngine(gate, nil); err == nil {
		t.Error("without its argument the engine started")
	}
}

// Option values are checked against what the engine advertises before
// the game: a spin out of its bounds or not a number, a check that is not
// true/false, a combo choice it does not have. Accepted values are sent
// as the engine expects them.
func TestUCIOptionValuesAreChecked(t *testing.T) {
	spin, _ := parseUCIOption("option name Hash type spin default 16 min 1 max 64")
	check, _ := parseUCIOption("option name Ponder type check default false")
	combo, _ := parseUCIOption("option name Style type combo default Normal var Solid var Normal var Risky")
	for _, c := range []struct {
		opt      uciOption
		in, want string
		bad      bool
	}{
		{spin, "32", "32", false},
		{spin, "0", "", true},
		{spin, "65", "", true},
		{spin, "abc", "", true},
		{check, "True", "true", false},
		{check, "maybe", "", true},
		{combo, "risky", "Risky", false},
		{combo, "Wild", "", true},
	} {
		got, err := c.opt.value(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("%s=%q: %q, %v", c.opt.Name, c.in, got, err)
		}
	}
	e := fakeEngine(t, "echo bestmove e2e4", "exit 0")
	if _, err := NewUCIEngine(e, map[string]string{"Hash": "99999"}); err == nil || !strings.Contains(err.Error(), "Hash") || !strings.Contains(err.Error(), "too large") {
		t.Errorf("Hash=99999 on an engine with max 64: %v", err)
	}
}
