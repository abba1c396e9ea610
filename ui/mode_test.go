package ui

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// A game opened from a file names White but not Black ("?"), and ends with
// Black to move; the settings have the computer play Black.
const taggedStudyPGN = "[Event \"Club\"]\n[White \"Carlsen, Magnus\"]\n[Black \"?\"]\n[Result \"*\"]\n\n" +
	"1. e4 e5 2. Nf3 *\n"

// openStudy opens taggedStudyPGN with the default settings (White a
// person, Black the computer).
func openStudy(t *testing.T) *harness {
	t.Helper()
	return openStudyIn(t, "")
}

// openStudyIn opens taggedStudyPGN in a window in the language of code
// ("" for the system's).
func openStudyIn(t *testing.T, code string) *harness {
	t.Helper()
	path := writeFile(t, "study.pgn", taggedStudyPGN)
	s := master.DefaultSettings()
	h := newHarness(t, Options{Settings: &s})
	if code != "" {
		h.fa.Preferences().SetString(prefLanguage, code)
		t.Cleanup(func() { _ = setLanguage("en") })
		h.start(Options{Settings: &s})
	}
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 3 })
	h.a.ctrl.WaitEvents()
	h.pump()
	return h
}

// cardNames are the names on the White and the Black card.
func cardNames(h *harness) (white, black string) {
	white, black = h.a.bottomCard.Name(), h.a.topCard.Name()
	if h.a.board.Flipped() {
		white, black = black, white
	}
	return white, black
}

// A game in progress: the status line says Play.
func TestStatusNamesPlayMode(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	if got := h.a.status.Text; got != "Play · Black to move" {
		t.Fatalf("status %q", got)
	}
}

// A loaded game is a study: the status line says so and names the players
// its tags name, never the players set up to play on; no "paused".
func TestStatusNamesStudyAndTheGamesPlayers(t *testing.T) {
	h := openStudy(t)
	// Black's tag is "?": the side, not the settings' computer.
	if w, b := cardNames(h); w != "Carlsen, Magnus" || b != "Black" {
		t.Fatalf("cards %q, %q", w, b)
	}
	if got := h.a.status.Text; got != "Study · Black to move" {
		t.Fatalf("status %q", got)
	}
	// One move back: White to move, named by the tag.
	h.a.goTo([]int{0, 0})
	h.pump()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Study · ") || strings.Contains(got, "ChessMaster") ||
		strings.Contains(got, "paused") {
		t.Fatalf("status %q", got)
	}
}

// With both tags set, the side to move is named by its tag.
func TestStudyStatusNamesTheTaggedPlayer(t *testing.T) {
	path := writeFile(t, "named.pgn", "[White \"Anand\"]\n[Black \"Kramnik\"]\n\n1. d4 d5 *\n")
	s := master.DefaultSettings()
	s.White = master.PlayerConfig{Kind: master.Computer, Level: 3}
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 2 })
	h.a.ctrl.WaitEvents()
	h.pump()
	if got := h.a.status.Text; got != "Study · White (Anand) to move" {
		t.Fatalf("status %q", got)
	}
	if w, b := cardNames(h); w != "Anand" || b != "Kramnik" {
		t.Fatalf("cards %q, %q", w, b)
	}
}

// The German window names the mode in German.
func TestStudyStatusInGerman(t *testing.T) {
	h := openStudyIn(t, "de")
	if got := h.a.status.Text; got != "Studie · Schwarz am Zug" {
		t.Fatalf("status %q", got)
	}
	if _, b := cardNames(h); b != "Schwarz" {
		t.Fatalf("Black's card %q", b)
	}
}

// Analysis mode on a study: the status line says Analysis.
func TestStatusNamesAnalysisMode(t *testing.T) {
	h := openStudy(t)
	h.a.setAnalysis(true)
	h.pump()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Analysis · ") || strings.Contains(got, "Study") {
		t.Fatalf("status %q", got)
	}
	h.a.setAnalysis(false)
	h.a.ctrl.WaitEvents()
	h.pump()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Study · ") {
		t.Fatalf("after analysis: status %q", got)
	}
}

// A reviewed game: the status line says Review; practicing its mistakes:
// Practice.
func TestStatusNamesReviewAndPracticeModes(t *testing.T) {
	h := reviewedFoolsMate(t)
	if got := h.a.status.Text; !strings.HasPrefix(got, "Review · ") {
		t.Fatalf("status %q", got)
	}
	// Back on a reviewed move, still the review.
	h.a.goTo([]int{0, 0})
	h.pump()
	if got := h.a.status.Text; !strings.HasPrefix(got, "Review · ") {
		t.Fatalf("on 1...e5: status %q", got)
	}
	h.a.menu.practice.Action()
	dismiss(h, "Start")
	if !h.a.practicing() {
		t.Fatal("no practice")
	}
	if got := h.a.status.Text; !strings.HasPrefix(got, "Practice · ") {
		t.Fatalf("practice: status %q", got)
	}
}

// The position editor open: the status line says Edit position, and the
// mode before it comes back when the editor closes.
func TestStatusNamesEditMode(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	e := h.a.showPositionEditor()
	h.pump()
	if got := h.a.status.Text; got != "Edit position" {
		t.Fatalf("status %q", got)
	}
	e.dlg.Hide()
	h.pump()
	if got := h.a.status.Text; got != "Play · White to move" {
		t.Fatalf("after the editor: status %q", got)
	}
}

// A reviewed game continued from an earlier move is played again: Play,
// though its review stays shown.
func TestContinuedReviewedGameIsPlay(t *testing.T) {
	h := reviewedFoolsMate(t)
	h.a.goTo([]int{0, 0})
	h.a.continueGame()
	h.waitFor("the game running", func() bool { return h.a.state.Running })
	if got := h.a.status.Text; !strings.HasPrefix(got, "Play · ") {
		t.Fatalf("status %q", got)
	}
}
