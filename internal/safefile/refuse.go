package safefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// The checks that refuse a write before anything is created, and the
// wording of the refusals: in the user's terms, naming the file or the
// folder at fault. Permissions are judged from the mode bits as well as
// from the system's answer, because the superuser (and a program run as
// one) may write anything: a file marked read-only is still meant to stay
// as it is.

// ErrReadOnly is matched (errors.Is) by the refusal of a read-only file
// or folder.
var ErrReadOnly = errors.New("read-only")

// refusal is a write refused before it began; its text is for the user.
type refusal struct {
	msg string
	err error // ErrReadOnly, or nil
}

func (r *refusal) Error() string { return r.msg }
func (r *refusal) Unwrap() error { return r.err }

// checkReplaceable refuses a file the system provides (/proc/version), a
// read-only file, and a folder where no file can be created.
func checkReplaceable(path, dir string) error {
	// The messages follow "cannot write PATH: " (userError).
	fi, err := os.Stat(path)
	if err == nil {
		if systemFile(path) {
			return &refusal{msg: "it is not a regular file (the system provides it); it cannot be replaced"}
		}
		if readOnly(path, fi) {
			return &refusal{msg: "the file is read-only; save under another name, or make it writable first", err: ErrReadOnly}
		}
	}
	di, err := os.Stat(dir)
	if err != nil {
		return nil // CreateTemp says why (folderError)
	}
	if !di.IsDir() {
		return &refusal{msg: fmt.Sprintf("%s is not a folder", filepath.Clean(dir))}
	}
	if folderBitsMeanReadOnly && readOnly(dir, di) {
		return readOnlyFolder(dir)
	}
	return nil
}

// folderBitsMeanReadOnly: a folder's mode bits say whether files can be
// created in it. Not on Windows, where the read-only attribute of a
// folder (set on Documents and other special folders) only marks it for
// Explorer: files are written there all the same, and a real refusal
// comes from creating the file (folderError).
const folderBitsMeanReadOnly = runtime.GOOS != "windows"

// readOnly: no one may write the file by its mode bits (on Windows the
// read-only attribute reads as 0444), or the system says this user may
// not.
func readOnly(path string, fi fs.FileInfo) bool {
	return fi.Mode().Perm()&0o222 == 0 || !writable(path)
}

func readOnlyFolder(dir string) error {
	return &refusal{msg: fmt.Sprintf("the folder %s is read-only: no file can be written in it; save in another folder", filepath.Clean(dir)), err: ErrReadOnly}
}

// folderError words the failure to create the temporary file as what it
// means for the user: the folder does not exist, cannot be written, or
// takes no new files (a folder of files the system provides).
func folderError(dir string, err error) error {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return readOnlyFolder(dir)
	case errors.Is(err, fs.ErrNotExist):
		if fi, serr := os.Stat(dir); serr == nil && fi.IsDir() {
			return &refusal{msg: fmt.Sprintf("the folder %s takes no new files; a file in it cannot be replaced", filepath.Clean(dir))}
		}
		return &refusal{msg: fmt.Sprintf("the folder %s does not exist", filepath.Clean(dir))}
	case isReadOnlyFS(err):
		return &refusal{msg: fmt.Sprintf("the folder %s is on a read-only disk: no file can be written in it", filepath.Clean(dir)), err: ErrReadOnly}
	}
	return err
}

// Kind names what a file that is not regular is, in a user's words
// ("a folder", "a named pipe (fifo)"); the PGN saver says it too.
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (fifo)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
