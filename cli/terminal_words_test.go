package cli

import (
	"bytes"
	"strings"
	"testing"
)

// The terminal says moves in words by default (-words en), in German with
// -words de, not at all with -words off; -blindfold hides the board and
// "read" says the position; an unknown language is a usage error.
func TestTerminalWordsAndBlindfoldFlags(t *testing.T) {
	run := func(args []string, input string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := terminalMain(append([]string{"-black", "random", "-white-name", "Tester"}, args...), strings.NewReader(input), &out, &errOut, false)
		return code, out.String(), errOut.String()
	}
	code, out, errs := run(nil, "e4\nquit\n")
	if code != 0 || !strings.Contains(out, "Tester plays 1. e4 — pawn to e4\n") {
		t.Errorf("default: code %d, stderr %s, output:\n%s", code, errs, out)
	}
	code, out, errs = run([]string{"-words", "de", "-blindfold"}, "e4\nread\nquit\n")
	if code != 0 || !strings.Contains(out, "Tester plays 1. e4 — Bauer nach e4\n") ||
		!strings.Contains(out, "Weiß: König auf e1") || strings.Contains(out, "a b c d e f g h") {
		t.Errorf("-words de -blindfold: code %d, stderr %s, output:\n%s", code, errs, out)
	}
	code, out, errs = run([]string{"-words", "off"}, "e4\nquit\n")
	if code != 0 || !strings.Contains(out, "Tester plays 1. e4\n") || strings.Contains(out, " — ") {
		t.Errorf("-words off: code %d, stderr %s, output:\n%s", code, errs, out)
	}
	code, out, errs = run([]string{"-words", "fr"}, "quit\n")
	if code != 2 || !strings.Contains(errs, `-words "fr"`) || out != "" {
		t.Errorf("-words fr: code %d, stderr %q, output %q", code, errs, out)
	}
}
