package uci

import (
	"bufio"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/nnue"
)

// session drives a Session through pipes as a GUI would.
type session struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan error
}

func startSession(t *testing.T) *session {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, lines: make(chan string, 10000), done: make(chan error, 1)}
	eng := engine.New()
	eng.SetHashSize(8)
	go func() {
		err := NewSession(eng, outW, "test").Run(inR)
		outW.Close()
		s.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-s.done:
		case <-time.After(10 * time.Second):
			t.Error("session did not end after its input closed")
		}
	})
	return s
}

// send writes a line to the session. A pipe write waits for the reader,
// so a session that stops reading its input fails the test here.
func (s *session) send(line string) {
	s.t.Helper()
	errc := make(chan error, 1)
	go func() {
		_, err := io.WriteString(s.in, line+"\n")
		errc <- err
	}()
	select {
	case err := <-errc:
		if err != nil {
			s.t.Fatalf("send %q: %v", line, err)
		}
	case <-time.After(5 * time.Second):
		s.t.Fatalf("send %q: the session has not read its input for 5 s", line)
	}
}

// expect reads lines until one starts with prefix and returns it and the
// lines before it.
func (s *session) expect(prefix string, timeout time.Duration) (string, []string) {
	s.t.Helper()
	var before []string
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatalf("output ended waiting for %q; got %q", prefix, before)
			}
			if strings.HasPrefix(l, prefix) {
				return l, before
			}
			before = append(before, l)
		case <-deadline:
			s.t.Fatalf("no %q within %v; got %q", prefix, timeout, before)
		}
	}
}

func TestUCIHandshake(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	_, lines := s.expect("uciok", 2*time.Second)
	all := strings.Join(lines, "\n")
	for _, want := range []string{"id name ChessMaster test", "id author", "option name Hash type spin default 64",
		"option name Clear Hash type button", "option name OwnBook", "option name SyzygyPath", "option name UCI_Elo", "option name Skill Level"} {
		if !strings.Contains(all, want) {
			t.Errorf("uci output lacks %q:\n%s", want, all)
		}
	}
	s.send("isready")
	s.expect("readyok", time.Second)
}

func legalIn(t *testing.T, fen string, moves []string, move string) bool {
	t.Helper()
	e := engine.New()
	if err := e.SetPosition(fen, append(append([]string(nil), moves...), move)); err != nil {
		return false
	}
	return true
}

func TestGoDepthGivesLegalMove(t *testing.T) {
	s := startSession(t)
	s.send("ucinewgame")
	s.send("position startpos moves e2e4 c7c5 g1f3")
	s.send("go depth 5")
	line, infos := s.expect("bestmove", 10*time.Second)
	move := strings.Fields(line)[1]
	if !legalIn(t, "", []string{"e2e4", "c7c5", "g1f3"}, move) {
		t.Fatalf("illegal bestmove %q", move)
	}
	if len(infos) == 0 || !strings.HasPrefix(infos[len(infos)-1], "info depth 5 ") {
		t.Fatalf("no info line for depth 5: %q", infos)
	}
	for _, f := range []string{" seldepth ", " score ", " nodes ", " nps ", " hashfull ", " time ", " pv "} {
		if !strings.Contains(infos[len(infos)-1], f) {
			t.Errorf("info line lacks %q: %s", f, infos[len(infos)-1])
		}
	}
}

func TestGoInfiniteAndStop(t *testing.T) {
	s := startSession(t)
	s.send("position startpos")
	s.send("go infinite")
	time.Sleep(200 * time.Millisecond)
	s.send("isready")
	// The search is infinite, so any readyok at all proves the loop
	// answers during a search; the generous timeout only absorbs a busy
	// machine.
	s.expect("readyok", 5*time.Second)
	start := time.Now()
	s.send("stop")
	line, _ := s.expect("bestmove", 2*time.Second)
	if el := time.Since(start); el > 500*time.Millisecond && !raceEnabled {
		t.Errorf("bestmove came %v after stop", el)
	}
	if !legalIn(t, "", nil, strings.Fields(line)[1]) {
		t.Fatalf("illegal %q", line)
	}
}

