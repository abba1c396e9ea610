package master

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"chessmaster/engine"
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

// The history keeps who played: a person against a level, with the
// level's measured Elo, so that the person's rating can be estimated.
func TestHistoryKeepsThePlayersForTheRating(t *testing.T) {
	dir := t.TempDir()
	s := humans("")
	s.Black = PlayerConfig{Kind: Computer, Level: 3}
	s.History, s.HistoryDir = true, dir
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	playAll(t, c, "e4")
	deadline := time.Now().Add(10 * time.Second)
	for len(c.Snapshot().Moves) < 2 {
		if time.Now().After(deadline) {
			t.Fatal("the computer did not answer")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := c.Resign(); err != nil {
		t.Fatal(err)
	}
	waitOutcome(t, over, 10*time.Second)
	c.Close()
	h, err := history.Load(dir)
	if err != nil || len(h.Games) != 1 {
		t.Fatalf("history: %v %+v", err, h)
	}
	g := h.Games[0]
	info, _ := engine.LevelByNumber(3)
	if g.WhiteKind != "human" || g.BlackKind != "computer" || g.BlackLevel != 3 || g.BlackElo != info.Elo || g.BlackElo == 0 {
		t.Errorf("players kept as %+v", g)
	}
	r, ok := h.HumanRating()
	if !ok || r.Games != 1 || r.Losses != 1 || r.Elo >= info.Elo {
		t.Errorf("a resigned game against level 3 (%d) gave %+v %v", info.Elo, r, ok)
	}
}
