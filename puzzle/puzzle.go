package puzzle

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"chessmaster/engine"
)

// Puzzle is one exercise.
type Puzzle struct {
	// ID names the puzzle: a hash of its position and moves, so the same
	// puzzle mined twice has the same ID.
	ID string
	// FEN is the position before Lead (see the package comment).
	FEN string
	// Lead is the opponent's move (UCI) that sets the puzzle; "" when the
	// puzzle starts at FEN with the solver to move.
	Lead string
	// Solution is the solver's moves and the opponent's replies (UCI),
	// solver first and last.
	Solution []string
	Themes   []string
	// Rating is the estimated rating of the puzzle (Glicko scale).
	Rating int
	// Source says where the puzzle comes from: the game (its Site, or the
	// file and the game's number) and the ply of the puzzle position.
	Source string
	// The source game's tags, kept for reference.
	Event, Site, Date, White, Black string
}

// SolverMoves is the number of the solver's moves in the solution.
func (p *Puzzle) SolverMoves() int { return (len(p.Solution) + 1) / 2 }

// Start is the puzzle position: FEN after Lead, the solver to move.
func (p *Puzzle) Start() (*engine.Position, error) {
	pos, err := engine.ParseFEN(p.FEN)
	if err != nil {
		return nil, err
	}
	if p.Lead != "" {
		m, err := pos.ParseMove(p.Lead)
		if err != nil {
			return nil, fmt.Errorf("the first move %s: %w", p.Lead, err)
		}
		pos.MakeMove(m)
	}
	return pos, nil
}

// Check replays the puzzle: the FEN, Lead and every solution move must
// be legal, the solution must have an odd number of moves.
func (p *Puzzle) Check() error {
	pos, err := p.Start()
	if err != nil {
		return err
	}
	if len(p.Solution) == 0 || len(p.Solution)%2 == 0 {
		return fmt.Errorf("the solution has %d moves: it must end with the solver's move", len(p.Solution))
	}
	for i, u := range p.Solution {
		m, err := pos.ParseMove(u)
		if err != nil {
			return fmt.Errorf("solution move %d (%s): %w", i+1, u, err)
		}
		pos.MakeMove(m)
	}
	return nil
}

// SetID sets ID from the position and the moves.
func (p *Puzzle) SetID() {
	h := sha256.New()
	fmt.Fprintf(h, "%s|%s|%v", p.FEN, p.Lead, p.Solution)
	p.ID = hex.EncodeToString(h.Sum(nil))[:10]
}

// HasTheme reports whether the puzzle has theme t.
func (p *Puzzle) HasTheme(t string) bool {
	for _, x := range p.Themes {
		if x == t {
			return true
		}
	}
	return false
}
