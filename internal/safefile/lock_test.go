package safefile

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A second Lock of the same file, by another name (a link) too, waits
// until the first is released.
func TestLockExcludes(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "rep.json")
	if err := os.WriteFile(path, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(path, link); err != nil {
		link = path // no links here: the same name still must wait
	}
	release, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan struct{})
	go func() {
		r2, err := Lock(link)
		if err != nil {
			t.Error(err)
		} else {
			r2()
		}
		close(got)
	}()
	select {
	case <-got:
		t.Fatal("a second Lock did not wait for the first")
	case <-time.After(200 * time.Millisecond):
	}
	release()
	select {
	case <-got:
	case <-time.After(5 * time.Second):
		t.Fatal("the second Lock was not granted after the release")
	}
	if _, err := os.Stat(path + ".lock"); err != nil {
		t.Fatalf("the lock file beside the file: %v", err)
	}
}
