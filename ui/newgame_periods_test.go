package ui

import (
	"testing"
	"time"

	"chessmaster/master"
)

// New Game offers a classical control with periods of moves (90 minutes
// per 40 moves, 30 s a move), and a game set up with another such
// control from the command line is named and kept as it is.
func TestNewGameOffersPeriodsOfMoves(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	g, _ := showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	g.clock.SetSelected("90 min per 40 moves + 30 s (classical)")
	want := master.ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40}
	if got := g.settings().Clock; got != want {
		t.Fatalf("clock %+v, want %+v", got, want)
	}
	custom := master.ClockConfig{Base: 2 * time.Hour, Moves: 30}
	if got := clockName(custom); got != "120 min per 30 moves" {
		t.Errorf("custom control named %q", got)
	}
	s.Clock = custom
	g.set(s)
	if got := g.settings().Clock; got != custom {
		t.Errorf("a custom control became %+v", got)
	}
}
