package master

import (
	"os"
	"testing"

	"chessmaster/history"
)

// TestMain keeps every test away from the user's real history file.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "chessmaster-history-")
	if err == nil {
		os.Setenv(history.HistoryEnv, dir)
	}
	code := m.Run()
	if err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}
