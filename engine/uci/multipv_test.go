package uci

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
)

// uciLine is what a test needs of an "info ... multipv N ..." line.
type uciLine struct {
	depth, multipv int
	mate           bool
	score          int // cp, or the mate distance when mate
	pv             []string
}

// infoRE picks the fields formatInfo writes, in its order.
var infoRE = regexp.MustCompile(`^info depth (\d+) seldepth \d+ multipv (\d+) score (cp|mate) (-?\d+) nodes \d+ nps \d+ hashfull \d+ tbhits \d+ time \d+ pv (.+)$`)

func parseLine(t *testing.T, l string) uciLine {
	t.Helper()
	m := infoRE.FindStringSubmatch(l)
	if m == nil {
		t.Fatalf("not a scored info line with a PV: %q", l)
	}
	d, _ := strconv.Atoi(m[1])
	k, _ := strconv.Atoi(m[2])
	sc, _ := strconv.Atoi(m[4])
	return uciLine{depth: d, multipv: k, mate: m[3] == "mate", score: sc, pv: strings.Fields(m[5])}
}

// rank orders scores as a GUI does: mates first (shorter better), being
// mated last.
func (l uciLine) rank() int {
	switch {
	case l.mate && l.score > 0:
		return 100000 - l.score
	case l.mate:
		return -100000 - l.score
	}
	return l.score
}

// multiPVIterations runs "go depth N" with MultiPV k on fen and returns
// the info lines grouped by iteration and the bestmove.
func multiPVIterations(t *testing.T, fen string, k, depth int) ([][]uciLine, string) {
	t.Helper()
	s := startSession(t)
	s.send("setoption name MultiPV value " + strconv.Itoa(k))
	s.send("position fen " + fen)
	s.send("go depth " + strconv.Itoa(depth))
	best, before := s.expect("bestmove", 20*time.Second)
	var iters [][]uciLine
	for _, l := range before {
		if !strings.HasPrefix(l, "info depth") {
			t.Fatalf("unexpected line %q", l)
		}
		ln := parseLine(t, l)
		if ln.multipv == 1 {
			iters = append(iters, nil)
		}
		if len(iters) == 0 {
			t.Fatalf("first info line is not multipv 1: %q", l)
		}
		iters[len(iters)-1] = append(iters[len(iters)-1], ln)
	}
	return iters, strings.Fields(best)[1]
}

func TestUCIMultiPV(t *testing.T) {
	for _, tc := range []struct {
		fen       string
		k, depth  int
		wantLines int
	}{
		{engine.StartFEN, 3, 5, 3},
		{"r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8", 5, 5, 5},
		// Two legal moves: two lines, not five.
		{"7k/pp6/8/8/8/8/8/K6r w - - 0 1", 5, 4, 2},
		// The mate in one is line 1.
		{"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 4, 4, 4},
	} {
		iters, best := multiPVIterations(t, tc.fen, tc.k, tc.depth)
		if len(iters) != tc.depth {
			t.Fatalf("%s: %d iterations, want %d", tc.fen, len(iters), tc.depth)
		}
		for d, lines := range iters {
			if len(lines) != tc.wantLines {
				t.Fatalf("%s depth %d: %d lines, want %d: %+v", tc.fen, d+1, len(lines), tc.wantLines, lines)
			}
			seen := map[string]bool{}
			for i, l := range lines {
				if l.multipv != i+1 || l.depth != d+1 {
					t.Errorf("%s: line %d is multipv %d depth %d, want %d depth %d", tc.fen, i+1, l.multipv, l.depth, i+1, d+1)
				}
				if seen[l.pv[0]] {
					t.Errorf("%s depth %d: %s starts two lines", tc.fen, d+1, l.pv[0])
				}
				seen[l.pv[0]] = true
				pos, err := engine.ParseFEN(tc.fen)
				if err != nil {
					t.Fatal(err)
				}
				for _, mv := range l.pv {
					m, err := pos.ParseMove(mv)
					if err != nil {
						t.Fatalf("%s: line %d PV %v: %s is illegal: %v", tc.fen, i+1, l.pv, mv, err)
					}
					pos.MakeMove(m)
				}
				if i > 0 && l.rank() > lines[i-1].rank() {
					t.Errorf("%s depth %d: line %d scores above line %d: %+v", tc.fen, d+1, i+1, i, lines)
				}
			}
		}
		if last := iters[len(iters)-1]; best != last[0].pv[0] {
			t.Errorf("%s: bestmove %s, line 1 starts with %s", tc.fen, best, last[0].pv[0])
		}
		if strings.HasPrefix(tc.fen, "6k1") {
			if l := iters[len(iters)-1][0]; !l.mate || l.score != 1 || l.pv[0] != "a1a8" {
				t.Errorf("mate in one: line 1 %+v", l)
			}
		}
	}
}

// stripTiming drops the fields that depend on the clock.
var timingRE = regexp.MustCompile(` (nps|time) \d+`)

// MultiPV 1, set or by default, prints exactly what the engine printed
// before there was a MultiPV option: one "multipv 1" line per iteration.
func TestUCIMultiPVOneUnchanged(t *testing.T) {
	run := func(opts ...string) []string {
		s := startSession(t)
		for _, o := range opts {
			s.send(o)
		}
		s.send("position startpos moves e2e4 e7e5")
		s.send("go depth 6")
		best, before := s.expect("bestmove", 20*time.Second)
		out := append(before, best)
		for i := range out {
			out[i] = timingRE.ReplaceAllString(out[i], "")
		}
		return out
	}
	def := run()
	one := run("setoption name MultiPV value 3", "setoption name MultiPV value 1")
	if strings.Join(def, "\n") != strings.Join(one, "\n") {
		t.Errorf("MultiPV 1 output differs from the default:\n%s\nvs\n%s", strings.Join(one, "\n"), strings.Join(def, "\n"))
	}
	if n := countPrefix(def, "info depth"); n != 6 {
		t.Errorf("%d info lines for depth 6: %q", n, def)
	}
	for _, l := range def[:len(def)-1] {
		if !strings.Contains(l, " multipv 1 ") {
			t.Errorf("line without multipv 1: %q", l)
		}
	}
}

func TestUCIMultiPVOption(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	_, lines := s.expect("uciok", 2*time.Second)
	want := "option name MultiPV type spin default 1 min 1 max " + strconv.Itoa(engine.MaxMultiPV)
	if countPrefix(lines, want) != 1 {
		t.Errorf("uci output lacks %q:\n%s", want, strings.Join(lines, "\n"))
	}
	for _, bad := range []string{"0", "-1", "x", strconv.Itoa(engine.MaxMultiPV + 1)} {
		s.send("setoption name MultiPV value " + bad)
		l, _ := s.expect("info string", time.Second)
		if !strings.Contains(l, "MultiPV") {
			t.Errorf("MultiPV %s: %q", bad, l)
		}
	}
}
