package pgn

import (
	"bytes"
	"fmt"
	"io"
)

// Game collections are shipped compressed (lichess's .pgn.zst, TWIC's
// .zip, .pgn.gz, .pgn.xz, .pgn.bz2). Read as text such a file is "binary
// data", which tells the user nothing they can act on; its first bytes
// name the format, so the error can say what to do.

// compressedFormats are the signatures of the formats game files come in.
var compressedFormats = []struct {
	magic []byte
	name  string
	undo  string // how to decompress it, said in the error
}{
	{[]byte{0x1f, 0x8b}, "gzip", "gunzip, 7-Zip or any archive tool"},
	{[]byte{0x28, 0xb5, 0x2f, 0xfd}, "zstd", "unzstd or 7-Zip with zstd support"},
	{[]byte{0xfd, '7', 'z', 'X', 'Z', 0}, "xz", "unxz or 7-Zip"},
	{[]byte("BZh"), "bzip2", "bunzip2 or 7-Zip"},
	{[]byte("PK\x03\x04"), "zip", "unzip or any archive tool"},
	{[]byte{'7', 'z', 0xbc, 0xaf, 0x27, 0x1c}, "7z", "7-Zip"},
}

// CompressedError says that a file is compressed, and how to get at the
// games inside.
type CompressedError struct{ Format, Undo string }

func (e *CompressedError) Error() string {
	return fmt.Sprintf("this is a %s-compressed file, not PGN text: decompress it first (%s) and open the .pgn inside", e.Format, e.Undo)
}

// Unwrap makes a compressed file one kind of binary data
// (errors.Is(err, ErrBinary)) for callers that only tell text from not.
func (e *CompressedError) Unwrap() error { return ErrBinary }

// compressedKind returns the error for data that starts like a
// compressed file, nil otherwise.
func compressedKind(data []byte) error {
	for _, f := range compressedFormats {
		if bytes.HasPrefix(data, f.magic) {
			return &CompressedError{Format: f.name, Undo: f.undo}
		}
	}
	return nil
}

// CompressedAt reads the first bytes of r and returns a *CompressedError
// when they are those of a compressed file, else nil.
func CompressedAt(r io.ReaderAt) error {
	head := make([]byte, 8)
	n, _ := r.ReadAt(head, 0)
	return compressedKind(head[:n])
}
