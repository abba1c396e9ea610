package ui

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// twoGamesPGN is a file of two short games; the tests open game 2.
const twoGamesPGN = "[Event \"First\"]\n[Site \"01\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n" +
	"[Event \"Second\"]\n[Site \"02\"]\n[Date \"2024.01.02\"]\n[Round \"2\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n"

// openEdited opens game 2 of a new two-game file and comments its first
// move: the title shows "*". It returns the file's path.
func openEdited(t *testing.T, h *harness) string {
	t.Helper()
	path := writeFile(t, "games.pgn", twoGamesPGN)
	h.a.openPath(path)
	h.pump()
	h.a.chooseGameForTest(1)
	h.waitFor("game 2", func() bool { return len(h.a.state.Moves) == 3 })
	if err := h.a.ctrl.SetComment([]int{0}, "my note"); err != nil {
		t.Fatal(err)
	}
	h.waitFor("the title's *", func() bool { return strings.HasSuffix(h.a.win.Title(), "*") })
	return path
}

// discardPrompt is the open Save / Don't save / Cancel question's
// buttons; the test fails when it is not the topmost dialog.
func (h *harness) discardPrompt() map[string]func() {
	h.t.Helper()
	b := h.overlayButtons()
	if b["Save"] == nil || b["Don't save"] == nil || b["Cancel"] == nil {
		h.t.Fatalf("no Save / Don't save / Cancel question; top dialog %q", h.overlayText())
	}
	out := map[string]func(){}
	for _, l := range []string{"Save", "Don't save", "Cancel"} {
		out[l] = func() { test.Tap(b[l]); h.pump() }
	}
	return out
}

// commentKept: the game in the window is still the edited one.
func commentKept(h *harness, path string) bool {
	st := h.a.ctrl.Snapshot()
	return h.a.path == path && len(st.Moves) == 3 && h.a.unsaved() && strings.Contains(h.a.ctrl.PGN(), "my note")
}

// fileHasComment: the file holds the edited game 2 and game 1 unchanged.
func fileHasComment(t *testing.T, path string) {
	t.Helper()
	data, _ := os.ReadFile(path)
	if !bytes.Contains(data, []byte("my note")) || !bytes.HasPrefix(data, []byte(twoGamesPGN[:strings.Index(twoGamesPGN, "[Event \"Second\"]")])) {
		t.Fatalf("the file after Save:\n%s", data)
	}
}

