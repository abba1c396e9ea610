//go:build unix

package players

import (
	"chessmaster/internal/leakcheck"
	"chessmaster/master"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// treeEngine writes a UCI engine that starts processes of its own, the
// way real setups do, and reports their PIDs in files of dir:
//
//   - wrapper: the program we start; it runs engine.sh without exec (so
//     killing the wrapper alone leaves the engine running);
//   - engine: the UCI loop; onGo and onQuit are its shell code for "go"
//     and "quit";
//   - child: a "sleep 1000" it starts in the background (not exec), which
//     holds the output pipes open;
//   - middle and grandchild: a shell it starts in the background and that
//     shell's own "sleep 1000".
//
// The wrapper exits with the engine's status.
func treeEngine(t *testing.T, onGo, onQuit string) (path, dir string) {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir = t.TempDir()
	engine := `#!/bin/sh
echo $$ > "` + dir + `/engine.pid"
sleep 1000 &
echo $! > "` + dir + `/child.pid"
sh -c 'sleep 1000 & echo $! > "` + dir + `/grandchild.tmp"; mv "` + dir + `/grandchild.tmp" "` + dir + `/grandchild.pid"; wait' &
echo $! > "` + dir + `/middle.pid"
while read line; do
  case "$line" in
    uci) echo "id name Tree"; echo uciok ;;
    isready) echo readyok ;;
    go*) ` + onGo + ` ;;
    quit) ` + onQuit + ` ;;
  esac
done
`
	wrapper := "#!/bin/sh\n\"" + dir + "/engine.sh\"\nexit $?\n"
	if err := os.WriteFile(filepath.Join(dir, "engine.sh"), []byte(engine), 0o755); err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(dir, "wrapper.sh")
	if err := os.WriteFile(path, []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	return path, dir
}

// treePIDs waits for the PID files of treeEngine and returns the PIDs.
// They are killed when the test ends, so that a failing test leaves
// nothing behind.
func treePIDs(t *testing.T, dir string) map[string]int {
	t.Helper()
	pids := map[string]int{}
	deadline := time.Now().Add(5 * time.Second)
	for _, name := range []string{"engine", "child", "middle", "grandchild"} {
		for {
			data, err := os.ReadFile(filepath.Join(dir, name+".pid"))
			if pid, err2 := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && err2 == nil && pid > 0 {
				pids[name] = pid
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no PID file for %s", name)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	t.Cleanup(func() {
		for _, pid := range pids {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	return pids
}

// processAlive reports whether pid is a running process. A zombie (dead,
// not yet reaped: in a container PID 1 may never reap orphans) counts as
// gone.
func processAlive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return !os.IsNotExist(err) // no /proc (macOS): trust kill -0
	}
	// "pid (comm) S ...": the state follows the last ')'.
	s := string(data)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z'
	}
	return true
}

// wantGone fails unless every process of pids has ended within 2 s.
func wantGone(t *testing.T, pids map[string]int, when string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		var alive []string
		for name, pid := range pids {
			if processAlive(pid) {
				alive = append(alive, fmt.Sprintf("%s (%d)", name, pid))
			}
		}
		if len(alive) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: still running: %s", when, strings.Join(alive, ", "))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func wantAlive(t *testing.T, pids map[string]int) {
	t.Helper()
	for name, pid := range pids {
		if !processAlive(pid) {
			t.Fatalf("%s (%d) is not running: the test proves nothing", name, pid)
		}
	}
}

func TestUCIEngineCloseKillsDescendants(t *testing.T) {
	leakcheck.Check(t)
	path, dir := treeEngine(t, "echo 'bestmove e2e4'", "exit 0")
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	pids := treePIDs(t, dir)
	if _, err := e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 10 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	wantAlive(t, pids)
	start := time.Now()
	e.Close() // the engine obeys quit; its children do not
	if d := time.Since(start); d > time.Second {
		t.Errorf("Close took %v", d)
	}
	wantGone(t, pids, "after Close")
}

func TestUCIEngineTimeoutKillsDescendants(t *testing.T) {
	leakcheck.Check(t)
	path, dir := treeEngine(t, ":", ":") // never answers go, ignores quit
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	pids := treePIDs(t, dir)
	wantAlive(t, pids)
	e.Margin = 200 * time.Millisecond
	_, err = e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 50 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "did not answer") {
		t.Fatalf("err = %v, want a timeout", err)
	}
	wantGone(t, pids, "after the timeout")
}

func TestUCIEngineCancelledMoveThenCloseKillsDescendants(t *testing.T) {
	leakcheck.Check(t)
	path, dir := treeEngine(t, ":", ":") // ignores go, stop and quit
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	e.QuitTimeout = 200 * time.Millisecond
	pids := treePIDs(t, dir)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := e.Move(ctx, master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: time.Minute}); err != context.DeadlineExceeded {
		t.Fatalf("err = %v, want the context's", err)
	}
	wantAlive(t, pids) // a cancelled search leaves the engine usable
	e.Close()          // which must then kill it all
	wantGone(t, pids, "after Close of an engine that ignores quit")
}

func TestUCIEngineStartCancelKillsDescendants(t *testing.T) {
	leakcheck.Check(t)
	// Starts its helpers, then never answers "uci".
	path, dir := treeEngine(t, ":", ":")
	engine := filepath.Join(dir, "engine.sh")
	data, _ := os.ReadFile(engine)
	os.WriteFile(engine, []byte(strings.Replace(string(data), `uci) echo "id name Tree"; echo uciok ;;`, "uci) : ;;", 1)), 0o755)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := NewUCIEngineContext(ctx, path, nil)
		done <- err
	}()
	pids := treePIDs(t, dir)
	wantAlive(t, pids)
	cancel()
	if err := <-done; err == nil {
		t.Fatal("start-up succeeded")
	}
	wantGone(t, pids, "after the start-up was abandoned")
}

