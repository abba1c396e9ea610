package master

import (
	"strings"
	"testing"
	"time"
)

// A loaded game shows the clocks its file recorded, for the board's move,
// and none where the file has none; once it is played on, the time
// control's clocks count.
func TestLoadedGameClocksFromFile(t *testing.T) {
	s := humans("")
	s.Clock = ClockConfig{Base: 5 * time.Minute}
	c := newTestGame(t, s)
	in := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:02:58]} e5 2. Nf3 {[%clk 0:02:41]} Nc6 {[%clk 0:02:30]} *\n"
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	check := func(what string, want ClockState) {
		t.Helper()
		got := c.Snapshot().Clock
		if got.FromFile != want.FromFile || got.Known != want.Known ||
			(got.Known[White] && got.White != want.White) || (got.Known[Black] && got.Black != want.Black) {
			t.Errorf("%s: clocks %+v, want %+v", what, got, want)
		}
	}
	check("at the end", ClockState{FromFile: true, Known: [3]bool{White: true, Black: true}, White: 2*time.Minute + 41*time.Second, Black: 2*time.Minute + 30*time.Second})
	if err := c.GoTo([]int{0, 0}); err != nil { // after 1...e5, which has no [%clk]
		t.Fatal(err)
	}
	check("after 1...e5", ClockState{FromFile: true, Known: [3]bool{White: true}, White: 2*time.Minute + 58*time.Second})
	if err := c.GoTo(nil); err != nil {
		t.Fatal(err)
	}
	check("at the start", ClockState{FromFile: true})

	c.Start()
	if err := c.Play("e4"); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot().Clock
	if st.FromFile || !st.Enabled || st.Black > 5*time.Minute || st.Black < 4*time.Minute {
		t.Errorf("played on: clocks %+v, want the time control's", st)
	}
}