// An infinite search must not print bestmove before stop, even when it
// finishes on its own (here: a forced move).
func TestInfiniteWaitsForStop(t *testing.T) {
	s := startSession(t)
	s.send("position fen k7/8/2Q5/8/8/8/8/1R5K b - - 0 1")
	s.send("go infinite")
	s.send("isready")
	_, before := s.expect("readyok", time.Second)
	time.Sleep(100 * time.Millisecond)
	for _, l := range before {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove before stop: %q", before)
		}
	}
	s.send("stop")
	line, _ := s.expect("bestmove", time.Second)
	if line != "bestmove a8a7" {
		t.Fatalf("got %q", line)
	}
}

func TestMalformedInputGivesInfoString(t *testing.T) {
	s := startSession(t)
	for _, bad := range []string{"hello", "go depth x", "position fen 8/8/8/8 w", "position startpos moves e2e5",
		"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "setoption name Hash value huge", "setoption name Nope value 1",
		"\x00\x01\xff"} {
		s.send(bad)
		line, _ := s.expect("info string", time.Second)
		if len(line) <= len("info string ") {
			t.Errorf("%q: empty error", bad)
		}
	}
	// Still alive and still at a valid position.
	s.send("go depth 2")
	s.expect("bestmove", 5*time.Second)
}

func TestThreefoldPositionIsHandled(t *testing.T) {
	s := startSession(t)
	// Knights out and back twice: the start position occurs a third time.
	s.send("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8")
	s.send("go depth 4")
	line, infos := s.expect("bestmove", 5*time.Second)
	if !legalIn(t, "", nil, strings.Fields(line)[1]) {
		t.Fatalf("illegal %q", line)
	}
	if len(infos) == 0 {
		t.Fatal("no info")
	}
}

func TestGoPerft(t *testing.T) {
	s := startSession(t)
	s.send("position startpos")
	s.send("go perft 3")
	line, moves := s.expect("Nodes searched", 10*time.Second)
	if line != "Nodes searched: 8902" {
		t.Fatalf("got %q", line)
	}
	if len(moves) != 21 || moves[0] == "" || moves[20] != "" {
		t.Fatalf("want 20 move lines and a blank line, got %q", moves)
	}
}

func TestMatedPositionGivesBestmoveNone(t *testing.T) {
	s := startSession(t)
	// Fool's mate.
	s.send("position startpos moves f2f3 e7e5 g2g4 d8h4")
	s.send("go movetime 100")
	line, before := s.expect("bestmove", 2*time.Second)
	if line != "bestmove (none)" {
		t.Fatalf("got %q", line)
	}
	if len(before) == 0 || before[len(before)-1] != "info depth 0 score mate 0" {
		t.Fatalf("want a mate 0 info line, got %q", before)
	}
}

func TestSetOptionsAreStored(t *testing.T) {
	inR, inW := io.Pipe()
	sess := NewSession(nil, io.Discard, "test")
	done := make(chan struct{})
	go func() { sess.Run(inR); close(done) }()
	for _, l := range []string{"setoption name Hash value 16", "setoption name OwnBook value true",
		"setoption name BookFile value /tmp/my book.bin", "setoption name SyzygyPath value /tb",
		"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1500",
		"setoption name skill level value 7", "setoption name Move Overhead value 50", "setoption name Clear Hash",
		"setoption name multipv value 3", "quit"} {
		io.WriteString(inW, l+"\n")
	}
	<-done
	o := sess.Options()
	want := Options{HashMB: 16, Threads: 1, MoveOverhead: 50 * time.Millisecond, OwnBook: true, BookFile: "/tmp/my book.bin",
		SyzygyPath: "/tb", SyzygyLimit: MaxSyzygyProbeLimit, LimitStrength: true, Elo: 1500, SkillLevel: 7, MultiPV: 3, UseNNUE: true}
	if o != want {
		t.Fatalf("options %+v, want %+v", o, want)
	}
}

