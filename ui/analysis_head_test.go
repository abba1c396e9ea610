package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
)

// The analysis panel's two choices stay readable ("3 Var…", "Chess…"
// at least, not "3 …" and "C…") in every window and language, and whole
// ("Eingebaute Engine") from an ordinary window up: where the column is
// too narrow for them beside the title, the title gives way; where it is
// wide, the title shows.
func TestAnalysisChoicesStayReadable(t *testing.T) {
	mode := layoutModes[0]
	for _, m := range layoutModes {
		if m.name == "analysis with 3 lines" {
			mode = m
		}
	}
	for _, code := range []string{"en", "de"} {
		for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1100, Height: 760}, {Width: 1600, Height: 1000}} {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", code, size.Width, size.Height), func(t *testing.T) {
				useLanguage(t, code)
				h := enterLayoutMode(t, mode, size)
				v := &h.a.analysis
				for i, s := range v.headLayout.selects {
					want := selectShort(s)
					if size.Width >= 1100 {
						// An ordinary window reads both choices whole.
						want = selectFull(s)
					}
					if got := s.Size().Width; got < want {
						t.Errorf("choice %d (%q) is %.0f px wide, needs %.0f to be read", i, s.Selected, got, want)
					}
				}
				a, b := v.headLayout.selects[0], v.headLayout.selects[1]
				if a.Position().X+a.Size().Width > b.Position().X {
					t.Errorf("the choices overlap: %v+%v and %v", a.Position(), a.Size(), b.Position())
				}
				title := h.a.analysis.box.Objects[0].(*fyne.Container).Objects[0]
				if size.Width >= 1600 && !title.Visible() {
					t.Error("the title is hidden in a wide window")
				}
			})
		}
	}
}

// The engine list names engines, not paths; two of one name show their
// paths so they can be told apart.
func TestAnalysisEngineChoicesAreNames(t *testing.T) {
	got := engineChoices([]string{"", "/usr/games/stockfish", `C:\Engines\lc0.exe`, "/opt/a/komodo", "/opt/b/komodo"})
	want := []string{"ChessMaster", "stockfish", "lc0.exe", "/opt/a/komodo", "/opt/b/komodo"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("choices %q, want %q", got, want)
	}
}
