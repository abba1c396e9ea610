//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package slotlock

import (
	"errors"
	"os"
	"syscall"
)

// lockFile opens path and takes flock's exclusive lock on it. flock
// locks belong to the open file, so a second open in the same process
// is refused too.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrHeld
		}
		return nil, err
	}
	return f, nil
}

// unlockFile closes the file, which drops the lock. The file stays: a
// removed lock file could be locked again by one program while another
// still holds the old one.
func unlockFile(f *os.File, _ string) error { return f.Close() }
