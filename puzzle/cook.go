package puzzle

import (
	"context"

	"chessmaster/engine"
)

// step is one solver move of a line being cooked.
type step struct {
	move   string
	eval   Eval // the best move's verdict, the solver's view
	forced bool // the only legal move
}

// unique reports whether the best of lines stands out: it is the only
// legal move, or the second best gives away at least gap in winning
// chances. A mate in one always stands out, as in lichess's generator:
// another mate in one is also taken by a session (any mate solves), and
// a slower mate is not the answer to "mate now".
func unique(lines []Line, gap float64) bool {
	if len(lines) < 2 {
		return true
	}
	best, second := lines[0].Eval, lines[1].Eval
	if best.Mate == 1 {
		return true
	}
	if best.Mate > 0 && second.Mate > 0 {
		return false // two mating moves: no single solution
	}
	return best.Chance()-second.Chance() >= gap
}

// cook follows the position that moves reach from start (the solver to
// move; before is the solver's view before the opponent's last move) as long as the solver's move is unique and the opponent
// answers with its best defence, and judges the line: a mate, a clear
// material gain or a tablebase win, or a rescue from a lost position.
func (mn *Miner) cook(ctx context.Context, start string, moves []string, before Eval) (cooked, bool, error) {
	played := append([]string(nil), moves...)
	pos, err := positionAfter(start, played)
	if err != nil {
		return cooked{}, false, err
	}
	solver := pos.SideToMove()
	startDiff := materialDiff(pos, solver)
	var steps []step
	var line []string
	findDepth := 0
	mated := false
	for len(steps) < mn.opt.MaxSolverMoves {
		pr, err := mn.s.probe(ctx, start, played, 2, mn.opt.ProbeNodes)
		if err != nil {
			return cooked{}, false, err
		}
		if len(pr.Lines) == 0 || !unique(pr.Lines, mn.opt.Gap) {
			break
		}
		best := pr.Lines[0]
		if len(steps) == 0 {
			findDepth = pr.FindDepth
		}
		steps = append(steps, step{move: best.Move, eval: best.Eval, forced: len(pr.Lines) == 1})
		line = append(line, best.Move)
		played = append(played, best.Move)
		if err := playUCI(pos, best.Move); err != nil {
			return cooked{}, false, err
		}
		if !pos.HasLegalMove() {
			mated = pos.InCheck()
			break
		}
		if pos.IsRepetition() || pos.IsFiftyMoveDraw() || pos.IsInsufficientMaterial() {
			break
		}
		if len(steps) == mn.opt.MaxSolverMoves {
			break
		}
		reply := ""
		if len(best.PV) > 1 {
			reply = best.PV[1]
		} else {
			l, err := mn.s.best(ctx, start, played, mn.opt.ProbeNodes)
			if err != nil {
				return cooked{}, false, err
			}
			reply = l.Move
		}
		if err := playUCI(pos, reply); err != nil {
			return cooked{}, false, err
		}
		line = append(line, reply)
		played = append(played, reply)
		if !pos.HasLegalMove() || pos.IsRepetition() {
			break
		}
	}
	if len(steps) == 0 || !mated && steps[0].eval.Mate > 0 {
		// Nothing unique, or a mate the line did not reach with unique
		// moves within the bound: no puzzle with one solution.
		return cooked{}, false, nil
	}
	kept, err := mn.verify(ctx, start, moves, line, steps)
	if err != nil {
		return cooked{}, false, err
	}
	if mated && kept < len(steps) {
		return cooked{}, false, nil
	}
	steps = steps[:kept]
	var c cooked
	c.findDepth = findDepth
	if mated {
		c.solution = line
		c.end = Eval{Mate: 1}
		return c, true, nil
	}
	// Cut the moves after the last that needed finding (a forced last
	// move is no exercise), and the reply after it.
	n := len(steps)
	for n > 0 && steps[n-1].forced {
		n--
	}
	if n == 0 {
		return cooked{}, false, nil
	}
	c.solution = line[:2*n-1]
	end := steps[n-1].eval
	c.end = end
	endPos, err := positionAfter(start, append(append([]string(nil), moves...), c.solution...))
	if err != nil {
		return cooked{}, false, err
	}
	gain := materialDiff(endPos, solver) - startDiff
	winning := end.TB > 0 || end.Mate > 0 || end.CP >= 200 && gain >= 2
	saved := mn.opt.Saves && before.Chance() <= 20 && end.Chance() >= 42 && end.Chance() <= 75
	if !winning && !saved {
		return cooked{}, false, nil
	}
	return c, true, nil
}

// verify searches every solver move of line again, deeper (VerifyNodes),
// and returns how many of the first steps still hold: the same best move
// (or, for a last move that mates, another mate) standing out by Gap.
// The steps' verdicts become the deeper search's.
func (mn *Miner) verify(ctx context.Context, start string, moves, line []string, steps []step) (int, error) {
	for i := range steps {
		played := append(append([]string(nil), moves...), line[:2*i]...)
		pr, err := mn.s.probe(ctx, start, played, 2, mn.opt.VerifyNodes)
		if err != nil {
			return 0, err
		}
		if len(pr.Lines) == 0 || !unique(pr.Lines, mn.opt.Gap) {
			return i, nil
		}
		best := pr.Lines[0]
		if best.Move != steps[i].move && !(best.Eval.Mate == 1 && steps[i].eval.Mate == 1) {
			return i, nil
		}
		steps[i].eval = best.Eval
	}
	return len(steps), nil
}

// cooked is a line the miner judged a puzzle.
type cooked struct {
	solution  []string
	end       Eval // the solver's verdict after the last move
	findDepth int  // see Probe.FindDepth
}

// positionAfter is the position moves (UCI) reach from fen.
func positionAfter(fen string, moves []string) (*engine.Position, error) {
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	for _, u := range moves {
		if err := playUCI(pos, u); err != nil {
			return nil, err
		}
	}
	return pos, nil
}

func playUCI(pos *engine.Position, u string) error {
	m, err := pos.ParseMove(u)
	if err != nil {
		return err
	}
	pos.MakeMove(m)
	return nil
}
