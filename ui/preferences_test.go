package ui

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// resetLook puts the package-wide look back for the tests that follow.
func resetLook(t *testing.T) {
	t.Cleanup(func() {
		widgets.SetBoardTheme(widgets.BoardThemes[0].ID)
		widgets.SetPieceSet(widgets.PieceSets[0].ID)
		widgets.BoardCoordinates = true
		widgets.PieceLetters = "en"
	})
}

// squareFill is the colour the board draws square sq in.
func squareFill(b *widgets.Board, sq int) color.Color {
	return test.WidgetRenderer(b).(*widgets.BoardRenderer).Squares[sq].FillColor
}

// Each choice of the Preferences dialog applies at once, is remembered,
// and is applied again at the next start.
func TestPreferencesApplyAndPersist(t *testing.T) {
	resetLook(t)
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("g1f3")
	f := h.a.showPreferences()
	p := h.fa.Preferences()

	f.theme.SetSelected("Tournament green")
	green := widgets.BoardThemes[widgets.BoardThemeIndex("green")]
	if p.String(prefBoardTheme) != "green" || squareFill(h.a.board, 0) != color.Color(green.Dark) ||
		squareFill(h.a.board, 1) != color.Color(green.Light) {
		t.Fatalf("green board: pref %q, a1 %v", p.String(prefBoardTheme), squareFill(h.a.board, 0))
	}
	f.pieces.SetSelected("Flat")
	if p.String(prefPieceSet) != "flat" || !strings.HasPrefix(widgets.PieceResource('K').Name(), "flat-") {
		t.Fatalf("flat pieces: pref %q, king %q", p.String(prefPieceSet), widgets.PieceResource('K').Name())
	}
	r := test.WidgetRenderer(h.a.board).(*widgets.BoardRenderer)
	if img := r.Pieces[widgets.ParseSquare("e1")].Resource; img == nil || !strings.HasPrefix(img.Name(), "flat-") {
		t.Fatalf("the board still draws %v", img)
	}
	f.coordinates.SetChecked(false)
	if p.Bool(prefCoordinates) || r.Files[0].Visible() {
		t.Fatal("coordinates still shown")
	}
	f.animation.SetSelected("Slow")
	if p.Int(prefAnimation) != 300 || h.a.board.Animation != 300*time.Millisecond {
		t.Fatalf("animation: pref %d, board %v", p.Int(prefAnimation), h.a.board.Animation)
	}
	f.letters.SetSelected("German: S L T D K")
	if p.String(prefPieceLetters) != "de" || !strings.Contains(moveListText(h.a.moves), "Sf3") {
		t.Fatalf("German letters: pref %q, move list %q", p.String(prefPieceLetters), moveListText(h.a.moves))
	}
	f.confirmResign.SetChecked(false)
	if p.BoolWithFallback(prefConfirmResign, true) {
		t.Fatal("confirm-before-resign not stored")
	}
	if f.sound == nil {
		t.Fatal("no sound switch, though the window has sounds")
	}
	f.sound.SetChecked(false)
	if !p.Bool(prefSoundMuted) {
		t.Fatal("sounds not muted")
	}
	test.Tap(h.overlayButtons()["Close"])

	// Resigning no longer asks.
	h.play("g8f6")
	h.a.resign()
	h.pump()
	if !h.a.state.Outcome.Over() || h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("resign with confirmation off: over %v, dialog %v", h.a.state.Outcome.Over(), h.overlayText())
	}

	// The next start applies everything again (the harness turns the
	// animation off after the start, so a window of our own is opened).
	widgets.SetBoardTheme("wood")
	widgets.SetPieceSet("classic")
	widgets.BoardCoordinates, widgets.PieceLetters = true, "en"
	a, err := newApp(h.fa, Options{Settings: &s}, runtimeEnv{post: h.post})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { a.close(); h.pump() }()
	if widgets.BoardThemeID != "green" || widgets.PieceSetID != "flat" || widgets.BoardCoordinates || widgets.PieceLetters != "de" ||
		a.board.Animation != 300*time.Millisecond || !a.muted() {
		t.Fatalf("after a restart: theme %s, pieces %s, coordinates %v, letters %s, animation %v, muted %v",
			widgets.BoardThemeID, widgets.PieceSetID, widgets.BoardCoordinates, widgets.PieceLetters, a.board.Animation, a.muted())
	}
}

// moveListText is what the move list shows.
func moveListText(m *widgets.MoveList) string {
	var parts []string
	for _, t := range m.Tokens {
		parts = append(parts, t.San.Text)
	}
	return strings.Join(parts, " ")
}

// The language chosen in Preferences is used from the next start: the
// window, its menus and the status line are German, with German chess
// words.
func TestPreferencesLanguage(t *testing.T) {
	resetLook(t)
	t.Cleanup(func() {
		if err := setLanguage("en"); err != nil {
			t.Error(err)
		}
	})
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	f := h.a.showPreferences()
	f.language.SetSelected("Deutsch")
	if got := h.fa.Preferences().String(prefLanguage); got != "de" {
		t.Fatalf("language pref %q", got)
	}
	if !f.note.Visible() || !strings.Contains(f.note.Text, "started again") {
		t.Fatalf("no word about the restart: %q", f.note.Text)
	}
	h.a.close()

	h.start(Options{Settings: &s})
	if got := h.a.status.Text; got != "Spielen · Weiß am Zug" {
		t.Errorf("status %q", got)
	}
	menus := map[string]bool{}
	for _, m := range h.a.win.MainMenu().Items {
		menus[m.Label] = true
	}
	for _, want := range []string{"Datei", "Partie", "Zug", "Hilfe"} {
		if !menus[want] {
			t.Errorf("no menu %q in %v", want, menus)
		}
	}
	if h.a.menu.newGame.Label != "Neue Partie…" || h.a.menu.undo.Label != "Zug zurücknehmen" {
		t.Errorf("menu items %q, %q", h.a.menu.newGame.Label, h.a.menu.undo.Label)
	}
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	if got := h.a.status.Text; got != "Studie · Schachmatt: Schwarz gewinnt! (0-1)" {
		t.Errorf("mate: status %q", got)
	}
	if got := h.a.moves.Result(); got != "0-1 · Schwarz gewinnt durch Schachmatt" {
		t.Errorf("result line %q", got)
	}
	// Back to the system's language (English in the tests).
	h.fa.Preferences().SetString(prefLanguage, "")
	h.start(Options{Settings: &s})
	if got := h.a.status.Text; got != "Play · White to move" {
		t.Errorf("system language: status %q", got)
	}
	if h.a.state.White.Kind != master.Human {
		t.Fatal("settings changed")
	}
}
