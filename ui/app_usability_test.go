package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// These tests follow defects found by using the window as a new user would.

// Ctrl+Z reaches the window as Fyne's own fyne.ShortcutUndo (the desktop
// driver converts the key press), Ctrl+Y as fyne.ShortcutRedo and
// Ctrl+Shift+Z as a custom shortcut.
func TestUndoRedoByKeyboard(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3")
	// The canvas's handler, as the driver calls it when no menu item has
	// the shortcut.
	h.typeShortcut(&fyne.ShortcutUndo{})
	h.waitFor("Ctrl+Z", func() bool { return len(h.a.state.Moves) == 2 })
	// The whole path: the menu item with the shortcut answers first.
	h.pressShortcut(&fyne.ShortcutUndo{})
	h.waitFor("Ctrl+Z through the menu", func() bool { return len(h.a.state.Moves) == 1 })
	if h.a.menu.redo.Disabled || h.a.redoButton.Disabled() {
		t.Fatal("Redo disabled after a take-back")
	}

	h.typeShortcut(&fyne.ShortcutRedo{})
	h.waitFor("Ctrl+Y", func() bool { return len(h.a.state.Moves) == 2 })
	h.pressShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	h.waitFor("Ctrl+Shift+Z", func() bool { return len(h.a.state.Moves) == 3 })
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("redo replayed %v", got)
	}
	if !h.a.menu.redo.Disabled || h.a.canRedo() {
		t.Fatal("Redo enabled with nothing taken back")
	}
	h.pressShortcut(&fyne.ShortcutRedo{}) // nothing to redo: nothing happens
	h.a.ctrl.WaitEvents()
	h.pump()
	if len(h.a.state.Moves) != 3 || h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("redo with nothing taken back: %v, dialog %q", h.sans(), h.overlayText())
	}

	// A different move forgets what was taken back.
	h.pressShortcut(&fyne.ShortcutUndo{})
	h.waitFor("undo", func() bool { return len(h.a.state.Moves) == 2 })
	h.play("b1c3")
	if h.a.canRedo() || !h.a.menu.redo.Disabled {
		t.Fatal("Redo still offered after a different move")
	}
	h.pressShortcut(&fyne.ShortcutRedo{})
	h.a.ctrl.WaitEvents()
	h.pump()
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nc3"}) {
		t.Fatalf("redo after a different move: %v", got)
	}
}

// The take-back and redo buttons beside the navigation do the same.
func TestTakebackButtons(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.undoButton.Disabled() || !h.a.redoButton.Disabled() {
		t.Fatal("take-back buttons enabled before any move")
	}
	h.play("d2d4", "d7d5")
	test.Tap(h.a.undoButton)
	h.waitFor("take-back button", func() bool { return len(h.a.state.Moves) == 1 })
	test.Tap(h.a.redoButton)
	h.waitFor("redo button", func() bool { return len(h.a.state.Moves) == 2 })
	if got := h.sans(); !slices.Equal(got, []string{"d4", "d5"}) {
		t.Fatalf("moves %v", got)
	}
}

// Against a program a take-back removes a full move; redo plays the
// human's move again and the program answers.
func TestRedoAgainstProgram(t *testing.T) {
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.Random, Seed: 3}
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	h.waitFor("Black's reply", func() bool { return len(h.a.state.Moves) == 2 })
	h.pressShortcut(&fyne.ShortcutUndo{})
	h.waitFor("take-back", func() bool { return len(h.a.state.Moves) == 0 })
	h.pressShortcut(&fyne.ShortcutRedo{})
	h.waitFor("replay and reply", func() bool { return len(h.a.state.Moves) == 2 })
	if h.a.state.Moves[0].UCI != "e2e4" {
		t.Fatalf("redo played %v", h.sans())
	}
}

// Choosing Computer for a side offers the level last played against (at
// first the default level), not full strength; the choice is remembered
// for the next session.
func TestNewGameOffersLastLevel(t *testing.T) {
	h := newHarness(t, Options{})
	h.a.startNewGame(twoHumans())
	g := h.a.showNewGame()
	g.black.kind.SetSelected("Computer")
	if want := levelName(master.DefaultSettings().Black.Level); g.black.level.Selected != want {
		t.Fatalf("Computer offered at %q, want %q", g.black.level.Selected, want)
	}
	g.black.level.SetSelected(levelName(3))
	test.Tap(h.overlayButtons()["Start"])
	h.waitFor("new game", func() bool { return h.a.state.Black.Kind == master.Computer })

	g = h.a.showNewGame()
	g.white.kind.SetSelected("Computer")
	if g.white.level.Selected != levelName(3) {
		t.Fatalf("second New Game offers %q, want the last level %q", g.white.level.Selected, levelName(3))
	}
	test.Tap(h.overlayButtons()["Cancel"])
	h.a.close()

	h.start(Options{})
	g = h.a.showNewGame()
	g.white.kind.SetSelected("Computer")
	if g.white.level.Selected != levelName(3) {
		t.Fatalf("next session offers %q, want %q", g.white.level.Selected, levelName(3))
	}
}

