package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// autosaveFiles is the text of every autosave file in the app's storage.
func autosaveFiles(t *testing.T, h *harness) map[string]string {
	t.Helper()
	dir := h.fa.Storage().RootURI().Path()
	names, _ := filepath.Glob(filepath.Join(dir, "autosave*.pgn"))
	out := map[string]string{}
	for _, n := range names {
		data, _ := os.ReadFile(n)
		out[filepath.Base(n)] = string(data)
	}
	return out
}

// A finished game with changes that are in no file comes back at the
// next start; its first new move would otherwise overwrite the only copy.
func TestModifiedFinishedGameRestored(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	h.waitFor("mate", func() bool { return h.a.state.Outcome.Over() })
	h.a.close()

	h.start(Options{})
	if got := h.sans(); !slices.Equal(got, []string{"f3", "e5", "g4", "Qh4#"}) {
		t.Fatalf("restored %v, want the finished game", got)
	}
	if !h.a.state.Outcome.Over() || !h.a.modified() {
		t.Fatalf("restored game: over %v, modified %v", h.a.state.Outcome.Over(), h.a.modified())
	}
}

// A game finished and saved in its file as it is starts a fresh game:
// nothing of it can be lost.
func TestSavedFinishedGameNotRestored(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	h.waitFor("mate", func() bool { return h.a.state.Outcome.Over() })
	path := filepath.Join(t.TempDir(), "mate.pgn")
	if err := savePGNFile(h.a.ctrl, path); err != nil {
		t.Fatal(err)
	}
	h.a.openPath(path)
	h.pump()
	if h.a.modified() {
		t.Fatal("the opened game counts as modified")
	}
	h.a.close()
	h.start(Options{})
	if len(h.a.state.Moves) != 0 {
		t.Fatalf("the saved finished game came back: %v", h.sans())
	}
}

// A review of a finished game that is in its file changes the game (its
// annotations go into the tree): the reviewed game comes back.
func TestReviewedFinishedGameRestored(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	path := filepath.Join(t.TempDir(), "mate.pgn")
	if err := savePGNFile(h.a.ctrl, path); err != nil {
		t.Fatal(err)
	}
	h.a.openPath(path)
	h.pump()
	tree := h.a.ctrl.Tree()
	line := tree.MainLine()
	line[2].Comment = "[%eval -9.50] The losing move"
	line[2].NAGs = []string{"$4"}
	if err := h.a.ctrl.ReplaceTree(tree); err != nil { // as the review's annotate does
		t.Fatal(err)
	}
	h.waitFor("annotated", func() bool { return h.a.modified() })
	h.a.close()

	h.start(Options{})
	if len(h.a.state.Moves) != 4 || h.a.tree == nil {
		t.Fatalf("restored %v, want the reviewed game", h.sans())
	}
	if n := h.a.tree.MainLine()[2]; !strings.Contains(n.Comment, "The losing move") {
		t.Fatalf("the review's annotation is lost: %+v", n)
	}
	if h.a.path != path {
		t.Errorf("restored game's file %q, want %q", h.a.path, path)
	}
}

