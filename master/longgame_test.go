package master

import (
	"strings"
	"testing"

	"chessmaster/internal/longgame"
)

// loadLongGame opens a generated legal game of plies moves between two
// humans.
func loadLongGame(tb testing.TB, plies int) *ChessMaster {
	tb.Helper()
	c, err := New(Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(c.Close)
	if _, err := c.LoadPGN(strings.NewReader(longgame.PGN(plies))); err != nil {
		tb.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		tb.Fatal(err)
	}
	return c
}

// A snapshot lists every move with the position after it; the positions
// are written once, when first asked for, not at every snapshot: the
// window takes a snapshot at every step through the moves, and writing
// ten thousand FENs each time made a step cost hundreds of milliseconds
// and megabytes.
func TestSnapshotWritesEachFENOnce(t *testing.T) {
	const plies = 10000
	c := loadLongGame(t, plies)
	first := c.Snapshot()
	if len(first.Moves) != plies {
		t.Fatalf("%d moves, want %d", len(first.Moves), plies)
	}
	allocs := testing.AllocsPerRun(5, func() { c.Snapshot() })
	// The moves are one slice; the rest (legal moves, tags, path) does
	// not grow with the game.
	if allocs > 500 {
		t.Errorf("a snapshot of a %d-ply game makes %.0f allocations, want a few hundred at most", plies, allocs)
	}
	// The FENs are those of the positions.
	if err := c.GoTo(make([]int, 1234)); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if len(st.Moves) != 1234 || st.Moves[1233].FEN != st.FEN || st.Moves[1233].FEN != first.Moves[1233].FEN {
		t.Errorf("after going to ply 1234: %d moves, last FEN %q, board %q, first snapshot %q",
			len(st.Moves), st.Moves[len(st.Moves)-1].FEN, st.FEN, first.Moves[1233].FEN)
	}
}

// BenchmarkSnapshotLongGame takes a snapshot of a 10,000-ply game.
func BenchmarkSnapshotLongGame(b *testing.B) {
	c := loadLongGame(b, 10000)
	for b.Loop() {
		c.Snapshot()
	}
}

// BenchmarkGoToLongGame steps one move back or forward (alternately) in
// the middle of a 10,000-ply game.
func BenchmarkGoToLongGame(b *testing.B) {
	c := loadLongGame(b, 10000)
	path := make([]int, 5000)
	for i := 0; b.Loop(); i++ {
		if err := c.GoTo(path[:5000-i%2]); err != nil {
			b.Fatal(err)
		}
	}
}
