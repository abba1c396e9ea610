package puzzle

// EstimateRating guesses a puzzle's rating (Glicko scale, like lichess's
// puzzle ratings) before anyone has solved it: from how deep the engine
// had to search to find the first move (findDepth), the number of moves
// to find, and what kind of moves they are. Forcing first moves (checks,
// captures, a piece left hanging) are found sooner by people, quiet
// moves and sacrifices later. The weights are a judgement, not a fit:
// the player's rating (Glicko-2) is what adapts to results.
func EstimateRating(p *Puzzle, findDepth int) int {
	_, states, _, err := replay(p)
	if err != nil || len(states) == 0 {
		return 1500
	}
	r := 1000.0
	r += 170 * float64(p.SolverMoves()-1)
	r += 45 * float64(min(max(findDepth-2, 0), 14))
	first := states[0]
	switch {
	case first.pos.GivesCheck(first.move):
		r -= 80
	case first.pos.IsCapture(first.move):
		r -= 40
	default:
		r += 180 // a quiet move is the hardest to see
	}
	for _, t := range p.Themes {
		switch t {
		case ThemeSacrifice:
			r += 150
		case ThemeHanging:
			r -= 200
		case MateIn(1):
			r -= 150
		case ThemeEquality:
			r += 120 // saving a lost game is harder to believe in
		case ThemeUnderPromo:
			r += 150
		}
	}
	r = max(600, min(2600, r))
	return int(r/10+0.5) * 10
}

// describe sets the themes and the rating of a mined puzzle.
func (mn *Miner) describe(p *Puzzle, end Eval, findDepth int) {
	p.Themes = Themes(p, end)
	p.Rating = EstimateRating(p, findDepth)
}
