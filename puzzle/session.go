package puzzle

import (
	"errors"
	"fmt"

	"chessmaster/engine"
)

// Outcome is how a puzzle went, once it is known.
type Outcome int

const (
	// Undecided: the user is still solving, without a mistake so far.
	Undecided Outcome = iota
	// Won: every solver move found, with no mistake, hint or solution.
	Won
	// Lost: a wrong move, a hint or the solution was asked for. The
	// puzzle can still be finished, but the result stays.
	Lost
)

// Feedback is what a session says after the user's move.
type Feedback struct {
	Correct bool
	// Reply is the opponent's answer (UCI) the session played after a
	// correct move; "" when the puzzle is over or the move was wrong.
	Reply string
	// Done: the puzzle is solved (the last move found, or a mate).
	Done bool
	// Decided is the outcome when this move decided it (the first
	// mistake, or the last move of a clean solve), else Undecided: the
	// caller records a result exactly once, when Decided is set.
	Decided Outcome
}

// ErrPuzzleOver is Play's error after the puzzle is done.
var ErrPuzzleOver = errors.New("the puzzle is over: take the next one")

// Session is one puzzle being solved: the state machine the window (and
// the tests) drive. It starts at the puzzle position (Lead played), the
// solver to move; each correct move is answered with the opponent's
// reply; a wrong move is not played and loses the puzzle, which can
// still be finished.
type Session struct {
	p       Puzzle
	pos     *engine.Position
	moves   []string // played from p.FEN: Lead, then the solution so far
	next    int      // index in p.Solution of the solver's next move
	outcome Outcome
	done    bool
	hints   int
	solver  engine.Color
}

// NewSession starts p.
func NewSession(p Puzzle) (*Session, error) {
	if err := p.Check(); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	pos, _ := p.Start()
	s := &Session{p: p, pos: pos, solver: pos.SideToMove()}
	if p.Lead != "" {
		s.moves = []string{p.Lead}
	}
	return s, nil
}

// Puzzle is the puzzle being solved.
func (s *Session) Puzzle() Puzzle { return s.p }

// Position is the current position (a copy).
func (s *Session) Position() *engine.Position { return s.pos.Copy() }

// FEN is the current position's FEN.
func (s *Session) FEN() string { return s.pos.FEN() }

// Solver is the side the user plays.
func (s *Session) Solver() engine.Color { return s.solver }

// Moves are the moves played from the puzzle's FEN (UCI): the opponent's
// Lead, then the solution as far as it went.
func (s *Session) Moves() []string { return append([]string(nil), s.moves...) }

// Done reports whether the puzzle is over (solved, or the solution shown).
func (s *Session) Done() bool { return s.done }

// Outcome is the result so far.
func (s *Session) Outcome() Outcome { return s.outcome }

// Hints is how many hints were asked for.
func (s *Session) Hints() int { return s.hints }

// Play judges the user's move (UCI). A legal move that is not the
// solution (nor a checkmate) is wrong: it is not played, and the first
// wrong move decides the puzzle as Lost. An illegal move is an error and
// changes nothing.
func (s *Session) Play(uci string) (Feedback, error) {
	if s.done {
		return Feedback{}, ErrPuzzleOver
	}
	m, err := s.pos.ParseMove(uci)
	if err != nil {
		return Feedback{}, err
	}
	want := s.p.Solution[s.next]
	after := s.pos.Copy()
	after.MakeMove(m)
	mates := after.IsCheckmate()
	if m.String() != want && !mates {
		return Feedback{Decided: s.decide(Lost)}, nil
	}
	s.pos = after
	s.moves = append(s.moves, m.String())
	s.next++
	fb := Feedback{Correct: true}
	if mates || s.next >= len(s.p.Solution) {
		s.done = true
		fb.Done = true
		fb.Decided = s.decide(Won)
		return fb, nil
	}
	reply := s.p.Solution[s.next]
	if err := playUCI(s.pos, reply); err != nil {
		return fb, fmt.Errorf("puzzle %s: reply %s: %w", s.p.ID, reply, err)
	}
	s.moves = append(s.moves, reply)
	s.next++
	fb.Reply = reply
	return fb, nil
}

// decide sets the outcome if it is not set yet and returns what this
// call decided (Undecided when it was decided before).
func (s *Session) decide(o Outcome) Outcome {
	if s.outcome != Undecided {
		return Undecided
	}
	s.outcome = o
	return o
}

// Hint is the solver's next move (UCI), for the window to show its piece
// (the first hint) or the move. Asking for a hint loses the puzzle.
func (s *Session) Hint() (move string, decided Outcome) {
	if s.done {
		return "", Undecided
	}
	s.hints++
	return s.p.Solution[s.next], s.decide(Lost)
}

// ShowSolution plays the rest of the solution and ends the puzzle; it
// returns the moves played (UCI) and loses the puzzle if it was not
// decided yet.
func (s *Session) ShowSolution() (moves []string, decided Outcome) {
	if s.done {
		return nil, Undecided
	}
	rest := s.p.Solution[s.next:]
	for _, u := range rest {
		if playUCI(s.pos, u) != nil {
			break
		}
		s.moves = append(s.moves, u)
		moves = append(moves, u)
	}
	s.next = len(s.p.Solution)
	s.done = true
	return moves, s.decide(Lost)
}
