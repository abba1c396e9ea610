package players

import (
	"bufio"
	"bytes"
	"io"
)

// An external engine may start processes of its own: a wrapper script
// that runs the real engine without exec, helper threads as processes, a
// "sleep" left behind. Killing only the process we started would leave
// them running (a wrapped engine went on at 67% CPU under PID 1), so each
// engine runs in a process tree of its own that is killed as a whole:
//
//   - Unix: the engine leads a new process group (Setpgid) and the kill
//     is kill(-pgid, SIGKILL) (proc_unix.go);
//   - Windows: the engine is put into a job object that kills every
//     process in it (proc_windows.go), with "taskkill /T /F" as the
//     fallback when no job can be made;
//   - elsewhere only the engine itself is killed (proc_other.go).
//
// The tree is killed on every path that ends an engine: a timeout, a
// cancelled start-up, a stale answer, Close (after "quit", once the engine
// has exited or been killed), and as soon as the engine exits by itself,
// so that nothing it started outlives it. The controller and the match
// runner end engines through Player.Close.

// maxEngineLine bounds one line of engine output held in memory. A longer
// line (a pathological "info string" or a PV of thousands of moves) is cut
// at its last space within the limit and the rest of it is skipped, so
// the engine's output keeps being read.
const maxEngineLine = 64 << 10

// readBoundedLines reads r line by line and calls fn with each line, until
// the end of r, an error, or fn returning false. A line longer than max
// bytes is cut at its last blank within max (so no token is split) and the
// rest is discarded; a long line without any blank is dropped. Memory use
// is bounded by max plus the bufio buffer, whatever the input.
func readBoundedLines(r io.Reader, max int, fn func(line []byte) bool) error {
	br := bufio.NewReaderSize(r, 4096)
	var buf []byte
	over := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !over {
			if room := max + 1 - len(buf); len(chunk) > room { // +1: the '\n'
				buf = append(buf, chunk[:room]...)
				over = true
			} else {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(buf) > 0 && (err == nil || err == io.EOF) {
			line := bytes.TrimRight(buf, "\r\n")
			if over {
				line = line[:min(len(line), max)]
				if i := bytes.LastIndexAny(line, " \t"); i >= 0 {
					line = line[:i]
				} else {
					line = nil
				}
			}
			if line != nil && !fn(line) {
				return nil
			}
		}
		buf, over = buf[:0], false
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
