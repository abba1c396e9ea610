//go:build unix

package uci

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mkfifo makes a named pipe in a new temporary folder. No one ever writes
// to it: opening it for reading would wait for ever. The cleanup opens it
// for writing once, which releases a reader that did block (old code), so
// that no goroutine is left behind.
func mkfifo(t *testing.T, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	t.Cleanup(func() {
		if f, err := os.OpenFile(path, os.O_RDWR|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
	return path
}

// A file option naming a pipe is refused at once with an info string; the
// session keeps answering and plays with what it had.
func TestFileOptionsRefusePipes(t *testing.T) {
	for _, c := range []struct{ option, setup string }{
		{"EvalFile", ""},
		{"BookFile", "setoption name OwnBook value true"},
		{"SyzygyPath", ""},
	} {
		fifo := mkfifo(t, "fifo")
		s := startSession(t)
		if c.setup != "" {
			s.send(c.setup)
		}
		s.send("setoption name " + c.option + " value " + fifo)
		s.send("isready")
		ready := time.Now()
		_, lines := s.expect("readyok", 5*time.Second)
		if el := time.Since(ready); el > 2*time.Second {
			t.Errorf("%s: readyok after %v", c.option, el)
		}
		all := strings.Join(lines, "\n")
		if !strings.Contains(all, "info string option "+c.option+": "+fifo+" is a pipe") {
			t.Errorf("%s: no info string naming the pipe: %q", c.option, lines)
		}
		s.send("position startpos")
		s.send("go depth 2")
		line, _ := s.expect("bestmove", 10*time.Second)
		if !legalIn(t, "", nil, strings.Fields(line)[1]) {
			t.Errorf("%s: %q", c.option, line)
		}
	}
}

// The file is a regular one when the option is set and a pipe by the time
// it is loaded: the load refuses it too, promptly, with an info string,
// and the built-in net plays.
func TestEvalFileTurnedPipeBeforeLoad(t *testing.T) {
	fifo := mkfifo(t, "net.nnue")
	real := filepath.Join(filepath.Dir(fifo), "was-regular.nnue")
	if err := os.WriteFile(real, []byte("not a net"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startSession(t)
	s.send("setoption name EvalFile value " + real)
	s.send("d") // its board comes after setoption is done
	s.expect("  a b c d e f g h", 5*time.Second)
	if err := os.Rename(fifo, real); err != nil { // the pipe takes the file's place
		t.Fatal(err)
	}
	s.send("isready")
	_, lines := s.expect("readyok", 5*time.Second)
	if all := strings.Join(lines, "\n"); !strings.Contains(all, "info string EvalFile: "+real+" is a pipe, not a regular file; using the built-in net") {
		t.Errorf("no info string: %q", lines)
	}
	s.send("position startpos")
	s.send("go depth 2")
	s.expect("bestmove", 10*time.Second)
}

// A pipe named like a Syzygy table in a SyzygyPath folder is not taken for
// a table: probing it would block the search.
func TestSyzygyFolderWithPipeTable(t *testing.T) {
	fifo := mkfifo(t, "KQRvKR.rtbw")
	dir := filepath.Dir(fifo)
	if err := syscall.Mkfifo(filepath.Join(dir, "KQRvKR.rtbz"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := startSession(t)
	s.send("setoption name SyzygyPath value " + dir)
	s.send("isready")
	_, lines := s.expect("readyok", 5*time.Second)
	if all := strings.Join(lines, "\n"); !strings.Contains(all, "no Syzygy table files") {
		t.Errorf("the pipes were taken for tables: %q", lines)
	}
	fen := "8/8/3k4/8/3r4/8/8/KQR5 w - - 0 1"
	s.send("position fen " + fen)
	s.send("go movetime 300")
	line, _ := s.expect("bestmove", 5*time.Second)
	if !legalIn(t, fen, nil, strings.Fields(line)[1]) {
		t.Errorf("%q", line)
	}
}