// The level list shows each level's whole name ("Full strength (~2320)"
// was cut to "Full strength (~24…").
func TestLevelNamesShownWhole(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	g := h.a.showNewGame()
	g.black.kind.SetSelected("Computer")
	for _, l := range Levels() {
		g.black.level.SetSelected(l.Label)
		var shown []string
		for _, o := range test.LaidOutObjects(h.a.win.Canvas().Overlays().Top()) {
			if tx, ok := o.(*canvas.Text); ok && tx.Visible() {
				shown = append(shown, tx.Text)
			}
		}
		if !slices.Contains(shown, l.Label) {
			t.Errorf("level %q not shown whole; texts: %q", l.Label, shown)
		}
	}
}

// "Time per move" appears only where it has an effect: no clock, and a
// full-strength Computer or a UCI engine (a limited level plays by its node
// budget).
func TestTimePerMoveOnlyWhereItActs(t *testing.T) {
	test.NewTempApp(t)
	g := newGameForm(nil, twoHumans(), func(string, bool, func(string)) {}, 5)
	shown := func() bool {
		return g.black.moveTime.Visible() && slices.Contains(g.black.form.Items, g.black.items["time"])
	}
	g.black.kind.SetSelected("Computer")
	if shown() {
		t.Fatal("time per move shown for a limited level")
	}
	g.black.level.SetSelected(levelName(0))
	if !shown() {
		t.Fatal("time per move hidden at full strength without a clock")
	}
	g.clock.SetSelected("5 + 3 (blitz)")
	if shown() {
		t.Fatal("time per move shown in a game with a clock")
	}
	g.clock.SetSelected("No clock")
	g.black.kind.SetSelected("UCI engine…")
	if !shown() {
		t.Fatal("time per move hidden for a UCI engine without a clock")
	}
	g.black.kind.SetSelected("Random mover")
	if shown() {
		t.Fatal("time per move shown for the random mover")
	}
}

// The clocks stop while a dialog the user opened is shown and go on when
// it closes.
func TestDialogsPauseTheClock(t *testing.T) {
	s := twoHumans()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute}
	h := newHarness(t, Options{Settings: &s})
	// No clock runs before each side's first move: Black's runs on its
	// second.
	h.play("e2e4", "e7e5", "g1f3")
	running := func() bool { return h.a.ctrl.Snapshot().Clock.Running == master.Black }
	h.waitFor("Black's clock", running)

	stopped := func(what string) {
		t.Helper()
		h.pump()
		st := h.a.ctrl.Snapshot()
		if st.Clock.Running != master.NoColor {
			t.Fatalf("%s: %s's clock runs", what, st.Clock.Running)
		}
		before := st.Clock.Black
		time.Sleep(30 * time.Millisecond)
		if after := h.a.ctrl.Snapshot().Clock.Black; after != before {
			t.Fatalf("%s: Black's clock went from %v to %v", what, before, after)
		}
	}
	closeWith := func(button string) {
		t.Helper()
		b := h.overlayButtons()[button]
		if b == nil {
			t.Fatalf("no %q button in %q", button, h.overlayText())
		}
		test.Tap(b)
		h.waitFor("clock running again", running)
	}

	h.a.menu.about.Action()
	stopped("About")
	closeWith("Close")

	h.a.menu.newGame.Action()
	stopped("New Game")
	closeWith("Cancel")

	h.a.menu.open.Action() // Fyne's file dialog in tests
	stopped("Open")
	closeWith("Cancel")

	h.a.chooseGame("Choose", []string{"1. a", "2. b"}, func(int) {})
	stopped("the game chooser")
	closeWith("Cancel")

	// A second dialog over the first keeps the game paused until both
	// are closed.
	h.a.menu.settings.Action()
	h.a.menu.about.Action()
	closeWithoutWait := h.overlayButtons()["Close"]
	test.Tap(closeWithoutWait)
	stopped("Settings under a closed About")
	closeWith("Cancel")
}

// fakeClocks records the clock times the window asks the controller to
// set (the controller has no such call yet).
type fakeClocks struct {
	calls        int
	white, black time.Duration
}

func (f *fakeClocks) SetClocks(white, black time.Duration) error {
	f.calls++
	f.white, f.black = white, black
	return nil
}

