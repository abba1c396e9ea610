package history

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
)

func TestHistoryCorruptFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, HistoryFileName)
	os.WriteFile(path, []byte("{not json"), 0o644)
	if _, err := Load(dir); err == nil {
		t.Error("corrupt history accepted silently")
	}
	if h := LoadQuiet(dir); h == nil || len(h.Games) != 0 {
		t.Error("corrupt history not ignored")
	}
	if err := Append(dir, HistoryGame{Result: "1-0", Moves: []string{"e2e4"}}); err != nil {
		t.Fatal(err)
	}
	h, err := Load(dir)
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
		if err := Append(dir, g); err != nil {
			t.Fatal(err)
		}
	}
	h, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	sc := h.HistoryScore(standardFEN)
	if e4 := sc["e2e4"]; e4.Games != 3 || e4.Score < 0.66 || e4.Score > 0.67 {
		t.Errorf("e2e4: %+v", e4)
	}
	if m, ok := h.PreferredMove(standardFEN, []string{"d2d4", "c2c4", "e2e4"}); !ok || m != "e2e4" {
		t.Errorf("preferred %q %v", m, ok)
	}
	if _, ok := h.PreferredMove(standardFEN, []string{"d2d4", "g1f3"}); ok {
		t.Error("a losing or unknown move was preferred")
	}
	// Black's view after 1.e4: c5 scored 1/2 (one win, one loss), e5 lost.
	after, _ := engine.ParseFEN(standardFEN)
	m, _ := after.ParseMove("e2e4")
	after.MakeMove(m)
	if mv, ok := h.PreferredMove(after.FEN(), []string{"e7e5", "c7c5"}); !ok || mv != "c7c5" {
		t.Errorf("black's preference %q %v", mv, ok)
	}
}

// The history file is read only up to a bound and only as a regular file:
// a file over the bound is refused by Load and kept aside by Append, and
// a pipe in its place blocks neither.
func TestHistoryFileIsReadSafely(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, HistoryFileName)
	old := maxHistoryBytes
	maxHistoryBytes = 600
	t.Cleanup(func() { maxHistoryBytes = old })
	big := []byte(`{"version":1,"games":[` + strings.Repeat(`{"result":"1-0","moves":[]},`, 50) + `{"result":"1-0","moves":[]}]}`)
	if err := os.WriteFile(path, big, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("an over-large history: %v", err)
	}
	if err := Append(dir, HistoryGame{Result: "0-1", Moves: []string{"e2e4"}}); err != nil {
		t.Fatal(err)
	}
	if h, err := Load(dir); err != nil || len(h.Games) != 1 || h.Games[0].Result != "0-1" {
		t.Errorf("after Append over an over-large file: %v %+v", err, h)
	}
	if kept, err := os.ReadFile(path + ".corrupt"); err != nil || string(kept) != string(big) {
		t.Errorf("the over-large file was not kept aside: %v", err)
	}

	pipeDir := t.TempDir()
	if err := syscallMkfifo(filepath.Join(pipeDir, HistoryFileName)); err != nil {
		t.Skip("no named pipes here:", err)
	}
	done := make(chan error, 2)
	go func() { _, err := Load(pipeDir); done <- err }()
	go func() { done <- Append(pipeDir, HistoryGame{Result: "1-0"}) }()
	for range 2 {
		select {
		case err := <-done:
			if err == nil {
				t.Error("a pipe was taken for the history")
			}
		case <-time.After(5 * time.Second):
			t.Fatal("a pipe in the history's place blocked")
		}
	}
}
