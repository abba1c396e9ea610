package safefile

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// CheckWritable says beforehand what Write would refuse, in the same
// words, and leaves nothing behind.
func TestCheckWritableSaysWhatWriteWould(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "new.pgn")
	if err := CheckWritable(ok); err != nil {
		t.Errorf("a new file in a writable folder: %v", err)
	}
	existing := filepath.Join(dir, "old.pgn")
	os.WriteFile(existing, []byte("keep"), 0o644)
	if err := CheckWritable(existing); err != nil {
		t.Errorf("an existing writable file: %v", err)
	}
	if data, _ := os.ReadFile(existing); string(data) != "keep" {
		t.Errorf("the check changed the file: %q", data)
	}
	missing := filepath.Join(dir, "nodir", "x.pgn")
	if err := CheckWritable(missing); err == nil || err.Error() != Write(missing, nil).Error() {
		t.Errorf("a missing folder: %v, Write says %v", err, Write(missing, nil))
	}
	if err := CheckWritable(dir); err == nil || !strings.Contains(err.Error(), "cannot write") {
		t.Errorf("a folder as the file: %v", err)
	}
	if runtime.GOOS != "windows" {
		ro := filepath.Join(dir, "ro")
		os.Mkdir(ro, 0o555)
		if err := CheckWritable(filepath.Join(ro, "x.pgn")); err == nil {
			t.Error("a read-only folder passed")
		}
	}
	roFile := filepath.Join(dir, "ro.pgn")
	os.WriteFile(roFile, []byte("keep"), 0o444)
	if err := CheckWritable(roFile); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("a read-only file: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}
