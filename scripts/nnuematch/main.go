// Command nnuematch is a smoke test of the NNUE: games at a fixed node
// budget per move between the engine evaluating with a net (-net, default
// the built-in one) and the engine with the hand-written evaluation, each
// random 8-ply opening played twice with colours swapped. With few games
// the result says that the net plays legal, sane chess, not how strong
// it is.
//
//	nice -n 15 go run ./scripts/nnuematch -games 20 -nodes 20000
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"chessmaster/engine"
	"chessmaster/nnue"
)

func main() {
	games := flag.Int("games", 20, "games (an even number: openings are played twice)")
	nodes := flag.Uint64("nodes", 20000, "nodes per move")
	netFile := flag.String("net", "", "net file (default: the built-in net)")
	seed := flag.Uint64("seed", 3, "random seed of the openings")
	flag.Parse()
	net, err := nnue.Default()
	if *netFile != "" {
		var f *os.File
		if f, err = os.Open(*netFile); err == nil {
			net, err = nnue.Load(f)
			f.Close()
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "nnuematch:", err)
		os.Exit(1)
	}
	rng := rand.New(rand.NewPCG(*seed, 99))
	nn, hand := engine.New(), engine.New()
	nn.SetHashSize(16)
	hand.SetHashSize(16)
	nn.SetNNUE(net)
	hand.SetNNUE(nil)
	var w, d, l int
	var opening []string
	for g := 0; g < *games; g++ {
		if g%2 == 0 {
			opening = randomOpening(rng)
		}
		nnWhite := g%2 == 0
		white, black := nn, hand
		if !nnWhite {
			white, black = hand, nn
		}
		r := play(white, black, opening, *nodes) // White's result
		if !nnWhite {
			r = 1 - r
		}
		switch r {
		case 1:
			w++
		case 0:
			l++
		default:
			d++
		}
		fmt.Fprintf(os.Stderr, "game %d (NNUE %s): %v; NNUE +%d =%d -%d\n", g+1, map[bool]string{true: "White", false: "Black"}[nnWhite], r, w, d, l)
	}
	fmt.Printf("NNUE vs hand-written, %d games at %d nodes: +%d =%d -%d (%.1f%%)\n", *games, *nodes, w, d, l, 100*(float64(w)+float64(d)/2)/float64(*games))
}

func randomOpening(rng *rand.Rand) []string {
	for {
		pos, _ := engine.ParseFEN(engine.StartFEN)
		var moves []string
		for len(moves) < 8 {
			var l engine.MoveList
			pos.GenerateLegal(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.IntN(l.N)]
			moves = append(moves, m.String())
			pos.MakeMove(m)
		}
		if len(moves) == 8 {
			return moves
		}
	}
}

// play returns White's result (1, 0.5, 0); 300 plies is a draw.
func play(white, black *engine.Engine, opening []string, nodes uint64) float64 {
	white.NewGame()
	black.NewGame()
	pos, _ := engine.ParseFEN(engine.StartFEN)
	moves := append([]string(nil), opening...)
	for _, s := range moves {
		m, _ := pos.ParseMove(s)
		pos.MakeMove(m)
	}
	for ply := 0; ply < 300; ply++ {
		var l engine.MoveList
		pos.GenerateLegal(&l)
		if l.N == 0 {
			if !pos.InCheck() {
				return 0.5
			}
			if pos.SideToMove() == engine.White {
				return 0
			}
			return 1
		}
		if pos.IsRepetition() || pos.IsFiftyMoveDraw() || pos.IsInsufficientMaterial() {
			return 0.5
		}
		e := white
		if pos.SideToMove() == engine.Black {
			e = black
		}
		if err := e.SetPosition(engine.StartFEN, moves); err != nil {
			panic(err)
		}
		res := e.Search(context.Background(), engine.Limits{Nodes: nodes}, nil)
		m, err := pos.ParseMove(res.BestMove)
		if err != nil {
			panic(fmt.Sprintf("illegal move %q: %v", res.BestMove, err))
		}
		moves = append(moves, res.BestMove)
		pos.MakeMove(m)
	}
	return 0.5
}
