package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"chessmaster/master"
)

func TestAppSaveAndOpenPGN(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "c7c5", "g1f3", "d7d6")
	path := filepath.Join(t.TempDir(), "sicilian.pgn")
	h.a.savePath(path)
	if got := h.a.win.Title(); got != "ChessMaster — sicilian.pgn" {
		t.Fatalf("title after save %q", got)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. e4 c5 2. Nf3 d6") {
		t.Fatalf("saved PGN lacks the moves:\n%s", data)
	}
	// A new game, then open the file again: the moves come back.
	h.a.startNewGame(twoHumans())
	h.waitFor("new game", func() bool { return len(h.a.state.Moves) == 0 })
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	if got := h.sans(); !slices.Equal(got, []string{"e4", "c5", "Nf3", "d6"}) {
		t.Fatalf("loaded %v", got)
	}
	if h.a.path != path || strings.HasSuffix(h.a.win.Title(), "*") {
		t.Fatalf("path %q title %q", h.a.path, h.a.win.Title())
	}
	// Play on from the loaded position.
	h.play("d2d4")
	if !strings.HasSuffix(h.a.win.Title(), "*") {
		t.Fatal("no dirty marker after a move in a loaded game")
	}
}

func TestAppOpenFailsCleanly(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	bad := filepath.Join(t.TempDir(), "bad.pgn")
	if err := os.WriteFile(bad, []byte("[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.a.openPath(bad)
	h.a.openPath(filepath.Join(t.TempDir(), "missing.pgn"))
	h.pump()
	if got := h.sans(); !slices.Equal(got, []string{"e4"}) {
		t.Fatalf("a failed open changed the game: %v", got)
	}
	if !strings.Contains(strings.ToLower(h.overlayText()), "cannot open") {
		t.Fatalf("no error dialog, overlay says %q", h.overlayText())
	}
	// Saving into a directory that does not exist fails without losing
	// anything.
	h.a.savePath(filepath.Join(t.TempDir(), "no", "such", "dir", "g.pgn"))
	if !strings.Contains(strings.ToLower(h.overlayText()), "cannot save") || h.a.path != "" {
		t.Fatalf("failed save: path %q, overlay %q", h.a.path, h.overlayText())
	}
	if got := h.sans(); !slices.Equal(got, []string{"e4"}) {
		t.Fatalf("a failed save changed the game: %v", got)
	}
}

func TestAppOpenChoosesAmongGames(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.openPath("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	h.pump()
	if h.a.pendingChoice == nil || h.a.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no game chooser for a file with several games")
	}
	// Pick the second game of the match (PlyCount 89, a Deep Blue win).
	h.a.chooseGameForTest(1)
	h.waitFor("game 2", func() bool { return len(h.a.state.Moves) == 89 })
	if !h.a.state.Outcome.Over() || h.a.state.Outcome.Result != "1-0" {
		t.Fatalf("outcome %+v", h.a.state.Outcome)
	}
	if h.a.board.AcceptsInput() {
		t.Fatal("a finished game accepts moves")
	}
	if h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("opening a finished game popped up %q", h.overlayText())
	}
	// The cards show the players from the file.
	if h.a.bottomCard.Name() != "Deep Blue (Computer)" || h.a.topCard.Name() != "Garry Kasparov" {
		t.Fatalf("cards %q / %q", h.a.bottomCard.Name(), h.a.topCard.Name())
	}
}

func TestSummaryLine(t *testing.T) {
	got := summaryLine(master.GameSummary{Index: 1, White: "Deep Blue", Black: "Kasparov", Result: "1-0",
		Moves: 45, Event: "IBM Man-Machine", Date: "1997.05.04"})
	if got != "2. Deep Blue – Kasparov  1-0  45 moves  IBM Man-Machine  1997.05.04" {
		t.Fatalf("got %q", got)
	}
	if got := summaryLine(master.GameSummary{Result: "*", Date: "????.??.??"}); got != "1. ? – ?  *  0 moves" {
		t.Fatalf("got %q", got)
	}
}

func TestAppClipboard(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	h.a.copyFEN()
	if got := h.fa.Clipboard().Content(); got != h.a.state.FEN {
		t.Fatalf("copied FEN %q, want %q", got, h.a.state.FEN)
	}
	h.a.copyPGN()
	if got := h.fa.Clipboard().Content(); !strings.Contains(got, "1. e4 e5") {
		t.Fatalf("copied PGN %q", got)
	}
	// Paste a FEN: the board shows it.
	fen := "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
	h.fa.Clipboard().SetContent(fen)
	h.a.pasteGame()
	h.pump()
	h.discardPrompt()["Don't save"]() // the game played is replaced
	h.waitFor("pasted FEN", func() bool { return h.a.state.FEN == fen })
	// Paste a PGN game.
	h.fa.Clipboard().SetContent("[Event \"t\"]\n\n1. d4 d5 2. c4 *\n")
	h.a.pasteGame()
	h.pump()
	h.discardPrompt()["Don't save"]()
	h.waitFor("pasted PGN", func() bool { return len(h.a.state.Moves) == 3 })
	// Garbage is refused with a message, the game stays.
	h.fa.Clipboard().SetContent("hello world")
	h.a.pasteGame()
	h.pump()
	if len(h.a.state.Moves) != 3 || !strings.Contains(h.overlayText(), "neither a FEN nor a PGN") {
		t.Fatalf("garbage paste: %d moves, overlay %q", len(h.a.state.Moves), h.overlayText())
	}
}

func TestAppRestoresSession(t *testing.T) {
	h := newHarness(t, Options{})
	// The first start has no saved settings: defaults (or, in a build
	// without the engine, two humans).
	h.a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5", "g1f3")
	h.a.flip()
	h.a.close()

	// Next session on the same preferences: the unfinished game, its
	// settings and the board orientation come back.
	h.start(Options{})
	h.waitFor("restored game", func() bool { return len(h.a.state.Moves) == 3 })
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("restored %v", got)
	}
	if h.a.settings.Black.Kind != master.Human || !h.a.board.Flipped() {
		t.Fatalf("settings %+v flipped %v", h.a.settings.Black, h.a.board.Flipped())
	}
	if !h.a.state.HumanToMove || h.a.state.Turn != master.Black {
		t.Fatal("restored game does not continue with Black to move")
	}
	// Command-line settings start a new game instead.
	s := twoHumans()
	h.start(Options{Settings: &s})
	if len(h.a.state.Moves) != 0 {
		t.Fatal("explicit settings restored the old game")
	}
}

