package master

import (
	"sync"
	"testing"
	"time"
)

// A period of moves: each side gets Base again after its Moves-th,
// 2·Moves-th, ... move, on top of the increment; MovesToGo counts down
// to the next period.
func TestChessClockPeriodsOfMoves(t *testing.T) {
	cfg := ClockConfig{Base: 60 * time.Second, Increment: time.Second, Moves: 2}
	k := newChessClock(cfg)
	t0 := time.Unix(1000, 0)
	now := t0
	for done := 1; done <= 4; done++ {
		k.start(White, now)
		now = now.Add(10 * time.Second)
		before := k.remaining(White, now)
		if k.moved(White, done, now) {
			t.Fatalf("flag on move %d", done)
		}
		want := before + time.Second
		if done%2 == 0 {
			want += 60 * time.Second
		}
		if k.left[White] != want {
			t.Errorf("after White's move %d: %v, want %v", done, k.left[White], want)
		}
	}
	for done, want := range []int{2, 1, 2, 1, 2} {
		if got := cfg.MovesToGo(done); got != want {
			t.Errorf("MovesToGo(%d) = %d, want %d", done, got, want)
		}
	}
	if got := (ClockConfig{Base: time.Minute}).MovesToGo(5); got != 0 {
		t.Errorf("MovesToGo without periods = %d", got)
	}
	for _, tc := range []struct {
		c    ClockConfig
		want string
	}{
		{ClockConfig{Base: 90 * time.Minute, Moves: 40}, "40/5400"},
		{ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40}, "40/5400+30"},
	} {
		if got := tc.c.PGNTimeControl(); got != tc.want {
			t.Errorf("TimeControl %q, want %q", got, tc.want)
		}
	}
}

// Settings refuse periods without a base time or out of range.
func TestValidateRefusesBadPeriods(t *testing.T) {
	for _, c := range []ClockConfig{{Moves: 40}, {Base: time.Minute, Moves: -1}, {Base: time.Minute, Moves: MaxPeriodMoves + 1}} {
		s := humans("")
		s.Clock = c
		if err := s.Validate(); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}

// In a game, a program is told how many moves remain in its period, and
// the clock gives a side the next period's time after its last move of
// a period (a person's moves count the same).
func TestControllerPeriodsOfMoves(t *testing.T) {
	var mu sync.Mutex
	var seen []int
	hook := func(req MoveRequest) {
		mu.Lock()
		seen = append(seen, req.MovesToGo)
		mu.Unlock()
	}
	requestSeen.Store(&hook)
	t.Cleanup(func() { requestSeen.Store(nil) })
	s := humans("")
	s.Black = PlayerConfig{Kind: Random, Seed: 5}
	s.Clock = ClockConfig{Base: 30 * time.Second, Moves: 2}
	c := newTestGame(t, s)
	c.Start()
	var blackAfter []time.Duration
	for i, m := range []string{"a3", "a4", "h3"} {
		playAll(t, c, m)
		deadline := time.Now().Add(5 * time.Second)
		for len(c.Snapshot().Moves) < 2*(i+1) {
			if time.Now().After(deadline) {
				t.Fatalf("Black did not answer move %d", i+1)
			}
			time.Sleep(5 * time.Millisecond)
		}
		blackAfter = append(blackAfter, c.Snapshot().Clock.Black)
	}
	mu.Lock()
	got := append([]int(nil), seen...)
	mu.Unlock()
	if len(got) != 3 || got[0] != 2 || got[1] != 1 || got[2] != 2 {
		t.Errorf("Black was told moves to go %v, want [2 1 2]", got)
	}
	// After Black's 2nd move its clock gained a period (30 s).
	if blackAfter[0] > 30*time.Second || blackAfter[1] < 55*time.Second {
		t.Errorf("Black's clock after its moves: %v", blackAfter)
	}
	// White, a person, gains a period after its own 2nd move too.
	if w := c.Snapshot().Clock.White; w < 55*time.Second {
		t.Errorf("White's clock after three moves: %v", w)
	}
	if tc := tagValue(c.Snapshot().Tags, "TimeControl"); tc != "2/30" {
		t.Errorf("TimeControl tag %q", tc)
	}
}

// FIDE's classical control: 90 minutes for 40 moves, then 30 minutes for
// the rest of the game, 30 s a move throughout. The clock adds the 30
// minutes once, after the 40th move, and never Base again; programs are
// told the moves to go only while a period of moves lasts.
func TestChessClockSecondPeriodForTheRestOfTheGame(t *testing.T) {
	cfg := ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40, Then: 30 * time.Minute}
	if err := (Settings{Clock: cfg}).Validate(); err != nil {
		t.Fatal(err)
	}
	k := newChessClock(cfg)
	now := time.Unix(1000, 0)
	for done := 1; done <= 120; done++ {
		k.start(White, now)
		now = now.Add(time.Second)
		before := k.remaining(White, now)
		if k.moved(White, done, now) {
			t.Fatalf("flag on move %d", done)
		}
		want := before + 30*time.Second
		if done == 40 {
			want += 30 * time.Minute
		}
		if k.left[White] != want {
			t.Fatalf("after move %d: %v, want %v", done, k.left[White], want)
		}
	}
	for done, want := range map[int]int{0: 40, 39: 1, 40: 0, 41: 0, 80: 0, 200: 0} {
		if got := cfg.MovesToGo(done); got != want {
			t.Errorf("MovesToGo(%d) = %d, want %d", done, got, want)
		}
	}
	if got := cfg.PGNTimeControl(); got != "40/5400+30:1800+30" {
		t.Errorf("TimeControl %q", got)
	}
}

// A second period of moves repeats: 40 moves in two hours, then an hour
// for every 20 moves.
func TestChessClockRepeatingSecondPeriod(t *testing.T) {
	cfg := ClockConfig{Base: 2 * time.Hour, Moves: 40, Then: time.Hour, ThenMoves: 20}
	got := map[int]time.Duration{}
	for done := 1; done <= 100; done++ {
		if d := cfg.periodTime(done); d != 0 {
			got[done] = d
		}
	}
	want := map[int]time.Duration{40: time.Hour, 60: time.Hour, 80: time.Hour, 100: time.Hour}
	if len(got) != len(want) {
		t.Fatalf("periods added after moves %v, want %v", got, want)
	}
	for done, d := range want {
		if got[done] != d {
			t.Errorf("after move %d: %v, want %v", done, got[done], d)
		}
	}
	for done, want := range map[int]int{10: 30, 40: 20, 45: 15, 59: 1, 60: 20} {
		if got := cfg.MovesToGo(done); got != want {
			t.Errorf("MovesToGo(%d) = %d, want %d", done, got, want)
		}
	}
	if got := cfg.PGNTimeControl(); got != "40/7200:20/3600" {
		t.Errorf("TimeControl %q", got)
	}
}

// Settings refuse a later period that cannot work.
func TestValidateRefusesBadSecondPeriods(t *testing.T) {
	for _, c := range []ClockConfig{
		{Base: time.Minute, Then: time.Minute},                           // no first period of moves
		{Base: time.Minute, Moves: 40, Then: -time.Minute},               // negative
		{Base: time.Minute, Moves: 40, ThenMoves: 20},                    // moves without a time
		{Base: time.Minute, Moves: 40, Then: time.Minute, ThenMoves: -1}, // out of range
		{Base: time.Minute, Moves: 40, Then: time.Minute, ThenMoves: MaxPeriodMoves + 1},
	} {
		s := humans("")
		s.Clock = c
		if err := s.Validate(); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}
