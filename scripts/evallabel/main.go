// Command evallabel makes the data the evaluation tuner reads
// (engine/eval_tune_test.go): every distinct position from ply 8 on in
// the PGN files given as arguments, scored by Stockfish searching 5,000
// nodes, one "FEN;centipawns from White's point of view" line per
// position on stdout. Positions Stockfish scores as a mate are left out.
//
//	go run ./scripts/evallabel measurements/calibration/*.pgn measurements/strength/*.pgn > positions.txt
//
// STOCKFISH overrides the engine's path (/usr/games/stockfish); two
// Stockfish processes run side by side.
package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/notnil/chess"

	"chessmaster/internal/fenfields"
)

func stockfishPath() string {
	if p := os.Getenv("STOCKFISH"); p != "" {
		return p
	}
	return "/usr/games/stockfish"
}

func main() {
	seen := map[string]bool{}
	var fens []string
	for _, name := range os.Args[1:] {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "evallabel:", err)
			os.Exit(1)
		}
		sc := chess.NewScanner(f)
		for sc.Scan() {
			g := sc.Next()
			if g == nil {
				continue
			}
			pos := g.Positions()
			for i := 8; i < len(pos); i++ {
				p := pos[i]
				if len(p.ValidMoves()) == 0 {
					continue
				}
				fen := p.String()
				key := fenfields.Split(fen).Position()
				if seen[key] {
					continue
				}
				seen[key] = true
				fens = append(fens, fen)
			}
		}
		f.Close()
	}
	fmt.Fprintln(os.Stderr, "positions:", len(fens))
	out := bufio.NewWriter(os.Stdout)
	var mu sync.Mutex
	var wg sync.WaitGroup
	workers := 2
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			sf := exec.Command(stockfishPath())
			in, _ := sf.StdinPipe()
			o, _ := sf.StdoutPipe()
			if err := sf.Start(); err != nil {
				fmt.Fprintln(os.Stderr, "evallabel:", err)
				os.Exit(1)
			}
			r := bufio.NewScanner(o)
			fmt.Fprintln(in, "uci\nsetoption name Threads value 1\nsetoption name Hash value 16\nisready")
			for r.Scan() {
				if r.Text() == "readyok" {
					break
				}
			}
			for i := w; i < len(fens); i += workers {
				fen := fens[i]
				fmt.Fprintf(in, "position fen %s\ngo nodes 5000\n", fen)
				score, mate := 0, false
				for r.Scan() {
					l := r.Text()
					if strings.HasPrefix(l, "info depth") {
						fs := strings.Fields(l)
						for j, x := range fs {
							if x == "cp" {
								fmt.Sscan(fs[j+1], &score)
								mate = false
							} else if x == "mate" {
								mate = true
							}
						}
					}
					if strings.HasPrefix(l, "bestmove") {
						break
					}
				}
				if mate {
					continue
				}
				if fenfields.Split(fen).BlackToMove() {
					score = -score
				}
				mu.Lock()
				fmt.Fprintf(out, "%s;%d\n", fen, score)
				mu.Unlock()
			}
			fmt.Fprintln(in, "quit")
			sf.Wait()
		}(w)
	}
	wg.Wait()
	out.Flush()
}
