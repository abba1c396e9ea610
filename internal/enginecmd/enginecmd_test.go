package enginecmd

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// An engine is named by its path (spaces and all), by its path and its
// arguments, or by a program on the PATH with its arguments.
func TestSplit(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "engine")
	spaced := filepath.Join(dir, "my engine")
	for _, p := range []string{plain, spaced} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		spec, path string
		args       []string
	}{
		{plain, plain, nil},
		{spaced, spaced, nil},
		{plain + " --uci", plain, []string{"--uci"}},
		{"  " + plain + "   --uci  -x ", plain, []string{"--uci", "-x"}},
	} {
		path, args, err := Split(c.spec)
		if err != nil || path != c.path || !slices.Equal(args, c.args) {
			t.Errorf("%q: %q %q %v", c.spec, path, args, err)
		}
	}
	if runtime.GOOS != "windows" {
		t.Setenv("PATH", dir)
		if path, args, err := Split("engine --uci"); err != nil || path != plain || !slices.Equal(args, []string{"--uci"}) {
			t.Errorf("on the PATH: %q %q %v", path, args, err)
		}
	}
	for _, bad := range []string{"", filepath.Join(dir, "missing"), filepath.Join(dir, "missing") + " --uci", dir} {
		if _, _, err := Split(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A bare name found neither here nor on the PATH is said so, in the
// user's terms (it was "stat stockfish: no such file or directory").
func TestSplitNamesThePathForABareName(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, _, err := Split("nosuchengine --uci")
	if err == nil || !strings.Contains(err.Error(), `no program "nosuchengine" here or on the PATH`) {
		t.Errorf("error %v", err)
	}
	// A path with a folder keeps the system's message, which names it.
	_, _, err = Split("/no/such/engine")
	if err == nil || !strings.Contains(err.Error(), "/no/such/engine") {
		t.Errorf("error %v", err)
	}
}
