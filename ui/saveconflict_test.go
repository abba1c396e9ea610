package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// outsideEdit rewrites old as new, of the same length, in the file, as
// another editor would.
func outsideEdit(t *testing.T, path, old, new string) []byte {
	t.Helper()
	data, _ := os.ReadFile(path)
	if len(old) != len(new) || !bytes.Contains(data, []byte(old)) {
		t.Fatalf("cannot edit %q", old)
	}
	data = bytes.Replace(data, []byte(old), []byte(new), 1)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return data
}

// Save into a file that another program changed since the game was read
// (same length: only the bytes' hash tells) asks overwrite / save as /
// cancel before it writes anything.
func TestSaveSeesOutsideEditOfSameLength(t *testing.T) {
	for _, answer := range []string{"Cancel", "Overwrite", "Save As…"} {
		t.Run(answer, func(t *testing.T) {
			s := twoHumans()
			h := newHarness(t, Options{Settings: &s})
			path := openEdited(t, h)
			outsideEdit(t, path, `[Site "01"]`, `[Site "X1"]`) // the other game
			edited := outsideEdit(t, path, `[Site "02"]`, `[Site "X2"]`)
			h.pressShortcut(shortcutSave)
			h.pump()
			b := h.overlayButtons()
			if b["Overwrite"] == nil || b["Save As…"] == nil || b["Cancel"] == nil || !strings.Contains(h.overlayText(), "changed by another program") {
				t.Fatalf("no overwrite / save as / cancel question; top dialog %q", h.overlayText())
			}
			if now, _ := os.ReadFile(path); !bytes.Equal(now, edited) {
				t.Fatalf("written before the answer:\n%s", now)
			}
			test.Tap(b[answer])
			h.pump()
			now, _ := os.ReadFile(path)
			switch answer {
			case "Cancel":
				if !bytes.Equal(now, edited) || !h.a.unsaved() {
					t.Fatalf("Cancel: file\n%s", now)
				}
			case "Overwrite":
				// The game goes into its place; the other game's outside
				// edit stays.
				if !bytes.Contains(now, []byte("my note")) || !bytes.Contains(now, []byte(`[Site "X1"]`)) || h.a.unsaved() {
					t.Fatalf("Overwrite: unsaved %v, file\n%s", h.a.unsaved(), now)
				}
				// And the next save writes without asking again.
				if err := h.a.ctrl.SetComment([]int{0, 0}, "second note"); err != nil {
					t.Fatal(err)
				}
				h.pump()
				h.pressShortcut(shortcutSave)
				h.pump()
				if now, _ := os.ReadFile(path); !bytes.Contains(now, []byte("second note")) {
					t.Fatalf("the next save: dialog %q, file\n%s", h.overlayText(), now)
				}
			case "Save As…":
				if !bytes.Equal(now, edited) || h.overlayButtons()["Save"] == nil {
					t.Fatalf("Save As: top dialog %q, file\n%s", h.overlayText(), now)
				}
			}
		})
	}
}

// An unchanged file is saved without a question.
func TestSaveWithoutOutsideEditDoesNotAsk(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := openEdited(t, h)
	h.pressShortcut(shortcutSave)
	h.pump()
	if h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("dialog %q", h.overlayText())
	}
	fileHasComment(t, path)
}

// Quit's Save goes through the same check: the window is not closed
// until the user chose and the game is written.
func TestQuitSaveSeesOutsideEdit(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	quits := 0
	h.a.quitApp = func() { quits++ }
	path := openEdited(t, h)
	outsideEdit(t, path, `[Site "02"]`, `[Site "X2"]`)
	h.pressShortcut(shortcutQuit)
	h.pump()
	h.discardPrompt()["Save"]()
	if quits != 0 || h.overlayButtons()["Overwrite"] == nil {
		t.Fatalf("quit %d, dialog %q", quits, h.overlayText())
	}
	test.Tap(h.overlayButtons()["Overwrite"])
	h.pump()
	if quits != 1 {
		t.Fatalf("quit %d after Overwrite", quits)
	}
	if now, _ := os.ReadFile(path); !bytes.Contains(now, []byte("my note")) {
		t.Fatalf("file\n%s", now)
	}
}

// A read-only file is not replaced: the message names it as read-only,
// and the game stays unsaved.
func TestSaveRefusesReadOnlyFile(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := openEdited(t, h)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	h.pressShortcut(shortcutSave)
	h.pump()
	if text := h.overlayText(); !strings.Contains(text, path) || !strings.Contains(text, "read-only") {
		t.Fatalf("dialog %q", text)
	}
	if data, _ := os.ReadFile(path); string(data) != twoGamesPGN || !h.a.unsaved() {
		t.Fatalf("unsaved %v, file\n%s", h.a.unsaved(), data)
	}
}

// Save As names what is at fault, in the user's terms: a read-only
// folder (not the file), a file the system provides (not "no such file").
func TestSaveAsMessagesNameTheFault(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	dir := filepath.Join(t.TempDir(), "ro")
	os.Mkdir(dir, 0o755)
	os.Chmod(dir, 0o555)
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	// A read-only file that holds games: said at once, before any
	// Replace or Add question.
	ro := writeFile(t, "ro.pgn", twoGamesPGN)
	os.Chmod(ro, 0o444)
	cases := map[string][]string{filepath.Join(dir, "game.pgn"): {"folder " + dir + " is read-only"}, ro: {"read-only"}}
	if _, err := os.Stat("/proc/version"); err == nil {
		cases["/proc/version"] = []string{"/proc/version", "not a regular file", "cannot be replaced"}
	}
	for path, want := range cases {
		h.a.saveAs(path, nil)
		h.pump()
		text := h.overlayText()
		for _, w := range want {
			if !strings.Contains(text, w) || strings.Contains(text, "no such file") {
				t.Errorf("%s: message %q, want %q", path, text, w)
			}
		}
		if h.a.path != "" {
			t.Fatalf("%s: the game is taken as saved", path)
		}
		h.a.win.Canvas().Overlays().Top().Hide()
	}
}

// Another program sorted the file: the same number of games, but another
// game now stands where this one was. Overwrite would replace it: it is
// refused by name, the file stays as it is and the game unsaved.
func TestOverwriteRefusesWhenAnotherGameTookItsPlace(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := openEdited(t, h) // game 2, C - D
	i := strings.Index(twoGamesPGN, "[Event \"Second\"]")
	swapped := twoGamesPGN[i:] + "\n" + twoGamesPGN[:i]
	if err := os.WriteFile(path, []byte(swapped), 0o644); err != nil {
		t.Fatal(err)
	}
	h.pressShortcut(shortcutSave)
	h.pump()
	b := h.overlayButtons()
	if b["Overwrite"] == nil {
		t.Fatalf("no question; top dialog %q", h.overlayText())
	}
	test.Tap(b["Overwrite"])
	h.pump()
	if now, _ := os.ReadFile(path); string(now) != swapped {
		t.Fatalf("Overwrite replaced another game:\n%s", now)
	}
	if !strings.Contains(h.overlayText(), "is now another game (A – B)") || !h.a.unsaved() {
		t.Fatalf("dialog %q, unsaved %v", h.overlayText(), h.a.unsaved())
	}
}
