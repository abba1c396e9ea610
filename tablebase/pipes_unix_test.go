//go:build unix

package tablebase

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A pipe given as a folder, or named like a table inside one, is never
// opened: opening a pipe for reading waits for a writer, for ever if none
// comes. AddPath answers at once with an error naming it.
func TestAddPathRefusesPipes(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	table := filepath.Join(dir, "KQRvKR.rtbw")
	for _, p := range []string{fifo, table} {
		if err := syscall.Mkfifo(p, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		t.Cleanup(func() { // releases a reader that did block (old code)
			if f, err := os.OpenFile(p, os.O_RDWR|syscall.O_NONBLOCK, 0); err == nil {
				f.Close()
			}
		})
	}
	for _, c := range []struct{ path, want string }{
		{fifo, fifo + ": not a folder"},
		{dir, "no Syzygy table files"},
	} {
		done := make(chan error, 1)
		go func() {
			tb := New()
			defer tb.Close()
			done <- tb.AddPath(c.path)
		}()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("AddPath(%s) = %v, want an error saying %q", c.path, err, c.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("AddPath(%s) blocks", c.path)
		}
	}
}

// A folder that cannot be used is named as the user gave it, once, and
// never as "." (the name inside the folder that AddPath lists).
func TestAddPathNamesTheFolder(t *testing.T) {
	empty := t.TempDir()
	missing := filepath.Join(empty, "nope")
	tb := New()
	err := tb.AddPath(empty + ":" + missing)
	if err == nil {
		t.Fatal("no error for an empty and a missing folder")
	}
	msg := err.Error()
	for _, want := range []string{empty + ": no Syzygy table files", missing + ": no such folder"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "open .") || strings.Contains(msg, "in .") || strings.Count(msg, missing) != 1 {
		t.Errorf("%q names the folder as . or twice", msg)
	}
}
