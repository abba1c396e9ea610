package master

import (
	"testing"
	"time"
)

func TestChessClockArithmetic(t *testing.T) {
	k := newChessClock(ClockConfig{Base: 10 * time.Second, Increment: 2 * time.Second})
	t0 := time.Unix(1000, 0)
	k.start(White, t0)
	if got := k.remaining(White, t0.Add(3*time.Second)); got != 7*time.Second {
		t.Errorf("white after 3 s: %v", got)
	}
	if k.moved(White, 1, t0.Add(3*time.Second)) {
		t.Error("flag reported with time left")
	}
	if k.left[White] != 9*time.Second || k.running != NoColor {
		t.Errorf("after White's move: %v, running %v", k.left[White], k.running)
	}
	k.start(Black, t0.Add(3*time.Second))
	if !k.moved(Black, 1, t0.Add(14*time.Second)) {
		t.Error("Black took 11 s of 10 without a flag")
	}
	if d := k.nextTick(t0); d != 0 {
		t.Errorf("tick with no clock running: %v", d)
	}
	k = newChessClock(ClockConfig{Base: 5500 * time.Millisecond})
	k.start(White, t0)
	if d := k.nextTick(t0); d != 100*time.Millisecond+time.Millisecond {
		t.Errorf("below ten seconds ticks each tenth: %v", d)
	}
	if tc := (ClockConfig{Base: 5 * time.Minute, Increment: 3 * time.Second}).PGNTimeControl(); tc != "300+3" {
		t.Errorf("TimeControl %q", tc)
	}
	if tc := (ClockConfig{}).PGNTimeControl(); tc != "-" {
		t.Errorf("TimeControl without clock %q", tc)
	}
}

// Random movers with a one-second clock: the game ends by a rule or on
// time, clock events arrive, and the clocks add up.
func TestRandomGameWithClock(t *testing.T) {
	checkNoLeak(t)
	s := randomVsRandom(5, 6)
	s.White.NaturalPace = false
	s.Clock = ClockConfig{Base: time.Second, Increment: 10 * time.Millisecond}
	c := newTestGame(t, s)
	ticks := 0
	c.Subscribe(func(ev Event) {
		if _, ok := ev.(ClockEvent); ok {
			ticks++
		}
	})
	over := gameOver(c)
	c.Start()
	o := waitOutcome(t, over, 30*time.Second)
	c.WaitEvents()
	st := c.Snapshot()
	plies := len(st.Moves)
	t.Logf("%+v after %d plies, clocks %v / %v, %d clock events", o, plies, st.Clock.White, st.Clock.Black, ticks)
	if ticks < 2 {
		t.Errorf("only %d clock events", ticks)
	}
	max := time.Second + time.Duration(plies)*10*time.Millisecond
	for _, left := range []time.Duration{st.Clock.White, st.Clock.Black} {
		if left < 0 || left > max {
			t.Errorf("clock %v outside 0..%v", left, max)
		}
	}
	if st.Clock.Running != NoColor {
		t.Error("a clock still runs after the game")
	}
	if tagValue(st.Tags, "TimeControl") != "1+0.01" {
		t.Errorf("TimeControl tag %q", tagValue(st.Tags, "TimeControl"))
	}
}

// A random mover that takes its time against a short clock loses on time.
func TestFlagFallDuringThinking(t *testing.T) {
	s := Settings{White: PlayerConfig{Kind: Random, Seed: 1, NaturalPace: true}, Black: PlayerConfig{Kind: Human},
		Clock: ClockConfig{Base: 200 * time.Millisecond}}
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	// The first moves are made before the clocks start (clockWaits):
	// White's 300 ms think is free; its second one is not.
	deadline := time.Now().Add(5 * time.Second)
	for len(c.Snapshot().Moves) < 1 {
		if time.Now().After(deadline) {
			t.Fatal("the random mover did not make its first move")
		}
		time.Sleep(5 * time.Millisecond)
	}
	playAll(t, c, c.Snapshot().LegalMoves[0])
	o := waitOutcome(t, over, 5*time.Second)
	if o.Method != MethodTime || o.Winner != Black {
		t.Errorf("%+v", o)
	}
	time.Sleep(1200 * time.Millisecond) // the random mover's late answer must be dropped
	if n := len(c.Snapshot().Moves); n != 2 {
		t.Errorf("%d moves after the flag, want the 2 before it", n)
	}
}

// Taking a move back gives both sides the time they had then.
func TestUndoRestoresClocks(t *testing.T) {
	s := humans("")
	s.Clock = ClockConfig{Base: 10 * time.Second, Increment: time.Second}
	c := newTestGame(t, s)
	c.Start()
	playAll(t, c, "e4 e5") // before the clocks start (clockWaits)
	time.Sleep(60 * time.Millisecond)
	playAll(t, c, "Nf3")
	w1 := c.Snapshot().Clock.White // stopped: Black is to move
	if w1 <= 10*time.Second || w1 >= 11*time.Second-50*time.Millisecond {
		t.Fatalf("White after Nf3 with the increment: %v", w1)
	}
	time.Sleep(60 * time.Millisecond)
	playAll(t, c, "Nc6")
	time.Sleep(60 * time.Millisecond)
	undoAt := time.Now()
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	// Black's 10 s were given back during Undo and have run since: at most
	// the time from the Undo call to now (measured, not guessed, so that
	// a busy machine pausing this goroutine does not fail the test).
	ran := time.Since(undoAt)
	if st.Clock.White != w1 || st.Clock.Black > 10*time.Second || st.Clock.Black < 10*time.Second-ran-time.Millisecond {
		t.Errorf("after undo: White %v (want %v), Black %v (want 10s minus at most %v, running %v)", st.Clock.White, w1, st.Clock.Black, ran, st.Clock.Running)
	}
	if st.Clock.Running != Black {
		t.Errorf("running %v after undo, want Black", st.Clock.Running)
	}
}

// A restored game continues with the times saved, not the base time.
func TestSetClocks(t *testing.T) {
	s := humans("")
	s.Clock = ClockConfig{Base: 5 * time.Minute}
	c := newTestGame(t, s)
	if err := c.SetClocks(90*time.Second, 42*time.Second); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if st.Clock.White != 90*time.Second || st.Clock.Black != 42*time.Second {
		t.Errorf("clocks %v %v", st.Clock.White, st.Clock.Black)
	}
	c.Start()
	if err := c.SetClocks(time.Second, time.Second); err == nil {
		t.Error("clocks set while running")
	}
	if err := newTestGame(t, humans("")).SetClocks(time.Second, time.Second); err == nil {
		t.Error("clocks set on a game without clock")
	}
}
