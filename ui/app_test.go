package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"chessmaster/master"
	"chessmaster/ui/widgets"
	"chessmaster/ui/widgets/widgettest"
)

func TestAppMovesFromTheBoard(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if got := h.a.win.Title(); got != "ChessMaster" {
		t.Fatalf("title %q", got)
	}
	h.play("e2e4", "e7e5", "g1f3")
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("moves %v", got)
	}
	if h.a.moves.Len() != 3 || !slices.Equal(h.a.moves.Current(), []int{0, 0, 0}) {
		t.Fatalf("move list has %d moves, current %v", h.a.moves.Len(), h.a.moves.Current())
	}
	if st := h.a.status.Text; !strings.HasPrefix(st, "Play · Black to move") {
		t.Fatalf("status %q", st)
	}
	if got := h.a.win.Title(); got != "ChessMaster *" {
		t.Fatalf("title after moves %q, want a dirty marker", got)
	}
}

func TestAppIllegalMoveRefused(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	before := h.a.ctrl.Snapshot().FEN
	widgettest.Drag(h.a.board, "e2", "e5")
	widgettest.TapSquare(h.a.board, "g1")
	widgettest.TapSquare(h.a.board, "g3")
	h.pump()
	if st := h.a.ctrl.Snapshot(); st.FEN != before || len(st.Moves) != 0 {
		t.Fatalf("illegal input changed the game: %s", st.FEN)
	}
	if h.a.board.Piece(widgets.ParseSquare("e2")) != 'P' {
		t.Fatal("pawn did not snap back to e2")
	}
}

func TestAppUndoAndKeys(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.menu.undo.Disabled {
		t.Fatal("Undo enabled before any move")
	}
	h.play("d2d4", "d7d5")
	if h.a.menu.undo.Disabled {
		t.Fatal("Undo disabled after moves")
	}
	h.a.undo() // two humans: one ply
	h.waitFor("undo", func() bool { return len(h.a.state.Moves) == 1 })
	if h.a.board.Piece(widgets.ParseSquare("d7")) != 'p' {
		t.Fatal("board not back to the position after 1.d4")
	}
	// Ctrl+Z does the same through the canvas shortcut.
	h.typeShortcut(shortcutUndo)
	h.waitFor("undo by shortcut", func() bool { return len(h.a.state.Moves) == 0 })
}

func TestAppFlip(t *testing.T) {
	s := twoHumans()
	s.White.Name, s.Black.Name = "Alice", "Bob"
	h := newHarness(t, Options{Settings: &s})
	if h.a.bottomCard.Name() != "Alice" || h.a.topCard.Name() != "Bob" {
		t.Fatalf("cards %q/%q", h.a.bottomCard.Name(), h.a.topCard.Name())
	}
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyF})
	if !h.a.board.Flipped() || h.a.bottomCard.Name() != "Bob" {
		t.Fatal("F did not flip the board and the cards")
	}
	h.a.menu.flip.Action()
	if h.a.board.Flipped() {
		t.Fatal("Flip Board menu item did not flip back")
	}
}

func TestAppBrowseAndContinue(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3", "b8c6")
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if len(h.a.state.Path) != 2 || !slices.Equal(h.a.moves.Current(), []int{0, 0}) {
		t.Fatalf("path %v, list current %v", h.a.state.Path, h.a.moves.Current())
	}
	if h.a.board.Piece(widgets.ParseSquare("g1")) != 'N' || h.a.board.Piece(widgets.ParseSquare("e5")) != 'p' {
		t.Fatal("board does not show the position after 1.e4 e5")
	}
	if !strings.Contains(h.a.status.Text, "Viewing after 1... e5") {
		t.Fatalf("status %q", h.a.status.Text)
	}
	// A different move here starts a variation at once: nothing to
	// confirm, nothing lost.
	modified := h.a.state.Modified
	widgettest.TapSquare(h.a.board, "f1")
	widgettest.TapSquare(h.a.board, "c4")
	h.waitFor("the new line", func() bool { return len(h.a.state.Moves) == 3 })
	if top := h.a.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog opened: %q", h.overlayText())
	}
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Bc4"}) {
		t.Fatalf("moves %v", got)
	}
	if !slices.Equal(h.a.state.Path, []int{0, 0, 1}) || !modified {
		t.Fatalf("path %v", h.a.state.Path)
	}
	if got := h.a.moves.Text(); got != "1. e4 e5\n2. Nf3\n  2.Bc4\n2. … Nc6\n" {
		t.Fatalf("move list:\n%s", got)
	}
	// Clicking a move in the list goes there; End goes to the end of
	// the line the board is on.
	h.a.moves.OnSelect([]int{0})
	if len(h.a.state.Path) != 1 {
		t.Fatal("move list click did not go to ply 1")
	}
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if !slices.Equal(h.a.state.Path, []int{0, 0, 1}) {
		t.Fatalf("End went to %v", h.a.state.Path)
	}
	// The old line is still there: click its last move.
	h.a.moves.OnSelect([]int{0, 0, 0, 0})
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3", "Nc6"}) {
		t.Fatalf("old line %v", got)
	}
}

