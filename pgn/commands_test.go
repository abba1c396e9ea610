package pgn

import (
	"os"
	"reflect"
	"strings"
	"testing"
	"time"
)

func readFile(t *testing.T, path string) []*Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// moveAt finds the main-line move with the given ply (1-based).
func moveAt(t *testing.T, g *Game, ply int) *Node {
	t.Helper()
	ml := g.MainLine()
	if ply > len(ml) {
		t.Fatalf("game has %d plies, not %d", len(ml), ply)
	}
	return ml[ply-1]
}

func TestLichessCommands(t *testing.T) {
	games := readFile(t, "testdata/lichess-eval-clock.pgn")
	g := games[0]
	e4 := moveAt(t, g, 1)
	if d, ok := e4.Clock(); !ok || d != 3*time.Minute {
		t.Errorf("1. e4 clock %v %v", d, ok)
	}
	if e, ok := e4.Eval(); !ok || e != (Eval{Centipawns: 30}) {
		t.Errorf("1. e4 eval %+v %v", e, ok)
	}
	nxf7 := moveAt(t, g, 9)
	if nxf7.Move != "Nxf7" || len(nxf7.NAGs) != 1 || nxf7.NAGs[0] != "$4" {
		t.Fatalf("ply 9 is %s %v", nxf7.Move, nxf7.NAGs)
	}
	if e, ok := nxf7.Eval(); !ok || !e.IsMate || e.Mate != -3 {
		t.Errorf("5. Nxf7?? eval %+v %v", e, ok)
	}
	if d, ok := nxf7.Clock(); !ok || d != 2*time.Minute+51*time.Second {
		t.Errorf("5. Nxf7 clock %v", d)
	}
	if txt := CommentText(nxf7.Comment); txt != "(-0.18 → Mate in 3) Checkmate is now unavoidable. Bxf7+ was best." {
		t.Errorf("comment text %q", txt)
	}
	last := moveAt(t, g, 14)
	if _, ok := last.Eval(); ok {
		t.Error("the mating move has an eval")
	}
	if d, ok := last.Clock(); !ok || d != 2*time.Minute+53*time.Second {
		t.Errorf("7... Nf3# clock %v %v", d, ok)
	}
	g2 := games[1]
	if e, ok := moveAt(t, g2, 8).Eval(); !ok || e.Centipawns != 476 || e.IsMate {
		t.Errorf("4... g6 eval %+v", e)
	}
	if e, ok := moveAt(t, g2, 10).Eval(); !ok || !e.IsMate || e.Mate != 2 {
		t.Errorf("5... Bxd1 eval %+v", e)
	}
}

func TestChessComClock(t *testing.T) {
	games := readFile(t, "testdata/chesscom-clock.pgn")
	want := []time.Duration{2*time.Minute + 59900*time.Millisecond, 2*time.Minute + 58600*time.Millisecond,
		2*time.Minute + 57300*time.Millisecond, 2*time.Minute + 56100*time.Millisecond}
	for i, n := range games[0].MainLine() {
		if d, ok := n.Clock(); !ok || d != want[i] {
			t.Errorf("ply %d: clock %v %v, want %v", i+1, d, ok, want[i])
		}
	}
	if d, _ := moveAt(t, games[1], 2).Clock(); d != 3*time.Minute {
		t.Errorf("0:03:00 read %v", d)
	}
}

