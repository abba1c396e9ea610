//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A pipe, or a device, named where a file of games goes is refused at
// once with exit status 2 and the same words by every command but pgn
// (which streams: pgn <(zcat games.pgn.gz)): search, explore, match
// -openings and solve -file waited for ever on a named pipe with no
// writer, and the others said it in words of their own, with status 1.
func TestInputPipeRefusedEverywhere(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "games.pgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	out := filepath.Join(dir, "out.pgn")
	for _, input := range []struct{ path, words string }{
		{fifo, fifo + " is a pipe, not a"},
		{os.DevNull, os.DevNull + " is a device, not a"},
	} {
		for _, c := range inputCommands(dir, out) {
			if c[0] == "pgn" {
				continue
			}
			args := make([]string, len(c))
			for i, a := range c {
				args[i] = strings.ReplaceAll(a, "FILE", input.path)
			}
			r := runCLI(t, "", nil, args...)
			r.want(t, 2, args...)
			if !strings.Contains(r.stderr, "chessmaster "+c[0]) || !strings.Contains(r.stderr, input.words) {
				t.Errorf("%v: stderr lacks %q:\n%s", args, input.words, r.stderr)
			}
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("puzzles created %s", out)
	}
}
