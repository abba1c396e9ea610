package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"
)

// stockfish drives a UCI engine process for the bench.
type stockfish struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startStockfish(path string) (*stockfish, error) {
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
	sf := &stockfish{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	sf.send("uci")
	if err := sf.waitFor("uciok"); err != nil {
		sf.close()
		return nil, err
	}
	return sf, nil
}

func (sf *stockfish) send(s string) { fmt.Fprintln(sf.in, s) }

// waitFor reads lines until one starts with prefix and returns it.
func (sf *stockfish) waitFor(prefix string) error {
	_, err := sf.readUntil(prefix)
	return err
}

func (sf *stockfish) readUntil(prefix string) (string, error) {
	for sf.out.Scan() {
		if line := sf.out.Text(); strings.HasPrefix(line, prefix) {
			return line, nil
		}
	}
	if err := sf.out.Err(); err != nil {
		return "", err
	}
	return "", io.ErrUnexpectedEOF
}

// setElo limits the engine to elo (UCI_LimitStrength).
func (sf *stockfish) setElo(elo int) error {
	sf.send("setoption name Threads value 1")
	sf.send("setoption name UCI_LimitStrength value true")
	sf.send(fmt.Sprintf("setoption name UCI_Elo value %d", elo))
	sf.send("ucinewgame")
	sf.send("isready")
	return sf.waitFor("readyok")
}

// bestMove searches the position after moves (UCI) from the start for
// movetime and returns its move.
func (sf *stockfish) bestMove(moves []string, movetime time.Duration) (string, error) {
	sf.send("position startpos moves " + strings.Join(moves, " "))
	sf.send(fmt.Sprintf("go movetime %d", movetime.Milliseconds()))
	line, err := sf.readUntil("bestmove")
	if err != nil {
		return "", err
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		return "", fmt.Errorf("stockfish: %q", line)
	}
	return f[1], nil
}

func (sf *stockfish) close() {
	sf.send("quit")
	sf.in.Close()
	done := make(chan struct{})
	go func() { sf.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		sf.cmd.Process.Kill()
		<-done
	}
}