// An autosave cut short inside a tag does not hide the generation before
// it: that one is restored, the user is told, and the damaged file is
// kept.
func TestDamagedAutosaveFallsBackToPreviousGeneration(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5", "g1f3", "b8c6")
	path := h.a.autosavePath()
	h.a.close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Index(string(data), "[White \"")
	if cut < 0 {
		t.Fatalf("no White tag in the autosave:\n%s", data)
	}
	if err := os.WriteFile(path, data[:cut+5], 0o600); err != nil {
		t.Fatal(err)
	}

	h.start(Options{})
	if n := len(h.a.state.Moves); n < 3 {
		t.Fatalf("restored %v: the previous generation should hold at least 3 moves", h.sans())
	}
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3", "Nc6"}[:len(got)]) {
		t.Fatalf("restored %v", got)
	}
	if msg := h.overlayText(); !strings.Contains(msg, "damaged") {
		t.Fatalf("the user is not told: %q", msg)
	}
	kept := filepath.Join(filepath.Dir(path), "autosave.damaged.pgn")
	if got, err := os.ReadFile(kept); err != nil || string(got) != string(data[:cut+5]) {
		t.Fatalf("the damaged file is not kept: %v", err)
	}
	// The next move goes on from the restored game, and a new newest
	// generation is written.
	test.Tap(h.overlayButtons()["OK"])
	h.pump()
	next, san := "f1c4", "Bc4"
	if len(h.a.state.Moves) == 3 {
		next, san = "g8f6", "Nf6"
	}
	h.play(next)
	if g, err := readAutosaveFile(path); err != nil || !strings.Contains(g.pgn, san) {
		t.Fatalf("autosave after the next move: %v", err)
	}
}

// A cut-short autosave without any good generation is kept and named,
// never silently replaced by a new game's first move.
func TestDamagedAutosaveWithoutCopyIsKept(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("e2e4")
	path := h.a.autosavePath()
	h.a.close()
	os.Remove(filepath.Join(filepath.Dir(path), "autosave.1.pgn"))
	os.WriteFile(path, []byte("%ChessMaster autosave {\"saved\""), 0o600)
	h.start(Options{})
	if msg := h.overlayText(); !strings.Contains(msg, "autosave.damaged.pgn") {
		t.Fatalf("message %q does not name the kept file", msg)
	}
}

// The board at the start is where the restored game itself says, even
// when the preferences hold an older place (kill -9 after the engine's
// reply: the autosave had the reply, the preferences did not).
func TestRestoredBoardFollowsTheAutosave(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4")
	h.a.close()
	p := h.fa.Preferences()
	p.SetString("game.line", "0,0,0,0") // an older copy of the board's place
	p.SetBool("game.running", true)

	h.start(Options{})
	if n := len(h.a.state.Path); n != 6 || len(h.a.state.Moves) != 6 {
		t.Fatalf("board at ply %d of %v, want the last move cxd4", n, h.sans())
	}
	h.play("f3d4")
	if got := h.sans(); len(got) != 7 || got[6] != "Nxd4" {
		t.Fatalf("the next move made %v", got)
	}
	if n := len(h.a.tree.MainLine()); n != 7 {
		t.Fatalf("the next move is not on the main line (main line %d moves)", n)
	}

	// A place the user went to is restored from the same file.
	h.a.viewPosition(3)
	h.pump()
	h.a.close()
	h.start(Options{})
	if n := len(h.a.state.Path); n != 3 {
		t.Fatalf("board at ply %d, want 3 where it was left", n)
	}
}

// A saved player whose engine is gone is replaced; the game comes back
// and the user is told who plays instead. The engine is gone from the
// settings saved with the game and from the preferences both.
func TestMissingEngineSubstituted(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5")
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.UCIEngine, EnginePath: filepath.Join(t.TempDir(), "gone-engine")}
	h.a.settings = s // as if the game had been played against it
	h.a.close()
	raw, _ := json.Marshal(s)
	h.fa.Preferences().SetString(prefSettings, string(raw))

	h.start(Options{})
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5"}) {
		t.Fatalf("restored %v, want the game", got)
	}
	if h.a.settings.White.Kind != master.Human || h.a.settings.Black.Kind != master.Computer {
		t.Fatalf("players %v / %v, want the human kept and a computer for the engine", h.a.settings.White.Kind, h.a.settings.Black.Kind)
	}
	msg := h.overlayText()
	if !strings.Contains(msg, "gone-engine") || !strings.Contains(msg, "computer") {
		t.Fatalf("message %q does not say what replaced the engine", msg)
	}
}

