package repertoire

import (
	"math"
	"testing"
	"time"
)

var t0 = time.Date(2026, 1, 5, 18, 0, 0, 0, time.UTC)

func days(n int) time.Duration { return time.Duration(n) * 24 * time.Hour }

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// The SM-2 intervals: 1 day, 6 days, then the last interval times the
// ease, rounded; each due time is the answer's time plus the interval.
func TestScheduleIntervals(t *testing.T) {
	var c Card
	if !c.New() || !c.IsDue(t0) || c.EaseFactor() != InitialEase {
		t.Fatalf("zero card: new %v due %v ease %v", c.New(), c.IsDue(t0), c.EaseFactor())
	}
	now := t0
	want := []int{1, 6, 15, 38, 95, 238}
	for i, w := range want {
		c = c.Answer(Right, now)
		if c.Interval != w || c.Reps != i+1 || !c.Due.Equal(now.Add(days(w))) || !near(c.Ease, 2.5) {
			t.Fatalf("answer %d: interval %d reps %d due %v ease %v, want interval %d due %v ease 2.5",
				i+1, c.Interval, c.Reps, c.Due, c.Ease, w, now.Add(days(w)))
		}
		if c.IsDue(now.Add(days(w) - time.Second)) {
			t.Fatalf("answer %d: due a second before its due time", i+1)
		}
		if !c.IsDue(now.Add(days(w))) {
			t.Fatalf("answer %d: not due at its due time", i+1)
		}
		now = c.Due
	}
	if c.Reviews != len(want) || c.Lapses != 0 || !c.Last.Equal(now.Add(-days(238))) {
		t.Errorf("reviews %d lapses %d last %v", c.Reviews, c.Lapses, c.Last)
	}
}

// The ease changes by 0.1 - (5-q)(0.08 + (5-q)0.02) and never goes
// below 1.3.
func TestScheduleEase(t *testing.T) {
	cases := []struct {
		g    Grade
		want float64
	}{{Easy, 2.6}, {Right, 2.5}, {Hesitant, 2.36}, {Wrong, 2.18}, {0, 1.7}}
	for _, c := range cases {
		got := Card{}.Answer(c.g, t0).Ease
		if !near(got, c.want) {
			t.Errorf("grade %d from 2.5: ease %v, want %v", c.g, got, c.want)
		}
	}
	c := Card{}
	for range 10 {
		c = c.Answer(Wrong, t0)
	}
	if c.Ease != MinEase {
		t.Errorf("ten wrong answers: ease %v, want the floor %v", c.Ease, MinEase)
	}
	// A lower ease makes the third interval shorter: 6 * 2.36 = 14.16 -> 14.
	c = Card{}.Answer(Hesitant, t0)
	c = c.Answer(Right, t0)
	c = c.Answer(Right, t0)
	if c.Interval != 14 {
		t.Errorf("after a hesitant first answer the third interval is %d, want 14", c.Interval)
	}
}

// A wrong answer is a lapse: the repetitions start again, the card is
// due the next day (not after its long interval), and the ease drops.
func TestScheduleLapse(t *testing.T) {
	c := Card{}
	now := t0
	for range 4 { // 1, 6, 15, 38 days
		c = c.Answer(Right, now)
		now = c.Due
	}
	c = c.Answer(Wrong, now)
	if c.Reps != 0 || c.Interval != 1 || c.Lapses != 1 || !c.Due.Equal(now.Add(days(1))) || !near(c.Ease, 2.18) {
		t.Fatalf("after the lapse: reps %d interval %d lapses %d due %v ease %v", c.Reps, c.Interval, c.Lapses, c.Due, c.Ease)
	}
	c = c.Answer(Right, c.Due)
	if c.Interval != 1 {
		t.Errorf("first right answer after a lapse: interval %d, want 1", c.Interval)
	}
	c = c.Answer(Right, c.Due)
	if c.Interval != 6 {
		t.Errorf("second: interval %d, want 6", c.Interval)
	}
	c = c.Answer(Right, c.Due)
	if c.Interval != 13 { // 6 * 2.18 = 13.08
		t.Errorf("third: interval %d, want 13 (the lower ease)", c.Interval)
	}
	if c.Lapses != 1 || c.Reviews != 8 {
		t.Errorf("lapses %d reviews %d, want 1 and 8", c.Lapses, c.Reviews)
	}
}

// Grades out of range are clamped, not trusted.
func TestScheduleGradeClamp(t *testing.T) {
	a, b := Card{}.Answer(9, t0), Card{}.Answer(Easy, t0)
	if a != b {
		t.Errorf("grade 9 gives %+v, want grade 5's %+v", a, b)
	}
	a, b = Card{}.Answer(-3, t0), Card{}.Answer(0, t0)
	if a != b {
		t.Errorf("grade -3 gives %+v, want grade 0's %+v", a, b)
	}
}
