package master

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// AddMove plays for whichever side is to move, a program's too, without
// thinking or clocks, and a move where the game has another becomes a
// variation.
func TestAddMovePlaysEitherSideIntoTheTree(t *testing.T) {
	s := Settings{
		White: PlayerConfig{Kind: Human},
		Black: PlayerConfig{Kind: Computer, Level: 3},
		Clock: ClockConfig{Base: 5 * time.Minute},
	}
	c := newTestGame(t, s)
	var mu sync.Mutex
	var moves []MoveEvent
	c.Subscribe(func(ev Event) {
		if m, ok := ev.(MoveEvent); ok {
			mu.Lock()
			moves = append(moves, m)
			mu.Unlock()
		}
	})
	for _, m := range []string{"e2e4", "e5", "Nf3"} { // e5 is the program's move
		if err := c.AddMove(m); err != nil {
			t.Fatalf("AddMove(%s): %v", m, err)
		}
	}
	st := c.Snapshot()
	if got := sans(st); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("moves %v", got)
	}
	if st.Running || st.Thinking != NoColor || st.Clock.Running != NoColor ||
		st.Clock.White != 5*time.Minute || st.Clock.Black != 5*time.Minute {
		t.Fatalf("AddMove started the game: running %v, thinking %v, clock %+v", st.Running, st.Thinking, st.Clock)
	}
	if !st.Modified {
		t.Error("a new move does not mark the game modified")
	}
	c.WaitEvents()
	mu.Lock()
	if len(moves) != 3 || moves[1].SAN != "e5" || moves[1].Color != Black || moves[1].Source != SourceAnalysis {
		t.Errorf("move events %+v", moves)
	}
	mu.Unlock()

	// From the position after 1.e4 another Black move is a variation; the
	// main line stays.
	if err := c.GoTo([]int{0}); err != nil {
		t.Fatal(err)
	}
	if err := c.AddMove("c7c5"); err != nil {
		t.Fatal(err)
	}
	st = c.Snapshot()
	if !slices.Equal(st.Path, []int{0, 1}) {
		t.Fatalf("path %v, want [0 1]", st.Path)
	}
	if pgn := c.PGN(); !strings.Contains(pgn, "1. e4 e5 (1... c5) 2. Nf3") {
		t.Fatalf("PGN:\n%s", pgn)
	}
	// A move the tree has is followed, not added again.
	if err := c.GoTo(nil); err != nil {
		t.Fatal(err)
	}
	before := movetext(c)
	if err := c.AddMove("e4"); err != nil {
		t.Fatal(err)
	}
	if st := c.Snapshot(); !slices.Equal(st.Path, []int{0}) || movetext(c) != before {
		t.Fatalf("following e4: path %v, moves %q, were %q", st.Path, movetext(c), before)
	}

	if err := c.AddMove("e2e4"); err == nil {
		t.Error("an illegal move was added")
	}
	c.Close()
	if err := c.AddMove("e7e5"); !errors.Is(err, ErrClosed) {
		t.Errorf("AddMove after Close: %v", err)
	}
}

// A running game is paused: the program does not answer a move added for
// its opponent, and the clocks stop.
func TestAddMovePausesARunningGame(t *testing.T) {
	checkNoLeak(t)
	s := Settings{
		White: PlayerConfig{Kind: Human},
		// A natural pace: the stand-in thinks 300 ms even with a clock,
		// so the move below is added while it thinks.
		Black: PlayerConfig{Kind: Computer, Level: 3, MoveTime: 50 * time.Millisecond, NaturalPace: true},
		Clock: ClockConfig{Base: 5 * time.Minute},
	}
	c := newTestGame(t, s)
	defer c.Close()
	c.Start()
	if err := c.Play("e2e4"); err != nil {
		t.Fatal(err)
	}
	// The program thinks; a move added for it stops the game.
	if err := c.AddMove("d7d5"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(150 * time.Millisecond)
	st := c.Snapshot()
	if got := sans(st); !slices.Equal(got, []string{"e4", "d5"}) {
		t.Fatalf("moves %v: the program answered", got)
	}
	if st.Running || st.Clock.Running != NoColor || st.Thinking != NoColor {
		t.Fatalf("running %v, clock %v, thinking %v", st.Running, st.Clock.Running, st.Thinking)
	}
	// Start plays on from there: White, a person, is to move.
	c.Start()
	if err := c.Play("e4d5"); err != nil {
		t.Fatalf("Play after Start: %v", err)
	}
}

// A mate added on the main line ends the game and writes its result;
// after a recorded result (a resignation) moves can still be studied.
func TestAddMoveResults(t *testing.T) {
	c := newTestGame(t, humans(""))
	for _, m := range strings.Fields("f3 e5 g4 Qh4#") {
		if err := c.AddMove(m); err != nil {
			t.Fatal(err)
		}
	}
	st := c.Snapshot()
	if st.Outcome.Method != MethodCheckmate || !strings.Contains(c.PGN(), `[Result "0-1"]`) {
		t.Fatalf("outcome %+v\n%s", st.Outcome, c.PGN())
	}

	c2 := newTestGame(t, humans(""))
	playAll(t, c2, "e4 e5")
	if err := c2.Resign(); err != nil {
		t.Fatal(err)
	}
	if err := c2.AddMove("Nf3"); err != nil {
		t.Fatalf("AddMove after resignation: %v", err)
	}
	if got := sans(c2.Snapshot()); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("moves %v", got)
	}
}

// movetext is the game's PGN without its tags.
func movetext(c *ChessMaster) string {
	pgn := c.PGN()
	return pgn[strings.Index(pgn, "\n\n")+2:]
}

func sans(st State) []string {
	var out []string
	for _, m := range st.Moves {
		out = append(out, m.SAN)
	}
	return out
}
