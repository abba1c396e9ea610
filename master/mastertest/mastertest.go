// Package mastertest holds helpers for tests that drive the controller from
// outside it: the players, the match runner and the terminal.
package mastertest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"chessmaster/master"
)

// NewGame builds a controller and closes it at the end of the test.
func NewGame(t *testing.T, s master.Settings) *master.ChessMaster {
	t.Helper()
	c, err := master.New(s)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(c.Close)
	return c
}

// GameOver returns a channel that receives the outcome when the game ends.
func GameOver(c *master.ChessMaster) <-chan master.Outcome {
	ch := make(chan master.Outcome, 4)
	c.Subscribe(func(ev master.Event) {
		if g, ok := ev.(master.GameOverEvent); ok {
			ch <- g.Outcome
		}
	})
	return ch
}

// WaitOutcome waits up to d for the game to end.
func WaitOutcome(t *testing.T, ch <-chan master.Outcome, d time.Duration) master.Outcome {
	t.Helper()
	select {
	case o := <-ch:
		return o
	case <-time.After(d):
		t.Fatalf("game did not end within %v", d)
	}
	return master.Outcome{}
}

// Humans is a game between two humans from fen ("" = start), no history.
func Humans(fen string) master.Settings {
	return master.Settings{White: master.PlayerConfig{Kind: master.Human}, Black: master.PlayerConfig{Kind: master.Human}, StartFEN: fen, AllowTakeback: true}
}

// StockfishPath is where Debian installs Stockfish.
const StockfishPath = "/usr/games/stockfish"

// NeedStockfish skips the test when Stockfish is not installed.
func NeedStockfish(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(StockfishPath); err != nil {
		t.Skip("stockfish not installed at " + StockfishPath)
	}
}

// MuteEngine writes an "engine" that reads its input and never answers.
func MuteEngine(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("fake engines are shell scripts")
	}
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	path := filepath.Join(t.TempDir(), "mute-engine")
	if err := os.WriteFile(path, []byte("#!/bin/sh\nwhile read line; do :; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}
