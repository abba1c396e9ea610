//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows)

package slotlock

import (
	"errors"
	"os"
)

// lockFile creates path exclusively. Systems without flock or share
// modes get this weaker lock: a program that crashes leaves the file,
// and its slot stays taken until the file is removed by hand.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return nil, ErrHeld
	}
	return f, err
}

func unlockFile(f *os.File, path string) error {
	err := f.Close()
	os.Remove(path)
	return err
}
