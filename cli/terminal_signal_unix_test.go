//go:build unix

package cli

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Closing the terminal window (SIGHUP) or a polite kill (SIGTERM) keeps
// the game among the unsaved games, as Ctrl+C does; it used to be lost.
func TestTerminalKeepsTheGameOnHangupAndTerm(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	bin := cliBinary(t)
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			cache := t.TempDir()
			cmd := exec.Command(bin, "terminal", "-black", "random")
			cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache)
			in, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill() // no process left behind, whatever happens
			timer := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
			defer timer.Stop()
			io.WriteString(in, "e4\n")
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				if strings.Contains(sc.Text(), "plays 1... ") {
					break
				}
			}
			cmd.Process.Signal(sig)
			go io.Copy(io.Discard, out)
			cmd.Wait()
			files, _ := filepath.Glob(filepath.Join(cache, "chessmaster", "unsaved", "*.pgn"))
			if len(files) != 1 {
				t.Fatalf("%d games kept after %v, want 1", len(files), sig)
			}
			if data, _ := os.ReadFile(files[0]); !strings.Contains(string(data), "1. e4") {
				t.Errorf("the kept game:\n%s", data)
			}
		})
	}
}
