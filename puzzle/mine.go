package puzzle

import (
	"context"
	"fmt"
	"sort"

	"chessmaster/engine"
)

// Options set how hard the miner looks and how strict it is. The zero
// value of a field means its default.
type Options struct {
	// ScanNodes is the search budget for each position of a game, to find
	// the moves after which the other side has a chance (default 8000).
	ScanNodes uint64
	// ProbeNodes is the budget of each multi-PV search of a candidate
	// puzzle, per solver move (default 100000).
	ProbeNodes uint64
	// VerifyNodes is the budget of the deeper search that checks each
	// solver move of a found line again (default 4 x ProbeNodes).
	VerifyNodes uint64
	// MaxSolverMoves bounds the solution (default 5).
	MaxSolverMoves int
	// Gap is the least difference in winning chances (0..100) between
	// the best and the second-best move at every solver move (default
	// 25; lichess asks 0.42 on its -1..1 scale, which is 21 here: a
	// little more, as Stockfish, checking our puzzles, found some of
	// those gaps narrower than our engine did).
	Gap float64
	// Swing is the least gain in the solver's winning chances that the
	// opponent's move must give away for its position to be a candidate
	// (default 25, lichess's 0.5).
	Swing float64
	// Saves also takes puzzles where the only move saves a lost game
	// (equality). Off by default: checked against Stockfish, our
	// engine's judgement of such defences was too often too hopeful
	// (the solver still lost), while its wins held.
	Saves bool
	// MaxPerGame bounds the puzzles taken from one game (default 2): the
	// hardest by the rating estimate.
	MaxPerGame int
}

func (o Options) withDefaults() Options {
	if o.ScanNodes == 0 {
		o.ScanNodes = 8000
	}
	if o.ProbeNodes == 0 {
		o.ProbeNodes = 100000
	}
	if o.VerifyNodes == 0 {
		o.VerifyNodes = 4 * o.ProbeNodes
	}
	if o.MaxSolverMoves == 0 {
		o.MaxSolverMoves = 5
	}
	if o.Gap == 0 {
		o.Gap = 25
	}
	if o.Swing == 0 {
		o.Swing = 25
	}
	if o.MaxPerGame == 0 {
		o.MaxPerGame = 2
	}
	return o
}

// Game is a game to mine: the start position and the moves (UCI), and
// where it comes from.
type Game struct {
	StartFEN string // "" for the standard start
	Moves    []string
	// Source names the game for the puzzles' Source ("https://lichess.org/x"
	// or "games.pgn game 12"); the puzzle's ply is added.
	Source                          string
	Event, Site, Date, White, Black string
}

// Miner finds puzzles in games. It holds one engine; use one Miner per
// goroutine.
type Miner struct {
	opt Options
	s   *searcher
	// Stats count what the miner did, for progress and the notes.
	Stats Stats
}

// Stats are the miner's counts.
type Stats struct {
	Games, Positions, Candidates, Puzzles int
}

// NewMiner returns a miner with opt (defaults for zero fields).
func NewMiner(opt Options) *Miner {
	return &Miner{opt: opt.withDefaults(), s: newSearcher()}
}

// Mine returns the puzzles found in g, in the order of the game. It stops
// with ctx.Err() when ctx is cancelled.
func (mn *Miner) Mine(ctx context.Context, g Game) ([]Puzzle, error) {
	mn.Stats.Games++
	start := g.StartFEN
	if start == "" {
		start = engine.StartFEN
	}
	pos, err := engine.ParseFEN(start)
	if err != nil {
		return nil, fmt.Errorf("start position: %w", err)
	}
	// The FEN of every position of the game, to write the puzzles'.
	fens := []string{pos.FEN()}
	for i, u := range g.Moves {
		m, err := pos.ParseMove(u)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, u, err)
		}
		pos.MakeMove(m)
		fens = append(fens, pos.FEN())
	}
	var out []Puzzle
	var prev Eval // the previous position's verdict, its side to move's view
	skipUntil := 0
	for i := 0; i <= len(g.Moves); i++ {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		line, err := mn.s.best(ctx, start, g.Moves[:i], mn.opt.ScanNodes)
		if err != nil {
			return out, err
		}
		mn.Stats.Positions++
		if line.Move == "" {
			break // the game is over here
		}
		cur := line.Eval
		if i > 0 && i >= skipUntil && mn.candidate(prev.Neg(), cur) {
			mn.Stats.Candidates++
			c, ok, err := mn.cook(ctx, start, g.Moves[:i], prev.Neg())
			if err != nil {
				return out, err
			}
			if ok {
				p := Puzzle{Solution: c.solution}
				p.FEN = fens[i-1]
				p.Lead = g.Moves[i-1]
				p.Source = fmt.Sprintf("%s#%d", g.Source, i)
				p.Event, p.Site, p.Date, p.White, p.Black = g.Event, g.Site, g.Date, g.White, g.Black
				p.SetID()
				mn.describe(&p, c.end, c.findDepth)
				out = append(out, p)
				skipUntil = i + len(p.Solution) + 1
			}
		}
		prev = cur
	}
	out = hardest(out, mn.opt.MaxPerGame)
	mn.Stats.Puzzles += len(out)
	return out, nil
}

// hardest keeps the n puzzles of a game with the highest rating estimate
// (the earlier of equals), in the game's order: a game's simple captures
// then give way to its deeper ideas.
func hardest(ps []Puzzle, n int) []Puzzle {
	if len(ps) <= n {
		return ps
	}
	idx := make([]int, len(ps))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return ps[idx[a]].Rating > ps[idx[b]].Rating })
	idx = idx[:n]
	sort.Ints(idx)
	out := make([]Puzzle, 0, n)
	for _, i := range idx {
		out = append(out, ps[i])
	}
	return out
}

// candidate reports whether a position is worth a closer look: the
// opponent's last move turned before (the solver's view of the position
// before it) into cur (the solver's view now) by at least Swing in
// winning chances, the solver was not already winning, and now either
// wins or is saved.
func (mn *Miner) candidate(before, cur Eval) bool {
	if before.Decisive() && before.Pawns() > 0 || before.CP > 400 {
		return false // already winning: the win is no surprise
	}
	if cur.Chance()-before.Chance() < mn.opt.Swing {
		return false
	}
	if mn.opt.Saves {
		return cur.Mate > 0 || cur.Chance() >= 40
	}
	return cur.Mate > 0 || cur.Chance() >= 65
}
