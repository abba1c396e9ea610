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

// ratedGame is a person (White) against level 3 with the history kept
// in a folder of its own, 1. e4 played and answered.
type ratedGame struct {
	c    *ChessMaster
	over <-chan Outcome
	dir  string
	s    Settings
}

func startRatedGame(t *testing.T) *ratedGame {
	t.Helper()
	g := &ratedGame{dir: t.TempDir(), s: humans("")}
	g.s.Black = PlayerConfig{Kind: Computer, Level: 3}
	g.s.History, g.s.HistoryDir = true, g.dir
	g.c = newTestGame(t, g.s)
	g.over = gameOver(g.c)
	g.c.Start()
	playAll(t, g.c, "e4")
	waitPly(t, g.c, 2)
	return g
}

// resign ends the game for the person and reads back its history entry.
func (g *ratedGame) resign(t *testing.T) (*history.History, history.HistoryGame) {
	t.Helper()
	if err := g.c.Resign(); err != nil {
		t.Fatal(err)
	}
	waitOutcome(t, g.over, 10*time.Second)
	g.c.Close() // waits for the history writer
	h, err := history.Load(g.dir)
	if err != nil || len(h.Games) != 1 {
		t.Fatalf("history: %v %+v", err, h)
	}
	return h, h.Games[0]
}

// The history keeps who played: a person against a level, with the
// level's measured Elo, so that the person's rating can be estimated.
func TestHistoryKeepsThePlayersForTheRating(t *testing.T) {
	h, g := startRatedGame(t).resign(t)
	info, _ := engine.LevelByNumber(3)
	if g.WhiteKind != "human" || g.BlackKind != "computer" || g.BlackLevel != 3 || g.BlackElo != info.Elo || g.BlackElo == 0 || g.Casual {
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
	g := startRatedGame(t)
	if err := g.c.Undo(); err != nil {
		t.Fatal(err)
	}
	playAll(t, g.c, "d4")
	waitPly(t, g.c, 2)
	h, entry := g.resign(t)
	if !entry.Casual {
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
		g := startRatedGame(t)
		changed := g.s
		if changeLevel {
			changed.Black.Level = 6
		} else {
			changed.Clock = ClockConfig{Base: 10 * time.Minute}
		}
		if err := g.c.ChangeSettings(changed); err != nil {
			t.Fatal(err)
		}
		if _, entry := g.resign(t); entry.Casual != changeLevel {
			t.Errorf("level changed %v: casual %v", changeLevel, entry.Casual)
		}
	}
}
