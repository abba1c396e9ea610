//go:build unix

package regularfile

import (
	"os"
	"syscall"
)

// openNoWait opens path for reading with O_NONBLOCK: a pipe put in the
// file's place after the Stat is opened at once instead of waiting for a
// writer (Read then refuses it). For a regular file the flag changes
// nothing.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
