package regularfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadRegularFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "net.bin")
	if err := os.WriteFile(path, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := Read(path, 10); err != nil || string(data) != "0123456789" {
		t.Fatalf("Read = %q, %v", data, err)
	}
	if err := Check(path); err != nil {
		t.Fatalf("Check = %v", err)
	}
	if _, err := Read(path, 9); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "larger than the 9 bytes allowed") {
		t.Fatalf("over the limit: %v", err)
	}
	if _, err := Read(filepath.Join(dir, "missing"), 10); !errors.Is(err, fs.ErrNotExist) ||
		strings.Contains(err.Error(), "stat ") || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("missing file: %v", err)
	}
	if err := Check(dir); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "is a folder") {
		t.Fatalf("folder: %v", err)
	}
	if _, err := Read(dir, 10); !errors.Is(err, ErrNotRegular) {
		t.Fatalf("folder read: %v", err)
	}
}
