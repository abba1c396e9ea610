package review_test

import (
	"context"
	"testing"

	"chessmaster/master"
	"chessmaster/review"
)

// realGame returns the first game of Kasparov - Deep Blue 1997 with at
// least plies moves, cut to plies.
func realGame(t testing.TB, plies int) (string, []string) {
	t.Helper()
	c, err := master.New(master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	sums, err := c.LoadPGNFile("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for i := range sums {
		if err := c.LoadGame(i); err != nil {
			t.Fatal(err)
		}
		st := c.Snapshot()
		if len(st.Moves) < plies {
			continue
		}
		var moves []string
		for _, m := range st.Moves[:plies] {
			moves = append(moves, m.UCI)
		}
		return st.StartFEN, moves
	}
	t.Fatalf("no game with %d plies", plies)
	return "", nil
}

// BenchmarkReview40Moves reviews the first 40 moves of a real game at the
// default budget (the README's speed figure: under 20 s on a 2-core
// machine).
func BenchmarkReview40Moves(b *testing.B) {
	fen, moves := realGame(b, 80)
	for b.Loop() {
		if _, err := review.Analyse(context.Background(), fen, moves, review.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBenchmarkGameFound(t *testing.T) {
	if _, moves := realGame(t, 80); len(moves) != 80 {
		t.Fatalf("%d plies", len(moves))
	}
}
