//go:build unix

package regularfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A pipe with no writer, and a device that never ends, are refused at
// once instead of blocking or reading without end.
func TestReadRefusesPipesAndDevices(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Read(fifo, 1<<20)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "is a pipe") {
			t.Fatalf("fifo: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Read blocks on a pipe")
	}
	if err := Check(fifo); !errors.Is(err, ErrNotRegular) {
		t.Fatalf("Check(fifo) = %v", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := Read("/dev/zero", 1<<20); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "a device") {
			t.Fatalf("/dev/zero: %v", err)
		}
	}
}

// Open refuses a pipe at once too, and opens a regular file of any size.
func TestOpenRefusesPipes(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		f, _, err := Open(fifo)
		if f != nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "is a pipe") {
			t.Fatalf("fifo: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Open blocks on a pipe")
	}
	plain := filepath.Join(dir, "plain")
	if err := os.WriteFile(plain, []byte("abc"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, fi, err := Open(plain)
	if err != nil || fi.Size() != 3 {
		t.Fatalf("Open(plain): %v, %v", fi, err)
	}
	f.Close()
	if _, _, err := Open(filepath.Join(dir, "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("Open(missing) = %v", err)
	}
}
