package master

import (
	"strings"
	"sync"
	"testing"
)

// Each change of the position other than a move says what changed it with
// one of the named reasons, and each move names its source with a named
// constant: front ends compare with these, never with words of their own.
func TestPositionEventsNameTheirReason(t *testing.T) {
	s := Settings{White: PlayerConfig{Kind: Human}, Black: PlayerConfig{Kind: Human}, AllowTakeback: true}
	c := newTestGame(t, s)
	var mu sync.Mutex
	var reasons []Reason
	var sources []MoveSource
	c.Subscribe(func(e Event) {
		mu.Lock()
		defer mu.Unlock()
		switch e := e.(type) {
		case PositionEvent:
			reasons = append(reasons, e.Reason)
		case MoveEvent:
			sources = append(sources, e.Source)
		}
	})
	c.Start()
	step := func(want Reason, do func() error) {
		t.Helper()
		mu.Lock()
		reasons = nil
		mu.Unlock()
		if err := do(); err != nil {
			t.Fatal(err)
		}
		c.WaitEvents()
		mu.Lock()
		defer mu.Unlock()
		if len(reasons) == 0 || reasons[len(reasons)-1] != want {
			t.Fatalf("reasons %q, want %q last", reasons, want)
		}
	}
	step(ReasonNewGame, func() error { return c.NewGame(s) })
	c.Start()
	for _, m := range []string{"e2e4", "e7e5"} {
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	c.WaitEvents()
	mu.Lock()
	got := sources
	mu.Unlock()
	if len(got) != 2 || got[0] != SourceHuman || got[1] != SourceHuman {
		t.Fatalf("move sources %q, want human twice", got)
	}
	step(ReasonUndo, c.Undo)
	step(ReasonSettings, func() error { return c.ChangeSettings(s) })
	step(ReasonNavigate, func() error { return c.GoTo(nil) })
	step(ReasonEdit, func() error { return c.SetComment([]int{0}, "the king's pawn") })
	step(ReasonFEN, func() error { return c.SetFEN("4k3/8/8/8/8/8/8/4K2R w K - 0 1") })
	step(ReasonLoad, func() error {
		if _, err := c.LoadPGN(strings.NewReader("1. d4 d5 *\n")); err != nil {
			return err
		}
		return c.LoadGame(0)
	})
}

// ComputerLevel reads back exactly the names ComputerName writes.
func TestComputerLevelReadsTheDefaultName(t *testing.T) {
	for level := 1; level <= MaxLevel; level++ {
		if got, ok := ComputerLevel(ComputerName(level)); !ok || got != level {
			t.Errorf("level %d: read %d %v", level, got, ok)
		}
	}
	for _, name := range []string{"ChessMaster", "ChessMaster level 0", "ChessMaster level 05", "ChessMaster level -1", "ChessMaster level 3 ", "Magnus", ""} {
		if _, ok := ComputerLevel(name); ok {
			t.Errorf("%q read as a computer's default name", name)
		}
	}
}
