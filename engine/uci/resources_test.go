package uci

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"chessmaster/assets"
)

func TestOwnBookPlaysBookMove(t *testing.T) {
	s := startSession(t)
	s.send("position startpos")
	s.send("go depth 6")
	_, lines := s.expect("bestmove", 10*time.Second)
	if strings.Contains(strings.Join(lines, "\n"), "move from book") {
		t.Fatalf("book used with OwnBook off: %q", lines)
	}
	s.send("setoption name OwnBook value true")
	s.send("go wtime 60000 btime 60000")
	line, lines := s.expect("bestmove", 10*time.Second)
	if !strings.Contains(strings.Join(lines, "\n"), "info string move from book (weight ") {
		t.Fatalf("no book move with OwnBook on: %q then %q", lines, line)
	}
	if !legalIn(t, "", nil, strings.Fields(line)[1]) {
		t.Fatalf("illegal book move %q", line)
	}
}

// Analysis is searched with OwnBook on: "go infinite", "go depth",
// "go nodes", "go mate" and the plain "go" used to answer with a book
// move at depth 1. A timed go (clock or movetime) still plays from the
// book.
func TestAnalysisSkipsTheBook(t *testing.T) {
	s := startSession(t)
	s.send("setoption name OwnBook value true")
	s.send("position startpos")
	for _, g := range []string{"go infinite", "go", "go depth 4", "go nodes 5000", "go mate 2"} {
		s.send(g)
		if g == "go infinite" || g == "go" {
			time.Sleep(300 * time.Millisecond)
			s.send("stop")
		}
		_, lines := s.expect("bestmove", 10*time.Second)
		if all := strings.Join(lines, "\n"); strings.Contains(all, "move from book") || !strings.Contains(all, "info depth 2 ") {
			t.Errorf("%s: not searched: %q", g, lines)
		}
	}
	for _, g := range []string{"go movetime 5000", "go wtime 60000 btime 60000 movestogo 30"} {
		s.send(g)
		if _, lines := s.expect("bestmove", 10*time.Second); !strings.Contains(strings.Join(lines, "\n"), "move from book") {
			t.Errorf("%s: no book move: %q", g, lines)
		}
	}
}

