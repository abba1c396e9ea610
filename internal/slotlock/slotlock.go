// Package slotlock lets one running program hold a file as its own: a
// second holder, in this process or another, is refused until the first
// releases it or ends. The operating system drops the hold when the
// process dies, even by kill -9, so a crashed program leaves no stale
// lock behind (except where no such lock exists, see lock_other.go).
package slotlock

import (
	"errors"
	"os"
	"strconv"
	"sync"
)

// ErrHeld is TryLock's answer when someone else holds the file.
var ErrHeld = errors.New("held by another running program")

// Lock is a held lock file.
type Lock struct {
	mu   sync.Mutex
	path string
	f    *os.File // nil once released
}

// TryLock takes the lock file at path (created if missing) without
// waiting. It writes this process's id into the file, for people who
// look; the id plays no part in the locking itself.
func TryLock(path string) (*Lock, error) {
	f, err := lockFile(path)
	if err != nil {
		return nil, err
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &Lock{path: path, f: f}, nil
}

// Path is the lock file's name.
func (l *Lock) Path() string { return l.path }

// Release gives the lock up; a second call does nothing.
func (l *Lock) Release() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return nil
	}
	err := unlockFile(l.f, l.path)
	l.f = nil
	return err
}

// Held reports whether some live holder has path locked now: TryLock
// would fail. A file that cannot be opened at all counts as not held.
func Held(path string) bool {
	l, err := TryLock(path)
	if err != nil {
		return errors.Is(err, ErrHeld)
	}
	l.Release()
	return false
}