// The result is told at the end of the move list, not in a dialog over
// the board: the mating move stays in view.
func TestAppGameOverResultLine(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("f2f3", "e7e5", "g2g4", "d8h4")
	h.waitFor("game over", func() bool { return h.a.state.Outcome.Over() })
	if top := h.a.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog covers the board: %q", h.overlayText())
	}
	if text := h.a.moves.Result(); text != "0-1 · Black wins by checkmate" {
		t.Fatalf("result line %q", text)
	}
	if h.a.board.State().LastMove != "d8h4" {
		t.Fatalf("board shows last move %q", h.a.board.State().LastMove)
	}
	if !strings.Contains(h.a.status.Text, "Black wins") {
		t.Fatalf("status %q", h.a.status.Text)
	}
	if h.a.board.AcceptsInput() {
		t.Fatal("board accepts moves after mate")
	}
	// Taking the mate back removes the result line.
	h.a.undo()
	h.waitFor("undo", func() bool { return len(h.a.state.Moves) == 3 })
	if text := h.a.moves.Result(); text != "" {
		t.Fatalf("result line %q after the mate was taken back", text)
	}
}

func TestAppDemoMovesAndPromotion(t *testing.T) {
	s := twoHumans()
	s.StartFEN = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
	h := newHarness(t, Options{Settings: &s})
	h.play("e7e8n")
	if got := h.sans(); !slices.Equal(got, []string{"e8=N"}) {
		t.Fatalf("moves %v", got)
	}
	s2 := twoHumans()
	h2 := newHarness(t, Options{Settings: &s2, DemoMoves: []string{"e2e4", "c7c5", "g1f3"}})
	if got := h2.sans(); !slices.Equal(got, []string{"e4", "c5", "Nf3"}) {
		t.Fatalf("demo moves gave %v", got)
	}
}

func TestNewGameDialogProducesSettings(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	g, _ := showNewGameDialog(h.a.win, h.a.settings, h.a.pick, h.a.lastLevel(), h.a.startNewGame)
	g.white.kind.SetSelected("Human")
	g.black.kind.SetSelected("Random mover")
	g.clock.SetSelected("5 + 3 (blitz)")
	g.book.SetChecked(false)
	g.syzygy.SetText("  /tmp/syzygy ")
	got := g.settings()
	if got.White.Kind != master.Human || got.Black.Kind != master.Random {
		t.Fatalf("players %v/%v", got.White.Kind, got.Black.Kind)
	}
	if got.Clock.Base.Minutes() != 5 || got.Clock.Increment.Seconds() != 3 {
		t.Fatalf("clock %+v", got.Clock)
	}
	if got.UseBook || got.SyzygyPath != "/tmp/syzygy" || !got.AllowTakeback {
		t.Fatalf("settings %+v", got)
	}
	// Level and time fields appear only for programs.
	g.black.kind.SetSelected("Computer")
	if !g.black.level.Visible() || g.white.level.Visible() {
		t.Fatal("level field shown for the wrong player")
	}
	g.black.level.SetSelected(levelName(3))
	g.black.moveTime.SetSelected("0.5 s")
	got = g.settings()
	if got.Black.Level != 3 || got.Black.MoveTime.Milliseconds() != 500 {
		t.Fatalf("computer %+v", got.Black)
	}
	// Start the game the dialog describes (a random mover as Black).
	g.black.kind.SetSelected("Random mover")
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("new game", func() bool {
		return h.a.state.Black.Kind == master.Random && len(h.a.state.Moves) == 0
	})
	if h.a.state.Clock.Config.Base.Minutes() != 5 {
		t.Fatalf("new game clock %+v", h.a.state.Clock)
	}
	// The random mover answers a human move.
	h.play("d2d4")
	h.waitFor("Black's reply", func() bool { return len(h.a.state.Moves) == 2 })
}

