package engine

import (
	"testing"
	"time"
)

func TestMoveTimeLeavesMargin(t *testing.T) {
	for _, mt := range []time.Duration{5 * time.Millisecond, 50 * time.Millisecond, 200 * time.Millisecond, 10 * time.Second} {
		tm := newTimeManager(Limits{MoveTime: mt, WTime: time.Hour}, true, defaultMoveOverhead, time.Now())
		if tm.hard <= 0 || tm.hard > mt {
			t.Errorf("movetime %v: hard limit %v outside (0, movetime]", mt, tm.hard)
		}
		if mt >= 50*time.Millisecond && tm.hard < mt*8/10 {
			t.Errorf("movetime %v: hard limit %v wastes too much time", mt, tm.hard)
		}
	}
}

func TestNoClockMeansNoDeadline(t *testing.T) {
	for _, lim := range []Limits{{}, {Depth: 5}, {Nodes: 1000}, {Infinite: true, WTime: time.Second, BTime: time.Second}} {
		tm := newTimeManager(lim, true, defaultMoveOverhead, time.Now())
		if tm.soft != 0 || tm.hard != 0 {
			t.Errorf("%+v: got deadlines %v/%v, want none", lim, tm.soft, tm.hard)
		}
	}
}

func TestClockUsesOwnSide(t *testing.T) {
	lim := Limits{WTime: 60 * time.Second, BTime: 1 * time.Second}
	w := newTimeManager(lim, true, defaultMoveOverhead, time.Now())
	b := newTimeManager(lim, false, defaultMoveOverhead, time.Now())
	if w.hard <= b.hard {
		t.Fatalf("white has 60s and black 1s, but white's hard limit %v <= black's %v", w.hard, b.hard)
	}
}

// The budget must never exceed what is on the clock, whatever the clock,
// increment and moves-to-go, and must stay positive so a move is produced.
func TestClockBudgetNeverFlags(t *testing.T) {
	clocks := []time.Duration{0, time.Millisecond, 10 * time.Millisecond, 50 * time.Millisecond,
		100 * time.Millisecond, time.Second, 10 * time.Second, 5 * time.Minute, 2 * time.Hour}
	incs := []time.Duration{0, 10 * time.Millisecond, 100 * time.Millisecond, 2 * time.Second}
	for _, rem := range clocks {
		for _, inc := range incs {
			for _, mtg := range []int{0, 1, 2, 5, 40, 200} {
				soft, hard := clockBudget(rem, inc, mtg, defaultMoveOverhead)
				if soft <= 0 || hard <= 0 || soft > hard {
					t.Errorf("rem %v inc %v mtg %d: soft %v hard %v", rem, inc, mtg, soft, hard)
				}
				// Allowed: the whole clock minus the overhead (at least 1 ms).
				if limit := max(rem-defaultMoveOverhead, time.Millisecond); hard > limit {
					t.Errorf("rem %v inc %v mtg %d: hard %v exceeds usable clock %v", rem, inc, mtg, hard, limit)
				}
			}
		}
	}
}

func TestClockBudgetIsSensible(t *testing.T) {
	// 10s + 0.1s, sudden death: roughly 0.4 s per move, a few times that at most.
	soft, hard := clockBudget(10*time.Second, 100*time.Millisecond, 0, defaultMoveOverhead)
	if soft < 100*time.Millisecond || soft > 500*time.Millisecond {
		t.Errorf("10s+0.1s soft limit %v", soft)
	}
	if hard < 500*time.Millisecond || hard > 3*time.Second {
		t.Errorf("10s+0.1s hard limit %v", hard)
	}
	// Last move before the control may use most of the clock.
	_, hard = clockBudget(10*time.Second, 0, 1, defaultMoveOverhead)
	if hard < 5*time.Second {
		t.Errorf("movestogo 1: hard limit %v leaves too much unused", hard)
	}
}

