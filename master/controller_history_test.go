package master

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"chessmaster/history"
)

func TestHistoryRecordsFinishedGames(t *testing.T) {
	dir := t.TempDir()
	s := randomVsRandom(21, 22)
	s.History, s.HistoryDir = true, dir
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	o := waitOutcome(t, over, 20*time.Second)
	c.Close() // waits for the history writer
	h, err := history.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Games) != 1 || h.Games[0].Result != o.Result || len(h.Games[0].Moves) == 0 {
		t.Fatalf("history: %+v", h.Games)
	}
	// History off: nothing written.
	dir2 := t.TempDir()
	s.History, s.HistoryDir = false, dir2
	c = newTestGame(t, s)
	over = gameOver(c)
	c.Start()
	waitOutcome(t, over, 20*time.Second)
	c.Close()
	if _, err := os.Stat(filepath.Join(dir2, history.HistoryFileName)); err == nil {
		t.Error("history written although switched off")
	}
}