func TestArrowsAndSquares(t *testing.T) {
	g := readFile(t, "testdata/chessbase-arrows.pgn")[0]
	root := g.Root
	if sq := root.Squares(); !reflect.DeepEqual(sq, []Square{{"G", "d4"}, {"G", "e4"}, {"G", "d5"}, {"G", "e5"}}) {
		t.Errorf("root squares %v", sq)
	}
	e4 := moveAt(t, g, 1)
	if a := e4.Arrows(); !reflect.DeepEqual(a, []Arrow{{"G", "e2", "e4"}, {"R", "d7", "d5"}}) {
		t.Errorf("1. e4 arrows %v", a)
	}
	if d, ok := e4.ElapsedTime(); !ok || d != 5*time.Second {
		t.Errorf("1. e4 emt %v", d)
	}
	if CommentText(e4.Comment) != "Both sides fight for d5." {
		t.Errorf("comment text %q", CommentText(e4.Comment))
	}
	nc3 := moveAt(t, g, 5)
	if sq := nc3.Squares(); !reflect.DeepEqual(sq, []Square{{"G", "a5"}, {"R", "b5"}, {"Y", "d8"}, {"B", "h5"}}) {
		t.Errorf("3. Nc3 squares %v", sq)
	}
	if e, ok := moveAt(t, g, 7).Eval(); !ok || e != (Eval{Centipawns: 42, Depth: 24}) {
		t.Errorf("4. d4 eval %+v", e)
	}
	// Setters write the commands back.
	nc3.SetArrows([]Arrow{{"R", "c3", "d5"}})
	nc3.SetSquares(nil)
	if nc3.Comment != "[%cal Rc3d5] Gains a tempo." {
		t.Errorf("after setting arrows: %q", nc3.Comment)
	}
}

// The commands survive read → write → read byte for byte in their
// comments, in every test file.
func TestCommandsRoundTrip(t *testing.T) {
	for _, f := range []string{"testdata/lichess-eval-clock.pgn", "testdata/chesscom-clock.pgn", "testdata/chessbase-arrows.pgn", "testdata/crlf.pgn", "testdata/annotated-variations.pgn"} {
		games := readFile(t, f)
		n := 0
		for gi, g := range games {
			again, err := Read(strings.NewReader(Write(g)))
			if err != nil {
				t.Fatal(err)
			}
			a, b := allComments(g.Root), allComments(again[0].Root)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s game %d: comments changed\n%q\n%q", f, gi+1, a, b)
			}
			for _, c := range a {
				n += len(ParseCommands(c))
			}
		}
		if n == 0 {
			t.Errorf("%s: no commands found", f)
		}
	}
}

func allComments(n *Node) []string {
	out := []string{n.CommentBefore, n.Comment}
	for _, c := range n.Children {
		out = append(out, allComments(c)...)
	}
	return out
}

func TestSetEvalAndClock(t *testing.T) {
	g := readFile(t, "testdata/lichess-eval-clock.pgn")[0]
	n := moveAt(t, g, 7) // 4. Nxe5?! with a judgement and commands
	before := n.Comment
	n.SetEval(Eval{Centipawns: -45})
	n.SetClock(2*time.Minute + 40*time.Second)
	want := strings.Replace(strings.Replace(before, "[%eval -0.31]", "[%eval -0.45]", 1), "[%clk 0:02:58]", "[%clk 0:02:40]", 1)
	if n.Comment != want {
		t.Fatalf("comment after setters\n%q\nwant\n%q", n.Comment, want)
	}
	// Written and read again, the new commands are there as set.
	again, _ := Read(strings.NewReader(Write(g)))
	m := moveAt(t, again[0], 7)
	if m.Comment != want {
		t.Errorf("after a round trip %q", m.Comment)
	}
	if e, _ := m.Eval(); e.Centipawns != -45 {
		t.Errorf("eval %+v", e)
	}
	if d, _ := m.Clock(); d != 160*time.Second {
		t.Errorf("clock %v", d)
	}
	// A mate, then removal.
	m.SetEval(Eval{IsMate: true, Mate: -3})
	if e, ok := m.Eval(); !ok || !e.IsMate || e.Mate != -3 || !strings.Contains(m.Comment, "[%eval #-3]") {
		t.Errorf("mate eval: %q", m.Comment)
	}
	m.RemoveCommand("eval")
	m.RemoveCommand("clk")
	if m.Comment != CommentText(before) {
		t.Errorf("after removing: %q, want %q", m.Comment, CommentText(before))
	}
}

