package cli

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
)

func TestTerminalCommandScriptedGame(t *testing.T) {
	var out, errOut bytes.Buffer
	in := strings.NewReader("e4\nd4\nZz9\nquit\n")
	code := terminalMain([]string{"-black", "random", "-white-name", "Tester"}, in, &out, &errOut, false)
	if code != 0 {
		t.Fatalf("exit code %d, stderr %s", code, errOut.String())
	}
	s := out.String()
	for _, want := range []string{"Tester (White) vs", "Tester plays 1. e4", "Tester plays 2. d4", `Illegal move "Zz9"`, "Bye."} {
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

// TestTerminalCommandExitStatus: 0 success, 1 a failure of the work, 2 a
// usage error (bad flag, bad FEN, missing file).
func TestTerminalCommandExitStatus(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken-engine")
	os.WriteFile(broken, []byte("#!/bin/sh\necho 'no network file' >&2\nexit 3\n"), 0o755)
	for _, c := range []struct {
		name  string
		args  []string
		in    io.Reader
		code  int
		inErr string // in standard error
	}{
		{"normal", []string{"-black", "random"}, strings.NewReader("e4\nquit\n"), 0, ""},
		{"bad flag", []string{"-bogus"}, strings.NewReader(""), 2, "-bogus"},
		{"no kings", []string{"-fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, strings.NewReader(""), 2, "king"},
		{"bad side", []string{"-fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"}, strings.NewReader(""), 2, "-fen"},
		{"missing book", []string{"-book", filepath.Join(dir, "none.bin")}, strings.NewReader(""), 2, "none.bin"},
		{"missing engine", []string{"-black", "uci:" + filepath.Join(dir, "none")}, strings.NewReader(""), 2, "none"},
		{"engine fails", []string{"-black", "uci:" + broken}, strings.NewReader("quit\n"), 1, "exited (status 3)"},
		{"input fails", []string{"-black", "random"}, io.MultiReader(strings.NewReader("e4\n"), iotest.ErrReader(errors.New("disk on fire"))), 1, "disk on fire"},
	} {
		if c.name == "engine fails" && runtime.GOOS == "windows" {
			continue
		}
		var out, errOut bytes.Buffer
		code := terminalMain(c.args, c.in, &out, &errOut, false)
		if code != c.code || !strings.Contains(errOut.String(), c.inErr) {
			t.Errorf("%s: exit %d (want %d), stderr %q", c.name, code, c.code, errOut.String())
		}
	}
}
