package safefile

import (
	"fmt"
	"os"
	"path/filepath"
)

// Lock takes an exclusive lock for a read-modify-write of path: two
// programs (or two parts of one) that save the same file each hold it
// from reading the file's current content until their new content is
// renamed in, so neither writes over what the other just saved. It
// waits while another holds the lock and returns the function that
// releases it.
//
// The lock is on a file beside the real file (links resolved, so that two
// names of one file share it): path + ".lock". Writes replace the file by
// a rename, so the lock cannot be on the file itself. The lock file is
// left in place after release: removing it would let a waiting program
// lock a file that a third one has already replaced by a new one. The
// lock is the system's (flock, LockFileEx), released by the system when
// the program dies, so a crash leaves no stale lock behind. Unlike
// internal/slotlock, which refuses at once a file someone holds, Lock
// waits: a save holds it only for a moment.
func Lock(path string) (release func(), err error) {
	real, err := target(path)
	if err != nil {
		return nil, userError(path, err)
	}
	name := real + ".lock"
	if dir := filepath.Dir(name); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("cannot lock %s: %w", path, err)
		}
	}
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("cannot lock %s: %w", path, err)
	}
	if err := lockFile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cannot lock %s: %w", path, err)
	}
	return func() {
		unlockFile(f)
		f.Close()
	}, nil
}
