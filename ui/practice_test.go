package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/pgn"
	"chessmaster/practice"
	"chessmaster/ui/widgets/widgettest"
)

// foolsMatePGN is the fool's mate: White's 2.g4 is the blunder to
// practice.
const foolsMatePGN = "[Event \"Fool\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"

// foolsExercise is the position before 2.g4 (the board's placement).
const foolsExercise = "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w"

// reviewedFoolsMate opens the fool's mate with White played by a person
// and reviews it.
func reviewedFoolsMate(t *testing.T) *harness {
	t.Helper()
	path := writeFile(t, "fool.pgn", foolsMatePGN)
	s := master.DefaultSettings() // White a person, Black the computer
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 20000
	h.a.practice.delay = 0
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	if !h.a.menu.practice.Disabled {
		t.Fatal("Practice Mistakes offered before a review")
	}
	h.a.startReview()
	h.waitFor("the review", func() bool { return h.a.review.run == nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	if h.a.review.result == nil {
		t.Fatalf("no review; dialog %q", h.overlayText())
	}
	if h.a.menu.practice.Disabled {
		t.Fatal("Practice Mistakes not offered after a review with a blunder")
	}
	return h
}

// gameRecord is what practice must leave alone: the game's moves, marks
// and comments, the board's move and the modified flag.
func gameRecord(h *harness) string {
	st := h.a.ctrl.Snapshot()
	var path []string
	for _, i := range st.Path {
		path = append(path, string(rune('0'+i)))
	}
	mod := "unmodified"
	if st.Modified {
		mod = "modified"
	}
	return pgn.Write(h.a.ctrl.Tree()) + "\npath " + strings.Join(path, ",") + " " + mod + " " + st.FEN
}

// boardPlacement is the board's FEN up to the side to move.
func boardPlacement(h *harness) string {
	f := strings.Fields(h.a.board.State().FEN)
	return f[0] + " " + f[1]
}

// judged waits for the verdict on a try made on the board.
func judged(h *harness) string {
	h.t.Helper()
	h.waitFor("the verdict", func() bool { s := h.a.practice.s; return s == nil || !s.trying })
	return h.a.practice.feedback.Text
}

// practiceDialogRadio is the side chooser of the open dialog.
func practiceDialogRadio(h *harness) *widget.RadioGroup {
	top := h.a.win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if r, ok := o.(*widget.RadioGroup); ok {
			return r
		}
	}
	return nil
}

// dismiss closes the dialog on top with its button.
func dismiss(h *harness, label string) {
	h.t.Helper()
	b := h.overlayButtons()[label]
	if b == nil {
		h.t.Fatalf("no %q button in %q", label, h.overlayText())
	}
	test.Tap(b)
}

// Practicing the fool's mate: the side asked for is White's (the
// person's), the position before 2.g4 is set, a wrong try is refused,
// the game's own move is recognised, the solution is shown, a good move
// is accepted and the practice goes on (here: ends, with the count); the
// game is untouched throughout, and what would change it is out of reach.
func TestPracticeMistakes(t *testing.T) {
	h := reviewedFoolsMate(t)
	before := gameRecord(h)

	h.a.menu.practice.Action()
	radio := practiceDialogRadio(h)
	if radio == nil {
		t.Fatalf("no side chooser; dialog %q", h.overlayText())
	}
	if !strings.HasPrefix(radio.Selected, "White (1 position)") || slices.ContainsFunc(radio.Options, func(o string) bool {
		return strings.HasPrefix(o, "Black")
	}) {
		t.Fatalf("chooser offers %q, selected %q", radio.Options, radio.Selected)
	}
	dismiss(h, "Start")
	if !h.a.practicing() {
		t.Fatal("Start did not start the practice")
	}
	v := &h.a.practice
	want := "Position 1 of 1 — in the game White played 2.g4?? (blunder). Find a better move."
	if v.position.Text != want || !v.box.Visible() || h.a.moves.Visible() || h.a.moveInput.box.Visible() {
		t.Fatalf("panel %q (shown %v), move list shown %v", v.position.Text, v.box.Visible(), h.a.moves.Visible())
	}
	if boardPlacement(h) != foolsExercise || !h.a.board.AcceptsInput() || h.a.board.Flipped() {
		t.Fatalf("board %q, input %v, flipped %v", h.a.board.State().FEN, h.a.board.AcceptsInput(), h.a.board.Flipped())
	}
	if m := h.a.menu; !m.practice.Disabled || !m.undo.Disabled || !m.review.Disabled || !m.settings.Disabled {
		t.Fatal("menu items that change the game are offered while practicing")
	}

	// Undo, its shortcut (both ways the driver delivers it), the keys
	// that walk the game and a refresh leave the game and the exercise.
	h.pressShortcut(shortcutUndo)
	h.typeShortcut(shortcutUndo)
	h.typeShortcut(shortcutRedoShift)
	if f := h.a.win.Canvas().OnTypedKey(); f != nil {
		f(&fyne.KeyEvent{Name: fyne.KeyHome})
	}
	h.a.refresh()
	if gameRecord(h) != before || boardPlacement(h) != foolsExercise || !h.a.practicing() {
		t.Fatalf("the game or the board changed while practicing:\n%s\nboard %s", gameRecord(h), h.a.board.State().FEN)
	}

	// Wrong tries: refused with the forced mate 2.h3 lets in (2...Qh4+
	// 3.g3 Qxg3#), or with the winning chances 2.f4 gives away (a pawn),
	// and the position is put back.
	widgettest.TapSquare(h.a.board, "h2")
	widgettest.TapSquare(h.a.board, "h3")
	if fb := judged(h); fb != "2.h3 allows a forced mate. Try another move, or look at the solution." {
		t.Fatalf("wrong try: %q", fb)
	}
	widgettest.TapSquare(h.a.board, "f3")
	widgettest.TapSquare(h.a.board, "f4")
	if fb := judged(h); !strings.HasPrefix(fb, "2.f4 gives away ") || !strings.Contains(fb, "% of the winning chances") {
		t.Fatalf("wrong try: %q", fb)
	}
	if boardPlacement(h) != foolsExercise || !h.a.board.AcceptsInput() || !h.a.practicing() {
		t.Fatalf("after a wrong try: board %q, input %v", h.a.board.State().FEN, h.a.board.AcceptsInput())
	}
	// The game's own move.
	widgettest.TapSquare(h.a.board, "g2")
	widgettest.TapSquare(h.a.board, "g4")
	if fb := judged(h); fb != "2.g4 is the move from the game. Try another move." {
		t.Fatalf("the game's move: %q", fb)
	}
	if boardPlacement(h) != foolsExercise || !h.a.board.AcceptsInput() {
		t.Fatal("the position was not put back after the game's move")
	}
	// The solution: an arrow and the move in SAN.
	best := h.a.practice.s.exs[0].Best
	test.Tap(v.solution)
	sol := notation.SANLine(h.a.practice.s.exs[0].FEN, []string{best}, 1)
	if h.a.board.BestMove() != best || v.feedback.Text != "The engine plays "+sol+"." {
		t.Fatalf("solution: arrow %q (want %q), %q", h.a.board.BestMove(), best, v.feedback.Text)
	}
	// Played after the solution it is accepted but not counted; the
	// practice goes on, here to its end.
	widgettest.TapSquare(h.a.board, best[:2])
	widgettest.TapSquare(h.a.board, best[2:4])
	if fb := judged(h); !strings.Contains(fb, "the solution was shown") {
		t.Fatalf("the solution played: %q", fb)
	}
	h.waitFor("the end", func() bool { return !h.a.practicing() })
	if txt := h.overlayText(); !strings.Contains(txt, "0 of 1 found.") {
		t.Fatalf("end: %q", txt)
	}
	dismiss(h, "OK")
	assertGameBack(t, h, before)

	// Again, typing a good move at once: found.
	if !h.a.startPractice(h.a.humanSide()) {
		t.Fatal("practice not offered again")
	}
	h.a.practiceTyped("Zz9")
	if fb := v.feedback.Text; !strings.Contains(fb, "Zz9") || v.feedback.Importance != widget.DangerImportance {
		t.Fatalf("unreadable typed move: %q", fb)
	}
	h.a.practiceTyped("e3")
	if fb := judged(h); !strings.Contains(fb, "2.e3 is as good as the engine's move") && !strings.Contains(fb, "2.e3 is the engine's move") {
		t.Fatalf("a good move: %q", fb)
	}
	h.waitFor("the end", func() bool { return !h.a.practicing() })
	if txt := h.overlayText(); !strings.Contains(txt, "1 of 1 found.") {
		t.Fatalf("end: %q", txt)
	}
	dismiss(h, "OK")
	assertGameBack(t, h, before)

	// Next past the last position ends it too; Stop ends it at once.
	h.a.startPractice(practice.Both)
	test.Tap(v.next)
	if h.a.practicing() || !strings.Contains(h.overlayText(), "0 of 1 found.") {
		t.Fatalf("Next on the last position: practicing %v, %q", h.a.practicing(), h.overlayText())
	}
	dismiss(h, "OK")
	h.a.startPractice(practice.WhiteOnly)
	widgettest.TapSquare(h.a.board, "h2")
	widgettest.TapSquare(h.a.board, "h3")
	test.Tap(v.stop) // while the try is judged
	h.pump()
	if h.a.practicing() {
		t.Fatal("Stop did not stop")
	}
	dismiss(h, "OK")
	assertGameBack(t, h, before)
	// Black made no mistake to practice.
	if h.a.startPractice(practice.BlackOnly) || h.a.practicing() {
		t.Fatal("practice started without a position")
	}
}

// assertGameBack checks that the window shows the game again as it was.
func assertGameBack(t *testing.T, h *harness, before string) {
	t.Helper()
	h.pump()
	if got := gameRecord(h); got != before {
		t.Fatalf("practice changed the game:\n%s\n---\n%s", before, got)
	}
	if h.a.board.State().FEN != h.a.state.FEN || h.a.board.BestMove() != h.a.reviewArrow() {
		t.Fatalf("board %q, game %q", h.a.board.State().FEN, h.a.state.FEN)
	}
	if !h.a.moves.Visible() || h.a.practice.box.Visible() || !h.a.moveInput.box.Visible() || h.a.menu.undo.Disabled != !h.a.state.CanUndo {
		t.Fatal("the window was not put back")
	}
	m := h.a.menu
	if m.practice.Disabled || m.settings.Disabled || m.study.setup.Disabled || m.study.analysis.Disabled {
		t.Fatal("menu items stay disabled after practice")
	}
}

// A practice ends when another game is opened; the new game is shown.
func TestPracticeEndsWithTheGame(t *testing.T) {
	h := reviewedFoolsMate(t)
	if !h.a.startPractice(practice.WhiteOnly) {
		t.Fatal("no practice")
	}
	other := writeFile(t, "other.pgn", "[Event \"x\"]\n\n1. e4 e5 *\n")
	h.a.openPath(other)
	h.waitFor("the other game", func() bool { return len(h.a.state.Moves) == 2 })
	h.pump()
	if h.a.practicing() || h.a.board.State().FEN != h.a.state.FEN || !h.a.moves.Visible() {
		t.Fatalf("practicing %v, board %q", h.a.practicing(), h.a.board.State().FEN)
	}
	if h.a.board.OnMove == nil {
		t.Fatal("the board lost its move handler")
	}
	// The board plays into the game again.
	h.play("g1f3")
	if got := h.sans(); len(got) < 3 || !slices.Equal(got[:3], []string{"e4", "e5", "Nf3"}) {
		t.Fatalf("moves %v", got)
	}
}

// Both sides' mistakes, in game order: with two people at the board both
// are chosen at first; a Black position is shown with Black at the
// bottom; the engine's own move is recognised and counted, and the next
// position follows at once.
func TestPracticeBothSides(t *testing.T) {
	path := writeFile(t, "fools.pgn", "[Event \"Fools\"]\n\n1. f3 e5 2. g4 d6 3. Nc3 Qh4# 0-1\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 20000
	h.a.practice.delay = 0
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 6 })
	flipped := h.a.board.Flipped()
	h.a.startReview()
	h.waitFor("the review", func() bool { return h.a.review.run == nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	before := gameRecord(h)
	h.a.askPractice()
	radio := practiceDialogRadio(h)
	if radio == nil || len(radio.Options) != 3 || !strings.HasPrefix(radio.Selected, "Both sides (3 positions)") {
		t.Fatalf("chooser: %v", radio)
	}
	dismiss(h, "Start")
	v := &h.a.practice
	if !strings.HasPrefix(v.position.Text, "Position 1 of 3 — in the game White played 2.g4??") {
		t.Fatalf("first: %q", v.position.Text)
	}
	test.Tap(v.next)
	// 2...d6 misses a mate in one and 3.Nc3 lets it in: blunders by the
	// review's rule for forced mates, whatever the evaluation says of the
	// position around them.
	if second := v.position.Text; !strings.HasPrefix(second, "Position 2 of 3 — in the game Black played 2...d6??") || !h.a.board.Flipped() {
		t.Fatalf("second: %q, flipped %v", v.position.Text, h.a.board.Flipped())
	}
	if h.a.board.State().LastMove != "g2g4" || h.a.status.Text != "Practice · Black to move" {
		t.Fatalf("last move %q, status %q", h.a.board.State().LastMove, h.a.status.Text)
	}
	widgettest.TapSquare(h.a.board, "b8")
	widgettest.TapSquare(h.a.board, "c6")
	if fb := judged(h); fb != "2...Nc6 lets the forced mate slip. Try another move, or look at the solution." {
		t.Fatalf("a try that misses the mate: %q", fb)
	}
	widgettest.TapSquare(h.a.board, "d8")
	widgettest.TapSquare(h.a.board, "h4")
	if fb := judged(h); fb != "2...Qh4# is the engine's move. Well found!" {
		t.Fatalf("the engine's move: %q", fb)
	}
	h.pump()
	if third := v.position.Text; !strings.HasPrefix(third, "Position 3 of 3 — in the game White played 3.Nc3??") || h.a.board.Flipped() {
		t.Fatalf("third: %q", v.position.Text)
	}
	test.Tap(v.stop)
	if txt := h.overlayText(); !strings.Contains(txt, "1 of 3 found.") {
		t.Fatalf("end: %q", txt)
	}
	dismiss(h, "OK")
	assertGameBack(t, h, before)
	if h.a.board.Flipped() != flipped {
		t.Fatal("the board's orientation was not put back")
	}
}

// The spoken line follows the practice: it says the move that led to the
// exercise's position (1...e5 before 2.g4), not the held game's last
// move, and the game's last move again once the practice ends.
func TestPracticeSpokenLineSaysTheExercisesMove(t *testing.T) {
	h := reviewedFoolsMate(t)
	gameLine := h.a.spoken.Text
	if !strings.Contains(gameLine, "queen") {
		t.Fatalf("before practice the spoken line says %q, want the game's last move (the queen's)", gameLine)
	}
	h.a.menu.practice.Action()
	dismiss(h, "Start")
	if !h.a.practicing() {
		t.Fatal("Start did not start the practice")
	}
	if got := h.a.spoken.Text; got != "1... Black: pawn to e5" {
		t.Errorf("practicing, the spoken line says %q, want the move before the exercise", got)
	}
	h.a.stopPractice()
	h.pump()
	if got := h.a.spoken.Text; got != gameLine {
		t.Errorf("after the practice the spoken line says %q, want %q", got, gameLine)
	}
}
