package practice

import (
	"context"
	"testing"

	"chessmaster/review"
)

// An exercise after a null move (a pass, "0000") can be tried: the engine
// cannot play the null move, so the exercise starts from the position it
// left.
func TestExerciseAfterNullMove(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	moves := []string{"e2e4", review.NullMove, "d2d4", "e7e5"}
	fens := []string{start,
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2",
		"rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2"}
	rep := &review.Report{Moves: []review.Move{
		{Ply: 1, White: true, UCI: "e2e4", Best: "e2e4"},
		{Ply: 2, UCI: review.NullMove, Null: true},
		{Ply: 3, White: true, UCI: "d2d4", Best: "d2d4"},
		{Ply: 4, UCI: "e7e5", Best: "d7d5", Class: review.Blunder},
	}}
	exs := Exercises(rep, start, moves, fens, Both)
	if len(exs) != 1 || exs[0].FEN != fens[3] {
		t.Fatalf("exercises %+v", exs)
	}
	if _, err := NewJudge(2000).Try(context.Background(), exs[0], "g8f6"); err != nil {
		t.Fatalf("trying a move after the null move: %v", err)
	}
}
