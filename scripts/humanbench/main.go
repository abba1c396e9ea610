// Command humanbench measures how often a player of a given rating would
// have been matched: on positions (plies 10-80) of the held-out games of
// the shared lichess file (the games scripts/humanfit does not fit on),
// per rating bucket of the mover, the share of positions where each
// player chooses the move the person played. Side by side: the human
// model's most likely move, our levels as UCI_LimitStrength/UCI_Elo at
// the bucket's middle rating picks them, full strength at a short time,
// and Stockfish's UCI_Elo when it is installed. Rates come with 95%
// Wilson intervals.
//
//	go run ./scripts/humanbench -per 200 -movetime 50ms
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"chessmaster/book"
	"chessmaster/engine"
	"chessmaster/human"
	"chessmaster/scripts/humandata"
)

// sample is one held-out position.
type sample struct {
	rating int
	moves  []string // UCI moves from the start
	pos    *engine.Position
	played engine.Move
}

// buckets are the rating buckets: 1000-1199 .. 1800-1999.
var buckets = []int{1000, 1200, 1400, 1600, 1800}

func main() {
	src := flag.String("src", humandata.DefaultSource, "the games (xz-compressed PGN)")
	cache := flag.String("cache", humandata.DefaultCache(), "folder for the decompressed games (shared with humanfit)")
	per := flag.Int("per", 200, "positions per rating bucket")
	movetime := flag.Duration("movetime", 50*time.Millisecond, "time per move for full strength and Stockfish")
	sfPath := flag.String("stockfish", "/usr/games/stockfish", "Stockfish binary (skipped when missing)")
	set := flag.String("set", "held-out", "the games whose positions are measured: held-out (to report) or validation (to tune on)")
	bookPath := flag.String("book", "", "a polyglot book the levels play from within their BookPlies, as in a game (assets/performance.bin); none when empty")
	onlyLevel := flag.Int("level", 0, "measure this level (1-8) in every bucket instead of the level UCI_Elo picks (to time one level)")
	only := flag.String("only", "", "comma-separated players to run (features, model, levels, full, stockfish); all when empty")
	blunderGames := flag.Int("blunders", 0, "instead of matching: count the review's blunders per game in this many held-out games per bucket and in level self-play from the same starts")
	reviewNodes := flag.Uint64("review-nodes", 20000, "the review's node budget per position for -blunders")
	bucketList := flag.String("buckets", "", "comma-separated lower ends of 200-point rating buckets to measure instead of the issue's 1000..1800 (e.g. 2000,2200)")
	flag.Parse()
	if *bucketList != "" {
		bs, err := parseBuckets(*bucketList)
		if err != nil {
			fmt.Fprintln(os.Stderr, "humanbench:", err)
			os.Exit(2)
		}
		buckets = bs
	}
	var err error
	if *blunderGames > 0 {
		err = runBlunders(*src, *cache, *blunderGames, *reviewNodes)
	} else {
		err = run(*src, *cache, *set, *bookPath, *onlyLevel, *per, *movetime, *sfPath, *only)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "humanbench:", err)
		os.Exit(1)
	}
}

