// Command nnuematch is a smoke test of the NNUE: games at a fixed node
// budget per move between the engine evaluating with a net (-net, default
// the built-in one) and the engine with the hand-written evaluation, each
// random 8-ply opening played twice with colours swapped. With few games
// the result says that the net plays legal, sane chess, not how strong
// it is. With -vs it plays one net against another (same architecture and
// speed, so a fixed node count is a fair and load-independent comparison).
//
//	nice -n 15 go run ./scripts/nnuematch -games 20 -nodes 20000
//	go run ./scripts/nnuematch -net new.nnue -vs assets/nnue/default.nnue -games 400 -jobs 2
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"

	"chessmaster/engine"
	"chessmaster/nnue"
	"chessmaster/scripts/internal/randopen"
)

func main() {
	games := flag.Int("games", 20, "games (an even number: openings are played twice)")
	nodes := flag.Uint64("nodes", 20000, "nodes per move")
	netFile := flag.String("net", "", "net file (default: the built-in net)")
	vsFile := flag.String("vs", "", "the opponent's net file (default: the hand-written evaluation)")
	jobs := flag.Int("jobs", 1, "games played side by side (results do not depend on it)")
	seed := flag.Uint64("seed", 3, "random seed of the openings")
	flag.Parse()
	net, err := loadNet(*netFile)
	var vs *nnue.Net
	if err == nil && *vsFile != "" {
		vs, err = loadNet(*vsFile)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "nnuematch:", err)
		os.Exit(1)
	}
	opponent := "hand-written"
	if vs != nil {
		opponent = *vsFile
	}
	// The openings are drawn up front, so a game's opening (and so its
	// result: the search is deterministic at a fixed node count) does not
	// depend on -jobs.
	rng := rand.New(rand.NewPCG(*seed, 99))
	openings := make([][]string, (*games+1)/2)
	for i := range openings {
		openings[i] = randomOpening(rng)
	}
	next := make(chan int)
	var mu sync.Mutex
	var w, d, l int
	var wg sync.WaitGroup
	for range max(*jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			nn, other := engine.New(), engine.New()
			nn.SetHashSize(16)
			other.SetHashSize(16)
			nn.SetNNUE(net)
			other.SetNNUE(vs)
			for g := range next {
				nnWhite := g%2 == 0
				white, black := nn, other
				if !nnWhite {
					white, black = other, nn
				}
				r := play(white, black, openings[g/2], *nodes) // White's result
				if !nnWhite {
					r = 1 - r
				}
				mu.Lock()
				switch r {
				case 1:
					w++
				case 0:
					l++
				default:
					d++
				}
				fmt.Fprintf(os.Stderr, "game %d (net %s): %v; net +%d =%d -%d\n", g+1, map[bool]string{true: "White", false: "Black"}[nnWhite], r, w, d, l)
				mu.Unlock()
			}
		}()
	}
	for g := range *games {
		next <- g
	}
	close(next)
	wg.Wait()
	fmt.Printf("net vs %s, %d games at %d nodes: +%d =%d -%d (%.1f%%)\n", opponent, *games, *nodes, w, d, l, 100*(float64(w)+float64(d)/2)/float64(*games))
}

// loadNet reads a net file; an empty name is the built-in net.
func loadNet(name string) (*nnue.Net, error) {
	if name == "" {
		return nnue.Default()
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return nnue.Load(f)
}

func randomOpening(rng *rand.Rand) []string {
	for {
		if _, moves, ok := randopen.Play(rng, 8); ok {
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
