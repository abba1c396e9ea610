package puzzle

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// stockfishPath is where the Stockfish test looks for the engine.
const stockfishPath = "/usr/games/stockfish"

// uciEngine is a minimal UCI client for the Stockfish checks.
type uciEngine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startUCI(t testing.TB, path string) *uciEngine {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	e := &uciEngine{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	t.Cleanup(func() {
		fmt.Fprintln(e.in, "quit")
		e.in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	e.send("uci")
	e.wait("uciok")
	e.send("setoption name Threads value 1")
	e.send("setoption name Hash value 64")
	e.send("setoption name MultiPV value 2")
	e.send("isready")
	e.wait("readyok")
	return e
}

func (e *uciEngine) send(s string) { fmt.Fprintln(e.in, s) }

func (e *uciEngine) wait(prefix string) string {
	for e.out.Scan() {
		if l := e.out.Text(); strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

// sfLine is one of Stockfish's lines: its first move and its verdict.
type sfLine struct {
	move      string
	cp, mate  int
	hasResult bool
}

// chance is lichess's winning chance 0..100 of the line for the side to
// move (Stockfish's centipawns need no stretching).
func (l sfLine) chance() float64 {
	switch {
	case l.mate > 0:
		return 100
	case l.mate < 0:
		return 0
	}
	cp := math.Max(-1000, math.Min(1000, float64(l.cp)))
	return 50 + 50*(2/(1+math.Exp(-0.00368208*cp))-1)
}

// lines searches the position (fen then moves) to depth and returns the
// best two lines of the last depth.
func (e *uciEngine) lines(fen string, moves []string, depth int) []sfLine {
	pos := "position fen " + fen
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	e.send(pos)
	e.send(fmt.Sprintf("go depth %d", depth))
	got := map[int]sfLine{}
	for e.out.Scan() {
		l := e.out.Text()
		if strings.HasPrefix(l, "bestmove") {
			break
		}
		f := strings.Fields(l)
		if len(f) == 0 || f[0] != "info" {
			continue
		}
		var sl sfLine
		k := 1
		for i := 1; i+1 < len(f); i++ {
			switch f[i] {
			case "multipv":
				k, _ = strconv.Atoi(f[i+1])
			case "score":
				if i+2 < len(f) {
					n, _ := strconv.Atoi(f[i+2])
					if f[i+1] == "mate" {
						sl.mate = n
					} else {
						sl.cp = n
					}
					sl.hasResult = true
				}
			case "pv":
				sl.move = f[i+1]
			}
		}
		if sl.hasResult && sl.move != "" && !strings.Contains(l, "bound") {
			got[k] = sl
		}
	}
	var out []sfLine
	for k := 1; k <= 2; k++ {
		if l, ok := got[k]; ok {
			out = append(out, l)
		}
	}
	return out
}

// sfVerdict checks a puzzle against Stockfish: at each solver move the
// solution's move is Stockfish's best (or, at the last move of a mate, a
// mate too) and the second best is worse by at least gap in winning
// chances. It returns "" for a sound puzzle, else why not.
func sfVerdict(e *uciEngine, p *Puzzle, depth int, gap float64) string {
	moves := []string{}
	if p.Lead != "" {
		moves = append(moves, p.Lead)
	}
	for i := 0; i < len(p.Solution); i += 2 {
		ls := e.lines(p.FEN, moves, depth)
		want := p.Solution[i]
		if len(ls) == 0 {
			return fmt.Sprintf("move %d: no line", i/2+1)
		}
		best := ls[0]
		if best.move != want {
			// Several mates in one at the end: any of them solves it.
			if !(i == len(p.Solution)-1 && best.mate == 1 && p.HasTheme(ThemeMate)) {
				return fmt.Sprintf("move %d: solution %s, Stockfish %s (cp %d mate %d)", i/2+1, want, best.move, best.cp, best.mate)
			}
		}
		if len(ls) > 1 {
			second := ls[1]
			// A mate in one stands out whatever comes second.
			if best.mate != 1 && best.chance()-second.chance() < gap {
				return fmt.Sprintf("move %d: %s (cp %d mate %d) and %s (cp %d mate %d) are too close", i/2+1,
					best.move, best.cp, best.mate, second.move, second.cp, second.mate)
			}
		}
		moves = append(moves, p.Solution[i])
		if i+1 < len(p.Solution) {
			moves = append(moves, p.Solution[i+1])
		}
	}
	return ""
}

// TestPuzzlesAgainstStockfish checks puzzles mined from real games
// against Stockfish: every solver move is Stockfish's best by a clear
// margin. It runs on a sample of the built-in set (every twentieth), or
// on the file named by PUZZLE_FILE (all of it), when Stockfish is
// installed; PUZZLE_SF_DEPTH sets the depth (16).
func TestPuzzlesAgainstStockfish(t *testing.T) {
	if _, err := os.Stat(stockfishPath); err != nil {
		t.Skip("Stockfish is not installed at " + stockfishPath)
	}
	ps := stockfishSample(t)
	e := startUCI(t, stockfishPath)
	depth := 16
	if d, err := strconv.Atoi(os.Getenv("PUZZLE_SF_DEPTH")); err == nil && d > 0 {
		depth = d
	}
	bad := 0
	for i := range ps {
		if why := sfVerdict(e, &ps[i], depth, sfGap); why != "" {
			bad++
			t.Logf("puzzle %s (%s): %s", ps[i].ID, ps[i].Source, why)
		}
	}
	t.Logf("%d of %d puzzles sound by Stockfish at depth %d", len(ps)-bad, len(ps), depth)
	if bad*100 > len(ps)*sfTolerancePercent {
		t.Errorf("%d of %d puzzles are not sound by Stockfish's judgement (tolerance %d%%)", bad, len(ps), sfTolerancePercent)
	}
}

// The Stockfish check's margin and tolerance: every solver move must be
// Stockfish's best by sfGap in winning chances (lichess's curve); at most
// sfTolerancePercent of the puzzles may fail (an engine of another
// strength disagrees now and then at a fixed depth).
const (
	sfGap              = 15
	sfTolerancePercent = 5
)

// stockfishSample is PUZZLE_FILE's puzzles, or every twentieth of the
// built-in set.
func stockfishSample(t *testing.T) []Puzzle {
	if f := os.Getenv("PUZZLE_FILE"); f != "" {
		ps, _, err := ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		return ps
	}
	all, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	var ps []Puzzle
	for i := 0; i < len(all); i += 20 {
		ps = append(ps, all[i])
	}
	return ps
}