func TestSetCommandPlacement(t *testing.T) {
	for _, c := range []struct {
		comment, name, args, want string
	}{
		{"", "clk", "0:01:00", "[%clk 0:01:00]"},
		{"Good move.", "eval", "0.5", "[%eval 0.5] Good move."},
		{"[%eval 0.1] Good move.", "clk", "0:01:00", "[%eval 0.1] [%clk 0:01:00] Good move."},
		{"Text [%eval 0.1][%csl Ga1] more", "eval", "#2", "Text [%eval #2][%csl Ga1] more"},
		{"[%clk 0:01:00] a [%clk 0:02:00] b", "clk", "0:03:00", "[%clk 0:03:00] a b"},
		{"[%eval 1] ]} {x", "cal", "Ge2e4] {", "[%eval 1] [%cal Ge2e4] ]} {x"},
		{"[%clk0:01] [% x] [%clk", "clk", "0:01:00", "[%clk 0:01:00] [%clk0:01] [% x] [%clk"},
	} {
		n := &Node{Comment: c.comment}
		n.SetCommand(c.name, c.args)
		if n.Comment != c.want {
			t.Errorf("%q + %s %s = %q, want %q", c.comment, c.name, c.args, n.Comment, c.want)
		}
	}
}

func TestParseClock(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"0:03:12":    3*time.Minute + 12*time.Second,
		"1:59:30":    time.Hour + 59*time.Minute + 30*time.Second,
		"0:02:59.9":  2*time.Minute + 59900*time.Millisecond,
		"3:05":       3*time.Minute + 5*time.Second,
		"12:00:00":   12 * time.Hour,
		"0:00:00.05": 50 * time.Millisecond,
	} {
		if d, ok := ParseClock(in); !ok || d != want {
			t.Errorf("ParseClock(%q) = %v %v, want %v", in, d, ok, want)
		}
	}
	for _, bad := range []string{"", "5", "0:60:00", "0:00:61", "a:00:00", "0:-1:00", "0:00:01.", "0:00:+1", "1:2:3:4", "0:00:01.x"} {
		if d, ok := ParseClock(bad); ok {
			t.Errorf("ParseClock(%q) = %v, want failure", bad, d)
		}
	}
	for d, want := range map[time.Duration]string{
		3*time.Minute + 12*time.Second:         "0:03:12",
		2*time.Minute + 59900*time.Millisecond: "0:02:59.9",
		10 * time.Hour:                         "10:00:00",
	} {
		if got := FormatClock(d); got != want {
			t.Errorf("FormatClock(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestParseEval(t *testing.T) {
	for in, want := range map[string]Eval{
		"0.35":    {Centipawns: 35},
		"-1.2":    {Centipawns: -120},
		"+0.5":    {Centipawns: 50},
		"0":       {},
		"#-3":     {IsMate: true, Mate: -3},
		"#4":      {IsMate: true, Mate: 4},
		"0.42,24": {Centipawns: 42, Depth: 24},
		"#2,30":   {IsMate: true, Mate: 2, Depth: 30},
		" 1.005 ": {Centipawns: 101},
	} {
		if e, ok := ParseEval(in); !ok || e != want {
			t.Errorf("ParseEval(%q) = %+v %v, want %+v", in, e, ok, want)
		}
	}
	for _, bad := range []string{"", "#", "abc", "1e3", "NaN", "Inf", "0x10", "1,x", "#1.5"} {
		if e, ok := ParseEval(bad); ok {
			t.Errorf("ParseEval(%q) = %+v, want failure", bad, e)
		}
	}
	for e, want := range map[Eval]string{
		{Centipawns: 35}: "0.35", {Centipawns: -120}: "-1.2", {IsMate: true, Mate: -3}: "#-3", {Centipawns: 7, Depth: 20}: "0.07,20",
	} {
		if got := e.String(); got != want {
			t.Errorf("%+v.String() = %q, want %q", e, got, want)
		}
		if back, ok := ParseEval(want); !ok || back != e {
			t.Errorf("ParseEval(%q) = %+v, want %+v", want, back, e)
		}
	}
}
