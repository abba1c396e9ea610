//go:build unix

package safefile

import (
	"errors"
	"syscall"
)

// writable asks the system whether this user may write path (access(2)
// with W_OK); the superuser is always told yes.
func writable(path string) bool {
	err := syscall.Access(path, 2) // W_OK
	return err == nil || !(errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.EROFS))
}

func isReadOnlyFS(err error) bool { return errors.Is(err, syscall.EROFS) }
