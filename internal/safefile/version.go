package safefile

import (
	"crypto/sha256"
	"io"
	"io/fs"
	"os"
	"time"
)

// Version is what a program knows of a file it read: its size, its
// modification time and a SHA-256 hash of its bytes. A save that writes
// back into the file (only part of it changed) compares the file's
// version now with the one it read, so that another program's edit of
// the file meanwhile, even one that keeps the size, is not overwritten
// without asking.
type Version struct {
	Size    int64
	ModTime time.Time
	Sum     [sha256.Size]byte
}

// VersionOf is the version of a file with info fi and content data, read
// together.
func VersionOf(fi fs.FileInfo, data []byte) Version {
	return Version{Size: fi.Size(), ModTime: fi.ModTime(), Sum: sha256.Sum256(data)}
}

// ReadVersion hashes the open file f from its start, without keeping its
// bytes (a PGN database may be large).
func ReadVersion(f *os.File) (Version, error) {
	fi, err := f.Stat()
	if err != nil {
		return Version{}, err
	}
	h := sha256.New()
	if _, err := io.Copy(h, io.NewSectionReader(f, 0, fi.Size())); err != nil {
		return Version{}, err
	}
	v := Version{Size: fi.Size(), ModTime: fi.ModTime()}
	h.Sum(v.Sum[:0])
	return v, nil
}

// IsZero: no version was recorded.
func (v Version) IsZero() bool { return v == Version{} }

// Same reports whether v and w are the same content written at the same
// time: any difference in size, modification time or bytes is a change.
func (v Version) Same(w Version) bool {
	return v.Size == w.Size && v.ModTime.Equal(w.ModTime) && v.Sum == w.Sum
}