// TestUCIEngineExitWithChildHoldingPipe: an engine that exits while a
// process it started still holds its output pipe is reported at once as
// having exited, with its status, not after the move's whole time as "did
// not answer".
func TestUCIEngineExitWithChildHoldingPipe(t *testing.T) {
	leakcheck.Check(t)
	path, dir := treeEngine(t, "echo 'out of memory' >&2; exit 5", "exit 0")
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	pids := treePIDs(t, dir)
	start := time.Now()
	_, err = e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 10 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "uci engine Tree exited (status 5)") || !strings.Contains(err.Error(), "out of memory") {
		t.Fatalf("err = %v, want the exit status and stderr", err)
	}
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("exit reported after %v", d)
	}
	wantGone(t, pids, "after the engine exited")
}

// TestUCIEngineExitWithEscapedChild: a descendant that left the engine's
// process group (setsid) escapes the kill and keeps the pipe open for
// ever; the exit is still reported promptly, from the process's own exit.
func TestUCIEngineExitWithEscapedChild(t *testing.T) {
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid")
	}
	leakcheck.Check(t)
	dir := t.TempDir()
	path := fakeEngine(t, `setsid sh -c 'echo $$ > "`+dir+`/escaped.pid"; exec sleep 1000' & sleep 0.2; exit 7`, "exit 0")
	e, err := NewUCIEngine(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	t.Cleanup(func() {
		if data, err := os.ReadFile(filepath.Join(dir, "escaped.pid")); err == nil {
			if pid, err := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && pid > 0 {
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	})
	start := time.Now()
	_, err = e.Move(context.Background(), master.MoveRequest{StartFEN: uciStartposFEN, MoveTime: 10 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "exited (status 7)") {
		t.Fatalf("err = %v, want the exit status", err)
	}
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("exit reported after %v", d)
	}
}

// TestControllerCloseKillsEngineDescendants: the controller ends its
// engines through Close, which kills their process trees.
func TestControllerCloseKillsEngineDescendants(t *testing.T) {
	leakcheck.Check(t)
	path, dir := treeEngine(t, "echo 'bestmove e2e4'", ":") // ignores quit
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: path, MoveTime: 10 * time.Millisecond},
		Black: master.PlayerConfig{Kind: master.Human},
	}
	c, err := master.New(s)
	if err != nil {
		t.Fatal(err)
	}
	pids := treePIDs(t, dir)
	c.Start()
	wantAlive(t, pids)
	c.Close()
	wantGone(t, pids, "after the controller's Close")
}
