package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"chessmaster/engine"
	"chessmaster/scripts/internal/uciproc"
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
			defer eng.Close()
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
func labelBlock(eng *uciproc.Engine, ps []position, nodes int, scale float64, path string) (int, error) {
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
func labelOne(eng *uciproc.Engine, p position, nodes int, scale float64) (string, bool, error) {
	pos, err := engine.ParseFEN(p.fen)
	if err != nil {
		return "", false, err
	}
	// ucinewgame clears the hash: the label does not depend on what the
	// engine searched before.
	r, err := eng.Search("ucinewgame\nposition fen "+p.fen, fmt.Sprintf("go nodes %d", nodes))
	if err != nil {
		return "", false, fmt.Errorf("%s: %w", p.fen, err)
	}
	if !r.Scored {
		return "", false, fmt.Errorf("%s: no score", p.fen)
	}
	if r.IsMate {
		return "", false, nil
	}
	cp := r.CP
	m, err := pos.ParseMove(r.BestMove)
	if err != nil || !pos.IsQuiet(m) {
		return "", false, nil
	}
	if pos.SideToMove() == engine.Black {
		cp = -cp
	}
	return fmt.Sprintf("%s;%d;%s", p.fen, int(math.Round(float64(cp)*scale)), p.result), true, nil
}

// startEngine starts the scoring engine: one thread, a small hash
// (cleared before every position anyway).
func startEngine(path string) (*uciproc.Engine, error) {
	return uciproc.Start(path, "Threads=1", "Hash=2")
}
