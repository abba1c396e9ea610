//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || windows)

package safefile

import "os"

// No system lock here (other Unix systems, the browser): the lock file is
// still created, and a save still re-reads the file and merges what
// changed since it was read (the repertoire's Save does), which leaves
// only the moment between that read and the rename unguarded.
func lockFile(*os.File) error { return nil }

func unlockFile(*os.File) {}
