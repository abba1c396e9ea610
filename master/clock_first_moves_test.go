package master

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// The controller's clocks read the wall clock, so these tests let real
// time pass (a few tens of milliseconds) and check that a clock which
// must not run shows its time to the nanosecond: any time charged, however
// little, fails them.

// waitBit lets real time pass, so that a clock wrongly running would lose
// some of it.
func waitBit() { time.Sleep(40 * time.Millisecond) }

// In a game people play, no clock runs before each side's first move,
// and those moves earn no increment; from Black's first move on, the
// clocks run with increments as before.
func TestClocksWaitForTheFirstMoves(t *testing.T) {
	const base, inc = 5 * time.Minute, 3 * time.Second
	s := humans("")
	s.Clock = ClockConfig{Base: base, Increment: inc}
	c := newTestGame(t, s)
	var mu sync.Mutex
	var events []ClockEvent
	c.Subscribe(func(ev Event) {
		if e, ok := ev.(ClockEvent); ok {
			mu.Lock()
			events = append(events, e)
			mu.Unlock()
		}
	})
	untouched := func(when string) {
		t.Helper()
		st := c.Snapshot().Clock
		if st.White != base || st.Black != base || st.Running != NoColor {
			t.Errorf("%s: White %v, Black %v, running %v; want both %v, none running", when, st.White, st.Black, st.Running, base)
		}
	}
	c.Start()
	waitBit()
	untouched("before White's first move")
	playAll(t, c, "e4")
	waitBit()
	untouched("before Black's first move")
	c.WaitEvents()
	mu.Lock()
	for _, e := range events {
		if e.Running != NoColor || e.White != base || e.Black != base {
			t.Errorf("clock event before the clocks started: %+v", e)
		}
	}
	mu.Unlock()
	playAll(t, c, "e5")

	// From now on White's clock runs, and a move earns the increment.
	if st := c.Snapshot().Clock; st.Running != White || st.Black != base {
		t.Fatalf("after 1...e5: Black %v (want %v), running %v (want White)", st.Black, base, st.Running)
	}
	waitBit()
	if w := c.Snapshot().Clock.White; w >= base {
		t.Errorf("White's clock did not run after the first moves: %v", w)
	}
	playAll(t, c, "Nf3")
	st := c.Snapshot().Clock
	if st.White <= base || st.White >= base+inc || st.Running != Black {
		t.Errorf("after 2.Nf3: White %v (want %v less the time used, plus %v), running %v", st.White, base, inc, st.Running)
	}
	waitBit()
	if b := c.Snapshot().Clock.Black; b >= base {
		t.Errorf("Black's clock did not run on its second move: %v", b)
	}

	// Taking the moves back to the start stops the clocks again: the
	// first moves are free once more.
	for c.Snapshot().Clock.Running != NoColor {
		if err := c.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(c.Snapshot().Moves); n != 1 {
		t.Fatalf("clocks stopped with %d moves on the board, want 1", n)
	}
	waitBit()
	untouched("back at 1.e4")
}

// A game from a set-up position with Black to move: Black's first move
// and White's are free, then Black's clock runs.
func TestClocksWaitInASetUpPosition(t *testing.T) {
	const base = time.Minute
	s := humans("4k3/8/8/8/8/8/8/R3K3 b - - 0 30")
	s.Clock = ClockConfig{Base: base, Increment: time.Second}
	c := newTestGame(t, s)
	c.Start()
	waitBit()
	playAll(t, c, "Kd7")
	waitBit()
	if st := c.Snapshot().Clock; st.White != base || st.Black != base || st.Running != NoColor {
		t.Errorf("after Black's first move: %+v, want %v each, none running", st, base)
	}
	playAll(t, c, "Ra2")
	waitBit()
	st := c.Snapshot().Clock
	if st.Running != Black || st.Black >= base || st.White != base {
		t.Errorf("after both first moves: %+v, want White's %v and Black's clock running", st, base)
	}
}

// Against a program, the program's first move is free too, but it is
// still told both clocks' times (a UCI engine's wtime and btime); from
// then on the clocks run for both.
func TestProgramIsToldItsTimeBeforeTheClocksStart(t *testing.T) {
	const base, inc = 3 * time.Minute, 2 * time.Second
	var mu sync.Mutex
	var seen []MoveRequest
	hook := func(req MoveRequest) {
		mu.Lock()
		seen = append(seen, req)
		mu.Unlock()
	}
	requestSeen.Store(&hook)
	t.Cleanup(func() { requestSeen.Store(nil) })
	s := humans("")
	s.Black = PlayerConfig{Kind: Random, Seed: 3, NaturalPace: true} // thinks 300 ms
	s.Clock = ClockConfig{Base: base, Increment: inc}
	c := newTestGame(t, s)
	c.Start()
	waitForPlies := func(n int) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for len(c.Snapshot().Moves) < n {
			if time.Now().After(deadline) {
				t.Fatalf("the program did not answer move %d", n/2)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	playAll(t, c, "d4")
	waitForPlies(2)
	st := c.Snapshot().Clock
	if st.Black != base || st.White > base {
		t.Errorf("after the program's first move (300 ms): White %v, Black %v, want %v each", st.White, st.Black, base)
	}
	if st.Running != White {
		t.Errorf("running %v after both first moves, want White", st.Running)
	}
	playAll(t, c, "c4")
	waitForPlies(4)
	if b := c.Snapshot().Clock.Black; b >= base+inc || b <= base+inc-time.Second {
		t.Errorf("Black's clock after its timed 300 ms move: %v, want a little under %v", b, base+inc)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != 2 {
		t.Fatalf("%d requests, want 2", len(seen))
	}
	first, second := seen[0], seen[1]
	if first.WhiteTime != base || first.BlackTime != base || first.BlackInc != inc || first.MoveTime != 0 {
		t.Errorf("first request: wtime %v btime %v binc %v movetime %v, want the clocks' times", first.WhiteTime, first.BlackTime, first.BlackInc, first.MoveTime)
	}
	// Black's clock started with c4: its 300 ms first move cost nothing.
	if second.BlackTime > base || second.BlackTime < base-100*time.Millisecond || second.WhiteTime >= base+inc || second.WhiteTime <= 0 {
		t.Errorf("second request: wtime %v btime %v; want Black's %v (its first move free) and White's time used", second.WhiteTime, second.BlackTime, base)
	}
}

// Between two programs (as in engine matches) the clocks run from the
// first move, as before.
func TestProgramsClocksRunFromTheFirstMove(t *testing.T) {
	s := randomVsRandom(1, 2)
	s.White.NaturalPace = true // thinks 300 ms
	s.Clock = ClockConfig{Base: time.Minute}
	c := newTestGame(t, s)
	c.Start()
	defer c.Pause()
	waitBit()
	if st := c.Snapshot().Clock; st.Running != White || st.White >= time.Minute {
		t.Errorf("program vs program before the first move: %+v, want White's clock running", st)
	}
}

// A loaded game continued after its first moves runs the clocks at once,
// as before; continued from its start it waits for the first moves like
// a new game.
func TestContinuedGameClocks(t *testing.T) {
	s := humans("")
	s.Clock = ClockConfig{Base: 5 * time.Minute}
	c := newTestGame(t, s)
	if _, err := c.LoadPGN(strings.NewReader("[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n")); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	c.Start()
	waitBit()
	if st := c.Snapshot().Clock; st.FromFile || st.Running != Black || st.Black >= 5*time.Minute {
		t.Errorf("continued after 2.Nf3: %+v, want Black's clock running", st)
	}
	c.Pause()

	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	if err := c.GoTo(nil); err != nil {
		t.Fatal(err)
	}
	c.Start()
	waitBit()
	if st := c.Snapshot().Clock; st.FromFile || st.Running != NoColor || st.White != 5*time.Minute || st.Black != 5*time.Minute {
		t.Errorf("continued from the start: %+v, want the control's times, none running", st)
	}
}