// collect draws per positions of each bucket from the held-out games,
// spread over the games by a fixed-seed shuffle.
func collect(src, cache, set string, per int) ([][]sample, error) {
	if set != "held-out" && set != "validation" {
		return nil, fmt.Errorf("-set %q: held-out or validation", set)
	}
	path, err := humandata.Decompressed(src, cache)
	if err != nil {
		return nil, err
	}
	f, entries, err := humandata.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	all := make([][]sample, len(buckets))
	for i, e := range entries {
		in := humandata.HeldOut(e.Number)
		if set == "validation" {
			in = humandata.InValidation(i, e.Number)
		}
		if !in || !humandata.Usable(e) {
			continue
		}
		g, err := humandata.Read(f, e)
		if err != nil {
			continue
		}
		var moves []string
		g.Positions(func(p *humandata.Position) {
			if moves == nil {
				// The moves before the first position, in UCI.
				q, _ := engine.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
				for _, san := range g.Moves[:p.Ply] {
					m, _ := q.ParseSAN(san)
					moves = append(moves, m.String())
					q.MakeMove(m)
				}
			}
			b := bucketOf(p.Rating)
			if b >= 0 {
				all[b] = append(all[b], sample{rating: p.Rating, moves: append([]string(nil), moves...), pos: p.Pos.Copy(), played: p.Played})
			}
			moves = append(moves, p.Played.String())
		})
	}
	rng := rand.New(rand.NewPCG(humandata.Seed, 39))
	for b := range all {
		rng.Shuffle(len(all[b]), func(i, j int) { all[b][i], all[b][j] = all[b][j], all[b][i] })
		all[b] = all[b][:min(per, len(all[b]))]
	}
	return all, nil
}

func bucketOf(rating int) int {
	for i, lo := range buckets {
		if rating >= lo && rating < lo+200 {
			return i
		}
	}
	return -1
}

// player chooses a move for a sample of bucket b ("" = none).
type player struct {
	name   string
	choose func(b int, s sample) (string, error)
}

func run(src, cache, set, bookPath string, onlyLevel, per int, movetime time.Duration, sfPath, only string) error {
	all, err := collect(src, cache, set, per)
	if err != nil {
		return err
	}
	want := func(name string) bool { return only == "" || strings.Contains(","+only+",", ","+name+",") }
	var players []player
	topMove := func(pr *human.Predictor) func(b int, s sample) (string, error) {
		return func(b int, s sample) (string, error) {
			probs := pr.Predict(s.pos, s.rating)
			if len(probs) == 0 {
				return "", nil
			}
			return probs[0].Move.String(), nil
		}
	}
	if want("features") {
		// The move-feature model without the board-context net.
		m, err := human.Default()
		if err != nil {
			return err
		}
		players = append(players, player{"model, move features only (top move)", topMove(human.NewPredictor(m))})
	}
	if want("model") {
		pr, err := human.DefaultPredictor()
		if err != nil {
			return err
		}
		players = append(players, player{"model (top move)", topMove(pr)})
	}
	if want("levels") {
		// The levels as UCI_Elo picks them, without the model (as before
		// issue 39) and with it (as the program plays now).
		e := engine.New()
		// bookMoves counts the levels' moves the book answered (-book).
		bookMoves := 0
		defer func() {
			if bookPath != "" {
				fmt.Fprintf(os.Stderr, "humanbench: the book answered %d of the levels' moves (both level rows)\n", bookMoves)
			}
		}()
		if bookPath != "" {
			bk, err := book.Open(bookPath)
			if err != nil {
				return err
			}
			e.SetBook(bk, book.Options{})
			e.SetBookSeed(humandata.Seed)
		}
		level := func(b int, s sample) (string, error) {
			lv := engine.LevelForElo(buckets[b] + 100)
			if onlyLevel > 0 {
				lv = onlyLevel
			}
			e.SetLevel(lv)
			e.SetLevelSeed(humandata.Seed)
			res, err := searchResult(e, s, engine.Limits{MoveTime: 10 * movetime})
			if res.Source == "book" {
				bookMoves++
			}
			return res.BestMove, err
		}
		players = append(players, player{"level, search only (UCI_Elo = bucket middle)", func(b int, s sample) (string, error) {
			engine.RegisterHumanPolicy(nil)
			return level(b, s)
		}})
		policy := pickPolicy()
		players = append(players, player{"level with the model (UCI_Elo = bucket middle)", func(b int, s sample) (string, error) {
			engine.RegisterHumanPolicy(policy)
			return level(b, s)
		}})
	}
	if want("full") {
		e := engine.New()
		players = append(players, player{fmt.Sprintf("full strength (%s)", movetime), func(b int, s sample) (string, error) {
			e.SetLevel(0)
			return search(e, s, engine.Limits{MoveTime: movetime})
		}})
	}
	if want("stockfish") {
		if _, err := os.Stat(sfPath); err == nil {
			sf, err := startStockfish(sfPath)
			if err != nil {
				return err
			}
			defer sf.Close()
			players = append(players, player{fmt.Sprintf("Stockfish UCI_Elo (%s)", movetime), func(b int, s sample) (string, error) {
				if err := sf.setElo(max(1320, buckets[b]+100)); err != nil {
					return "", err
				}
				return sf.bestMove(s.moves, movetime)
			}})
		} else {
			fmt.Fprintf(os.Stderr, "humanbench: no Stockfish at %s; its column is left out\n", sfPath)
		}
	}
	fmt.Printf("Move matching on %s positions (plies %d-%d), 95%% Wilson intervals\n\n", set, humandata.MinPly, humandata.MaxPly)
	fmt.Printf("| player |")
	for b, lo := range buckets {
		fmt.Printf(" %d-%d (n=%d) |", lo, lo+199, len(all[b]))
	}
	fmt.Printf(" all | ms/move |\n|---|")
	for range buckets {
		fmt.Printf("---|")
	}
	fmt.Println("---|---|")
	for _, pl := range players {
		fmt.Printf("| %s |", pl.name)
		hitsAll, nAll := 0, 0
		var spent time.Duration
		for b := range buckets {
			hits := 0
			for _, s := range all[b] {
				start := time.Now()
				mv, err := pl.choose(b, s)
				spent += time.Since(start)
				if err != nil {
					return err
				}
				if mv == s.played.String() {
					hits++
				}
			}
			hitsAll += hits
			nAll += len(all[b])
			fmt.Printf(" %s |", rate(hits, len(all[b])))
		}
		fmt.Printf(" %s | %.1f |\n", rate(hitsAll, nAll), float64(spent.Microseconds())/1000/float64(max(nAll, 1)))
	}
	return nil
}