func TestQuitDuringSearch(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go io.Copy(io.Discard, outR)
	done := make(chan error)
	go func() { done <- NewSession(nil, outW, "test").Run(inR) }()
	io.WriteString(inW, "go infinite\n")
	time.Sleep(100 * time.Millisecond)
	io.WriteString(inW, "quit\n")
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("quit did not end the session")
	}
}

func TestGoSearchMoves(t *testing.T) {
	s := startSession(t)
	s.send("position startpos")
	s.send("go depth 4 searchmoves a2a3 h2h3")
	line, _ := s.expect("bestmove", 5*time.Second)
	if mv := strings.Fields(line)[1]; mv != "a2a3" && mv != "h2h3" {
		t.Fatalf("got %q, want one of the searchmoves", line)
	}
}

// Threads is a real option: 1 to engine.MaxThreads, the search runs with
// it, and bench (single-threaded by definition) prints the node count it
// prints with one thread.
func TestThreadsOption(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	_, lines := s.expect("uciok", 2*time.Second)
	want := "option name Threads type spin default 1 min 1 max " + strconv.Itoa(engine.MaxThreads)
	if !slices.Contains(lines, want) {
		t.Errorf("uci output lacks %q:\n%s", want, strings.Join(lines, "\n"))
	}
	benchNodes := func() string {
		s.send("bench 5")
		l, _ := s.expect("Nodes searched", 60*time.Second)
		return l
	}
	one := benchNodes()
	s.send("setoption name Threads value 4")
	s.send("setoption name Threads value 65")
	if l, _ := s.expect("info string", 2*time.Second); !strings.Contains(l, "1..64") {
		t.Errorf("Threads 65: %q", l)
	}
	s.send("isready")
	s.expect("readyok", 2*time.Second)
	if four := benchNodes(); four != one {
		t.Errorf("bench with Threads 4: %q, with 1: %q", four, one)
	}
	// UseNNUE is on by default, so the UCI bench evaluates with the
	// built-in net.
	net, err := nnue.Default()
	if err != nil {
		t.Fatal(err)
	}
	if n := engine.BenchNNUE(5, engine.DefaultHashMB, net, nil).Nodes; one != "Nodes searched  : "+strconv.FormatUint(n, 10) {
		t.Errorf("UCI bench %q, engine.BenchNNUE %d", one, n)
	}
	s.send("position fen r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1")
	s.send("go movetime 2000")
	best, before := s.expect("bestmove", 10*time.Second)
	if !strings.HasPrefix(best, "bestmove f6a6") || !strings.Contains(before[len(before)-1], "score mate 3") {
		t.Errorf("4 threads, mate in 3: %q after %q", best, before)
	}
	s.send("position startpos moves e2e4")
	s.send("go infinite")
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	s.send("stop")
	best, _ = s.expect("bestmove", 5*time.Second)
	if !legalIn(t, engine.StartFEN, []string{"e2e4"}, strings.Fields(best)[1]) {
		t.Errorf("4 threads, go infinite then stop: %q", best)
	}
	t.Logf("bestmove %v after stop", time.Since(start))
}

// "go depth abc" is answered without a "stop" (it used to become a search
// without limits and a GUI waiting for its bestmove hung).
func TestMalformedGoAnswersWithoutStop(t *testing.T) {
	s := startSession(t)
	s.send("position startpos")
	s.send("go depth abc")
	_, before := s.expect("bestmove", MalformedGoMoveTime+5*time.Second)
	if !slices.ContainsFunc(before, func(l string) bool { return strings.Contains(l, "no limit left") }) {
		t.Errorf("no info string says how long the malformed go searches:\n%s", strings.Join(before, "\n"))
	}
}
