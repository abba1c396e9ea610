//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// TestCLITerminalSaveErrors: what safefile says about a file that cannot
// be written reaches the user as it is, naming the user's file (not a
// temporary one, with no "saving PGN" in front), and a named pipe is
// refused at once (opening it to read would wait for a writer).
func TestCLITerminalSaveErrors(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes or folder modes")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.pgn")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	targets := []string{fifo, dir}
	if _, err := os.Stat("/proc/version"); err == nil {
		targets = append(targets, "/proc/version") // a kernel file, not a file of games
	}
	ro := filepath.Join(t.TempDir(), "ro")
	os.Mkdir(ro, 0o555)
	if os.Geteuid() != 0 { // root writes anywhere
		targets = append(targets, filepath.Join(ro, "g.pgn"))
	}
	script := "e4\n"
	for _, p := range targets {
		script += "save " + p + "\n"
	}
	r := terminalHumans(t, script)
	var lines []string
	for _, l := range strings.Split(r.stdout, "\n") {
		if i := strings.Index(l, "Cannot save: "); i >= 0 {
			lines = append(lines, l[i:])
		}
	}
	if len(lines) != len(targets) {
		t.Fatalf("%d error lines, want %d:\n%s", len(lines), len(targets), r.stdout)
	}
	for i, path := range targets {
		l := lines[i]
		if path == filepath.Join(ro, "g.pgn") {
			path = ro // the folder may be named rather than the file
		}
		if !strings.Contains(l, path) || strings.Contains(l, "saving PGN") || strings.Contains(l, ".tmp") {
			t.Errorf("save into %s: %q", path, l)
		}
	}
}