// Two windows on one storage keep their own autosaves: quitting both
// loses neither game, and the other window's game can be recovered.
func TestTwoWindowsKeepTheirGames(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.a
	a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5")

	// Window B opens a game from a file.
	file := filepath.Join(t.TempDir(), "other.pgn")
	os.WriteFile(file, []byte("[White \"Other\"]\n[Black \"Game\"]\n\n1. c4 c5 *\n"), 0o600)
	h.start(Options{})
	b := h.a
	if !b.openPath(file) {
		t.Fatal("cannot open the file")
	}
	h.pump()

	a.close()
	b.close()
	found := false
	for _, text := range autosaveFiles(t, h) {
		if strings.Contains(text, "1. e4 e5") {
			found = true
		}
	}
	if !found {
		t.Fatalf("window A's game is in no autosave: %v", autosaveFiles(t, h))
	}
	h.start(Options{})
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5"}) {
		t.Fatalf("next start restored %v, want window A's game", got)
	}
}

// A window lists the unsaved game of a window that ended, and opening it
// keeps its own unsaved game in the list in its place.
func TestRecoverUnsavedGameOfOtherWindow(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.a
	a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5")
	h.start(Options{})
	b := h.a
	b.startNewGame(twoHumans())
	h.play("d2d4", "d7d5", "c2c4")
	b.close() // B ends (or crashes): its slot is free

	h.a = a
	games := a.recoverableGames()
	if len(games) != 1 || !strings.Contains(games[0].label, "2 moves") {
		t.Fatalf("recoverable %+v, want window B's game", games)
	}
	var item func()
	for _, it := range a.win.MainMenu().Items[0].Items {
		if it.Label == "Recover Unsaved Games…" {
			item = it.Action
		}
	}
	if item == nil {
		t.Fatal("no File ▸ Recover Unsaved Games…")
	}
	item()
	var listed []string
	for _, o := range test.LaidOutObjects(a.win.Canvas().Overlays().Top()) {
		if r, ok := o.(*widget.RadioGroup); ok {
			listed = r.Options
		}
	}
	if len(listed) != 1 || !strings.Contains(listed[0], "2 moves") {
		t.Fatalf("the dialog lists %q, want window B's game", listed)
	}
	test.Tap(h.overlayButtons()["Open"])
	h.pump()
	if got := h.sans(); !slices.Equal(got, []string{"d4", "d5", "c4"}) {
		t.Fatalf("recovered %v", got)
	}
	if !a.modified() {
		t.Error("the recovered game does not count as unsaved")
	}
	games = a.recoverableGames()
	if len(games) != 1 || !strings.Contains(games[0].game.pgn, "1. e4 e5") {
		t.Fatalf("after recovery %+v, want A's own game in the list", games)
	}
	if data, _ := os.ReadFile(a.autosavePath()); !strings.Contains(string(data), "1. d4 d5 2. c4") {
		t.Fatalf("A's autosave does not hold the recovered game:\n%s", data)
	}
}

