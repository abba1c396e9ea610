//go:build unix

package history

import "syscall"

func syscallMkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
