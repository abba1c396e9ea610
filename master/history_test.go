package master

import (
	"os"
	"path/filepath"
	"testing"
	"time"
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
	h, err := LoadHistory(dir)
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
	if _, err := os.Stat(filepath.Join(dir2, HistoryFileName)); err == nil {
		t.Error("history written although switched off")
	}
}

func TestHistoryCorruptFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, HistoryFileName)
	os.WriteFile(path, []byte("{not json"), 0o644)
	if _, err := LoadHistory(dir); err == nil {
		t.Error("corrupt history accepted silently")
	}
	if h := loadHistoryQuiet(dir); h == nil || len(h.Games) != 0 {
		t.Error("corrupt history not ignored")
	}
	if err := appendHistory(dir, HistoryGame{Result: "1-0", Moves: []string{"e2e4"}}); err != nil {
		t.Fatal(err)
	}
	h, err := LoadHistory(dir)
	if err != nil || len(h.Games) != 1 {
		t.Errorf("after rewriting: %v %+v", err, h)
	}
	if _, err := os.Stat(path + ".corrupt"); err != nil {
		t.Error("the corrupt file was not kept aside")
	}
}

func TestHistoryPreferredMove(t *testing.T) {
	dir := t.TempDir()
	games := []HistoryGame{
		{Result: "1-0", Moves: []string{"e2e4", "e7e5"}},
		{Result: "1-0", Moves: []string{"e2e4", "c7c5"}},
		{Result: "0-1", Moves: []string{"d2d4", "d7d5"}},
		{Result: "1/2-1/2", Moves: []string{"c2c4"}},
		{Result: "0-1", Moves: []string{"e2e4", "c7c5"}},
	}
	for _, g := range games {
		if err := appendHistory(dir, g); err != nil {
			t.Fatal(err)
		}
	}
	h, err := LoadHistory(dir)
	if err != nil {
		t.Fatal(err)
	}
	sc := h.HistoryScore(StandardFEN)
	if e4 := sc["e2e4"]; e4.Games != 3 || e4.Score < 0.66 || e4.Score > 0.67 {
		t.Errorf("e2e4: %+v", e4)
	}
	if m, ok := h.PreferredMove(StandardFEN, []string{"d2d4", "c2c4", "e2e4"}); !ok || m != "e2e4" {
		t.Errorf("preferred %q %v", m, ok)
	}
	if _, ok := h.PreferredMove(StandardFEN, []string{"d2d4", "g1f3"}); ok {
		t.Error("a losing or unknown move was preferred")
	}
	// Black's view after 1.e4: c5 scored 1/2 (one win, one loss), e5 lost.
	after, _ := newRecord("")
	m, _ := after.findMove("e2e4")
	after.play(m, "")
	if mv, ok := h.PreferredMove(after.fen(), []string{"e7e5", "c7c5"}); !ok || mv != "c7c5" {
		t.Errorf("black's preference %q %v", mv, ok)
	}
}
