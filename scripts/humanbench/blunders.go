package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"time"

	"chessmaster/engine"
	"chessmaster/review"
	"chessmaster/scripts/humandata"
)

// blunderGame is a held-out game start for the blunder count: the first
// MinPly moves of a game one of whose players is in bucket b.
type blunderGame struct {
	moves  []string        // the game's first MaxPly moves, UCI
	clocks []time.Duration // the mover's clock after each of them; -1 when not given
	side   int             // 0 White, 1 Black: the player in the bucket
}

// collectGames picks, per bucket, up to n held-out games with a player
// in it (the first such games of the file).
func collectGames(src, cache string, n int) ([][]blunderGame, error) {
	path, err := humandata.Decompressed(src, cache)
	if err != nil {
		return nil, err
	}
	f, entries, err := humandata.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := make([][]blunderGame, len(buckets))
	for _, e := range entries {
		if !humandata.HeldOut(e.Number) || !humandata.Usable(e) {
			continue
		}
		g, err := humandata.Read(f, e)
		if err != nil || len(g.Moves) < humandata.MaxPly {
			continue // short games: a resignation or a mate before ply 80 says little per game
		}
		for side, r := range []int{g.WhiteElo, g.BlackElo} {
			b := bucketOf(r)
			if b < 0 || len(out[b]) >= n {
				continue
			}
			q, _ := engine.ParseFEN(engine.StartFEN)
			var moves []string
			for _, san := range g.Moves[:humandata.MaxPly] {
				m, err := q.ParseSAN(san)
				if err != nil {
					break
				}
				moves = append(moves, m.String())
				q.MakeMove(m)
			}
			if len(moves) == humandata.MaxPly {
				out[b] = append(out[b], blunderGame{moves: moves, clocks: g.Clocks[:humandata.MaxPly], side: side})
			}
		}
	}
	return out, nil
}

// blunders counts the review's blunders of each side (0 White, 1 Black)
// in moves at plies after MinPly (the review's plies count from 1): all
// of them, and those made with at least humandata.MinClock left after
// the move (calm; with no clocks, all). A level has no clock, so it
// cannot imitate the blunders of a time scramble.
func blunders(moves []string, clocks []time.Duration, nodes uint64) (all, calm [2]int, err error) {
	rep, err := review.Analyse(context.Background(), engine.StartFEN, moves, review.Options{Nodes: nodes})
	if err != nil {
		return all, calm, err
	}
	for _, m := range rep.Moves {
		if m.Ply <= humandata.MinPly || m.Class != review.Blunder {
			continue
		}
		side := 1
		if m.White {
			side = 0
		}
		all[side]++
		if clocks == nil || clocks[m.Ply-1] < 0 || clocks[m.Ply-1] >= humandata.MinClock {
			calm[side]++
		}
	}
	return all, calm, nil
}

// selfPlay plays level against itself from the first MinPly moves of
// start to ply MaxPly (or the end of the game) and returns all moves.
func selfPlay(start []string, level int, seed uint64) ([]string, error) {
	moves := append([]string(nil), start[:humandata.MinPly]...)
	e := engine.New()
	e.SetLevel(level)
	e.SetLevelSeed(seed)
	for len(moves) < humandata.MaxPly {
		if err := e.SetPosition("startpos", moves); err != nil {
			return nil, err
		}
		r := e.Search(context.Background(), engine.Limits{MoveTime: 5 * time.Second}, nil)
		if r.BestMove == "" {
			break
		}
		moves = append(moves, r.BestMove)
	}
	return moves, nil
}

// runBlunders prints, per bucket, the review's blunders per game (plies
// MinPly-MaxPly, per player) of the people of the held-out games and of
// the level UCI_Elo picks for the bucket playing itself from the same
// game starts, with the model registered (as the program plays).
func runBlunders(src, cache string, games int, nodes uint64) error {
	all, err := collectGames(src, cache, games)
	if err != nil {
		return err
	}
	policy := pickPolicy()
	fmt.Printf("Blunders per game and player (plies %d-%d), as the review judges them at %d nodes a position; mean ± 95%% interval (normal)\n\n", humandata.MinPly+1, humandata.MaxPly, nodes)
	fmt.Printf("| bucket | games | people | people, with at least %s left | level | level / people | level / people with time |\n", humandata.MinClock)
	fmt.Println("|---|---|---|---|---|---|---|")
	for b, gs := range all {
		var people, calm, level []float64
		lv := engine.LevelForElo(buckets[b] + 100)
		for i, g := range gs {
			n, c, err := blunders(g.moves, g.clocks, nodes)
			if err != nil {
				return err
			}
			people = append(people, float64(n[g.side]))
			calm = append(calm, float64(c[g.side]))
			engine.RegisterHumanPolicy(policy)
			moves, err := selfPlay(g.moves, lv, humandata.Seed+uint64(i))
			if err != nil {
				return err
			}
			n, _, err = blunders(moves, nil, nodes)
			if err != nil {
				return err
			}
			level = append(level, float64(n[0]), float64(n[1]))
			fmt.Fprintf(os.Stderr, "bucket %d game %d/%d\n", buckets[b], i+1, len(gs))
		}
		pm, ph := meanCI(people)
		cm, ch := meanCI(calm)
		lm, lh := meanCI(level)
		fmt.Printf("| %d-%d (level %d) | %d | %.2f ± %.2f | %.2f ± %.2f | %.2f ± %.2f | %s | %s |\n", buckets[b], buckets[b]+199, lv, len(gs),
			pm, ph, cm, ch, lm, lh, ratio(lm, pm), ratio(lm, cm))
	}
	return nil
}

// ratio formats a/b, "-" when b is 0.
func ratio(a, b float64) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

// meanCI returns the mean of xs and the half-width of its normal 95%
// interval.
func meanCI(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	m := sum / float64(len(xs))
	if len(xs) < 2 {
		return m, 0
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	return m, 1.96 * math.Sqrt(ss/float64(len(xs)-1)/float64(len(xs)))
}
