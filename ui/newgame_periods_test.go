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

// New Game offers FIDE's classical control (90 minutes for 40 moves, then
// 30 minutes for the rest, 30 s a move), and names such controls set from
// the command line in words, in English and German.
func TestNewGameOffersFIDEClassical(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	g, _ := showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	g.clock.SetSelected("90 min for 40 moves, then 30 min, + 30 s (FIDE classical)")
	want := master.ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40, Then: 30 * time.Minute}
	if got := g.settings().Clock; got != want {
		t.Fatalf("clock %+v, want %+v", got, want)
	}
	for c, name := range map[master.ClockConfig]string{
		{Base: 2 * time.Hour, Moves: 40, Then: time.Hour}:                "120 min for 40 moves, then 60 min",
		{Base: 2 * time.Hour, Moves: 40, Then: time.Hour, ThenMoves: 20}: "120 min for 40 moves, then 60 min per 20 moves",
	} {
		if got := clockName(c); got != name {
			t.Errorf("%+v named %q, want %q", c, got, name)
		}
		s.Clock = c
		g.set(s)
		if got := g.settings().Clock; got != c {
			t.Errorf("a control set from the command line became %+v", got)
		}
	}
}

// The controls with a second period are named in German too.
func TestSecondPeriodNamedInGerman(t *testing.T) {
	useLanguage(t, "de")
	c := master.ClockConfig{Base: 90 * time.Minute, Increment: 30 * time.Second, Moves: 40, Then: 30 * time.Minute}
	if got := clockName(c); got != "90 min für 40 Züge, dann 30 min, + 30 s (FIDE klassisch)" {
		t.Errorf("FIDE classical in German: %q", got)
	}
	c = master.ClockConfig{Base: 2 * time.Hour, Moves: 40, Then: time.Hour, ThenMoves: 20}
	if got := clockName(c); got != "120 min für 40 Züge, dann 60 min je 20 Züge" {
		t.Errorf("a repeating second period in German: %q", got)
	}
}

// With periods of moves each card says, under its clock, how many moves
// that side must still make before its next period's time; in FIDE's
// last period (the rest of the game) it says nothing, and a game without
// periods has no caption.
func TestCardsShowMovesToGo(t *testing.T) {
	s := twoHumans()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute, Moves: 2, Then: time.Minute}
	h := newHarness(t, Options{Settings: &s})
	toGo := func() (white, black string) {
		h.pump()
		return h.a.bottomCard.ToGoText(), h.a.topCard.ToGoText()
	}
	if w, b := toGo(); w != "2 moves to go" || b != "2 moves to go" {
		t.Fatalf("at the start: White %q, Black %q", w, b)
	}
	h.play("e2e4")
	if w, b := toGo(); w != "1 move to go" || b != "2 moves to go" {
		t.Errorf("after 1. e4: White %q, Black %q", w, b)
	}
	h.play("e7e5", "g1f3")
	if w, b := toGo(); w != "" || b != "1 move to go" {
		t.Errorf("after 2. Nf3: White %q, Black %q (White is in its last period)", w, b)
	}
	// The card keeps the caption's room for the whole game.
	if hb, ht := h.a.bottomCard.MinSize().Height, h.a.topCard.MinSize().Height; hb != ht {
		t.Errorf("the cards differ in height: %v and %v", hb, ht)
	}

	plain := twoHumans()
	plain.Clock = master.ClockConfig{Base: 5 * time.Minute}
	h2 := newHarness(t, Options{Settings: &plain})
	h2.pump()
	if w := h2.a.bottomCard.ToGoText(); w != "" {
		t.Errorf("a game without periods shows %q", w)
	}
}
