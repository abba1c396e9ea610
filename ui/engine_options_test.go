package ui

import (
	"maps"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"chessmaster/master"
)

func TestParseEngineOptions(t *testing.T) {
	test.NewTempApp(t)
	got, err := parseEngineOptions(" Threads = 4; Hash=256\nSkill Level=10;; SyzygyPath=/a b/c ")
	want := map[string]string{"Threads": "4", "Hash": "256", "Skill Level": "10", "SyzygyPath": "/a b/c"}
	if err != nil || !maps.Equal(got, want) {
		t.Fatalf("parse: %v %v", got, err)
	}
	if back, _ := parseEngineOptions(formatEngineOptions(got)); !maps.Equal(back, want) {
		t.Fatalf("round trip: %v", back)
	}
	if got, err := parseEngineOptions("  "); err != nil || got != nil {
		t.Fatalf("empty: %v %v", got, err)
	}
	for text, want := range map[string]string{"Hash 256": "“Hash 256” is not Name=Value", "=4": "“=4”", "Hash=1; Hash=2": "Hash is given twice"} {
		if _, err := parseEngineOptions(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

// The New Game dialog has an Options row for an external engine: what is
// typed there becomes the engine's options, the row is filled from the
// settings, and a line that is not Name=Value is refused before anything
// starts.
func TestNewGameTakesEngineOptions(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	g, _ := showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	if g.black.options.Visible() {
		t.Fatal("the options row is shown for a person")
	}
	g.black.kind.SetSelected("UCI engine…")
	if !g.black.options.Visible() || g.white.options.Visible() {
		t.Fatal("the options row is not shown for the engine alone")
	}
	g.black.engine.SetText("/usr/games/stockfish")
	g.black.options.SetText("Threads=2; UCI_Elo=1500")
	if got := g.settings().Black.EngineOptions; !maps.Equal(got, map[string]string{"Threads": "2", "UCI_Elo": "1500"}) {
		t.Fatalf("options %v", got)
	}
	again := newGameForm(nil, g.settings(), h.a.pick, 3)
	if again.black.options.Text != "Threads=2; UCI_Elo=1500" {
		t.Fatalf("options shown as %q", again.black.options.Text)
	}
	g.black.options.SetText("Threads 2")
	if g.black.options.Validate() == nil {
		t.Error("the entry does not flag a bad line")
	}
	test.Tap(h.overlayButtons()["Start"])
	h.pump()
	if !strings.Contains(h.overlayText(), "is not Name=Value") {
		t.Fatalf("no error for a bad line; top dialog %q", h.overlayText())
	}
	if st := h.a.ctrl.Snapshot(); len(st.Moves) != 1 || st.Black.Kind != master.Human {
		t.Fatalf("a game started anyway: %d moves, Black %v", len(st.Moves), st.Black.Kind)
	}
	// Once the error is read, the form is back with what was typed.
	test.Tap(h.overlayButtons()["OK"])
	h.pump()
	if _, ok := h.overlayButtons()["Start"]; !ok {
		t.Fatalf("the New Game form did not come back; top dialog %q", h.overlayText())
	}
	if g.black.options.Text != "Threads 2" || g.black.engine.Text != "/usr/games/stockfish" {
		t.Errorf("the form came back as %q, %q", g.black.engine.Text, g.black.options.Text)
	}
}