func TestBadBookFileIsReportedAndIgnored(t *testing.T) {
	notBook := filepath.Join(t.TempDir(), "notabook.bin")
	if err := os.WriteFile(notBook, []byte("seventeen bytes!!"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{filepath.Join(t.TempDir(), "missing.bin"), notBook} {
		s := startSession(t)
		s.send("setoption name OwnBook value true")
		s.send("setoption name BookFile value " + path)
		s.send("isready")
		_, lines := s.expect("readyok", 5*time.Second)
		all := strings.Join(lines, "\n")
		if !strings.Contains(all, "info string OwnBook: cannot use book") || !strings.Contains(all, filepath.Base(path)) {
			t.Errorf("%s: no clear error before readyok: %q", path, lines)
		}
		s.send("position startpos")
		s.send("go depth 4")
		line, lines := s.expect("bestmove", 10*time.Second)
		if strings.Contains(strings.Join(lines, "\n"), "move from book") || !legalIn(t, "", nil, strings.Fields(line)[1]) {
			t.Errorf("%s: want a searched legal move, got %q after %q", path, line, lines)
		}
		// Reported once, not at every search.
		if strings.Contains(strings.Join(lines, "\n"), "cannot use book") {
			t.Errorf("%s: error repeated at go: %q", path, lines)
		}
	}
}

// The embedded tables are always there: a KQ vs K position is answered
// from them, with the WDL and DTZ shown.
func TestTablebaseMoveOverUCI(t *testing.T) {
	s := startSession(t)
	s.send("position fen 8/8/8/4k3/8/8/8/KQ6 w - - 0 1")
	s.send("go movetime 5000")
	line, lines := s.expect("bestmove", 2*time.Second)
	all := strings.Join(lines, "\n")
	if !strings.Contains(all, "info string move from tablebase (tablebase win, wdl 2, dtz ") {
		t.Fatalf("no tablebase note: %q", lines)
	}
	if !strings.Contains(all, " tbhits 1 ") {
		t.Errorf("info line lacks tbhits: %q", lines)
	}
	if !legalIn(t, "8/8/8/4k3/8/8/8/KQ6 w - - 0 1", nil, strings.Fields(line)[1]) {
		t.Fatalf("illegal %q", line)
	}
}

func TestBadSyzygyPathKeepsEmbeddedTables(t *testing.T) {
	empty := t.TempDir()
	s := startSession(t)
	s.send("setoption name SyzygyPath value " + empty)
	s.send("isready")
	_, lines := s.expect("readyok", 5*time.Second)
	all := strings.Join(lines, "\n")
	if !strings.Contains(all, "info string SyzygyPath: "+empty) || !strings.Contains(all, "left out") {
		t.Errorf("no clear error for an empty directory: %q", lines)
	}
	s.send("position fen 8/8/8/4k3/8/8/8/KR6 w - - 0 1")
	s.send("go depth 10")
	_, lines = s.expect("bestmove", 5*time.Second)
	if !strings.Contains(strings.Join(lines, "\n"), "move from tablebase") {
		t.Errorf("embedded tables not used after a bad SyzygyPath: %q", lines)
	}
}

// A directory with tables is added to the embedded set.
func TestSyzygyPathAddsTables(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"KQvK.rtbw", "KQvK.rtbz"} {
		data, err := assets.Syzygy.ReadFile("syzygy/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := startSession(t)
	s.send("setoption name SyzygyPath value " + filepath.Join(t.TempDir(), "nothing") + string(filepath.ListSeparator) + dir)
	s.send("isready")
	_, lines := s.expect("readyok", 5*time.Second)
	// A missing directory in the list is reported by name and left out;
	// the tables of the others are kept.
	if all := strings.Join(lines, "\n"); !strings.Contains(all, "info string SyzygyPath") || !strings.Contains(all, "nothing") ||
		!strings.Contains(all, "left out") || !strings.Contains(all, "tables up to 4 pieces") {
		t.Errorf("missing directory not reported: %q", lines)
	}
	s.send("setoption name SyzygyPath value " + dir)
	s.send("isready")
	_, lines = s.expect("readyok", 5*time.Second)
	if !strings.Contains(strings.Join(lines, "\n"), "info string SyzygyPath: tables up to 4 pieces") {
		t.Errorf("no confirmation for a good SyzygyPath: %q", lines)
	}
}

// SyzygyProbeLimit caps the pieces probed; 0 turns the tables off.
func TestSyzygyProbeLimit(t *testing.T) {
	s := startSession(t)
	for _, c := range []struct {
		limit  string
		fromTB bool
	}{{"3", false}, {"0", false}, {"4", true}, {"7", true}} {
		s.send("setoption name SyzygyProbeLimit value " + c.limit)
		s.send("position fen 8/8/8/4k3/8/8/8/KRR5 w - - 0 1")
		s.send("go depth 3")
		_, lines := s.expect("bestmove", 5*time.Second)
		if got := strings.Contains(strings.Join(lines, "\n"), "move from tablebase"); got != c.fromTB {
			t.Errorf("limit %s: tablebase move %v, want %v: %q", c.limit, got, c.fromTB, lines)
		}
	}
	s.send("setoption name SyzygyProbeLimit value 8")
	if l, _ := s.expect("info string", time.Second); !strings.Contains(l, "0..7") {
		t.Errorf("bad limit: %q", l)
	}
}

// UseNNUE plays with the built-in net; a bad EvalFile is reported once
// and the built-in net is used instead.
func TestUseNNUEAndBadEvalFile(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.nnue")
	if err := os.WriteFile(bad, []byte("CMNN but not a net"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startSession(t)
	s.send("setoption name UseNNUE value true")
	s.send("setoption name EvalFile value " + bad)
	s.send("isready")
	_, lines := s.expect("readyok", 5*time.Second)
	if all := strings.Join(lines, "\n"); !strings.Contains(all, "info string EvalFile: ") || !strings.Contains(all, "; using the built-in net") {
		t.Fatalf("no EvalFile error before readyok: %q", lines)
	}
	s.send("position startpos moves e2e4")
	s.send("go depth 5")
	line, lines := s.expect("bestmove", 10*time.Second)
	if strings.Contains(strings.Join(lines, "\n"), "EvalFile") {
		t.Errorf("error repeated at go: %q", lines)
	}
	if !legalIn(t, "", []string{"e2e4"}, strings.Fields(line)[1]) {
		t.Errorf("illegal move with NNUE: %q", line)
	}
}

// Option messages read as written: each SyzygyPath folder's problem is
// its own clause (they ran together: "/a: no such folder /b: no such
// folder; left out"), and a BookFile path keeps its backslashes (%q
// doubled them: "C:\\My Books\\b.bin").
func TestOptionMessagesReadAsWritten(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "gone1"), filepath.Join(dir, "gone2")
	s := startSession(t)
	s.send("setoption name SyzygyPath value " + a + string(os.PathListSeparator) + b)
	s.send("setoption name OwnBook value true")
	s.send(`setoption name BookFile value ` + dir + `\My Books\b.bin`)
	s.send("isready")
	_, lines := s.expect("readyok", 5*time.Second)
	all := strings.Join(lines, "\n")
	if want := a + ": no such folder; " + b + ": no such folder; left out"; !strings.Contains(all, want) {
		t.Errorf("want %q in:\n%s", want, all)
	}
	if want := `cannot use book "` + dir + `\My Books\b.bin"`; !strings.Contains(all, want) {
		t.Errorf("want %q in:\n%s", want, all)
	}
}
