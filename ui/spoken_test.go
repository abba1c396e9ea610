package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"chessmaster/master"
	"chessmaster/notation"
)

// The spoken line says each move in words as it is played, the
// program's reply included; after a take-back or on another move it says
// the move that led to the board's position.
func TestSpokenLineSaysEachMove(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if h.a.spoken.Text != "" {
		t.Errorf("before any move: %q", h.a.spoken.Text)
	}
	h.play("e2e4")
	if got := h.a.spoken.Text; got != "1. White: pawn to e4" {
		t.Errorf("after 1.e4: %q", got)
	}
	h.play("d7d5", "e4d5")
	if got := h.a.spoken.Text; got != "2. White: pawn takes on d5" {
		t.Errorf("after 2.exd5: %q", got)
	}
	h.goToMove(2)
	h.a.ctrl.WaitEvents() // the PositionEvent, after the board moved
	h.pump()
	if got := h.a.spoken.Text; got != "1... Black: pawn to d5" {
		t.Errorf("on move 1...d5: %q", got)
	}
	h.goToMove(0)
	h.a.ctrl.WaitEvents()
	h.pump()
	if got := h.a.spoken.Text; got != "" {
		t.Errorf("at the start: %q", got)
	}

	// Against a program: its reply is said.
	s.Black = master.PlayerConfig{Kind: master.Random, Seed: 7}
	h = newHarness(t, Options{Settings: &s})
	h.play("g1f3")
	h.waitFor("the reply", func() bool { return len(h.a.state.Moves) == 2 })
	st := h.a.state
	words, err := notation.MoveWords(st.Moves[0].FEN, st.Moves[1].UCI, notation.English)
	if err != nil {
		t.Fatal(err)
	}
	if got := h.a.spoken.Text; got != "1... Black: "+words {
		t.Errorf("the program's reply %s: the line says %q, want %q", st.Moves[1].SAN, got, "1... Black: "+words)
	}
}

// In German the line speaks German.
func TestSpokenLineInGerman(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.fa.Preferences().SetString(prefLanguage, "de")
	t.Cleanup(func() { _ = setLanguage("en") })
	h.start(Options{Settings: &s}) // the language is read at the start
	h.play("g1f3")
	if got := h.a.spoken.Text; got != "1. Weiß: Springer nach f3" {
		t.Errorf("after 1.Sf3: %q", got)
	}
	h.a.readPosition()
	if got := h.a.spoken.Text; !strings.HasPrefix(got, "Weiß: König auf e1, Dame auf d1") || !strings.Contains(got, "Schwarz am Zug.") {
		t.Errorf("the position in German: %q", got)
	}
}

// View → Read the Position (and its shortcut) shows the board's position
// in words and puts them on the spoken line.
func TestReadThePosition(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3")
	want, err := notation.PositionWords(h.a.state.FEN, notation.English)
	if err != nil {
		t.Fatal(err)
	}
	item := h.menuItem("View", "Read the Position")
	if item.Shortcut == nil || item.Shortcut.ShortcutName() != shortcutReadPosition.ShortcutName() {
		t.Errorf("Read the Position has no shortcut: %v", item.Shortcut)
	}
	h.pressShortcut(shortcutReadPosition)
	h.pump()
	if got := h.overlayText(); !strings.Contains(got, want) {
		t.Errorf("the dialog says %q, want %q", got, want)
	}
	if h.a.spoken.Text != want {
		t.Errorf("the spoken line says %q, want %q", h.a.spoken.Text, want)
	}
	if !strings.Contains(want, "knights on b1 and f3") {
		t.Errorf("the words miss the knight on f3: %q", want)
	}

	// The canvas's shortcut (no menu in the way) reads it too.
	h.a.spoken.SetText("")
	h.typeShortcut(shortcutReadPosition)
	h.pump()
	if h.a.spoken.Text != want {
		t.Errorf("the canvas shortcut: the spoken line says %q", h.a.spoken.Text)
	}
}

// The board tells a screen reader the position it shows, in words, after
// each move and on another move of the game.
func TestBoardReadsAsThePositionInWords(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	var board fyne.Accessible = h.a.board
	if board.AccessibilityRole() != fyne.AccessibleRoleText {
		t.Errorf("the board's role is %q", board.AccessibilityRole())
	}
	check := func(when string) {
		t.Helper()
		want, err := notation.PositionWords(h.a.state.FEN, notation.English)
		if err != nil {
			t.Fatal(err)
		}
		if got := board.AccessibilityLabel(); got != want {
			t.Errorf("%s: the board reads %q, want %q", when, got, want)
		}
	}
	check("at the start")
	h.play("e2e4", "c7c5")
	check("after 1.e4 c5")
	h.goToMove(1)
	check("back on 1.e4")
}
