package players

import (
	"chessmaster/master"
	"context"
	"io"
	"strings"
	"testing"
	"time"
)

// TestUCIEngineSurvivesLongLines: a 1 MB "info" line used to end the
// reader (bufio.Scanner's limit) and the engine was reported as "stopped
// unexpectedly". Long lines are cut and the engine keeps being read.
func TestUCIEngineSurvivesLongLines(t *testing.T) {
	// An info string of 1 MB without blanks, a PV line of about 1 MB, a
	// long line without a newline-free end... then the answer.
	onGo := `printf 'info string '; head -c 1048576 /dev/zero | tr '\0' x; echo; ` +
		`printf 'info depth 7 score cp 33 pv e2e4'; i=0; while [ $i -lt 20000 ]; do printf ' e7e5 g1f3 b8c6 f1b5 a7a6'; i=$((i+1)); done; echo; ` +
		`echo 'bestmove e2e4'`
	path := fakeEngine(t, onGo, "exit 0")
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for i := 0; i < 2; i++ { // and the engine is still usable afterwards
		var infos []master.ThinkingInfo
		reply, err := e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 10 * time.Millisecond,
			Thinking: func(i master.ThinkingInfo) { infos = append(infos, i) }})
		if err != nil {
			t.Fatalf("Move %d: %v", i, err)
		}
		if reply.Move != "e2e4" {
			t.Errorf("move %q", reply.Move)
		}
		// The cut PV line still gives the score and whole moves only.
		if reply.Info.Depth != 7 || reply.Info.Score != 33 || len(reply.Info.PV) < 1000 {
			t.Errorf("info from the long line: depth %d score %d, %d PV moves", reply.Info.Depth, reply.Info.Score, len(reply.Info.PV))
		}
		for _, m := range reply.Info.PV {
			if !isUCIMove(m) {
				t.Fatalf("PV holds a cut move %q", m)
			}
		}
	}
}

// endless yields n bytes of c, then tail, in small reads.
type endless struct {
	n    int
	c    byte
	tail string
}

func (r *endless) Read(p []byte) (int, error) {
	if r.n > 0 {
		k := min(len(p), r.n, 999)
		for i := range p[:k] {
			p[i] = r.c
		}
		r.n -= k
		return k, nil
	}
	if r.tail == "" {
		return 0, io.EOF
	}
	k := copy(p, r.tail)
	r.tail = r.tail[k:]
	return k, nil
}

func TestReadBoundedLines(t *testing.T) {
	read := func(r io.Reader, max int) []string {
		var got []string
		if err := readBoundedLines(r, max, func(l []byte) bool { got = append(got, string(l)); return true }); err != nil {
			t.Fatal(err)
		}
		return got
	}
	got := read(strings.NewReader("uciok\r\n\nab cd ef gh\n0123456789\nlast"), 10)
	want := []string{"uciok", "", "ab cd ef", "0123456789", "last"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	// 100 MB without a newline or a blank, then more: dropped, and the
	// reading goes on.
	got = read(&endless{n: 100 << 20, c: 'x', tail: "\nreadyok\n"}, maxEngineLine)
	if len(got) != 1 || got[0] != "readyok" {
		t.Errorf("got %d lines, first %.50q", len(got), got)
	}
	// A long line of words is cut at a blank, within the bound.
	got = read(&endless{n: 10 << 20, c: ' ', tail: "x\nnext\n"}, maxEngineLine)
	if len(got) != 2 || len(got[0]) > maxEngineLine || got[1] != "next" {
		t.Errorf("got %d lines", len(got))
	}
}
