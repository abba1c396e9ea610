package notation

import (
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/master"
)

func TestScore(t *testing.T) {
	cases := []struct {
		info  master.ThinkingInfo
		mover master.Color
		want  string
	}{
		{master.ThinkingInfo{Score: 35}, master.White, "+0.35"},
		{master.ThinkingInfo{Score: 35}, master.Black, "-0.35"}, // Black is better by 0.35
		{master.ThinkingInfo{Score: -120}, master.Black, "+1.20"},
		{master.ThinkingInfo{Score: 0}, master.White, "+0.00"},
		{master.ThinkingInfo{Mate: 3}, master.White, "#3"},
		{master.ThinkingInfo{Mate: 3}, master.Black, "#-3"},
		{master.ThinkingInfo{Mate: -2}, master.White, "#-2"},
		{master.ThinkingInfo{Mate: -2}, master.Black, "#2"},
		// The tablebases' band is a result, not +317 pawns.
		{master.ThinkingInfo{Score: 31700, TBWin: 1}, master.White, "TB 1-0"},
		{master.ThinkingInfo{Score: 31700, TBWin: 1}, master.Black, "TB 0-1"},
		{master.ThinkingInfo{Score: -31700, TBWin: -1}, master.Black, "TB 1-0"},
		// A mate found in a tablebase position is still a mate.
		{master.ThinkingInfo{Mate: 1, TBWin: 1, Source: master.FromTablebase}, master.Black, "#-1"},
		// A book move was not searched: its quick score is not shown.
		{master.ThinkingInfo{Score: 35, Depth: 1, Nodes: 1, Source: master.FromBook}, master.White, "book"},
	}
	for _, c := range cases {
		if got := Score(c.info, c.mover); got != c.want {
			t.Errorf("Score(%+v, %v) = %q, want %q", c.info, c.mover, got, c.want)
		}
	}
}

func TestSummary(t *testing.T) {
	cases := []struct {
		info  master.ThinkingInfo
		mover master.Color
		want  string
	}{
		{master.ThinkingInfo{Score: 35, Depth: 18, Nodes: 9_000_000, NPS: 1_234_567}, master.White, "+0.35 · depth 18 · 1.2 M nodes/s"},
		{master.ThinkingInfo{Score: 35, Depth: 3, Nodes: 950}, master.Black, "-0.35 · depth 3 · 950 nodes"},
		{master.ThinkingInfo{Score: 35, Depth: 1, Nodes: 1, Source: master.FromBook}, master.White, "book"},
		{master.ThinkingInfo{Score: -31700, TBWin: -1, Depth: 1, Source: master.FromTablebase, DTZ: -12}, master.White, "TB 0-1 · DTZ 12"},
		{master.ThinkingInfo{Mate: 2, Depth: 9, NPS: 45_600_000}, master.White, "#2 · depth 9 · 46 M nodes/s"},
	}
	for _, c := range cases {
		if got := Summary(c.info, c.mover); got != c.want {
			t.Errorf("Summary(%+v, %v) = %q, want %q", c.info, c.mover, got, c.want)
		}
	}
}

func TestWhiteShare(t *testing.T) {
	if WhiteShare(master.ThinkingInfo{TBWin: -1, Score: -31700}, master.White) != 0 ||
		WhiteShare(master.ThinkingInfo{TBWin: -1, Score: -31700}, master.Black) != 1 {
		t.Fatal("tablebase results do not fill the bar")
	}
	if WhiteShare(master.ThinkingInfo{Score: 300, Source: master.FromBook}, master.White) != 0.5 {
		t.Fatal("a book move moves the bar")
	}
	even := WhiteShare(master.ThinkingInfo{}, master.White)
	if even != 0.5 {
		t.Fatalf("equal position gives %v", even)
	}
	up := WhiteShare(master.ThinkingInfo{Score: 100}, master.White)
	down := WhiteShare(master.ThinkingInfo{Score: 100}, master.Black)
	if up <= 0.55 || up >= 0.75 || down >= 0.45 || up+down < 0.999 || up+down > 1.001 {
		t.Fatalf("+1 pawn: %v for White, %v when Black is up", up, down)
	}
	if WhiteShare(master.ThinkingInfo{Mate: 1}, master.Black) != 0 ||
		WhiteShare(master.ThinkingInfo{Mate: -4}, master.Black) != 1 {
		t.Fatal("mates do not fill the bar")
	}
	if s := WhiteShare(master.ThinkingInfo{Score: 2000}, master.White); s < 0.99 {
		t.Fatalf("+20 pawns gives only %v", s)
	}
}

func TestClock(t *testing.T) {
	cases := map[time.Duration]string{
		5 * time.Minute:                      "5:00",
		5*time.Minute - 700*time.Millisecond: "5:00", // rounds up like a chess clock
		59*time.Second + 10*time.Millisecond: "1:00",
		75 * time.Second:                     "1:15",
		90 * time.Minute:                     "1:30:00",
		9*time.Second + 460*time.Millisecond: "0:09.4",
		0:                                    "0:00.0",
		-time.Second:                         "0:00.0",
		10 * time.Second:                     "0:10",
		10*time.Second - 1*time.Millisecond:  "0:09.9",
		2*time.Hour + 3*time.Minute + time.Second: "2:03:01",
	}
	for d, want := range cases {
		if got := Clock(d); got != want {
			t.Errorf("Clock(%v) = %q, want %q", d, got, want)
		}
	}
}

// The level choices carry the engine table's number, name and Elo as
// fields, so a front end writes them in its language without parsing the
// English label.
func TestLevelsCarryNameAndElo(t *testing.T) {
	table := engine.Levels()
	got := Levels()
	if len(got) != len(table) {
		t.Fatalf("%d choices for %d levels", len(got), len(table))
	}
	for i, l := range table {
		c := got[i]
		if c.Level != l.Level || c.Name != l.Name || c.Elo != l.Elo || c.Label != l.Label() {
			t.Errorf("choice %+v for level %+v", c, l)
		}
		if c.Name == "" {
			t.Errorf("level %d has no name", c.Level)
		}
	}
}

// A FEN's problem names the sides as players write them: "White has 0
// kings", not "white has".
func TestFENProblemCapitalisesTheSide(t *testing.T) {
	if got := FENProblem("8/8/8/8/8/8/8/4k3 w - - 0 1"); !strings.HasPrefix(got, "White has 0 kings") {
		t.Errorf("no white king: %q", got)
	}
	if got := FENProblem("4k3/8/8/8/8/8/8/4K3 w - - 0 1"); got != "" {
		t.Errorf("a good FEN: %q", got)
	}
}
