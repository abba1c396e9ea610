package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"chessmaster/master"
)

// levelIndex is the place of level in Levels().
func levelIndex(t *testing.T, level int) int {
	t.Helper()
	for i, l := range Levels() {
		if l.Level == level {
			return i
		}
	}
	t.Fatalf("no level %d", level)
	return -1
}

// The very first start shows the welcome instead of a game against
// level 5; choosing Black against level 3 starts that game, and the
// welcome does not come back.
func TestWelcomeOnFirstStart(t *testing.T) {
	h := newHarness(t, Options{})
	w := h.a.welcome
	if w == nil {
		t.Fatal("no welcome on the first start")
	}
	if h.a.state.Running {
		t.Fatal("the default game runs behind the welcome")
	}
	text := h.overlayText()
	for _, want := range []string{"Welcome to ChessMaster", "Play as", "Opponent"} {
		if !strings.Contains(text, want) {
			t.Errorf("welcome lacks %q:\n%s", want, text)
		}
	}
	// Every level is offered with its name, Elo and a line about it.
	if n := w.levels.Length(); n != len(Levels()) {
		t.Fatalf("%d levels listed, want %d", n, len(Levels()))
	}
	for _, l := range Levels() {
		if !strings.Contains(levelText(l), "(~") || levelDescription(l.Level) == "" {
			t.Errorf("level %d: %q %q", l.Level, levelText(l), levelDescription(l.Level))
		}
	}
	buttons := h.overlayButtons()
	for _, b := range []string{"Play", "Skip", "Open a game…", "Set up a position…"} {
		if buttons[b] == nil {
			t.Errorf("no %q button in the welcome", b)
		}
	}

	w.side.SetSelected("Black")
	w.levels.Select(levelIndex(t, 3))
	test.Tap(buttons["Play"])
	h.pump()
	s := h.a.settings
	if s.White.Kind != master.Computer || s.White.Level != 3 || s.Black.Kind != master.Human {
		t.Fatalf("welcome started %+v / %+v", s.White, s.Black)
	}
	if !h.a.board.Flipped() {
		t.Error("playing Black, the board does not show Black at the bottom")
	}
	if h.a.welcome != nil || strings.Contains(h.overlayText(), "Welcome") {
		t.Error("the welcome is still open")
	}
	if !h.fa.Preferences().Bool(prefWelcomeDone) {
		t.Error("the answered welcome is not remembered")
	}
	h.a.close()
	h.start(Options{})
	if h.a.welcome != nil {
		t.Fatal("the welcome came back")
	}
}

// Skipping the welcome plays the default game, and it does not return
// even when no game was saved.
func TestWelcomeSkip(t *testing.T) {
	h := newHarness(t, Options{})
	test.Tap(h.overlayButtons()["Skip"])
	h.pump()
	if h.a.welcome != nil || !h.a.state.Running {
		t.Fatalf("after Skip: welcome %v, running %v", h.a.welcome != nil, h.a.state.Running)
	}
	h.a.close()
	h.fa.Preferences().SetString(prefGame, "")
	h.fa.Preferences().SetString(prefSettings, "")
	h.start(Options{})
	if h.a.welcome != nil {
		t.Fatal("the skipped welcome came back")
	}
}

// "Random" lets chance pick the side.
func TestWelcomeRandomSide(t *testing.T) {
	old := randomSide
	randomSide = func() master.Color { return master.Black }
	t.Cleanup(func() { randomSide = old })
	h := newHarness(t, Options{})
	h.a.welcome.side.SetSelected("Random")
	test.Tap(h.overlayButtons()["Play"])
	h.pump()
	if h.a.settings.Black.Kind != master.Human || h.a.settings.White.Kind != master.Computer {
		t.Fatalf("random gave %+v / %+v", h.a.settings.White, h.a.settings.Black)
	}
}

// "Set up a position" opens the position editor; the game it starts has
// the players chosen in the welcome.
func TestWelcomeSetUpPosition(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.welcome.levels.Select(levelIndex(t, 2))
	test.Tap(h.overlayButtons()["Set up a position…"])
	h.pump()
	if !strings.Contains(h.overlayText(), "Castling") {
		t.Fatalf("no position editor after Set up a position:\n%s", h.overlayText())
	}
	if s := h.a.settings; s.White.Kind != master.Human || s.Black.Kind != master.Computer || s.Black.Level != 2 {
		t.Fatalf("players %+v / %+v", s.White, s.Black)
	}
}

// A start with game flags, a file or demo moves is no first start.
func TestNoWelcomeWhenAsked(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if h.a.welcome != nil {
		t.Fatal("welcome shown with settings from the command line")
	}
	h2 := newHarness(t, Options{DemoMoves: []string{"e2e4"}})
	if h2.a.welcome != nil {
		t.Fatal("welcome shown for a demo")
	}
}
