//go:build unix

package players

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"chessmaster/internal/leakcheck"
	"chessmaster/master"
	"chessmaster/master/mastertest"
)

// analysisEngine writes a UCI engine for analysis tests: it advertises
// MultiPV (when multipv is set), answers "go" with onGo, ignores "stop"
// and "quit" (so only a kill ends it), and starts a "sleep" of its own;
// its PID and the sleep's are written to dir.
func analysisEngine(t *testing.T, multipv bool, onGo string) (path, dir string) {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir = t.TempDir()
	opt := ""
	if multipv {
		opt = `echo "option name MultiPV type spin default 1 min 1 max 500";`
	}
	script := `#!/bin/sh
echo $$ > "` + dir + `/engine.pid"
sleep 1000 &
echo $! > "` + dir + `/child.pid"
while read line; do
  case "$line" in
    uci) echo "id name Analyst"; ` + opt + ` echo uciok ;;
    isready) echo readyok ;;
    setoption*) echo "$line" >> "` + dir + `/options" ;;
    go*) ` + onGo + ` ;;
  esac
done
`
	path = filepath.Join(dir, "analyst.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path, dir
}

// readPIDs reads the PID files the analysis engine wrote.
func readPIDs(t *testing.T, dir string) map[string]int {
	t.Helper()
	pids := map[string]int{}
	for _, name := range []string{"engine", "child"} {
		data, err := os.ReadFile(filepath.Join(dir, name+".pid"))
		pid, err2 := strconv.Atoi(strings.TrimSpace(string(data)))
		if err != nil || err2 != nil {
			t.Fatalf("no PID for %s: %v %v", name, err, err2)
		}
		pids[name] = pid
	}
	return pids
}

// An external engine's lines arrive as sets of k (bounds skipped), its
// tablebase scores as TBWin; cancelling kills the engine, with the
// process it started, though it ignores "stop" and "quit".
func TestUCIAnalysisFakeEngine(t *testing.T) {
	leakcheck.Check(t)
	onGo := `echo "info depth 1 multipv 1 score cp 19990 pv e2e4 e7e5";` +
		`echo "info depth 1 multipv 2 score cp 30 pv d2d4";` +
		`echo "info depth 2 multipv 1 score cp 25 lowerbound pv g1f3";` +
		`echo "info depth 2 currmove g1f3 currmovenumber 1";` +
		`echo "info string thinking";` +
		`echo "info depth 2 multipv 1 score mate 4 pv e2e4";` +
		`echo "info depth 2 multipv 2 score cp -19900 pv c2c4"`
	path, dir := analysisEngine(t, true, onGo)
	c := mastertest.NewGame(t, mastertest.Humans(""))
	r := startAnalysis(t, c, master.AnalysisRequest{MultiPV: 2, EnginePath: path})
	reports := r.collect(t, 2, 10*time.Second)
	if len(reports) != 2 {
		t.Fatalf("%d reports: %+v", len(reports), reports)
	}
	for _, lines := range reports {
		checkReport(t, "", nil, lines, 2)
	}
	if l := reports[0][0]; l.TBWin != 1 || l.Score != 0 || l.PV[1] != "e7e5" {
		t.Errorf("cp 19990 (Stockfish's TB win): %+v", l)
	}
	if l := reports[1]; l[0].Mate != 4 || l[1].TBWin != -1 {
		t.Errorf("depth 2: %+v", l)
	}
	opts, _ := os.ReadFile(filepath.Join(dir, "options"))
	if !strings.Contains(string(opts), "setoption name MultiPV value 2") {
		t.Errorf("options sent: %q", opts)
	}
	pids := readPIDs(t, dir)
	wantAlive(t, pids)
	r.stop(t, time.Second)
	wantGone(t, pids, "after the analysis")
}

// An engine without the MultiPV option gives one line.
func TestUCIAnalysisWithoutMultiPVOption(t *testing.T) {
	leakcheck.Check(t)
	path, dir := analysisEngine(t, false, `echo "info depth 3 score cp 12 pv e2e4"`)
	c := mastertest.NewGame(t, mastertest.Humans(""))
	r := startAnalysis(t, c, master.AnalysisRequest{MultiPV: 3, EnginePath: path})
	reports := r.collect(t, 3, 10*time.Second)
	checkReport(t, "", nil, reports[0], 1)
	pids := readPIDs(t, dir)
	r.stop(t, time.Second)
	wantGone(t, pids, "after the analysis")
}

// An engine that dies during the analysis ends it with an error.
func TestUCIAnalysisEngineCrash(t *testing.T) {
	leakcheck.Check(t)
	path, _ := analysisEngine(t, true, `echo "info depth 1 multipv 1 score cp 5 pv e2e4"; exit 3`)
	c := mastertest.NewGame(t, mastertest.Humans(""))
	r := startAnalysis(t, c, master.AnalysisRequest{EnginePath: path})
	select {
	case err := <-r.done:
		r.done <- err
		if err == nil || !strings.Contains(err.Error(), "exited (status 3)") {
			t.Errorf("crash: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the analysis did not end when the engine exited")
	}
}

// childProcesses lists the processes whose parent is this test binary
// (Linux /proc), as "pid comm".
func childProcesses(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	me := os.Getpid()
	var out []string
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			continue
		}
		s := string(data)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:]) // state ppid ...
		if len(f) > 1 && f[0] != "Z" && f[1] == strconv.Itoa(me) {
			out = append(out, fmt.Sprintf("%d %s", pid, s[strings.IndexByte(s, '(')+1:i]))
		}
	}
	return out
}

func TestUCIAnalysisStockfish(t *testing.T) {
	needStockfish(t)
	leakcheck.Check(t)
	before := len(childProcesses(t))
	const fen = "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8"
	c := mastertest.NewGame(t, mastertest.Humans(fen))
	r := startAnalysis(t, c, master.AnalysisRequest{StartFEN: fen, MultiPV: 3, EnginePath: stockfishPath})
	reports := r.collect(t, 10, 20*time.Second)
	if len(reports) < 3 {
		t.Fatalf("%d reports", len(reports))
	}
	for i, lines := range reports {
		checkReport(t, fen, nil, lines, 3)
		if i > 0 && lines[0].Depth < reports[i-1][0].Depth {
			t.Errorf("report %d: depth %d after %d", i+1, lines[0].Depth, reports[i-1][0].Depth)
		}
	}
	if d := reports[len(reports)-1][0].Depth; d < 10 {
		t.Errorf("depth %d after 20 s", d)
	}
	if n := len(childProcesses(t)); n != before+1 {
		t.Errorf("%d child processes during the analysis, %d before: %q", n, before, childProcesses(t))
	}
	r.stop(t, 500*time.Millisecond)
	deadline := time.Now().Add(2 * time.Second)
	for len(childProcesses(t)) > before && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if left := childProcesses(t); len(left) > before {
		t.Errorf("processes left after the analysis: %q", left)
	}

	// Two legal moves, five lines asked: two.
	const two = "7k/pp6/8/8/8/8/8/K6r w - - 0 1"
	r2 := startAnalysis(t, c, master.AnalysisRequest{StartFEN: two, MultiPV: 5, EnginePath: stockfishPath})
	for _, lines := range r2.collect(t, 8, 10*time.Second) {
		checkReport(t, two, nil, lines, 2)
	}
	r2.stop(t, 500*time.Millisecond)
}
