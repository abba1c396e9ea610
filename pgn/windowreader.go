package pgn

import "io"

// WindowReader serves the reads of one game after another from a window
// of the file read in large pieces, instead of one system call per game
// (the command line's reader and the position index read big files game
// by game at the offsets a scan found).
type WindowReader struct {
	r      io.ReaderAt
	size   int64
	base   int64
	window []byte
}

// windowSize is how much of the file one read brings in.
const windowSize = 1 << 20

// NewWindowReader reads r, size bytes long, through a window.
func NewWindowReader(r io.ReaderAt, size int64) *WindowReader {
	return &WindowReader{r: r, size: size}
}

// ReadAt reads len(p) bytes at off, from the window when they lie in it;
// reads larger than the window go to r directly.
func (w *WindowReader) ReadAt(p []byte, off int64) (int, error) {
	if off < w.base || off+int64(len(p)) > w.base+int64(len(w.window)) {
		if len(p) > windowSize || off >= w.size {
			return w.r.ReadAt(p, off)
		}
		if cap(w.window) < windowSize {
			w.window = make([]byte, windowSize)
		}
		n, err := w.r.ReadAt(w.window[:min(int64(windowSize), w.size-off)], off)
		w.base, w.window = off, w.window[:n]
		if n < len(p) {
			if err == nil {
				err = io.ErrUnexpectedEOF
			}
			return copy(p, w.window), err
		}
	}
	return copy(p, w.window[off-w.base:]), nil
}
