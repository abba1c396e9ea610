package terminal

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/puzzle"
)

// TestPuzzlesSolveAndMiss: a right move is answered with the opponent's
// reply, the last one solves the puzzle and raises the rating; a wrong
// move and the solution count as a miss; the profile is saved.
func TestPuzzlesSolveAndMiss(t *testing.T) {
	p := puzzle.Puzzle{FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Lead: "e2e4",
		Solution: []string{"e7e5", "g1f3", "b8c6"}, Rating: 1500}
	p.SetID()
	path := filepath.Join(t.TempDir(), "profile.json")
	tr := puzzle.NewTrainer([]puzzle.Puzzle{p}, nil, path, 1)
	var out strings.Builder
	in := "e5\nNc6\nd5\nsolution\nquit\n"
	solved, err := Puzzles(context.Background(), PuzzleConfig{Trainer: tr, In: strings.NewReader(in), Out: &out})
	if err != nil || solved != 1 {
		t.Fatalf("solved %d, %v\n%s", solved, err, out.String())
	}
	text := out.String()
	for _, want := range []string{"The opponent played 1.e4.", "Find the best move for Black.", "e5 is right. The opponent answers Nf3.",
		"Nc6: solved!", "d5 is not it.", "The solution: 1...e5 2.Nf3 Nc6"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	back, err := puzzle.LoadProfile(path)
	if err != nil || len(back.History) != 2 || !back.History[0].Won || back.History[1].Won {
		t.Errorf("profile %+v, %v: want a win then a miss", back, err)
	}
}
