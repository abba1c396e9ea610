package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
)

// The analysis panel's two choices stay readable ("3 Vari…", "Eingeb…"
// at least, not "3 …" and "E…") in every window and language: where the column is too narrow
// for them beside the title, the title gives way; where it is wide, the
// title shows.
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
					if got, want := s.Size().Width, selectWanted(s); got < want {
						t.Errorf("choice %d (%q) is %.0f px wide, needs %.0f to be read", i, s.Selected, got, want)
					}
				}
				title := h.a.analysis.box.Objects[0].(*fyne.Container).Objects[0]
				if size.Width >= 1600 && !title.Visible() {
					t.Error("the title is hidden in a wide window")
				}
			})
		}
	}
}
