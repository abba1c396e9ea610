//go:build unix

package puzzle

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A pipe named as the puzzle profile or as the puzzles' output file is
// refused at once: reading it would wait for a writer for ever.
func TestPipesAreRefusedAtOnce(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for name, read := range map[string]func() error{
		"profile": func() error { _, err := LoadProfile(fifo); return err },
		"output":  func() error { _, err := puzzleIDs(fifo); return err },
	} {
		done := make(chan error, 1)
		go func() { done <- read() }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "pipe") {
				t.Errorf("%s: %v, want a refusal naming the pipe", name, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: reading a pipe blocks", name)
		}
	}
}
