package uci

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
)

// quick is how soon an answer that needs no thinking must come; the race
// detector slows the search (and its polling of stop) several times.
func quick() time.Duration {
	if raceEnabled {
		return time.Second
	}
	return 100 * time.Millisecond
}

// countPrefix counts the lines that start with prefix.
func countPrefix(lines []string, prefix string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			n++
		}
	}
	return n
}

// The repro of the report: a command that changes the position arrives
// during a depth-limited search that would take hours. The reader must
// go on reading: the search is ended (its bestmove printed), and "stop",
// "isready" and "quit" are answered at once.
func TestPositionDuringLongSearchDoesNotBlockInput(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	s.expect("uciok", 2*time.Second)
	s.send("position startpos")
	s.send("go depth 60")
	time.Sleep(500 * time.Millisecond)
	s.send("position startpos moves e2e4")
	s.send("stop")
	stop := time.Now()
	s.send("isready")
	_, before := s.expect("readyok", 5*time.Second)
	if el := time.Since(stop); el > quick() {
		t.Errorf("readyok came %v after stop", el)
	}
	if n := countPrefix(before, "bestmove"); n != 1 {
		t.Errorf("%d bestmoves before readyok, want 1: %q", n, before)
	}
	s.send("quit")
	select {
	case err := <-s.done:
		s.done <- err // for the cleanup
	case <-time.After(time.Second):
		t.Fatal("quit did not end the session")
	}
}

// Each state-changing command ends a limited search that is still
// running (depth, nodes, mate): one bestmove for it, then the command is
// applied, and the session answers isready at once.
func TestCommandsEndLimitedSearches(t *testing.T) {
	searches := []string{"go depth 60", "go nodes 4000000000", "go mate 40", "go depth 1000 searchmoves e2e4 d2d4"}
	commands := []string{"position startpos moves e2e4", "ucinewgame", "setoption name Hash value 1", "setoption name Clear Hash"}
	for _, search := range searches {
		for _, cmd := range commands {
			s := startSession(t)
			s.send("position startpos")
			s.send(search)
			time.Sleep(150 * time.Millisecond)
			s.send(cmd)
			sent := time.Now()
			s.send("isready")
			_, before := s.expect("readyok", 5*time.Second)
			if el := time.Since(sent); el > 10*quick() {
				t.Errorf("%s, %s: readyok after %v", search, cmd, el)
			}
			if n := countPrefix(before, "bestmove"); n != 1 {
				t.Errorf("%s, %s: %d bestmoves before readyok, want 1: %q", search, cmd, n, before)
			}
			// Nothing is running any more: stop prints nothing.
			s.send("stop")
			s.send("isready")
			if _, after := s.expect("readyok", time.Second); countPrefix(after, "bestmove") != 0 {
				t.Errorf("%s, %s: bestmove after the search was ended: %q", search, cmd, after)
			}
		}
	}
	// A new go: the old search's bestmove, then the new search's.
	s := startSession(t)
	s.send("go depth 60")
	time.Sleep(150 * time.Millisecond)
	s.send("position startpos moves e2e4")
	s.send("go depth 1")
	first, _ := s.expect("bestmove", 5*time.Second)
	second, _ := s.expect("bestmove", 5*time.Second)
	if !legalIn(t, "", nil, strings.Fields(first)[1]) || !legalIn(t, "", []string{"e2e4"}, strings.Fields(second)[1]) {
		t.Errorf("bestmoves %q then %q: want one for each position", first, second)
	}
}

// "go wtime 0": the clock is given but empty, so the engine moves at once
// instead of searching without a limit.
func TestEmptyClockMovesAtOnce(t *testing.T) {
	s := startSession(t)
	for _, g := range []string{"go wtime 0", "go wtime 0 btime 0", "go wtime 0 btime 0 winc 0 binc 0", "go btime -50 wtime -50", "go wtime 0 depth 60"} {
		s.send("position startpos moves e2e4 e7e5")
		s.send(g)
		line, _ := s.expect("bestmove", 10*quick())
		if !legalIn(t, "", []string{"e2e4", "e7e5"}, strings.Fields(line)[1]) {
			t.Errorf("%s: %q", g, line)
		}
	}
}

