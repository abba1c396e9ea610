package tablebase

import (
	"encoding/binary"
	"fmt"
	"io"
)

// blob is the bytes of one table file: either held in memory, or read on
// demand with ReadAt (large files on disk). All reads are bounds-checked so
// a truncated or corrupt file gives an error, never a panic.
type blob struct {
	mem  []byte      // the whole file, when held in memory
	ra   io.ReaderAt // otherwise the open file
	size int64
}

// slice returns n bytes at off. In memory this is a sub-slice, with no
// copy; from a file it reads into a new buffer.
func (b *blob) slice(off int64, n int) ([]byte, error) {
	if off < 0 || n < 0 || off > b.size || int64(n) > b.size-off {
		return nil, fmt.Errorf("read of %d bytes at %d past the end of the file (%d bytes): %w", n, off, b.size, errCorrupt)
	}
	if b.mem != nil {
		return b.mem[off : off+int64(n) : off+int64(n)], nil
	}
	buf := make([]byte, n)
	if _, err := b.ra.ReadAt(buf, off); err != nil && !(err == io.EOF && off+int64(n) == b.size) {
		return nil, err
	}
	return buf, nil
}

// sliceUpTo is slice with the length cut at the end of the file.
func (b *blob) sliceUpTo(off int64, n int) ([]byte, error) {
	if off >= 0 && off <= b.size && int64(n) > b.size-off {
		n = int(b.size - off)
	}
	return b.slice(off, n)
}

func (b *blob) u8(off int64) (int, error) {
	s, err := b.slice(off, 1)
	if err != nil {
		return 0, err
	}
	return int(s[0]), nil
}

func (b *blob) u16(off int64) (int, error) {
	s, err := b.slice(off, 2)
	if err != nil {
		return 0, err
	}
	return int(binary.LittleEndian.Uint16(s)), nil
}

func (b *blob) u32(off int64) (uint32, error) {
	s, err := b.slice(off, 4)
	if err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint32(s), nil
}