// Preferences survive a quit even when Fyne's own file comes back empty:
// the copy is written atomically and put back at the next start.
func TestPreferencesSurviveQuit(t *testing.T) {
	t.Cleanup(func() { widgets.SetBoardTheme(widgets.BoardThemes[0].ID) }) // the theme is global
	h := newHarness(t, Options{})
	p := h.fa.Preferences()
	p.SetString(prefBoardTheme, widgets.BoardThemes[len(widgets.BoardThemes)-1].ID)
	p.SetBool(prefSoundMuted, true)
	p.SetInt(prefAnimation, 0)
	h.a.startNewGame(twoHumans())
	h.play("e2e4")
	h.a.quit()
	h.a.close() // as Run does once the window loop ends

	dir := h.fa.Storage().RootURI().Path()
	data, err := os.ReadFile(filepath.Join(dir, prefsBackupName))
	if err != nil || len(data) == 0 {
		t.Fatalf("no copy of the preferences after quit: %v", err)
	}
	var saved map[string]any
	if err := json.Unmarshal(data, &saved); err != nil || saved[prefBoardTheme] != widgets.BoardThemes[len(widgets.BoardThemes)-1].ID {
		t.Fatalf("copy %s: %v", data, err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*")); len(left) > 0 {
		t.Fatalf("temporary files left: %v", left)
	}

	// Next start: Fyne's file was written as 0 bytes, its store is empty.
	os.WriteFile(filepath.Join(dir, fynePrefsName), nil, 0o600)
	h.fa = test.NewTempApp(t)
	h.start(Options{})
	p = h.fa.Preferences()
	if p.String(prefBoardTheme) != widgets.BoardThemes[len(widgets.BoardThemes)-1].ID || !p.Bool(prefSoundMuted) || p.IntWithFallback(prefAnimation, -1) != 0 {
		t.Fatalf("preferences lost: theme %q muted %v animation %d", p.String(prefBoardTheme), p.Bool(prefSoundMuted), p.IntWithFallback(prefAnimation, -1))
	}
	if got := h.sans(); !slices.Equal(got, []string{"e4"}) {
		t.Fatalf("game %v", got)
	}
}

// An autosave an older version wrote (plain PGN, its state in the
// preferences) is restored; the preferences' board place is used only
// when they hold the very same game, never an older copy's.
func TestPlainAutosaveOfOlderVersion(t *testing.T) {
	const game = "[Event \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 *\n"
	for _, tc := range []struct {
		name     string
		prefGame string
		wantPly  int
	}{
		{"same game", game, 2},
		{"older copy", "[Event \"?\"]\n\n1. e4 c5 2. Nf3 d6 *\n", 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, Options{})
			h.a.startNewGame(twoHumans())
			dir := h.fa.Storage().RootURI().Path()
			h.a.close()
			os.Remove(filepath.Join(dir, "autosave.1.pgn"))
			if err := os.WriteFile(filepath.Join(dir, "autosave.pgn"), []byte(game), 0o600); err != nil {
				t.Fatal(err)
			}
			p := h.fa.Preferences()
			p.SetString(prefGame, tc.prefGame)
			p.SetString(prefLine, "0,0")
			p.SetBool(prefRunning, false)
			h.start(Options{})
			if h.a.tree == nil || len(h.a.tree.MainLine()) != 6 || len(h.a.state.Path) != tc.wantPly {
				t.Fatalf("restored %v at ply %d, want 6 moves at ply %d", h.sans(), len(h.a.state.Path), tc.wantPly)
			}
			if p.String(prefGame) != "" || p.String(prefLine) != "" {
				t.Error("the preferences' copy of the game is kept")
			}
		})
	}
}

// The start offers the unsaved games of other windows once; the menu
// keeps listing them until they are opened or discarded.
func TestRecoveryOfferedAtStartOnce(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.a
	a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5")
	h.start(Options{})
	b := h.a
	b.startNewGame(twoHumans())
	h.play("d2d4")
	a.close()
	b.close()

	h.start(Options{}) // slot 1: A's game; B's is offered
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5"}) {
		t.Fatalf("restored %v", got)
	}
	if !strings.Contains(h.overlayText(), "Recover Unsaved Games") {
		t.Fatalf("the start does not offer B's game: %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Later"])
	h.a.close()

	h.start(Options{})
	if strings.Contains(h.overlayText(), "Recover Unsaved Games") {
		t.Fatal("the same game is offered at every start")
	}
	h.a.showRecoverGames()
	test.Tap(h.overlayButtons()["Discard…"])
	if !strings.Contains(h.overlayText(), "cannot be recovered afterwards") {
		t.Fatalf("no confirmation: %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Yes"])
	h.pump()
	if games := h.a.recoverableGames(); len(games) != 0 {
		t.Fatalf("discarded game still listed: %+v", games)
	}
	for name, text := range autosaveFiles(t, h) {
		if strings.Contains(text, "1. d4") {
			t.Errorf("%s still holds the discarded game", name)
		}
	}
}