// Every go is answered by exactly one bestmove, however bad its
// arguments: a warning first, then a search with the bad part ignored or
// clamped. Those left without a limit run until stop, like a plain go.
func TestBadGoGetsExactlyOneBestmove(t *testing.T) {
	bounded := []string{
		"go movetime 0", "go movetime -100", "go depth -5", "go depth 0", "go nodes -1", "go nodes 0",
		"go mate 0", "go mate -2", "go depth x movetime 50", "go searchmoves zzzz depth 2",
		"go depth 2 searchmoves e2e5", "go depth 3 fast", "go depth 2 movestogo -1", "go depth 2 nodes",
		"go depth 99999999999999999999999999 movetime 50",
	}
	unbounded := []string{"go depth 1001", "go searchmoves zzzz", "go depth", "go fast", "go depth x", "go mate 5000", "go nodes -"}
	s := startSession(t)
	s.send("position startpos moves e2e4")
	run := func(line string, stop bool) {
		t.Helper()
		s.send(line)
		var got []string
		if stop {
			time.Sleep(50 * time.Millisecond)
			s.send("stop")
		} else {
			l, before := s.expect("bestmove", 10*time.Second)
			got = append(before, l)
		}
		s.send("isready")
		_, rest := s.expect("readyok", 5*time.Second)
		got = append(got, rest...)
		if n := countPrefix(got, "bestmove"); n != 1 {
			t.Errorf("%q: %d bestmoves, want 1: %q", line, n, got)
		}
		if countPrefix(got, "info string go") == 0 {
			t.Errorf("%q: no warning: %q", line, got)
		}
		for _, l := range got {
			if strings.HasPrefix(l, "bestmove") && !legalIn(t, "", []string{"e2e4"}, strings.Fields(l)[1]) {
				t.Errorf("%q: illegal %q", line, l)
			}
		}
	}
	for _, l := range bounded {
		run(l, false)
	}
	for _, l := range unbounded {
		run(l, true)
	}
}

// Lines of any length are survived; one over MaxLineBytes is reported and
// skipped, and the session goes on.
func TestLongLinesAreSkipped(t *testing.T) {
	var in bytes.Buffer
	in.WriteString("uci\n")
	in.WriteString(strings.Repeat("x", 2<<20) + "\n")
	in.WriteString("isready" + strings.Repeat(" ", MaxLineBytes-len("isready")) + "\r\n") // at the bound: accepted
	in.WriteString("isready" + strings.Repeat(" ", MaxLineBytes+1-len("isready")) + "\n") // over it: skipped
	in.WriteString("position startpos moves e2e4\n")
	in.WriteString("go depth 1\n")
	in.WriteString("isready") // a last line without a line end
	var out bytes.Buffer
	if err := NewSession(nil, &out, "test").Run(&in); err != nil {
		t.Fatalf("Run: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	ignored := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "info string line ignored") {
			ignored++
			if len(l) > 200 {
				t.Errorf("report too long: %d bytes", len(l))
			}
		}
	}
	if ignored != 2 || countPrefix(lines, "readyok") != 2 || countPrefix(lines, "bestmove") != 1 {
		t.Errorf("want 2 lines ignored, 2 readyok and a bestmove; got %d, %d, %d:\n%s",
			ignored, countPrefix(lines, "readyok"), countPrefix(lines, "bestmove"), strings.Join(lines[len(lines)-6:], "\n"))
	}
	if !strings.Contains(out.String(), "info string line ignored: line of 2097152 bytes") {
		t.Errorf("the 2 MiB line is not reported with its length")
	}
}

// shuffleGame is a "position" line of a game of 16,000 shuffling moves
// and then 1. e4 e5: about 80 KB, more than the 64 KiB lines were once
// limited to. White is to move after it.
func shuffleGame(repeat int) string {
	var b strings.Builder
	b.WriteString("position startpos moves")
	for range repeat {
		b.WriteString(" g1f3 g8f6 f3g1 f6g8")
	}
	b.WriteString(" e2e4 e7e5\n")
	return b.String()
}

// A long "position" line is the GUI's position: a long one is accepted,
// and one over MaxLineBytes is a rejected position, never skipped so that
// the next "go" answers for the position before it (a move for the other
// side, illegal in the GUI's game).
func TestLongPositionLine(t *testing.T) {
	run := func(line string) []string {
		var out bytes.Buffer
		in := "position startpos moves e2e4\n" + line + "go depth 3\n"
		if err := NewSession(nil, &out, "test").Run(strings.NewReader(in)); err != nil {
			t.Fatalf("Run: %v", err)
		}
		return strings.Split(strings.TrimSpace(out.String()), "\n")
	}
	long := shuffleGame(4000)
	lines := run(long)
	bm := lines[len(lines)-1]
	pos, _ := engine.ParseFEN(engine.StartFEN)
	for _, mv := range []string{"e2e4", "e7e5"} {
		m, _ := pos.ParseMove(mv)
		pos.MakeMove(m)
	}
	f := strings.Fields(bm)
	if len(f) < 2 || f[0] != "bestmove" {
		t.Fatalf("%d-byte position: last line %q", len(long), bm)
	}
	if _, err := pos.ParseMove(f[1]); err != nil {
		t.Errorf("%d-byte position: %q is not a move of the position after 1. e4 e5: %v", len(long), bm, err)
	}
	tooLong := shuffleGame(MaxLineBytes / 20)
	lines = run(tooLong)
	if bm := lines[len(lines)-1]; bm != "bestmove 0000" {
		t.Errorf("%d-byte position: last line %q, want bestmove 0000", len(tooLong), bm)
	}
	if countPrefix(lines, "info string position rejected: position line of") != 1 {
		t.Errorf("%d-byte position: no rejection reported:\n%s", len(tooLong), strings.Join(lines, "\n"))
	}
}