// The remaining clock times are saved with the game and given back to the
// restored game.
func TestClocksSavedForRestart(t *testing.T) {
	h := newHarness(t, Options{})
	s := twoHumans()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute}
	h.a.startNewGame(s)
	h.play("e2e4", "e7e5") // before the clocks start
	time.Sleep(50 * time.Millisecond)
	h.play("g1f3")
	time.Sleep(50 * time.Millisecond)
	h.play("b8c6")
	time.Sleep(50 * time.Millisecond)
	h.a.close()

	saved, err := readAutosaveFile(h.a.autosavePath())
	if err != nil || saved.meta.Clock == nil {
		t.Fatalf("no clocks in the autosave: %v", err)
	}
	white := time.Duration(saved.meta.Clock.White) * time.Millisecond
	black := time.Duration(saved.meta.Clock.Black) * time.Millisecond
	if white >= 5*time.Minute-40*time.Millisecond || white < 4*time.Minute ||
		black >= 5*time.Minute-40*time.Millisecond || black < 4*time.Minute {
		t.Fatalf("saved clocks %v / %v", white, black)
	}

	fake := &fakeClocks{}
	h.clocks = fake
	h.start(Options{})
	h.waitFor("restored game", func() bool { return len(h.a.state.Moves) == 4 })
	if fake.calls != 1 || fake.white != white || fake.black != black {
		t.Fatalf("restore set the clocks %d times to %v / %v, want %v / %v", fake.calls, fake.white, fake.black, white, black)
	}

	// The clocks of another game (another time control) are not used.
	h.a.startNewGame(twoHumans())
	h.a.close()
	fake2 := &fakeClocks{}
	h.clocks = fake2
	h.start(Options{})
	if fake2.calls != 0 {
		t.Fatal("clock times restored into a game without a clock")
	}
}

// The status line is valid text the window's font can draw: "→" came from
// Fyne's symbol font, which lacks a space, and the space after it showed as
// "�".
func TestStatusTextDrawable(t *testing.T) {
	f, err := font.ParseTTF(bytes.NewReader(theme.DefaultTheme().Font(fyne.TextStyle{}).Content()))
	if err != nil {
		t.Fatal(err)
	}
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3")
	var texts []string
	for ply := 0; ply <= 3; ply++ {
		h.a.viewPosition(ply)
		texts = append(texts, h.a.status.Text)
	}
	st := h.a.state
	st.Outcome = master.Outcome{Result: master.ResultDraw, Message: "Draw."}
	texts = append(texts, statusText(st, 3))
	for _, text := range texts {
		if !utf8.ValidString(text) || strings.ContainsRune(text, utf8.RuneError) {
			t.Errorf("status %q is not clean text", text)
		}
		for _, r := range text {
			if _, ok := f.NominalGlyph(r); !ok {
				t.Errorf("status %q: the text font has no %q", text, r)
			}
		}
	}
}

