// Command reviewcheck measures the game review against Stockfish: every
// position of the games in the PGN files given is scored by the review
// (built-in engine, default node budget) and by Stockfish at a fixed
// depth; both sets of scores are classified with the same formulas
// (review.Judge: the loss of winning chances, and the rule for forced
// mates lost or let in), and the agreement is printed:
//
//   - recall: the share of Stockfish's blunders that the review flags as a
//     mistake or a blunder;
//   - false alarms: the share of the moves Stockfish rates best that the
//     review flags as a mistake or a blunder.
//
// Usage: go run ./scripts/reviewcheck [-depth 18] [-sf /usr/games/stockfish] FILE.pgn...
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"chessmaster/review"
	"chessmaster/scripts/internal/uciproc"
	"chessmaster/wiring"
)

func main() {
	wiring.Wire()
	depth := flag.Int("depth", 18, "Stockfish search depth per position")
	sfPath := flag.String("sf", "/usr/games/stockfish", "Stockfish binary")
	nodes := flag.Uint64("nodes", review.DefaultNodes, "the review's node budget")
	cachePath := flag.String("cache", "", "keep Stockfish's scores in this JSON file, so a second run only searches with the review")
	verbose := flag.Bool("v", false, "list the blunders the review missed and its false alarms")
	scalesFlag := flag.String("scales", "", "also classify the review's scores with these values of review.EngineScale (comma-separated), to calibrate it")
	flag.Parse()
	var scales []float64
	for _, f := range strings.Split(*scalesFlag, ",") {
		if v, err := strconv.ParseFloat(strings.TrimSpace(f), 64); err == nil {
			scales = append(scales, v)
		}
	}
	type tally struct{ caught, falseAlarms int }
	perScale := make([]tally, len(scales))
	cache := loadCache(*cachePath)
	added := 0
	defer func() {
		if added > 0 {
			saveCache(*cachePath, cache)
		}
	}()
	// Stockfish starts at the first position the cache lacks, so a rerun
	// on cached games needs none.
	var sf *stockfish
	defer func() {
		if sf != nil {
			sf.Close()
		}
	}()
	var sfBlunders, caught, sfBest, falseAlarms, moves int
	var ourTime time.Duration
	for _, file := range flag.Args() {
		c, err := master.New(master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}})
		if err != nil {
			panic(err)
		}
		sums, err := c.LoadPGNFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		for i := range sums {
			if err := c.LoadGame(i); err != nil {
				continue
			}
			st := c.Snapshot()
			var ucis []string
			for _, m := range st.Moves {
				ucis = append(ucis, m.UCI)
			}
			t0 := time.Now()
			rep, err := review.Analyse(context.Background(), st.StartFEN, ucis, review.Options{Nodes: *nodes})
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s game %d: skipped: %v\n", file, i+1, err)
				continue
			}
			ourTime += time.Since(t0)
			sfEvals := make([]review.Score, len(ucis)+1)
			for k := range sfEvals {
				key := fmt.Sprintf("%d %s %s", *depth, st.StartFEN, strings.Join(ucis[:k], " "))
				sc, ok := cache[key]
				if !ok {
					if sf == nil {
						var err error
						if sf, err = startSF(*sfPath); err != nil {
							fmt.Fprintln(os.Stderr, "Stockfish:", err)
							os.Exit(1)
						}
					}
					sc = sf.eval(st.StartFEN, ucis[:k], *depth)
					cache[key] = sc
					added++
				}
				sfEvals[k] = sc
			}
			for k, m := range rep.Moves {
				ref := review.Judge(sfEvals[k], sfEvals[k+1], m.White, false, 1)
				loss, sfClass := ref.Loss, ref.Class
				for si, sc := range scales {
					flaggedAt := review.Judge(m.Before, m.After, m.White, m.UCI == m.Best, sc).Class >= review.Mistake
					if sfClass == review.Blunder && flaggedAt {
						perScale[si].caught++
					}
					if sfClass == review.Best && flaggedAt {
						perScale[si].falseAlarms++
					}
				}
				moves++
				flagged := m.Class >= review.Mistake
				if sfClass == review.Blunder {
					sfBlunders++
					if flagged {
						caught++
					} else if *verbose {
						fmt.Printf("  missed: game %d ply %d %s: review %v -> %v (%s, loss %.0f), Stockfish %v -> %v (loss %.0f)\n",
							i+1, m.Ply, m.UCI, m.Before, m.After, m.Class, m.Loss, sfEvals[k], sfEvals[k+1], loss)
					}
				}
				if sfClass == review.Best {
					sfBest++
					if flagged {
						falseAlarms++
						if *verbose {
							fmt.Printf("  false alarm: game %d ply %d %s: review %v -> %v (%s)\n", i+1, m.Ply, m.UCI, m.Before, m.After, m.Class)
						}
					}
				}
			}
			fmt.Printf("%s game %d: %d moves, review %.1fs\n", file, i+1, len(rep.Moves), time.Since(t0).Seconds())
		}
		c.Close()
	}
	for si, sc := range scales {
		fmt.Printf("scale %.2f: blunders flagged %d of %d (%.0f%%), false alarms %d of %d (%.1f%%)\n", sc,
			perScale[si].caught, sfBlunders, pct(perScale[si].caught, sfBlunders), perScale[si].falseAlarms, sfBest, pct(perScale[si].falseAlarms, sfBest))
	}
	fmt.Printf("moves %d; Stockfish blunders %d, flagged by the review %d (%.0f%%); Stockfish best %d, flagged as mistake/blunder %d (%.1f%%); review time %.1fs\n",
		moves, sfBlunders, caught, pct(caught, sfBlunders), sfBest, falseAlarms, pct(falseAlarms, sfBest), ourTime.Seconds())
}

func loadCache(path string) map[string]review.Score {
	m := map[string]review.Score{}
	if path == "" {
		return m
	}
	if data, err := os.ReadFile(path); err == nil {
		json.Unmarshal(data, &m)
	}
	return m
}

func saveCache(path string, m map[string]review.Score) {
	if path == "" {
		return
	}
	if data, err := json.Marshal(m); err == nil {
		os.WriteFile(path, data, 0o644)
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// stockfish is the reference engine, one search per position.
type stockfish struct{ *uciproc.Engine }

func startSF(path string) (*stockfish, error) {
	e, err := uciproc.Start(path, "Hash=64")
	if err != nil {
		return nil, err
	}
	return &stockfish{e}, nil
}

// eval is Stockfish's score of the position, White's view.
func (s *stockfish) eval(fen string, moves []string, depth int) review.Score {
	r, err := s.Search("position fen "+fen+" moves "+strings.Join(moves, " "), "go depth "+strconv.Itoa(depth))
	if err != nil {
		fmt.Fprintln(os.Stderr, "Stockfish:", err)
		os.Exit(1)
	}
	var sc review.Score
	switch {
	case r.IsMate && r.Mate == 0:
		sc = review.Score{CP: -review.MateCP, Final: true} // mated now
	case r.IsMate:
		sc = review.Score{Mate: r.Mate}
	default:
		sc = review.Score{CP: r.CP}
	}
	white := fenfields.Split(fen).Side == "w" == (len(moves)%2 == 0)
	if !white {
		sc.CP, sc.Mate = -sc.CP, -sc.Mate
	}
	return sc
}
