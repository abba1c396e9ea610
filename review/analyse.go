package review

import (
	"context"
	"fmt"

	"chessmaster/engine"
)

// DefaultNodes is the node budget per position: about a tenth of a second
// on a desktop, deep enough to see what club players miss.
const DefaultNodes = 150000

// Options set how hard the review looks.
type Options struct {
	// Nodes is the search budget of each position (DefaultNodes when 0).
	// Nodes, not time, so that a review gives the same result on every
	// machine.
	Nodes uint64
	// Progress, when set, is called after each position with how many of
	// the total are done.
	Progress func(done, total int)
}

// Move is the review of one move of the game.
type Move struct {
	Ply      int    // 1 for White's first move of the game
	White    bool   // White played it
	UCI      string // the move played
	Before   Score  // the position before the move, with best play (White's view)
	After    Score  // the position after the move played (White's view)
	Best     string // the engine's move in the position before (UCI)
	BestLine []string
	Loss     float64 // winning chances given away, mover's view, 0..100
	Accuracy float64 // 0..100
	Class    Class
	// Null marks a null move (UCI "0000"): a pass, as ChessBase writes
	// in analysis. It is not judged: Class, Loss and Accuracy are zero
	// and it counts in neither side's accuracy nor its counts.
	Null bool
}

// NullMove is a null move in UCI, as the controller gives it.
const NullMove = "0000"

// afterNull is the FEN of the engine's position after a null move: the
// other side to move, no en passant square.
func afterNull(eng *engine.Engine) (string, error) {
	pos := eng.Position()
	if pos.InCheck() {
		return "", fmt.Errorf("a null move is not possible while in check")
	}
	pos.MakeNullMove()
	return pos.FEN(), nil
}

// Report is a whole game's review.
type Report struct {
	Moves []Move
	// Evals are the scores of every position, the start first (White's
	// view); len(Evals) == len(Moves)+1. They draw the evaluation graph.
	Evals []Score
	// Accuracy is each side's mean move accuracy, [0] White, [1] Black
	// (0 for a side that made no move).
	Accuracy [2]float64
	// Counts are the moves of each side by class: Counts[side][class].
	Counts [2][5]int
}

// Judged is how many moves of side (0 White, 1 Black) the review judged;
// a side with none has no accuracy to speak of.
func (r *Report) Judged(side int) int {
	n := 0
	for _, c := range r.Counts[side] {
		n += c
	}
	return n
}

// Analyse reviews the game that plays moves (UCI) from startFEN. It stops
// with ctx.Err() when ctx is cancelled.
func Analyse(ctx context.Context, startFEN string, moves []string, opt Options) (*Report, error) {
	if opt.Nodes == 0 {
		opt.Nodes = DefaultNodes
	}
	eng := engine.New()
	eng.SetHashSize(32)
	type look struct {
		score Score
		best  string
		line  []string
		white bool // White to move
	}
	looks := make([]look, len(moves)+1)
	// A null move ("0000", ChessBase's Z0 or "--") cannot be played from
	// a FEN by the engine: the positions after one start from the
	// position it leaves (from, with moves since).
	from, since := startFEN, 0
	for i := range looks {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if i > 0 && moves[i-1] == NullMove {
			fen, err := afterNull(eng)
			if err != nil {
				return nil, fmt.Errorf("move %d (a null move): %w", i, err)
			}
			from, since = fen, i
		}
		if err := eng.SetPosition(from, moves[since:i]); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i, moves[i-1], err)
		}
		var l look
		l.score, l.best, l.line, l.white = ScorePosition(ctx, eng, opt.Nodes)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		looks[i] = l
		if opt.Progress != nil {
			opt.Progress(i+1, len(looks))
		}
	}
	rep := &Report{}
	for _, l := range looks {
		rep.Evals = append(rep.Evals, l.score)
	}
	var sum [2]float64
	var n [2]int
	for i, mv := range moves {
		white := looks[i].white
		before, after := looks[i].score, looks[i+1].score
		if mv == NullMove {
			// Not a move of chess: shown, evaluated after, not judged.
			rep.Moves = append(rep.Moves, Move{Ply: i + 1, White: white, UCI: mv, Null: true,
				Before: before, After: after, Best: looks[i].best, BestLine: looks[i].line})
			continue
		}
		j := Judge(before, after, white, mv == looks[i].best, EngineScale)
		m := Move{Ply: i + 1, White: white, UCI: mv, Before: before, After: after,
			Best: looks[i].best, BestLine: looks[i].line, Loss: j.Loss, Accuracy: moveAccuracy(j.Loss), Class: j.Class}
		side := 1
		if white {
			side = 0
		}
		sum[side] += m.Accuracy
		n[side]++
		rep.Counts[side][m.Class]++
		rep.Moves = append(rep.Moves, m)
	}
	for side := range sum {
		if n[side] > 0 {
			rep.Accuracy[side] = sum[side] / float64(n[side])
		}
	}
	return rep, nil
}

// ScorePosition searches the engine's current position with a node budget
// and returns its score from White's view (a position where the game is
// over is Final: a mate as ±MateCP, a stalemate as 0), the engine's move
// and line, and whether White is to move. Review and practice judge
// positions with it, so they agree.
func ScorePosition(ctx context.Context, eng *engine.Engine, nodes uint64) (s Score, best string, line []string, white bool) {
	pos := eng.Position()
	white = pos.SideToMove() == engine.White
	if !pos.HasLegalMove() {
		s = Score{Final: true}
		if pos.InCheck() {
			s.CP = -MateCP
		}
	} else {
		res := eng.Search(ctx, engine.Limits{Nodes: nodes}, nil)
		best, line = res.BestMove, res.Info.PV
		s = Score{CP: res.Info.Score, Mate: res.Info.Mate}
	}
	if !white {
		s.CP, s.Mate = -s.CP, -s.Mate
	}
	return s, best, line, white
}
