package engine

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"os"
	"strconv"
	"sync"
	"testing"
)

// Self-play A/B test of search parameters, for tuning. It plays the
// default parameters against a variant at a fixed number of nodes per
// move (so the result does not depend on machine load), from random
// balanced openings, each with both colours. It is skipped unless
// SP_VARIANT names a variant:
//
//	SP_VARIANT=nolmp SP_PAIRS=30 go test -run TestSelfPlay -v ./engine
//
// SP_PAIRS (default 20) sets the number of openings and SP_NODES
// (default 20000) the nodes per move. The result is printed from the
// variant's point of view: an Elo below zero means the defaults are better.
var selfPlayVariants = map[string]func(*searchParams){
	"same":    func(p *searchParams) {},
	"nosing":  func(p *searchParams) { p.singularDepth = 0 },
	"nocont":  func(p *searchParams) { p.useContHist = false },
	"nolmp":   func(p *searchParams) { p.lmpMaxDepth = 0 },
	"lmp1":    func(p *searchParams) { p.lmpBase = 1 },
	"lmp5":    func(p *searchParams) { p.lmpBase = 5 },
	"lmrmore": func(p *searchParams) { p.lmrDivisor = 1.9 },
	"lmrless": func(p *searchParams) { p.lmrDivisor = 2.7 },
	"rfp60":   func(p *searchParams) { p.rfpMargin = 60 },
	"rfp100":  func(p *searchParams) { p.rfpMargin = 100 },
	"nofut":   func(p *searchParams) { p.futilityMaxDepth = 0 },
	"norazor": func(p *searchParams) { p.razorMargin = 100000 },
	"nohist":  func(p *searchParams) { p.histPruneDepth = 0 },
	"nmp4":    func(p *searchParams) { p.nmpBase = 4; p.nmpDepthDiv = 3 },
	"seeq30":  func(p *searchParams) { p.seeQuietMargin = -30 },
	"nosedbl": func(p *searchParams) { p.singularDouble = 0 },
	"nocorr":  func(p *searchParams) { p.useCorrHist = false },
	"probcut": func(p *searchParams) { p.probCutMargin = probCutTestMargin },
}

func TestSelfPlay(t *testing.T) {
	name := os.Getenv("SP_VARIANT")
	if name == "" {
		t.Skip("self-play tuning: set SP_VARIANT to run")
	}
	modify, ok := selfPlayVariants[name]
	if !ok {
		t.Fatalf("unknown variant %q", name)
	}
	pairs := envInt("SP_PAIRS", 20)
	nodes := uint64(envInt("SP_NODES", 20000))
	variant := newSearchParams(modify)
	openings := balancedOpenings(pairs, 11)

	var mu sync.Mutex
	var wins, draws, losses int
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2) // the machine has two cores
	for _, fen := range openings {
		for _, variantWhite := range []bool{true, false} {
			wg.Add(1)
			sem <- struct{}{}
			go func(fen string, variantWhite bool) {
				defer wg.Done()
				defer func() { <-sem }()
				base, vari := New(), New()
				base.SetHashSize(16)
				vari.SetHashSize(16)
				vari.params = variant
				res := playSelfPlayGame(fen, vari, base, variantWhite, nodes)
				mu.Lock()
				defer mu.Unlock()
				switch res {
				case 1:
					wins++
				case 0:
					losses++
				default:
					draws++
				}
				t.Logf("variant %s: +%d =%d -%d", name, wins, draws, losses)
			}(fen, variantWhite)
		}
	}
	wg.Wait()
	games := wins + draws + losses
	frac := (float64(wins) + float64(draws)/2) / float64(games)
	elo := -400 * math.Log10(1/frac-1)
	fmt.Printf("variant %s: %.1f/%d (%.1f%%) Elo %+.0f  W%d D%d L%d\n",
		name, frac*float64(games), games, 100*frac, elo, wins, draws, losses)
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// balancedOpenings plays n random 8-ply openings (fixed seed) whose
// depth-6 score is within 80 cp.
func balancedOpenings(n int, seed int64) []string {
	rng := rand.New(rand.NewSource(seed))
	var out []string
	e := New()
	e.SetHashSize(8)
	for len(out) < n {
		p, _ := ParseFEN(StartFEN)
		ok := true
		for i := 0; i < 8 && ok; i++ {
			var l MoveList
			p.GenerateLegal(&l)
			if l.N == 0 {
				ok = false
				break
			}
			p.MakeMove(l.Moves[rng.Intn(l.N)])
		}
		if !ok {
			continue
		}
		fen := p.FEN()
		e.SetPosition(fen, nil)
		r := e.Search(context.Background(), Limits{Depth: 6}, nil)
		if r.Info.Mate == 0 && abs(r.Info.Score) <= 80 {
			out = append(out, fen)
		}
	}
	return out
}

// playSelfPlayGame plays one game and returns a's result: 1, 0.5 or 0.
// Games end by the rules, or when the side to move has reported a score
// beyond ±1000 for four moves running (resignation), or after 400 plies.
func playSelfPlayGame(fen string, a, b *Engine, aWhite bool, nodes uint64) float64 {
	p, _ := ParseFEN(fen)
	var moves []string
	lopsided := 0
	for ply := 0; ply < 400; ply++ {
		var l MoveList
		p.GenerateLegal(&l)
		aToMove := (p.SideToMove() == White) == aWhite
		switch {
		case l.N == 0 && p.InCheck():
			if aToMove {
				return 0
			}
			return 1
		case l.N == 0, p.RepetitionCount() >= 2, p.IsFiftyMoveDraw(), p.IsInsufficientMaterial():
			return 0.5
		}
		eng := b
		if aToMove {
			eng = a
		}
		eng.SetPosition(fen, moves)
		r := eng.Search(context.Background(), Limits{Nodes: nodes}, nil)
		score := r.Info.Score
		if r.Info.Mate != 0 {
			score = 10000 * r.Info.Mate / abs(r.Info.Mate)
		}
		if abs(score) > 1000 {
			lopsided++
		} else {
			lopsided = 0
		}
		if lopsided >= 4 {
			if (score > 0) == aToMove {
				return 1
			}
			return 0
		}
		m, err := p.ParseMove(r.BestMove)
		if err != nil {
			panic(fmt.Sprintf("self-play: engine move %q: %v", r.BestMove, err))
		}
		p.MakeMove(m)
		moves = append(moves, r.BestMove)
	}
	return 0.5
}
