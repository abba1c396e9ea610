package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"chessmaster/engine"
)

func runLabel(args []string) error {
	fs := flag.NewFlagSet("label", flag.ExitOnError)
	pf := addPositionFlags(fs)
	enginePath := fs.String("engine", "/usr/games/stockfish", "UCI engine that scores the positions")
	nodes := fs.Int("nodes", 3000, "nodes the engine searches per position")
	jobs := fs.Int("jobs", 1, "engines run side by side")
	blocks := fs.String("blocks", "0:", "blocks to score, first:end (end excluded; empty: to the last)")
	outDir := fs.String("outdir", "sf-data", "folder of the block files")
	minutes := fs.Float64("minutes", 0, "start no block after this many minutes (0: no limit)")
	scale := fs.Float64("scale", 1, "multiply the engine's centipawns by this")
	fs.Parse(args)

	ps, err := pf.load()
	if err != nil {
		return err
	}
	bs := *pf.blockSize
	nBlocks := (len(ps) + bs - 1) / bs
	lo, hi, err := parseRange(*blocks, nBlocks)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*outDir, 0o755); err != nil {
		return err
	}
	var todo []int
	for b := lo; b < hi; b++ {
		if _, err := os.Stat(blockPath(*outDir, b)); err != nil {
			todo = append(todo, b)
		}
	}
	fmt.Fprintf(os.Stderr, "%d positions in %d blocks; %d of blocks %d..%d to score\n", len(ps), nBlocks, len(todo), lo, hi-1)
	start := time.Now()
	stopAt := time.Time{}
	if *minutes > 0 {
		stopAt = start.Add(time.Duration(*minutes * float64(time.Minute)))
	}
	var next atomic.Int64
	var done, kept atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, *jobs)
	for j := 0; j < *jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			eng, err := startEngine(*enginePath)
			if err != nil {
				errs <- err
				return
			}
			defer eng.close()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(todo) || (!stopAt.IsZero() && time.Now().After(stopAt)) {
					return
				}
				b := todo[i]
				part := ps[b*bs : min((b+1)*bs, len(ps))]
				n, err := labelBlock(eng, part, *nodes, *scale, blockPath(*outDir, b))
				if err != nil {
					errs <- fmt.Errorf("block %d: %w", b, err)
					return
				}
				done.Add(int64(len(part)))
				kept.Add(int64(n))
				el := time.Since(start).Seconds()
				fmt.Fprintf(os.Stderr, "block %d: %d of %d kept; %d positions in %.0f s (%.0f/s)\n",
					b, n, len(part), done.Load(), el, float64(done.Load())/el)
			}
		}()
	}
	wg.Wait()
	close(errs)
	fmt.Fprintf(os.Stderr, "scored %d positions, kept %d, in %v\n", done.Load(), kept.Load(), time.Since(start).Round(time.Second))
	return <-errs
}

func blockPath(dir string, b int) string {
	return filepath.Join(dir, fmt.Sprintf("block-%05d.txt", b))
}

// labelBlock scores the positions and writes the kept lines to path
// (through a temporary file renamed at the end, so a block file is always
// complete). It returns how many lines it kept.
func labelBlock(eng *uciEngine, ps []position, nodes int, scale float64, path string) (int, error) {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriter(f)
	kept := 0
	for _, p := range ps {
		line, ok, err := labelOne(eng, p, nodes, scale)
		if err != nil {
			f.Close()
			os.Remove(tmp)
			return 0, err
		}
		if ok {
			fmt.Fprintln(w, line)
			kept++
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	return kept, os.Rename(tmp, path)
}

// labelOne scores one position: its training line, or false when the
// engine's move is not quiet or its score is a mate.
func labelOne(eng *uciEngine, p position, nodes int, scale float64) (string, bool, error) {
	pos, err := engine.ParseFEN(p.fen)
	if err != nil {
		return "", false, err
	}
	cp, mate, best, err := eng.score(p.fen, nodes)
	if err != nil {
		return "", false, err
	}
	if mate {
		return "", false, nil
	}
	m, err := pos.ParseMove(best)
	if err != nil || !pos.IsQuiet(m) {
		return "", false, nil
	}
	if pos.SideToMove() == engine.Black {
		cp = -cp
	}
	return fmt.Sprintf("%s;%d;%s", p.fen, int(math.Round(float64(cp)*scale)), p.result), true, nil
}

// uciEngine is the scoring engine's process: one thread, a small hash
// cleared before every position.
type uciEngine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startEngine(path string) (*uciEngine, error) {
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
	e := &uciEngine{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	e.out.Buffer(make([]byte, 1<<16), 1<<20)
	if err := e.send("uci\nsetoption name Threads value 1\nsetoption name Hash value 2\nisready"); err != nil {
		return nil, err
	}
	if err := e.waitFor("readyok"); err != nil {
		e.close()
		return nil, err
	}
	return e, nil
}

func (e *uciEngine) send(s string) error {
	_, err := io.WriteString(e.in, s+"\n")
	return err
}

func (e *uciEngine) waitFor(prefix string) error {
	for e.out.Scan() {
		if strings.HasPrefix(e.out.Text(), prefix) {
			return nil
		}
	}
	return errors.New("the engine stopped before " + prefix)
}

// score searches fen for nodes nodes and returns the last reported score
// (centipawns from the side to move's point of view, or a mate) and the
// best move.
func (e *uciEngine) score(fen string, nodes int) (cp int, mate bool, best string, err error) {
	if err := e.send(fmt.Sprintf("ucinewgame\nposition fen %s\ngo nodes %d", fen, nodes)); err != nil {
		return 0, false, "", err
	}
	seen := false
	for e.out.Scan() {
		line := e.out.Text()
		if rest, ok := strings.CutPrefix(line, "bestmove "); ok {
			if !seen {
				return 0, false, "", fmt.Errorf("no score for %s", fen)
			}
			best, _, _ = strings.Cut(rest, " ")
			return cp, mate, best, nil
		}
		if c, m, ok := parseScore(line); ok {
			cp, mate, seen = c, m, true
		}
	}
	return 0, false, "", errors.New("the engine stopped while searching " + fen)
}

// parseScore reads the score of an info line: "score cp N" or "score
// mate N", bounds included (the last line of a search is exact).
func parseScore(line string) (cp int, mate, ok bool) {
	if !strings.HasPrefix(line, "info ") {
		return 0, false, false
	}
	f := strings.Fields(line)
	for i := 0; i+2 < len(f); i++ {
		if f[i] != "score" {
			continue
		}
		n, err := strconv.Atoi(f[i+2])
		if err != nil {
			return 0, false, false
		}
		switch f[i+1] {
		case "cp":
			return n, false, true
		case "mate":
			return 0, true, true
		}
	}
	return 0, false, false
}

func (e *uciEngine) close() {
	e.send("quit")
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