// search returns the engine's move for s.
func search(e *engine.Engine, s sample, lim engine.Limits) (string, error) {
	res, err := searchResult(e, s, lim)
	return res.BestMove, err
}

// searchResult is the engine's whole answer for s (its move and where
// the move came from: search, book or tables).
func searchResult(e *engine.Engine, s sample, lim engine.Limits) (engine.Result, error) {
	e.NewGame()
	if err := e.SetPosition("startpos", s.moves); err != nil {
		return engine.Result{}, err
	}
	return e.Search(context.Background(), lim, nil), nil
}

// rate formats hits/n as a percentage with its 95% Wilson interval.
func rate(hits, n int) string {
	if n == 0 {
		return "-"
	}
	const z = 1.96
	p := float64(hits) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return fmt.Sprintf("%.1f%% [%.1f, %.1f]", 100*p, 100*(mid-half), 100*(mid+half))
}

// pickPolicy is the shipped model as the levels use it; the weights are
// embedded, so failing to load them is a broken build.
func pickPolicy() engine.HumanPolicy {
	policy := human.Policy()
	if policy == nil {
		fmt.Fprintln(os.Stderr, "humanbench: the human model's weights do not load")
		os.Exit(1)
	}
	return policy
}

// parseBuckets reads -buckets: lower ends of 200-point buckets, each a
// multiple of 200 from 0 to 3000, in rising order.
func parseBuckets(list string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(list, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 0 || v > 3000 || v%200 != 0 {
			return nil, fmt.Errorf("-buckets: %q is not a multiple of 200 from 0 to 3000", f)
		}
		if len(out) > 0 && v <= out[len(out)-1] {
			return nil, fmt.Errorf("-buckets: %d does not rise above %d", v, out[len(out)-1])
		}
		out = append(out, v)
	}
	return out, nil
}
