// Package uciproc drives a UCI engine process (Stockfish, mostly) for the
// measuring and data scripts: start it, set options, search a position
// and read the score and move it reports, stop it. The program's own
// players talk UCI through package players, which also handles clocks,
// crashes and time-outs for a game; these scripts need none of that.
package uciproc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Engine is a running UCI engine process.
type Engine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

// Start runs the engine at path, waits for its "uciok", sets the options
// ("Name=Value" each) and waits until it is ready.
func Start(path string, options ...string) (*Engine, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &Engine{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	e.out.Buffer(make([]byte, 1<<16), 1<<20)
	if err := e.Send("uci"); err != nil {
		e.Close()
		return nil, err
	}
	if _, err := e.ReadUntil("uciok"); err != nil {
		e.Close()
		return nil, err
	}
	if err := e.SetOptions(options...); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// SetOptions sets options ("Name=Value" each) and waits until the engine
// is ready.
func (e *Engine) SetOptions(options ...string) error {
	for _, o := range options {
		name, value, ok := strings.Cut(o, "=")
		if !ok {
			return fmt.Errorf("option %q: want Name=Value", o)
		}
		if err := e.Send("setoption name " + name + " value " + value); err != nil {
			return err
		}
	}
	return e.Ready()
}

// Send writes lines to the engine.
func (e *Engine) Send(lines ...string) error {
	_, err := io.WriteString(e.in, strings.Join(lines, "\n")+"\n")
	return err
}

// Ready sends "isready" and waits for "readyok".
func (e *Engine) Ready() error {
	if err := e.Send("isready"); err != nil {
		return err
	}
	_, err := e.ReadUntil("readyok")
	return err
}

// ReadUntil reads lines until one starts with prefix and returns it.
func (e *Engine) ReadUntil(prefix string) (string, error) {
	for e.out.Scan() {
		if line := e.out.Text(); strings.HasPrefix(line, prefix) {
			return line, nil
		}
	}
	if err := e.out.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("the engine stopped before %q: %w", prefix, io.ErrUnexpectedEOF)
}

// Result is what a search reported: its move and its last score, from
// the side to move's point of view.
type Result struct {
	BestMove string
	Scored   bool // an info line gave a score
	IsMate   bool // the score is a mate: Mate moves (negative: the side to move is mated; 0: mated now)
	Mate     int
	CP       int
}

// Search sends the position command and the go command ("go nodes 3000",
// "go movetime 300") and reads the engine's lines up to its bestmove.
func (e *Engine) Search(position, goCmd string) (Result, error) {
	if err := e.Send(position, goCmd); err != nil {
		return Result{}, err
	}
	var r Result
	for e.out.Scan() {
		line := e.out.Text()
		if rest, ok := strings.CutPrefix(line, "bestmove"); ok {
			r.BestMove, _, _ = strings.Cut(strings.TrimSpace(rest), " ")
			if r.BestMove == "" {
				return r, fmt.Errorf("bad reply %q", line)
			}
			return r, nil
		}
		if cp, mate, isMate, ok := ParseScore(line); ok {
			r.Scored, r.CP, r.Mate, r.IsMate = true, cp, mate, isMate
		}
	}
	if err := e.out.Err(); err != nil {
		return r, err
	}
	return r, errors.New("the engine stopped while searching")
}

// ParseScore reads the score of an info line: "score cp N" or "score mate
// N" (bounds included).
func ParseScore(line string) (cp, mate int, isMate, ok bool) {
	if !strings.HasPrefix(line, "info ") {
		return 0, 0, false, false
	}
	f := strings.Fields(line)
	for i := 0; i+2 < len(f); i++ {
		if f[i] != "score" {
			continue
		}
		n, err := strconv.Atoi(f[i+2])
		if err != nil {
			return 0, 0, false, false
		}
		switch f[i+1] {
		case "cp":
			return n, 0, false, true
		case "mate":
			return 0, n, true, true
		}
		return 0, 0, false, false
	}
	return 0, 0, false, false
}

// Close asks the engine to quit and kills it if it has not within two
// seconds, so no process is left behind.
func (e *Engine) Close() {
	e.Send("quit")
	e.in.Close()
	done := make(chan struct{})
	go func() { e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		e.cmd.Process.Kill()
		<-done
	}
}
