package terminal

import (
	"bufio"
	"context"
	"io"
	"strings"
)

// MaxLineBytes is the longest input line the terminal accepts. A longer
// line is reported ("line too long, ignored") and skipped: it is read in
// bounded chunks and thrown away up to its end, so any length is survived
// without holding it in memory.
const MaxLineBytes = 64 << 10

// inputLine is one line of input, in the order it was read.
type inputLine struct {
	text    string
	tooLong bool // over MaxLineBytes: text is empty and the line is ignored
}

// readLines reads r line by line (a final line without a newline counts)
// and hands each to send, until the end of the input, a read error or
// send returning false. It returns the read error, nil at the end of the
// input. At most max+bufSize bytes of a line are ever held.
func readLines(r io.Reader, max int, send func(inputLine) bool) error {
	br := bufio.NewReaderSize(r, 4096)
	var buf []byte
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			// Room for the line's own "\r\n" on top of max.
			if len(buf)+len(chunk) > max+2 {
				tooLong, buf = true, buf[:0]
			} else {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue // the rest of a long line
		}
		if len(chunk) > 0 || len(buf) > 0 || tooLong {
			if err == nil || err == io.EOF {
				line := inputLine{tooLong: tooLong}
				if !tooLong {
					line.text = strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
					if len(line.text) > max {
						line = inputLine{tooLong: true}
					}
				}
				if !send(line) {
					return nil
				}
			}
		}
		buf, tooLong = buf[:0], false
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// startLineReader reads in on its own goroutine (a read blocks, and the
// trainer must answer while none comes) and hands each line over lines,
// which is closed at the end of the input; readErr then holds the read
// error (nil at the end). The reader stops once ctx is done.
func startLineReader(ctx context.Context, in io.Reader) (lines <-chan inputLine, readErr <-chan error) {
	out := make(chan inputLine)
	errc := make(chan error, 1)
	go func() {
		errc <- readLines(in, MaxLineBytes, func(l inputLine) bool {
			select {
			case out <- l:
				return true
			case <-ctx.Done():
				return false
			}
		})
		close(out)
	}()
	return out, errc
}
