package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestTerminalCommandScriptedGame(t *testing.T) {
	var out, errOut bytes.Buffer
	in := strings.NewReader("e4\nd4\nbogus\nquit\n")
	code := terminalMain([]string{"-black", "random", "-white-name", "Tester"}, in, &out, &errOut, false)
	if code != 0 {
		t.Fatalf("exit code %d, stderr %s", code, errOut.String())
	}
	s := out.String()
	for _, want := range []string{"Tester (White) vs", "Tester plays 1. e4", "Tester plays 2. d4", `Illegal move "bogus"`, "Bye."} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "\x1b[") {
		t.Error("escape sequences when stdout is not a terminal")
	}
}

func TestTerminalCommandEOF(t *testing.T) {
	var out, errOut bytes.Buffer
	code := terminalMain([]string{"-black", "random"}, strings.NewReader(""), &out, &errOut, false)
	if code != 0 || !strings.Contains(out.String(), "End of input") {
		t.Errorf("code %d, output:\n%s%s", code, out.String(), errOut.String())
	}
}

func TestTerminalCommandFancyUnlessNoColor(t *testing.T) {
	var out, errOut bytes.Buffer
	terminalMain([]string{"-black", "random"}, strings.NewReader("quit\n"), &out, &errOut, true)
	if !strings.Contains(out.String(), "\x1b[48;5;") {
		t.Error("no colours on a terminal")
	}
	t.Setenv("NO_COLOR", "1")
	out.Reset()
	terminalMain([]string{"-black", "random"}, strings.NewReader("quit\n"), &out, &errOut, true)
	if strings.Contains(out.String(), "\x1b[48;5;") {
		t.Error("colours despite NO_COLOR")
	}
	out.Reset()
	t.Setenv("NO_COLOR", "")
	terminalMain([]string{"-black", "random", "-ascii"}, strings.NewReader("quit\n"), &out, &errOut, true)
	if strings.Contains(out.String(), "\x1b[48;5;") {
		t.Error("colours despite -ascii")
	}
}

func TestTerminalCommandBadFlags(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := terminalMain([]string{"-white", "wizard"}, strings.NewReader(""), &out, &errOut, false); code != 2 {
		t.Errorf("bad player: exit %d", code)
	}
	if !strings.Contains(errOut.String(), "want human, computer, random or uci:PATH") {
		t.Errorf("stderr: %s", errOut.String())
	}
	if code := terminalMain([]string{"extra"}, strings.NewReader(""), &out, &errOut, false); code != 2 {
		t.Errorf("extra argument: exit %d", code)
	}
}
