package puzzle

import (
	"slices"
	"testing"
)

// linePuzzle is a puzzle for the state machine: from the start, the
// opponent (White) plays e4, and Black's "solution" is e5, Nf3 (reply),
// Nc6. The session judges moves against the line, not the engine.
func linePuzzle() Puzzle {
	p := Puzzle{FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Lead: "e2e4",
		Solution: []string{"e7e5", "g1f3", "b8c6"}, Rating: 1500}
	p.SetID()
	return p
}

func TestSessionRightMovesSolve(t *testing.T) {
	s, err := NewSession(linePuzzle())
	if err != nil {
		t.Fatal(err)
	}
	if s.Solver() != 1 { // Black
		t.Fatalf("solver %v, want black", s.Solver())
	}
	if got := s.Moves(); !slices.Equal(got, []string{"e2e4"}) {
		t.Fatalf("moves at the start %v, want the lead e2e4", got)
	}
	fb, err := s.Play("e7e5")
	if err != nil || !fb.Correct || fb.Reply != "g1f3" || fb.Done || fb.Decided != Undecided {
		t.Fatalf("first move: %+v, %v; want correct, reply g1f3, not done", fb, err)
	}
	fb, err = s.Play("b8c6")
	if err != nil || !fb.Correct || !fb.Done || fb.Reply != "" || fb.Decided != Won {
		t.Fatalf("last move: %+v, %v; want correct, done, decided Won", fb, err)
	}
	if s.Outcome() != Won || !s.Done() {
		t.Errorf("outcome %v done %v, want Won, done", s.Outcome(), s.Done())
	}
	if _, err := s.Play("a7a6"); err != ErrPuzzleOver {
		t.Errorf("a move after the end: %v, want ErrPuzzleOver", err)
	}
	want := []string{"e2e4", "e7e5", "g1f3", "b8c6"}
	if got := s.Moves(); !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
}

func TestSessionWrongMoveLosesAndIsNotPlayed(t *testing.T) {
	s, _ := NewSession(linePuzzle())
	before := s.FEN()
	fb, err := s.Play("d7d5")
	if err != nil || fb.Correct || fb.Decided != Lost {
		t.Fatalf("wrong move: %+v, %v; want not correct, decided Lost", fb, err)
	}
	if s.FEN() != before {
		t.Errorf("the wrong move was played: %s", s.FEN())
	}
	// The puzzle can be finished, but the loss stays and is decided once.
	fb, _ = s.Play("e7e5")
	if !fb.Correct || fb.Decided != Undecided {
		t.Errorf("right move after a wrong one: %+v", fb)
	}
	fb, _ = s.Play("b8c6")
	if !fb.Done || fb.Decided != Undecided || s.Outcome() != Lost {
		t.Errorf("finish after a mistake: %+v outcome %v; want done, nothing newly decided, Lost", fb, s.Outcome())
	}
}

func TestSessionIllegalMoveChangesNothing(t *testing.T) {
	s, _ := NewSession(linePuzzle())
	if _, err := s.Play("e7e4"); err == nil {
		t.Fatal("an illegal move was accepted")
	}
	if s.Outcome() != Undecided {
		t.Errorf("an illegal move decided the puzzle: %v", s.Outcome())
	}
}

func TestSessionHintAndSolution(t *testing.T) {
	s, _ := NewSession(linePuzzle())
	mv, dec := s.Hint()
	if mv != "e7e5" || dec != Lost {
		t.Fatalf("hint %q %v, want e7e5 and Lost", mv, dec)
	}
	if fb, _ := s.Play("e7e5"); fb.Reply != "g1f3" || fb.Decided != Undecided {
		t.Fatalf("after the hint: %+v", fb)
	}
	rest, dec := s.ShowSolution()
	if !slices.Equal(rest, []string{"b8c6"}) || dec != Undecided || !s.Done() {
		t.Fatalf("solution %v %v done %v", rest, dec, s.Done())
	}
	s2, _ := NewSession(linePuzzle())
	rest, dec = s2.ShowSolution()
	if !slices.Equal(rest, []string{"e7e5", "g1f3", "b8c6"}) || dec != Lost {
		t.Errorf("solution at once: %v %v", rest, dec)
	}
}

// TestSessionAnyMateWins: a move that mates solves the puzzle even when
// the stored solution mates another way.
func TestSessionAnyMateWins(t *testing.T) {
	// White rooks on a7 and b7; after Kh8, Rb8# and Ra8# both mate.
	p := Puzzle{FEN: "6k1/RR6/8/8/8/8/6PP/6K1 b - - 0 1", Lead: "g8h8", Solution: []string{"b7b8"}}
	s, err := NewSession(p)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := s.Play("a7a8")
	if err != nil || !fb.Correct || !fb.Done || fb.Decided != Won {
		t.Errorf("another mate: %+v, %v; want solved", fb, err)
	}
}

func TestSessionRefusesBrokenPuzzle(t *testing.T) {
	p := linePuzzle()
	p.Solution = []string{"e7e5", "g1f3"}
	if _, err := NewSession(p); err == nil {
		t.Error("a solution ending with the opponent's move was accepted")
	}
	p = linePuzzle()
	p.Solution = []string{"e7e4"}
	if _, err := NewSession(p); err == nil {
		t.Error("an illegal solution was accepted")
	}
}
