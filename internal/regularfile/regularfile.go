// Package regularfile reads the files that options and flags name (an
// NNUE net, a book) safely: only a regular file is read, and only up to
// a limit. A pipe, a device, a socket or a folder is refused before it is
// opened, because opening a pipe for reading waits for a writer, for
// ever if none comes, and reading a device such as /dev/zero never ends.
package regularfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is the error (under errors.Is) for a path that names
// something other than a regular file.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is the error (under errors.Is) for a file over the limit.
var ErrTooLarge = errors.New("file too large")

// Check reports whether path can be read by Read as far as its kind goes:
// nil for a regular file (or a link to one), an ErrNotRegular error
// naming what it is otherwise, the fs error (fs.ErrNotExist, ...) when it
// cannot be looked at. It opens nothing, so it never blocks.
func Check(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return describe(path, err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s is %s, %w", path, Kind(st.Mode()), ErrNotRegular)
	}
	return nil
}

// Read returns the contents of the regular file at path, which may hold
// at most limit bytes. Anything else is refused without blocking: a
// path that is not a regular file (ErrNotRegular), a file larger than
// limit (ErrTooLarge, checked before reading and while reading, for a
// file that grows or, like those in /proc, reports a size it does not
// have), or one that cannot be opened (the fs error).
func Read(path string, limit int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, describe(path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, %w", path, Kind(st.Mode()), ErrNotRegular)
	}
	if st.Size() > limit {
		return nil, tooLarge(path, limit)
	}
	// The open cannot block even if the file was swapped for a pipe
	// since the Stat: see openNoWait.
	f, err := openNoWait(path)
	if err != nil {
		return nil, describe(path, err)
	}
	defer f.Close()
	if fst, err := f.Stat(); err != nil || !fst.Mode().IsRegular() || !os.SameFile(st, fst) {
		return nil, fmt.Errorf("%s changed while it was opened, %w", path, ErrNotRegular)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, describe(path, err)
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(path, limit)
	}
	return data, nil
}

// Open opens the regular file at path for reading, of any size, for a
// caller that reads it in pieces (a large PGN database). Like Read it
// refuses, without blocking, what is not a regular file (ErrNotRegular)
// and names path in its errors. It returns the open file's information.
func Open(path string) (*os.File, fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, describe(path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("%s is %s, %w", path, Kind(st.Mode()), ErrNotRegular)
	}
	f, err := openNoWait(path)
	if err != nil {
		return nil, nil, describe(path, err)
	}
	fst, err := f.Stat()
	if err != nil || !fst.Mode().IsRegular() || !os.SameFile(st, fst) {
		f.Close()
		return nil, nil, fmt.Errorf("%s changed while it was opened, %w", path, ErrNotRegular)
	}
	return f, fst, nil
}

// Kind names the kind of a file in words: "a pipe", "a folder".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "a regular file"
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file (mode " + m.String() + ")"
}

// describe drops the operation *fs.PathError adds ("open", "stat"),
// keeping the path and the cause: "/x/y: no such file or directory". The
// cause stays wrapped, so errors.Is(err, fs.ErrNotExist) holds.
func describe(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", path, err)
}

func tooLarge(path string, limit int64) error {
	size := fmt.Sprintf("%d bytes", limit)
	if limit >= 1<<20 && limit%(1<<20) == 0 {
		size = fmt.Sprintf("%d MiB", limit>>20)
	}
	return fmt.Errorf("%s is larger than the %s allowed, %w", path, size, ErrTooLarge)
}
