//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package safefile

import (
	"os"

	"golang.org/x/sys/unix"
)

// flock rather than fcntl's record locks: a flock belongs to the open
// file, so two handles in one program exclude each other too (the window
// may save one repertoire from two places), and closing another handle
// on the file does not drop it.
func lockFile(f *os.File) error {
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX)
		if err != unix.EINTR {
			return err
		}
	}
}

func unlockFile(f *os.File) { unix.Flock(int(f.Fd()), unix.LOCK_UN) }