var _ = test.Tap

// A move is in the autosave file as soon as it is shown, so a crash before
// Fyne writes its preferences loses nothing.
func TestAutosaveSurvivesLostPreferences(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	h.play("e2e4", "e7e5")
	data, err := os.ReadFile(h.a.autosavePath())
	if err != nil || !strings.Contains(string(data), "1. e4 e5") {
		t.Fatalf("autosave after two moves: %v\n%s", err, data)
	}
	h.a.close()
	// The crash: the preferences never got the game.
	h.fa.Preferences().SetString(prefGame, "")
	h.start(Options{})
	h.waitFor("game restored from the autosave", func() bool { return len(h.a.state.Moves) == 2 })
}

// Typing in the game chooser keeps the games that match every word.
func TestGameChooserFilter(t *testing.T) {
	games := []string{"1. Kasparov – Deep Blue  1-0  1997.05.03", "2. Deep Blue – Kasparov  1-0", "3. Carlsen – Nepo  1/2-1/2"}
	if got := gameFilter(games, "kasparov 1-0"); len(got) != 2 {
		t.Errorf("kasparov 1-0: %v", got)
	}
	if got := gameFilter(games, "carlsen"); len(got) != 1 || got[0] != 2 {
		t.Errorf("carlsen: %v", got)
	}
	if got := gameFilter(games, ""); len(got) != 3 {
		t.Errorf("empty: %v", got)
	}
	h := newHarness(t, Options{})
	picked := -1
	h.a.chooseGame("games", games, func(i int) { picked = i })
	test.Type(h.a.gameFilter, "nepo")
	if h.a.gameFilter.Text != "nepo" {
		t.Errorf("filter field holds %q", h.a.gameFilter.Text)
	}
	h.a.chooseGameForTest(2)
	if picked != 2 {
		t.Errorf("choice %d", picked)
	}
	// Enter in the filter opens the game it left.
	picked = -1
	h.a.chooseGame("games", games, func(i int) { picked = i })
	test.Type(h.a.gameFilter, "carlsen")
	h.a.gameFilter.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if picked != 2 {
		t.Errorf("Enter after 'carlsen' chose %d, want 2", picked)
	}
}

// In the game chooser ↓ and ↑ move the highlight through the games left
// by the filter, and Enter opens the highlighted one (the arrows did
// nothing: only the first game could be opened from the keyboard).
func TestGameChooserArrowKeys(t *testing.T) {
	games := []string{"1. A – B  1-0", "2. C – D  0-1", "3. E – F  *", "4. A – G  *"}
	h := newHarness(t, Options{})
	picked := -1
	h.a.chooseGame("games", games, func(i int) { picked = i })
	key := func(name fyne.KeyName) { h.a.gameFilter.TypedKey(&fyne.KeyEvent{Name: name}) }
	key(fyne.KeyDown)
	key(fyne.KeyDown)
	key(fyne.KeyDown)
	key(fyne.KeyUp)
	key(fyne.KeyReturn)
	if picked != 2 {
		t.Errorf("↓↓↓↑ Enter opened game %d, want 3 (index 2)", picked+1)
	}
	// Typing starts again from the first game left; the highlight stops
	// at the last one.
	picked = -1
	h.a.chooseGame("games", games, func(i int) { picked = i })
	key(fyne.KeyDown)
	test.Type(h.a.gameFilter, "a")
	key(fyne.KeyPageDown)
	key(fyne.KeyReturn)
	if picked != 3 {
		t.Errorf("'a' Page Down Enter opened game %d, want 4 (the last with an A)", picked+1)
	}
}