func TestSoftScaleNeverPassesHard(t *testing.T) {
	tm := timeManager{start: time.Now().Add(-50 * time.Millisecond), soft: 10 * time.Millisecond, hard: 100 * time.Millisecond}
	if tm.softExpired(10) {
		t.Fatal("soft limit scaled 10x should be capped at the 100 ms hard limit, not yet reached")
	}
	if !tm.softExpired(1) {
		t.Fatal("50 ms elapsed should exceed a 10 ms soft limit")
	}
}

func TestEmptyOwnClockMovesAtOnce(t *testing.T) {
	tm := newTimeManager(Limits{WTime: time.Minute}, false, defaultMoveOverhead, time.Now())
	if tm.hard <= 0 || tm.hard > 5*time.Millisecond {
		t.Fatalf("black without time but white with a clock: hard limit %v", tm.hard)
	}
}

// A sudden-death game is played out on paper: every move spends what the
// budget lets a search spend when its best move keeps changing (the soft
// limit stretched 1.6 times, at most the hard limit) plus what a move
// costs beyond the plan. With no movestogo the clock must last a long
// game (250 plies, 125 moves a side) and stay above the Move Overhead. A
// horizon of 22 moves flagged after 79 moves at 1 s + 0 (the engine
// flagged near ply 185 in real games); a reserve of 2 ms a move kept 29%
// of the clock after 60 moves and 25 ms after 125 when a move costs 3 ms
// beyond the plan (it flagged at ply 187 in a real game on a loaded
// machine).
func TestSuddenDeathClockLastsALongGame(t *testing.T) {
	// per move, beyond the search: 3 ms is a loaded machine.
	for _, c := range []struct{ base, latency time.Duration }{
		{time.Second, time.Millisecond}, {time.Second, 3 * time.Millisecond},
		{3 * time.Second, 3 * time.Millisecond}, {time.Minute, 3 * time.Millisecond},
	} {
		base, latency := c.base, c.latency
		rem := base
		var at60 time.Duration
		for move := 1; move <= 125; move++ {
			soft, hard := clockBudget(rem, 0, 0, defaultMoveOverhead)
			spend := min(time.Duration(float64(soft)*1.6), hard)
			rem -= spend + latency
			if move == 60 {
				at60 = rem
			}
			if rem < defaultMoveOverhead {
				t.Fatalf("%v+0, %v a move: clock %v after move %d, below the %v Move Overhead", base, latency, rem, move, defaultMoveOverhead)
			}
		}
		// Stockfish keeps about half of a 1 s clock after 60 moves; a
		// longer clock is for spending.
		want := base / 4
		if base <= time.Second {
			want = base * 4 / 10
		}
		if at60 < want {
			t.Errorf("%v+0, %v a move: only %v left after 60 moves", base, latency, at60)
		}
		t.Logf("%v+0, %v a move: %v left after 60 moves, %v after 125", base, latency, at60, rem)
	}
}

// Once the clock is down to the Move Overhead the engine plays after its
// first iteration instead of thinking a millisecond a move.
func TestClockBelowOverheadMovesAfterFirstIteration(t *testing.T) {
	for _, rem := range []time.Duration{5 * time.Millisecond, defaultMoveOverhead, 25 * time.Millisecond} {
		soft, hard := clockBudget(rem, 0, 0, defaultMoveOverhead)
		if soft > 10*time.Microsecond || hard > 10*time.Microsecond {
			t.Errorf("clock %v: soft %v hard %v; want the first iteration only", rem, soft, hard)
		}
	}
}

// With an increment of a hundredth of the clock or more the horizon stays
// short, so the normal controls spend what they did.
func TestIncrementKeepsShortHorizon(t *testing.T) {
	for _, c := range []struct{ base, inc time.Duration }{{time.Minute, 600 * time.Millisecond}, {10 * time.Second, 100 * time.Millisecond}} {
		soft, _ := clockBudget(c.base, c.inc, 0, defaultMoveOverhead)
		old := ((c.base-defaultMoveOverhead)/22 + c.inc*3/4) * 6 / 10
		if soft < old*95/100 {
			t.Errorf("%v+%v: soft %v, was %v", c.base, c.inc, soft, old)
		}
	}
}
