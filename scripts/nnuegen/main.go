// Command nnuegen makes training data for the NNUE (scripts/nnuetrain):
// self-play games of the current engine (hand-written evaluation) at a
// fixed node budget per move, each from a random 8-ply opening, recording
// the quiet positions: side to move not in check, the engine's move not
// a capture or promotion, the score not a mate. One line per position:
//
//	FEN;score;result
//
// score is the search score in centipawns from White's point of view,
// result the game's result for White (1, 0.5 or 0). Games are adjudicated
// as a win when the score stays beyond 1,500 cp for 6 plies, and as a
// draw after 300 plies.
//
//	nice -n 15 go run ./scripts/nnuegen -nodes 4000 -minutes 15 -seed 1 > data.txt
//
// With the same flags and -games instead of -minutes the output is
// reproducible (the search is deterministic at a fixed node budget).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"chessmaster/engine"
	"chessmaster/scripts/internal/randopen"
)

func main() {
	nodes := flag.Uint64("nodes", 4000, "nodes searched per move")
	games := flag.Int("games", 0, "games to play (0: until -minutes)")
	minutes := flag.Float64("minutes", 15, "stop after this many minutes (with -games 0)")
	seed := flag.Uint64("seed", 1, "random seed of the openings")
	flag.Parse()

	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	rng := rand.New(rand.NewPCG(*seed, 0x6e6e7565))
	deadline := time.Now().Add(time.Duration(*minutes * float64(time.Minute)))
	eng := engine.New()
	// The data is labelled by the hand-written evaluation's search, as the
	// built-in net was trained (engines start with the net since #15).
	eng.SetNNUE(nil)
	eng.SetHashSize(16)
	total := 0
	for g := 0; *games == 0 || g < *games; g++ {
		if *games == 0 && time.Now().After(deadline) {
			break
		}
		lines := playGame(eng, rng, *nodes)
		for _, l := range lines {
			fmt.Fprintln(out, l)
		}
		total += len(lines)
		if (g+1)%20 == 0 {
			fmt.Fprintf(os.Stderr, "%d games, %d positions\n", g+1, total)
			out.Flush()
		}
	}
	fmt.Fprintf(os.Stderr, "done: %d positions\n", total)
}

// playGame plays one game and returns its records.
func playGame(eng *engine.Engine, rng *rand.Rand, nodes uint64) []string {
	pos, moves, ok := randopen.Play(rng, 8)
	if !ok {
		return nil // a random opening that ended the game: skip it
	}
	eng.NewGame()
	type rec struct {
		fen   string
		score int // White's point of view
	}
	var recs []rec
	result := -1.0
	bigFor, bigRun := 0, 0
	for ply := 0; result < 0; ply++ {
		var l engine.MoveList
		pos.GenerateLegal(&l)
		switch {
		case l.N == 0 && pos.InCheck():
			result = 1
			if pos.SideToMove() == engine.White {
				result = 0
			}
			continue
		case l.N == 0, pos.IsRepetition(), pos.IsFiftyMoveDraw(), pos.IsInsufficientMaterial(), ply >= 300:
			result = 0.5
			continue
		}
		if err := eng.SetPosition(engine.StartFEN, moves); err != nil {
			panic(err)
		}
		res := eng.Search(context.Background(), engine.Limits{Nodes: nodes}, nil)
		m, err := pos.ParseMove(res.BestMove)
		if err != nil {
			panic(err)
		}
		score := res.Info.Score
		if pos.SideToMove() == engine.Black {
			score = -score
		}
		if res.Info.Mate == 0 && res.Source == "search" && !pos.InCheck() && pos.IsQuiet(m) {
			recs = append(recs, rec{pos.FEN(), score})
		}
		// Adjudication: a decisive score (or a mate) for 6 plies in a row.
		sign := 0
		switch {
		case res.Info.Mate != 0:
			sign = 1
			if res.Info.Mate < 0 {
				sign = -1
			}
			if pos.SideToMove() == engine.Black {
				sign = -sign
			}
		case score > 1500:
			sign = 1
		case score < -1500:
			sign = -1
		}
		if sign != 0 && sign == bigFor {
			bigRun++
		} else {
			bigFor, bigRun = sign, 1
		}
		if bigFor != 0 && bigRun >= 6 {
			result = float64(bigFor+1) / 2
		}
		moves = append(moves, res.BestMove)
		pos.MakeMove(m)
	}
	out := make([]string, 0, len(recs))
	for _, r := range recs {
		out = append(out, fmt.Sprintf("%s;%d;%s", r.fen, r.score, strings.TrimSuffix(fmt.Sprintf("%.1f", result), ".0")))
	}
	return out
}
