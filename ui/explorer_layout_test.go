package ui

import (
	"fmt"
	"testing"

	"chessmaster/ui/widgets"
)

// TestExplorerPanelFitsTheColumn: the opening explorer's panel, with its
// buttons and a row per move, is no wider than the column at any window
// size from 800×600 up (its Close and Games buttons were cut off at the
// right), and draws no text over another.
func TestExplorerPanelFitsTheColumn(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			s := layoutSettings()
			h := newHarness(t, Options{Settings: &s})
			h.a.win.Resize(size)
			h.pump()
			h.play("e2e4")
			openExplorerOn(t, h, db)
			relayout(h.a.win)
			h.pump()
			if len(h.a.explorer.rows.Objects) == 0 {
				t.Fatal("no moves in the explorer")
			}
			l := h.a.side.Layout.(*widgets.SideLayout)
			if w, has := l.Content.MinSize().Width, l.Tools.Size().Width; w > has+0.5 {
				t.Errorf("the explorer needs %.0f px of width, has %.0f: its right side is cut off", w, has)
			}
			for _, o := range overlaps(walkWindow(h.a.win).texts) {
				t.Errorf("text overlaps: %s", o)
			}
		})
	}
}
