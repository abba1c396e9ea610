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

// A game in which a move was taken back is kept as casual, and the
// rating leaves it out.
func TestHistoryMarksTakebacksCasual(t *testing.T) {
	dir := t.TempDir()
	s := humans("")
	s.Black = PlayerConfig{Kind: Computer, Level: 3}
	s.History, s.HistoryDir = true, dir
	c := newTestGame(t, s)
	over := gameOver(c)
	c.Start()
	waitPlies := func(n int) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for len(c.Snapshot().Moves) < n {
			if time.Now().After(deadline) {
				t.Fatal("the computer did not answer")
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	playAll(t, c, "e4")
	waitPlies(2)
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	playAll(t, c, "d4")
	waitPlies(2)
	if err := c.Resign(); err != nil {
		t.Fatal(err)
	}
	waitOutcome(t, over, 10*time.Second)
	c.Close()
	h, err := history.Load(dir)
	if err != nil || len(h.Games) != 1 {
		t.Fatalf("history: %v %+v", err, h)
	}
	if !h.Games[0].Casual {
		t.Error("a game with a takeback was not kept as casual")
	}
	if r, ok := h.HumanRating(); ok {
		t.Errorf("a casual game was rated: %+v", r)
	}
}

// A game whose opponent changed after the first move is casual too; a
// change of the clock alone is not.
func TestHistoryMarksChangedPlayersCasual(t *testing.T) {
	for _, changeLevel := range []bool{true, false} {
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
		changed := s
		if changeLevel {
			changed.Black.Level = 6
		} else {
			changed.Clock = ClockConfig{Base: 10 * time.Minute}
		}
		if err := c.ChangeSettings(changed); err != nil {
			t.Fatal(err)
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
		if h.Games[0].Casual != changeLevel {
			t.Errorf("level changed %v: casual %v", changeLevel, h.Games[0].Casual)
		}
	}
}
