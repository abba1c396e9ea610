//go:build unix

package match

import (
	"chessmaster/master"
	"chessmaster/master/mastertest"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// wrappedEngine writes a wrapper script in the style of real setups: it
// starts a helper ("sleep 1000", not exec'd, so it holds the output pipes)
// and runs the real engine as its child, not with exec. Every PID it
// starts is appended to dir/pids. real is the engine's command; "" gives
// an engine that never answers.
func wrappedEngine(t *testing.T, real string) (path, dir string) {
	t.Helper()
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir = t.TempDir()
	if real == "" {
		real = filepath.Join(dir, "mute.sh")
		os.WriteFile(real, []byte("#!/bin/sh\nwhile read line; do :; done\n"), 0o755)
	}
	script := `#!/bin/sh
pids="` + dir + `/pids"
sleep 1000 &
echo $! >> "$pids"
sh -c 'sleep 1000 & echo $! >> "$0"; wait' "$pids" &
echo $! >> "$pids"
exec 3<&0
"` + real + `" <&3 &
echo $! >> "$pids"
wait $!
`
	path = filepath.Join(dir, "wrapper.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path, dir
}

// startedPIDs waits until dir/pids lists at least n processes and
// returns them; they are killed when the test ends whatever happens.
func startedPIDs(t *testing.T, dir string, n int) []int {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		data, _ := os.ReadFile(filepath.Join(dir, "pids"))
		var pids []int
		for _, f := range strings.Fields(string(data)) {
			if pid, err := strconv.Atoi(f); err == nil && pid > 0 {
				pids = append(pids, pid)
			}
		}
		if len(pids) >= n {
			t.Cleanup(func() {
				for _, pid := range pids {
					syscall.Kill(pid, syscall.SIGKILL)
				}
			})
			return pids
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d of %d PIDs written", len(pids), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// alive: kill -0 succeeds and the process is not a zombie (PID 1 of a
// container may never reap orphans).
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return !os.IsNotExist(err)
	}
	s := string(data)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z'
	}
	return true
}

func wantAllGone(t *testing.T, dir, when string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		data, _ := os.ReadFile(filepath.Join(dir, "pids"))
		var left []string
		for _, f := range strings.Fields(string(data)) {
			if pid, err := strconv.Atoi(f); err == nil && alive(pid) {
				left = append(left, f)
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: processes still running: %v", when, left)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestRunMatchCancelKillsEngineTrees: a match cancelled while its engines
// start up leaves none of their processes behind.
func TestRunMatchCancelKillsEngineTrees(t *testing.T) {
	path, dir := wrappedEngine(t, "")
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: path, MoveTime: time.Second},
		Black: master.PlayerConfig{Kind: master.Random},
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := Run(ctx, Config{Settings: s, Games: 2}, nil)
		done <- err
	}()
	for _, pid := range startedPIDs(t, dir, 4) {
		if !alive(pid) {
			t.Fatalf("%d is not running", pid)
		}
	}
	cancel()
	if err := <-done; err != context.Canceled {
		t.Errorf("err = %v", err)
	}
	wantAllGone(t, dir, "after the cancelled match")
}

// TestRunMatchKillsEngineTrees: after a match played to its end, and
// after one cancelled in mid-game, no process of the engines is left.
func TestRunMatchKillsEngineTrees(t *testing.T) {
	mastertest.NeedStockfish(t)
	path, dir := wrappedEngine(t, mastertest.StockfishPath)
	s := master.Settings{
		White: master.PlayerConfig{Kind: master.UCIEngine, EnginePath: path, MoveTime: 10 * time.Millisecond},
		Black: master.PlayerConfig{Kind: master.Random, Seed: 5},
	}
	res, err := Run(context.Background(), Config{Settings: s, Games: 2, Adjudication: DefaultAdjudication()}, nil)
	if err != nil || len(res.Games) != 2 {
		t.Fatalf("%+v %v", res, err)
	}
	startedPIDs(t, dir, 8) // two games, four processes each
	wantAllGone(t, dir, "after the match")

	path, dir = wrappedEngine(t, mastertest.StockfishPath)
	s.White.EnginePath, s.White.MoveTime = path, 5*time.Second
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := Run(ctx, Config{Settings: s, Games: 2}, nil)
		done <- err
	}()
	startedPIDs(t, dir, 4)
	time.Sleep(300 * time.Millisecond) // searching its first move
	cancel()
	<-done
	wantAllGone(t, dir, "after the match cancelled in mid-game")
}