// With several games to recover, the list shows them all (up to five)
// without scrolling: a scroll's own minimum is one row.
func TestRecoveryListShowsTheGames(t *testing.T) {
	h := newHarness(t, Options{})
	var wins []*App
	for i, m := range []string{"e2e4", "d2d4", "c2c4"} {
		if i > 0 {
			h.start(Options{})
		}
		h.a.startNewGame(twoHumans())
		h.play(m)
		wins = append(wins, h.a)
	}
	for _, w := range wins {
		w.close()
	}
	h.start(Options{}) // one game restored here, two offered
	if b := h.overlayButtons()["Later"]; b != nil {
		test.Tap(b)
	}
	r := h.a.showRecoverGames()
	if len(r.games) != 2 {
		t.Fatalf("%d games offered, want 2", len(r.games))
	}
	if got, want := r.list.Size().Height, r.choice.MinSize().Height; got < want {
		t.Errorf("the list is %.0f px high, its two games need %.0f", got, want)
	}
	r.dialog.Hide()
}

// Quitting waits for Fyne's preferences file: one left empty (its write
// cut short) is written out, atomically, with every preference.
func TestQuitWaitsForPreferencesFile(t *testing.T) {
	h := newHarness(t, Options{})
	h.fa.Preferences().SetString(prefBoardTheme, "test-theme")
	h.a.quit()
	h.a.close()
	path := filepath.Join(h.fa.Storage().RootURI().Path(), fynePrefsName)
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	h.a.waitPreferencesWritten(100 * time.Millisecond)
	if time.Since(start) > 2*time.Second {
		t.Error("the wait is not bounded")
	}
	data, _ := os.ReadFile(path)
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil || got[prefBoardTheme] != "test-theme" {
		t.Fatalf("preferences file after quit: %q %v", data, err)
	}
}

// A game ended without quitting (killed after a move) comes back with
// the players it was played with, not the preferences' last chosen ones:
// a game between two people started from the command line must not be
// played on by the computer after the restart.
func TestRestoredGameKeepsItsPlayersAfterAKill(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(master.DefaultSettings()) // the preferences: a person against the computer
	h.a.close()
	s := twoHumans()
	h.start(Options{Settings: &s}) // started from the command line
	h.play("e2e4", "e7e5", "g1f3")
	killWindow(h.a) // no quit: the preferences keep the computer as Black
	h.start(Options{})
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("restored %v", got)
	}
	if h.a.settings.Black.Kind != master.Human {
		t.Fatalf("Black restored as %v, want the person who played it", h.a.settings.Black.Kind)
	}
	time.Sleep(300 * time.Millisecond)
	h.a.ctrl.WaitEvents()
	if got := h.sans(); len(got) != 3 {
		t.Fatalf("after the restart the game went on by itself: %v", got)
	}
}

// killWindow ends a window as a killed process does: nothing more is
// written (no settings, no last autosave); the slot's lock goes, as the
// system drops a dead process's locks.
func killWindow(a *App) {
	if a.unsub != nil {
		a.unsub()
	}
	a.closed = true // the test's cleanup closes nothing more
	a.releaseSlot()
	a.ctrl.Close()
	a.sounds.Close()
}

