package uci

import (
	"bufio"
	"errors"
	"io"
)

// MaxLineBytes is the longest command line the session accepts, not
// counting the line end. Real commands are far shorter: a "position"
// with a 600-move game is about 3 KiB, one that a GUI sends with every
// move of a long analysis session or a shuffling game can be much longer
// (64 KiB was once the limit, and a 16,000-move line passed it). A
// longer line is read to its end in chunks, discarded without being kept
// in memory, and reported with "info string"; the session then goes on
// with the next line. An over-long "position" counts as a rejected
// position (Session.Run), so that "go" never answers for the one before.
// The bound keeps the session's memory at about 1 MiB whatever comes in.
const MaxLineBytes = 1 << 20

// lineReader splits the input into lines with bounded memory: at most
// MaxLineBytes plus a small read buffer, whatever the input holds.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
}

func newLineReader(in io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(in, 4096)}
}

// next returns the next line without its line end ("\n" or "\r\n").
// For a line longer than MaxLineBytes it returns tooLong with the line's
// first bytes (for the report) and the total length in n. A last line
// without a line end is returned too; after it, err is io.EOF (or the
// read error).
func (lr *lineReader) next() (line string, n int, tooLong bool, err error) {
	lr.buf = lr.buf[:0]
	total := 0
	var last2 [2]byte // the last two bytes read, for the line end
	for {
		chunk, rerr := lr.r.ReadSlice('\n')
		total += len(chunk)
		switch {
		case len(chunk) >= 2:
			last2 = [2]byte{chunk[len(chunk)-2], chunk[len(chunk)-1]}
		case len(chunk) == 1:
			last2 = [2]byte{last2[1], chunk[0]}
		}
		// Keep room for a "\r\n" line end beyond MaxLineBytes.
		if room := MaxLineBytes + 2 - len(lr.buf); room > 0 {
			lr.grow(min(len(chunk), room))
			lr.buf = append(lr.buf, chunk[:min(len(chunk), room)]...)
		}
		if errors.Is(rerr, bufio.ErrBufferFull) {
			continue // the line goes on
		}
		if rerr != nil && total == 0 {
			return "", 0, false, rerr
		}
		// A line end, or the end of the input after a last line.
		end := 0
		if last2[1] == '\n' {
			end = 1
			if last2[0] == '\r' && total >= 2 {
				end = 2
			}
		}
		n = total - end
		if n > MaxLineBytes {
			return string(lr.buf[:40]), n, true, nil
		}
		return string(lr.buf[:n]), n, false, nil
	}
}

// grow makes room for n more bytes in buf, doubling its capacity (up to
// the bound): append grows a large slice by a quarter at a time, which
// allocates about five times the final size on the way to it.
func (lr *lineReader) grow(n int) {
	if len(lr.buf)+n <= cap(lr.buf) {
		return
	}
	c := min(max(2*cap(lr.buf), len(lr.buf)+n, 4096), MaxLineBytes+2)
	nb := make([]byte, len(lr.buf), c)
	copy(nb, lr.buf)
	lr.buf = nb
}
