//go:build unix

package ui

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A pipe given as a PGN file (Mistakes in My Games reads the names of
// its files on the UI goroutine) is refused at once, not waited on.
func TestIndexFileRefusesAPipeAtOnce(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "games.pgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() { _, err := indexFile(fifo); done <- err }()
	select {
	case err := <-done:
		if err == nil {
			t.Error("a pipe was indexed")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("indexFile blocks on a pipe")
	}
	if names := playerNames([]string{fifo}); len(names) != 0 {
		t.Errorf("names from a pipe: %v", names)
	}
}