// A recovered game comes with the players it was played with: window B's
// game against the random mover is recovered in window A (two people)
// with the random mover as Black.
func TestRecoveredGameBringsItsPlayers(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.a
	a.startNewGame(twoHumans())
	h.play("e2e4")
	h.start(Options{})
	b := h.a
	withRandom := twoHumans()
	withRandom.Black = master.PlayerConfig{Kind: master.Random, Seed: 3}
	b.startNewGame(withRandom)
	h.play("d2d4")
	h.waitFor("the random mover's answer", func() bool { return len(b.ctrl.Snapshot().Moves) == 2 })
	killWindow(b)

	h.a = a
	games := a.recoverableGames()
	if len(games) != 1 {
		t.Fatalf("recoverable %+v, want window B's game", games)
	}
	a.recoverGame(games[0].slot)
	h.pump()
	if got := h.sans(); len(got) != 2 || got[0] != "d4" {
		t.Fatalf("recovered %v", got)
	}
	if a.settings.Black.Kind != master.Random || a.ctrl.Snapshot().Black.Kind != master.Random {
		t.Errorf("Black after recovery: settings %v, controller %v; want the random mover", a.settings.Black.Kind, a.ctrl.Snapshot().Black.Kind)
	}
	// A's own game went into the list with A's players.
	games = a.recoverableGames()
	if len(games) != 1 || games[0].game.meta.Settings == nil || games[0].game.meta.Settings.Black.Kind != master.Human {
		t.Fatalf("A's kept game: %+v", games)
	}
}

// When the newest autosave reads but its game does not load (an illegal
// move), the game comes from the generation before, and so do the
// settings it was played with: never one file's settings with the other
// file's game.
func TestRestoredSettingsComeFromTheRestoredGeneration(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5")
	m := h.a.autosaveMetaNow()
	m.Settings.Event = "From the unreadable generation"
	h.a.close() // writes the game as it is: the good generation
	if err := writeSlot(h.a.slot, "[Event \"x\"]\n\n1. e4 e4 *\n", m); err != nil {
		t.Fatal(err)
	}

	h.start(Options{})
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5"}) {
		t.Fatalf("restored %v, want the generation before", got)
	}
	if h.a.settings.Event == m.Settings.Event {
		t.Errorf("the settings came from the generation whose game was not restored")
	}
	if msg := h.overlayText(); !strings.Contains(msg, "damaged") {
		t.Errorf("the user is not told: %q", msg)
	}
}

// An autosave that cannot be written (a full disk, a folder made
// read-only) is said once, in a dialog; while it fails, closing the
// window asks about a game in no file, which the session can no longer
// keep. Once an autosave is written again, all is as before.
func TestAutosaveFailureIsSaidAndClosingAsks(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if h.a.slot == nil {
		t.Skip("no autosave slot in this environment")
	}
	dir := h.a.slot.dir
	h.play("e2e4")
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	h.play("e7e5")
	h.pump()
	if !strings.Contains(h.overlayText(), "can no longer be saved automatically") {
		t.Fatalf("no warning; top dialog %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["OK"])
	h.play("g1f3")
	h.pump()
	if h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("warned again on the next move: %q", h.overlayText())
	}
	if !h.a.mustAsk(true) {
		t.Error("closing would not ask about a game the autosave no longer keeps")
	}
	os.Chmod(dir, 0o755)
	h.play("b8c6")
	h.pump()
	if h.a.autosaveErr != nil || h.a.mustAsk(true) {
		t.Errorf("after a good autosave: error %v, closing asks %v", h.a.autosaveErr, h.a.mustAsk(true))
	}
}

// The recovery list names the file a game came from, so that two unsaved
// games of the same players are told apart; a new game names none.
func TestRecoveryListNamesTheFile(t *testing.T) {
	test.NewTempApp(t)
	game := "[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"
	from := describeSaved(savedGame{meta: autosaveMeta{Path: filepath.Join(t.TempDir(), "club games.pgn"), Saved: time.Now()}, pgn: game})
	if !strings.Contains(from, "Anna – Ben") || !strings.HasSuffix(from, " · from club games.pgn") {
		t.Errorf("a game from a file: %q", from)
	}
	if fresh := describeSaved(savedGame{meta: autosaveMeta{Saved: time.Now()}, pgn: game}); strings.Contains(fresh, "from") {
		t.Errorf("a new game: %q", fresh)
	}
}