// Each way of replacing or closing the window's game, with a modified
// game of a file: the question comes first; Cancel keeps the game and
// does nothing, Don't save goes on, Save writes the file and goes on.
func TestDiscardQuestionGuardsEveryPath(t *testing.T) {
	quits := 0 // the program's ends asked for (App.quitApp)
	ways := []struct {
		name string
		do   func(h *harness)
		done func(h *harness) bool // what the way does, once it went on
	}{
		{"Ctrl+Q", func(h *harness) { h.pressShortcut(shortcutQuit) }, func(h *harness) bool { return quits > 0 }},
		{"window close", func(h *harness) { h.a.closeRequested() }, func(h *harness) bool {
			return !slices.Contains(h.fa.Driver().AllWindows(), h.a.win)
		}},
		{"Ctrl+O", func(h *harness) { h.pressShortcut(shortcutOpen) }, func(h *harness) bool {
			b := h.overlayButtons()
			return b["Open"] != nil && b["Don't save"] == nil
		}},
		{"New Game", func(h *harness) { h.pressShortcut(shortcutNew) }, func(h *harness) bool {
			return h.overlayButtons()["Start"] != nil
		}},
		{"Play from here in the position editor", func(h *harness) {
			pressButton(h.t, h.a.showPositionEditor().dlgContent(), "Play from here")
		}, func(h *harness) bool { return h.a.path == "" && len(h.a.ctrl.Snapshot().Moves) == 0 }},
		{"Analyse in the position editor", func(h *harness) {
			pressButton(h.t, h.a.showPositionEditor().dlgContent(), "Analyse")
		}, func(h *harness) bool { return h.a.path == "" && h.a.analysing() }},
		{"Paste", func(h *harness) {
			h.fa.Clipboard().SetContent("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
			h.a.pasteGame()
		}, func(h *harness) bool { return h.a.ctrl.Snapshot().FEN == "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" }},
	}
	for _, w := range ways {
		for _, answer := range []string{"Cancel", "Don't save", "Save"} {
			t.Run(w.name+"/"+answer, func(t *testing.T) {
				s := twoHumans()
				h := newHarness(t, Options{Settings: &s})
				quits = 0
				h.a.quitApp = func() { quits++ }
				path := openEdited(t, h)
				w.do(h)
				h.pump()
				h.discardPrompt()[answer]()
				switch answer {
				case "Cancel":
					if w.done(h) || !commentKept(h, path) {
						t.Fatalf("Cancel: went on %v, game kept %v", w.done(h), commentKept(h, path))
					}
					// Cancel leaves the window as it was: nothing open, or
					// the editor whose position was being set up.
					if top := h.a.win.Canvas().Overlays().Top(); top != nil && (h.a.editing == nil || h.overlayButtons()["Play from here"] == nil) {
						t.Fatalf("after Cancel a dialog is open: %q", h.overlayText())
					}
					if strings.Contains(w.name, "position editor") && h.a.editing == nil {
						t.Fatal("after Cancel the editor is gone, and the position set up in it")
					}
				case "Don't save":
					if !w.done(h) {
						t.Fatalf("Don't save did not go on; top dialog %q", h.overlayText())
					}
					if data, _ := os.ReadFile(path); string(data) != twoGamesPGN {
						t.Fatalf("Don't save wrote the file:\n%s", data)
					}
				case "Save":
					fileHasComment(t, path)
					if !w.done(h) {
						t.Fatalf("Save did not go on; top dialog %q", h.overlayText())
					}
				}
			})
		}
	}
}

// A game in progress that belongs to no file is kept by the session: Quit
// and the window's close do not ask about it, replacing it does.
func TestDiscardQuestionForAGameInProgress(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	quits := 0
	h.a.quitApp = func() { quits++ }
	h.play("e2e4", "e7e5")
	h.pressShortcut(shortcutQuit)
	h.pump()
	if quits != 1 {
		t.Fatalf("Quit asked about a game that the session keeps: %q", h.overlayText())
	}
	h.pressShortcut(shortcutNew)
	h.pump()
	h.discardPrompt()["Cancel"]()
	if len(h.a.state.Moves) != 2 {
		t.Fatal("Cancel changed the game")
	}
	// Save asks for a file first (Save As): the new game waits for it.
	h.pressShortcut(shortcutNew)
	h.pump()
	h.discardPrompt()["Save"]()
	if b := h.overlayButtons(); b["Save"] == nil || b["Start"] != nil || len(h.a.state.Moves) != 2 {
		t.Fatalf("Save of a game without a file: top dialog %q", h.overlayText())
	}
	h.a.win.Canvas().Overlays().Top().Hide() // the file dialog cancelled
	h.pump()
	if len(h.a.state.Moves) != 2 || h.overlayButtons()["Start"] != nil {
		t.Fatal("a cancelled Save As went on")
	}
	// Nothing to lose: no question.
	h.a.startNewGame(twoHumans())
	h.pressShortcut(shortcutNew)
	h.pump()
	if h.overlayButtons()["Start"] == nil {
		t.Fatalf("New Game on an unchanged game: %q", h.overlayText())
	}
}

// The welcome's choices replace the game as New Game and Open do.
func TestDiscardQuestionInTheWelcome(t *testing.T) {
	for _, choice := range []string{"Play", "Set up a position…", "Open a game…"} {
		for _, answer := range []string{"Cancel", "Don't save", "Save"} {
			t.Run(choice+"/"+answer, func(t *testing.T) {
				h := newHarness(t, Options{})
				if h.a.welcome == nil {
					t.Fatal("no welcome")
				}
				welcome := h.overlayButtons()
				// A game opened and edited while the welcome waits.
				path := writeFile(t, "one.pgn", "[Event \"One\"]\n\n1. e4 e5 2. Nf3 *\n")
				h.a.openPath(path)
				h.pump()
				h.a.ctrl.SetComment([]int{0}, "my note")
				h.waitFor("the title's *", func() bool { return strings.HasSuffix(h.a.win.Title(), "*") })
				test.Tap(welcome[choice])
				h.pump()
				h.discardPrompt()[answer]()
				wentOn := h.a.welcome == nil
				switch answer {
				case "Cancel":
					if wentOn || !strings.Contains(h.a.ctrl.PGN(), "my note") || h.a.path != path {
						t.Fatalf("Cancel: welcome closed %v, PGN %q", wentOn, h.a.ctrl.PGN())
					}
				case "Don't save", "Save":
					if !wentOn {
						t.Fatalf("%s did not go on; top dialog %q", answer, h.overlayText())
					}
					data, _ := os.ReadFile(path)
					if saved := bytes.Contains(data, []byte("my note")); saved != (answer == "Save") {
						t.Fatalf("%s: the file holds\n%s", answer, data)
					}
				}
			})
		}
	}
}

// A file named on the command line, while the last session's game has
// unsaved changes: the question comes first.
func TestDiscardQuestionForACommandLineFile(t *testing.T) {
	other := writeFile(t, "other.pgn", "[Event \"Other\"]\n\n1. c4 *\n")
	for _, answer := range []string{"Cancel", "Don't save", "Save"} {
		t.Run(answer, func(t *testing.T) {
			s := twoHumans()
			h := newHarness(t, Options{Settings: &s})
			path := openEdited(t, h)
			h.a.close()
			h.start(Options{OpenFile: other})
			if !commentKept(h, path) {
				t.Fatalf("the edited game was not restored: path %q", h.a.path)
			}
			h.discardPrompt()[answer]()
			otherOpen := h.a.path == other && len(h.a.state.Moves) == 1
			switch answer {
			case "Cancel":
				if otherOpen || !commentKept(h, path) {
					t.Fatalf("Cancel: other file open %v", otherOpen)
				}
			case "Don't save":
				if !otherOpen {
					t.Fatalf("Don't save: path %q, top dialog %q", h.a.path, h.overlayText())
				}
			case "Save":
				fileHasComment(t, path)
				if !otherOpen {
					t.Fatalf("Save: path %q, top dialog %q", h.a.path, h.overlayText())
				}
			}
		})
	}
	// Nothing unsaved: the file opens without a question.
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.close()
	h.start(Options{OpenFile: other})
	if h.a.path != other || h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("path %q, dialog %q", h.a.path, h.overlayText())
	}
}

// The restored game of a file whose games lack tags (no Round, no Event)
// is found in its place again, so that the question's Save writes it
// there.
func TestRestoredGameOfFileWithoutTagsSavesInPlace(t *testing.T) {
	const bare = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. c4 *\n"
	path := writeFile(t, "bare.pgn", bare)
	other := writeFile(t, "other.pgn", "[Event \"Other\"]\n\n1. c4 *\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.openPath(path)
	h.pump()
	h.a.chooseGameForTest(1)
	h.waitFor("game 2", func() bool { return len(h.a.state.Moves) == 3 })
	if err := h.a.ctrl.SetComment([]int{0}, "my note"); err != nil {
		t.Fatal(err)
	}
	h.pump()
	h.a.close()
	h.start(Options{OpenFile: other})
	h.discardPrompt()["Save"]()
	data, _ := os.ReadFile(path)
	if !bytes.Contains(data, []byte("my note")) || !bytes.HasPrefix(data, []byte(bare[:strings.Index(bare, "[White \"C\"]")])) {
		t.Fatalf("dialog %q, file\n%s", h.overlayText(), data)
	}
	if h.a.path != other {
		t.Fatalf("Save did not go on: path %q", h.a.path)
	}
}