// endless yields n bytes of 'a' and then a line end, without allocating.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	if e.n <= 0 {
		return 0, io.EOF
	}
	k := min(len(p), e.n)
	for i := range p[:k] {
		p[i] = 'a'
	}
	e.n -= k
	if e.n == 0 {
		p[k-1] = '\n'
	}
	return k, nil
}

// Skipping an over-long line costs bounded memory, not the line's size.
func TestLongLineUsesBoundedMemory(t *testing.T) {
	const size = 64 << 20
	lr := newLineReader(io.MultiReader(&endless{n: size}, strings.NewReader("isready\n")))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	line, n, tooLong, err := lr.next()
	runtime.ReadMemStats(&after)
	if err != nil || !tooLong || n != size-1 || len(line) > 40 {
		t.Fatalf("next() = %d bytes, n %d, tooLong %v, err %v", len(line), n, tooLong, err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 4*MaxLineBytes {
		t.Errorf("skipping a %d-byte line allocated %d bytes", size, grew)
	}
	if line, _, tooLong, err := lr.next(); line != "isready" || tooLong || err != nil {
		t.Errorf("next line %q, %v, %v", line, tooLong, err)
	}
	if _, _, _, err := lr.next(); err != io.EOF {
		t.Errorf("at the end: %v, want EOF", err)
	}
}

// lastInfo checks that the last "info depth" line before a bestmove has
// a depth of at least 1, a score and a PV that starts with the move, and
// returns it.
func lastInfo(t *testing.T, name, best string, before []string) string {
	t.Helper()
	move := strings.Fields(best)[1]
	for i := len(before) - 1; i >= 0; i-- {
		l := before[i]
		if !strings.HasPrefix(l, "info depth ") {
			continue
		}
		f := strings.Fields(l)
		if f[2] == "0" || !strings.Contains(l, " score cp ") && !strings.Contains(l, " score mate ") ||
			!strings.Contains(l, " pv "+move) || strings.Contains(l, " pv "+move+"x") {
			t.Errorf("%s: last info %q does not rate %s", name, l, best)
		}
		pv := strings.Fields(l[strings.Index(l, " pv ")+4:])
		if pv[0] != move {
			t.Errorf("%s: pv %v does not start with %s", name, pv, move)
		}
		return l
	}
	t.Errorf("%s: no info line before %q: %q", name, best, before)
	return ""
}

// Every bestmove comes after an info line with depth, score and a PV
// that starts with it, wherever the move came from.
func TestEveryBestmoveHasAScoredPV(t *testing.T) {
	s := startSession(t)
	s.send("setoption name OwnBook value true")
	s.send("position startpos")
	s.send("go movetime 1000")
	best, before := s.expect("bestmove", 10*time.Second)
	if !strings.Contains(strings.Join(before, "\n"), "move from book") {
		t.Fatalf("premise: no book move: %q", before)
	}
	if l := lastInfo(t, "book", best, before); !strings.HasPrefix(l, "info depth 1 ") {
		t.Errorf("book: %q, want depth 1", l)
	}
	s.send("setoption name OwnBook value false")

	s.send("position fen 8/8/8/8/8/2k5/8/KQ6 w - - 0 1")
	s.send("go depth 6")
	best, before = s.expect("bestmove", 10*time.Second)
	if !strings.Contains(strings.Join(before, "\n"), "move from tablebase (tablebase win") {
		t.Fatalf("premise: no tablebase move: %q", before)
	}
	l := lastInfo(t, "tablebase", best, before)
	// A tablebase win: a large centipawn value, above any evaluation and
	// below the mate scores (see tablebaseResult).
	var cp int
	if f := strings.Fields(l[strings.Index(l, " score cp ")+10:]); len(f) > 0 {
		cp = atoi(f[0])
	}
	if cp < 20000 || cp >= 31744 {
		t.Errorf("tablebase win scored %q", l)
	}

	s.send("position fen k7/6pp/2Q5/8/8/8/5PPP/1R5K b - - 0 1")
	s.send("go wtime 60000 btime 60000") // in a game; analysis searches it
	best, before = s.expect("bestmove", 10*time.Second)
	if best != "bestmove a8a7" || !strings.Contains(strings.Join(before, "\n"), "only legal move") {
		t.Fatalf("premise: forced a8a7, got %q after %q", best, before)
	}
	lastInfo(t, "single legal move", best, before)

	s.send("position startpos")
	s.send("go depth 1")
	best, before = s.expect("bestmove", 10*time.Second)
	lastInfo(t, "go depth 1", best, before)

	for i := range 20 {
		s.send("position startpos moves d2d4")
		s.send("go infinite")
		s.send("stop")
		best, before = s.expect("bestmove", 10*time.Second)
		lastInfo(t, "go infinite and stop "+itoa(i), best, before)
		s.send("go wtime 1 btime 1")
		best, before = s.expect("bestmove", 10*time.Second)
		lastInfo(t, "a 1 ms clock "+itoa(i), best, before)
	}

	// A weak level may play another move than its search's best.
	s.send("setoption name UCI_LimitStrength value true")
	s.send("setoption name UCI_Elo value " + itoa(MinElo))
	for i := range 10 {
		s.send("position startpos moves e2e4 c7c5")
		s.send("go depth 4")
		best, before = s.expect("bestmove", 10*time.Second)
		lastInfo(t, "weak level "+itoa(i), best, before)
	}
}

func atoi(s string) int {
	n := 0
	neg := strings.HasPrefix(s, "-")
	for _, c := range strings.TrimPrefix(s, "-") {
		n = n*10 + int(c-'0')
	}
	if neg {
		return -n
	}
	return n
}

// The strength options select a level whose book plies and tablebase rule
// apply: at the weakest UCI_Elo the book stops after 4 plies and the
// tables are not used; at full strength both are.
func TestWeakLevelLimitsBookAndTablebases(t *testing.T) {
	const kqk = "8/8/8/4k3/8/8/8/KQ6 w - - 0 1"
	ply2 := "position startpos moves e2e4 e7e5"
	ply4 := "position startpos moves e2e4 e7e5 g1f3 b8c6"
	s := startSession(t)
	s.send("setoption name OwnBook value true")
	play := func(pos string) string {
		t.Helper()
		s.send(pos)
		s.send("go movetime 100")
		_, before := s.expect("bestmove", 10*time.Second)
		return strings.Join(before, "\n")
	}
	if out := play(ply4); !strings.Contains(out, "move from book") {
		t.Fatalf("full strength: no book move at ply 4: %q", out)
	}
	if out := play("position fen " + kqk); !strings.Contains(out, "move from tablebase") {
		t.Fatalf("full strength: no tablebase move: %q", out)
	}

	s.send("setoption name UCI_LimitStrength value true")
	s.send("setoption name UCI_Elo value " + itoa(MinElo))
	if l, _ := s.expect("info string playing at level 1", time.Second); !strings.Contains(l, "book for the first 4 plies") || !strings.Contains(l, "no Syzygy tables") {
		t.Errorf("level announcement %q", l)
	}
	if out := play(ply2); !strings.Contains(out, "move from book") {
		t.Errorf("weak level: no book move at ply 2: %q", out)
	}
	if out := play(ply4); strings.Contains(out, "move from book") {
		t.Errorf("weak level: book move at ply 4: %q", out)
	}
	if out := play("position fen " + kqk); strings.Contains(out, "move from tablebase") || strings.Contains(out, "tbhits 1") {
		t.Errorf("weak level: tablebase used: %q", out)
	}
	// Five pieces: after a capture the search would probe the tables
	// (TestLevelTablebaseUse in the engine checks that it does at full
	// strength).
	if out := play("position fen 8/8/8/3pk3/8/8/3P4/KR6 w - - 0 1"); !strings.Contains(out, " tbhits 0 ") || strings.Contains(out, "tbhits 1") {
		t.Errorf("weak level: tables probed in the search: %q", out)
	}
	// Skill Level selects levels too.
	s.send("setoption name UCI_LimitStrength value false")
	s.expect("info string playing at full strength", time.Second)
	s.send("setoption name Skill Level value 0")
	s.expect("info string playing at level 1", time.Second)
	if out := play(ply4); strings.Contains(out, "move from book") {
		t.Errorf("Skill Level 0: book move at ply 4: %q", out)
	}
}
