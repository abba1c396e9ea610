package slotlock

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A second TryLock of a held file fails, in the same process too, and
// succeeds once the first is released.
func TestTryLockExcludes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "slot.lock")
	a, err := TryLock(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := TryLock(path); !errors.Is(err, ErrHeld) {
		t.Fatalf("second lock: %v, want ErrHeld", err)
	}
	if !Held(path) {
		t.Fatal("Held says free while locked")
	}
	data, _ := os.ReadFile(path)
	if strings.TrimSpace(string(data)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q, want the pid", data)
	}
	a.Release()
	a.Release() // twice is harmless
	if Held(path) {
		t.Fatal("Held says held after Release")
	}
	b, err := TryLock(path)
	if err != nil {
		t.Fatalf("lock after release: %v", err)
	}
	b.Release()
}

// A lock held by a process that was killed is free again: the system
// drops it with the process.
func TestLockOfKilledProcessIsFree(t *testing.T) {
	if os.Getenv("SLOTLOCK_CHILD") != "" {
		if _, err := TryLock(os.Getenv("SLOTLOCK_CHILD")); err != nil {
			os.Exit(3)
		}
		os.Stdout.WriteString("locked\n")
		select {} // wait to be killed
	}
	path := filepath.Join(t.TempDir(), "slot.lock")
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockOfKilledProcessIsFree$")
	cmd.Env = append(os.Environ(), "SLOTLOCK_CHILD="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 7)
	if _, err := out.Read(buf); err != nil || string(buf[:6]) != "locked" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child: %q %v", buf, err)
	}
	if !Held(path) {
		t.Error("the child's lock is not seen")
	}
	cmd.Process.Kill()
	cmd.Wait()
	if Held(path) {
		t.Fatal("the killed child's lock is still held")
	}
}