func TestNewGameFormRoundTrip(t *testing.T) {
	test.NewTempApp(t)
	s := master.DefaultSettings()
	s.White = master.PlayerConfig{Kind: master.UCIEngine, EnginePath: "/usr/games/stockfish", MoveTime: 2e9}
	s.Black = master.PlayerConfig{Kind: master.Computer, Level: 0}
	s.Clock = master.ClockConfig{Base: 90e9, Increment: 1e9} // not in the list
	g := newGameForm(nil, s, func(string, bool, func(string)) {}, 5)
	got := g.settings()
	if got.White.Kind != master.UCIEngine || got.White.EnginePath != "/usr/games/stockfish" || got.White.MoveTime != 2e9 {
		t.Fatalf("white %+v", got.White)
	}
	if got.Black.Level != 0 || g.black.level.Selected != levelName(0) {
		t.Fatalf("black %+v shown as %q", got.Black, g.black.level.Selected)
	}
	if got.Clock != s.Clock {
		t.Fatalf("custom clock %+v became %+v", s.Clock, got.Clock)
	}
	if !g.white.engineRow.Visible() || g.white.level.Visible() {
		t.Fatal("UCI engine row hidden or level shown for an engine")
	}
}

func TestAppSettingsKeepMoves(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	g, _ := showSettingsForm(h.a.win, "Players and Settings", "Apply", h.a.settings, h.a.pick, h.a.lastLevel(), h.a.applySettings)
	g.black.kind.SetSelected("Random mover")
	test.Tap(h.overlayButtons()["Apply"])
	h.waitFor("new players", func() bool { return h.a.state.Black.Kind == master.Random })
	if got := h.sans(); !slices.Equal(got[:2], []string{"e4", "e5"}) {
		t.Fatalf("moves after changing players: %v", got)
	}
	// White (human) to move; the random mover answers.
	h.play("g1f3")
	h.waitFor("random reply", func() bool { return len(h.a.state.Moves) == 4 })
}

func TestAppOrientationAndDrawOffer(t *testing.T) {
	s := twoHumans()
	s.White = master.PlayerConfig{Kind: master.Random}
	h := newHarness(t, Options{Settings: &s})
	if !h.a.board.Flipped() {
		t.Fatal("a human playing Black does not get the board turned")
	}
	h.a.startNewGame(twoHumans())
	if !h.a.board.Flipped() {
		t.Fatal("two humans: orientation should stay as it was")
	}
	h.play("e2e4", "e7e5")
	h.a.offerDraw()
	if !strings.Contains(h.overlayText(), "White offers a draw. Does Black accept?") {
		t.Fatalf("draw question %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Yes"])
	h.waitFor("agreed draw", func() bool { return h.a.state.Outcome.Over() })
	if h.a.state.Outcome.Result != "1/2-1/2" {
		t.Fatalf("outcome %+v", h.a.state.Outcome)
	}
}

func TestAppAbout(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s, Version: "1.2.3", EngineName: "ChessMaster 1.2.3"})
	h.a.menu.about.Action()
	text := h.overlayText()
	for _, want := range []string{"ChessMaster 1.2.3", "Engine: ChessMaster 1.2.3", "Fyne", "licence"} {
		if !strings.Contains(text, want) {
			t.Errorf("About lacks %q: %q", want, text)
		}
	}
}

func TestAppSettingsRenamePlayers(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	s2 := twoHumans()
	s2.Black.Kind = master.Random
	h.a.applySettings(s2)
	h.waitFor("random player", func() bool { return h.a.state.Black.Kind == master.Random })
	if h.a.topCard.Name() != h.a.state.Black.Name || h.a.state.Black.Name == "Human" {
		t.Fatalf("card says %q, player is %q", h.a.topCard.Name(), h.a.state.Black.Name)
	}
}
