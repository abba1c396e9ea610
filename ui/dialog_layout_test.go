package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"chessmaster/master"
)

// TestDialogsFitSmallWindows: each dialog the menus open draws no text
// over another of its texts and nothing outside the window, at 800×570
// (an 800×600 window less its menu bar) and at 1100×760, in English and
// in German (whose words are longer).
func TestDialogsFitSmallWindows(t *testing.T) {
	dialogs := []string{"new-game", "new-game-computers", "preferences", "about", "rating", "editor", "explorer-files", "explorer-games", "game-chooser", "drills", "mistakes", "repertoire"}
	for _, language := range []string{"en", "de"} {
		for _, size := range []fyne.Size{{Width: 640, Height: 450}, {Width: 800, Height: 570}, {Width: 1100, Height: 760}} {
			for _, name := range dialogs {
				t.Run(fmt.Sprintf("%s %s %.0fx%.0f", name, language, size.Width, size.Height), func(t *testing.T) {
					useLanguage(t, language)
					s := layoutSettings()
					if name == "new-game-computers" {
						s.Black = master.PlayerConfig{Kind: master.Computer, Level: 3}
					}
					h := newHarness(t, Options{Settings: &s})
					h.a.win.Resize(size)
					if name != "new-game-computers" {
						h.play("e2e4", "e7e5")
					}
					switch name {
					case "new-game-computers":
						// The computer's column shows a level and the
						// line that says what it is.
						h.a.showDialogNamed("new-game")
					case "explorer-files":
						t.Setenv("XDG_CACHE_HOME", t.TempDir())
						long := strings.Repeat("a-rather-long-folder-name/", 6)
						db := writeFile(t, strings.ReplaceAll(long, "/", "_")+"games.pgn", explorerPGN)
						openExplorerOn(t, h, db, writeFile(t, "second.pgn", explorerPGN))
						h.a.manageExplorerFiles()
					case "explorer-games":
						t.Setenv("XDG_CACHE_HOME", t.TempDir())
						openExplorerOn(t, h, writeFile(t, "db.pgn", explorerPGN))
						h.a.findExplorerGames()
					case "game-chooser":
						h.a.openPath("../testdata/pgn/kasparov-deep-blue-1997.pgn")
					case "drills":
						h.a.askDrill()
					case "mistakes":
						h.a.askMistakes()
					case "repertoire":
						h.a.askRepertoire()
					default:
						h.a.showDialogNamed(name)
					}
					h.waitFor("the dialog", func() bool { return len(h.a.win.Canvas().Overlays().List()) > 0 })
					relayout(h.a.win)
					h.pump()
					overlays := h.a.win.Canvas().Overlays().List()
					if len(overlays) == 0 {
						t.Fatalf("%s opened no dialog", name)
					}
					for i, o := range overlays {
						w := &canvasWalk{window: rect{0, 0, size.Width, size.Height}}
						w.walk(o, fyne.Position{}, w.window, false, fmt.Sprintf("overlay %d", i))
						for _, x := range overlaps(w.texts) {
							t.Errorf("text overlaps: %s", x)
						}
						for _, x := range w.outside {
							t.Errorf("outside the window: %s", x)
						}
					}
				})
			}
		}
	}
}
