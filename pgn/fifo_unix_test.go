//go:build unix

package pgn

import (
	"path/filepath"
	"syscall"
	"testing"
)

// makeFifo makes a named pipe in dir ("" where it cannot).
func makeFifo(t *testing.T, dir string) string {
	p := filepath.Join(dir, "games.fifo")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Log("no fifo:", err)
		return ""
	}
	return p
}