// A binary file is named as not being PGN; its bytes never reach the
// dialog.
func TestOpenBinaryFile(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	path := filepath.Join(t.TempDir(), "photo.pgn")
	if err := os.WriteFile(path, []byte("[~M\x89\xd0L\xff\x00\x13\x02 junk\x01\x02\n\x89PNG\r\n\x1a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.a.openPath(path)
	h.pump()
	text := h.overlayText()
	if !strings.Contains(text, "photo.pgn is not a PGN file") {
		t.Fatalf("dialog says %q", text)
	}
	if !utf8.ValidString(text) || strings.ContainsRune(text, utf8.RuneError) || strings.ContainsFunc(text, func(r rune) bool {
		return unicode.IsControl(r) && r != '\n'
	}) {
		t.Fatalf("dialog shows raw bytes: %q", text)
	}
}

func TestCleanText(t *testing.T) {
	got := cleanText("bad tag [~M\x89\xd0L\xff\x00\x13x\ufffd\nnext\tline")
	if got != "bad tag [~M??L???x?\nnext\tline" {
		t.Fatalf("got %q", got)
	}
	if long := cleanText(strings.Repeat("é", 1000)); utf8.RuneCountInString(long) != maxErrorRunes+1 || !strings.HasSuffix(long, "…") {
		t.Fatalf("long text kept %d runes", utf8.RuneCountInString(long))
	}
	if looksBinary("open /x/y.pgn: no such file or directory") || !looksBinary("bad tag \x89") || !looksBinary("the file is binary") {
		t.Fatal("looksBinary misjudges")
	}
}

// A game agreed drawn says so at the end of its move list.
func TestResultLineOfAgreedDraw(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	h.a.offerDraw()
	test.Tap(h.overlayButtons()["Yes"])
	h.waitFor("draw", func() bool { return h.a.state.Outcome.Over() })
	if got := h.a.moves.Result(); got != "1/2-1/2 · Drawn by agreement" {
		t.Fatalf("result line %q", got)
	}
	if got := h.a.status.Text; got != "Study · Draw agreed. (1/2-1/2)" {
		t.Fatalf("status %q", got)
	}
}

// The hint draws an arrow from the piece to its target square until the
// position changes.
func TestHintArrow(t *testing.T) {
	test.NewTempApp(t)
	b := widgets.NewBoard()
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSquareSize(400))
	b.SetState(widgets.BoardState{FEN: master.StandardFEN, Legal: []string{"g1f3", "e2e4"}, Enabled: true})
	b.SetHint("g1f3")
	r := b.Renderer
	if b.Hint() != "g1f3" || !r.Arrow.Visible() || len(r.Arrow.Points) != 7 {
		t.Fatalf("hint %q, arrow shown %v with %d points", b.Hint(), r.Arrow.Visible(), len(r.Arrow.Points))
	}
	// The head ends inside f3, the tail starts inside g1 (the tip is the
	// middle point in either order).
	if sq := b.SquareAt(r.Arrow.Points[3]); sq != widgets.ParseSquare("f3") {
		t.Fatalf("arrow tip on square %d", sq)
	}
	if sq := b.SquareAt(r.Arrow.Points[0]); sq != widgets.ParseSquare("g1") {
		t.Fatalf("arrow tail on square %d", sq)
	}
	b.SetState(widgets.BoardState{FEN: "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"})
	if b.Hint() != "" || r.Arrow.Visible() {
		t.Fatal("the arrow outlived its position")
	}
}

func TestArrowPointsClockwise(t *testing.T) {
	for _, c := range []fyne.Position{{X: 300, Y: 100}, {X: 100, Y: 300}, {X: 20, Y: 100}, {X: 100, Y: 20}} {
		pts := widgets.ArrowPoints(fyne.NewPos(100, 100), c, 50)
		area := float32(0)
		for i, p := range pts {
			q := pts[(i+1)%len(pts)]
			area += p.X*q.Y - q.X*p.Y
		}
		if area <= 0 {
			t.Errorf("arrow to %v is not clockwise", c)
		}
	}
}

// About names the commit the toolchain recorded when the version string
// has none.
func TestAboutVersion(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}
	for in, want := range map[string]string{
		"1.2.0 (commit unknown)":      "1.2.0 (commit 0123456789ab-dirty)",
		"1.2.0 (commit not recorded)": "1.2.0 (commit 0123456789ab-dirty)",
		"1.2.0":                       "1.2.0 (commit 0123456789ab-dirty)",
		"1.2.0 (commit feedbeef)":     "1.2.0 (commit feedbeef)",
		"":                            "dev (commit 0123456789ab-dirty)",
	} {
		if got := aboutVersion(in, vcs); got != want {
			t.Errorf("aboutVersion(%q) = %q, want %q", in, got, want)
		}
	}
	if got := aboutVersion("1.2.0 (commit unknown)", nil); got != "1.2.0 (commit unknown)" {
		t.Errorf("without build info: %q", got)
	}
}

// The evaluation bar shows only when a program that evaluates plays.
func TestEvalBarOnlyWithAProgram(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if h.a.evalBar.Visible() {
		t.Fatal("evaluation bar shown between two humans")
	}
	boardHuman := h.a.board.Size().Width
	s2 := twoHumans()
	s2.Black = master.PlayerConfig{Kind: master.Computer, Level: 1}
	h.a.applySettings(s2)
	h.waitFor("computer", func() bool { return h.a.state.Black.Kind == master.Computer })
	if !h.a.evalBar.Visible() {
		t.Fatal("evaluation bar hidden against the computer")
	}
	if h.a.board.Size().Width > boardHuman {
		t.Fatalf("board grew from %v to %v when the bar appeared", boardHuman, h.a.board.Size().Width)
	}
}

// The card of the side to move is highlighted, with or without a clock.
func TestTurnHighlight(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.bottomCard.ToMove() || h.a.topCard.ToMove() {
		t.Fatal("White to move, but White's card is not the highlighted one")
	}
	h.play("e2e4")
	if h.a.bottomCard.ToMove() || !h.a.topCard.ToMove() {
		t.Fatal("Black to move, but Black's card is not the highlighted one")
	}
	h.play("f7f6", "d2d4", "g7g5", "d1h5")
	h.waitFor("mate", func() bool { return h.a.state.Outcome.Over() })
	if h.a.bottomCard.ToMove() || h.a.topCard.ToMove() {
		t.Fatal("a card is highlighted after the game ended")
	}
}
