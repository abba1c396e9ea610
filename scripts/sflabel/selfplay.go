package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"chessmaster/engine"
	"chessmaster/scripts/internal/randopen"
)

// runSelfPlay writes games lines (the compact format) of our own engine
// playing itself at a small node budget from random 8-ply openings: the
// positions a search meets are more often lopsided and odd than those of
// human games, and these games add such positions for labelling. The
// games are deterministic for a seed (a fixed node budget, one thread).
func runSelfPlay(args []string) error {
	fs := flag.NewFlagSet("selfplay", flag.ExitOnError)
	games := fs.Int("n", 1000, "games to play")
	nodes := fs.Uint64("nodes", 1000, "nodes per move")
	seed := fs.Uint64("seed", 1, "seed of the random openings")
	out := fs.String("out", "selfplay.txt", "games file to write")
	fs.Parse(args)
	tmp := *out + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	rng := rand.New(rand.NewPCG(*seed, 0x73656c66))
	eng := engine.New()
	eng.SetHashSize(16)
	for g := 0; g < *games; g++ {
		if line := selfPlayGame(eng, rng, *nodes); line != "" {
			fmt.Fprintln(w, line)
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, *out)
}

// selfPlayGame plays one game: "result move ..." or "" when the random
// opening ends the game.
func selfPlayGame(eng *engine.Engine, rng *rand.Rand, nodes uint64) string {
	pos, moves, ok := randopen.Play(rng, 8)
	if !ok {
		return ""
	}
	eng.NewGame()
	result := ""
	for ply := 0; result == ""; ply++ {
		var l engine.MoveList
		pos.GenerateLegal(&l)
		switch {
		case l.N == 0 && pos.InCheck():
			result = "1"
			if pos.SideToMove() == engine.White {
				result = "0"
			}
			continue
		case l.N == 0, pos.IsRepetition(), pos.IsFiftyMoveDraw(), pos.IsInsufficientMaterial(), ply >= 300:
			result = "0.5"
			continue
		}
		if err := eng.SetPosition(engine.StartFEN, moves); err != nil {
			return ""
		}
		res := eng.Search(context.Background(), engine.Limits{Nodes: nodes}, nil)
		m, err := pos.ParseMove(res.BestMove)
		if err != nil {
			return ""
		}
		moves = append(moves, res.BestMove)
		pos.MakeMove(m)
	}
	return result + " " + strings.Join(moves, " ")
}
