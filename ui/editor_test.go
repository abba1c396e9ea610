package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/ui/widgets"
)

// click puts the palette's piece pc (0: the eraser) on the named squares.
func (e *positionEditor) click(pc byte, squares ...string) {
	e.tiles[pc].Tapped(&fyne.PointEvent{})
	for _, s := range squares {
		e.board.Tapped(&fyne.PointEvent{Position: e.board.squareCentre(widgets.ParseSquare(s))})
	}
}

// clearBoard presses Clear.
func (e *positionEditor) clearBoard(t *testing.T) {
	t.Helper()
	pressButton(t, e.dlgContent(), "Clear")
}

func (e *positionEditor) dlgContent() fyne.CanvasObject {
	return e.a.win.Canvas().Overlays().Top()
}

// pressButton taps the button labelled text in o.
func pressButton(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	for _, w := range test.LaidOutObjects(o) {
		if b, ok := w.(*widget.Button); ok && b.Text == text {
			if b.Disabled() {
				t.Fatalf("button %q is disabled", text)
			}
			b.OnTapped()
			return
		}
	}
	t.Fatalf("no button %q", text)
}

func openEditor(t *testing.T) (*harness, *positionEditor) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	e := h.a.showPositionEditor()
	return h, e
}

// A position set up by clicks: the FEN follows the board, castling is
// offered only where king and rook stand, and a second click with the
// same piece takes it off again.
func TestEditorSetsUpPositionByClicks(t *testing.T) {
	_, e := openEditor(t)
	if e.fen.Text != master.StandardFEN || !e.castles[0].Checked || e.play.Disabled() {
		t.Fatalf("the editor does not start from the board: %q", e.fen.Text)
	}
	e.clearBoard(t)
	e.click('K', "e1")
	e.click('k', "e8")
	e.click('R', "h1")
	if e.fen.Text != "4k3/8/8/8/8/8/8/4K2R w - - 0 1" {
		t.Fatalf("FEN %q", e.fen.Text)
	}
	if e.castles[0].Disabled() || !e.castles[1].Disabled() || !e.castles[2].Disabled() {
		t.Fatal("castling is offered where its king and rook do not stand")
	}
	e.castles[0].SetChecked(true)
	if e.fen.Text != "4k3/8/8/8/8/8/8/4K2R w K - 0 1" {
		t.Fatalf("FEN with O-O %q", e.fen.Text)
	}
	// The rook leaves h1: no castling; it comes back: the right does too.
	e.click('R', "h1")
	if e.pos[widgets.ParseSquare("h1")] != 0 || !e.castles[0].Disabled() || e.castles[0].Checked ||
		e.fen.Text != "4k3/8/8/8/8/8/8/4K3 w - - 0 1" {
		t.Fatalf("after taking the rook off: %q, O-O enabled %v", e.fen.Text, !e.castles[0].Disabled())
	}
	e.board.OnTap(widgets.ParseSquare("h1"))
	if !e.castles[0].Checked || !strings.Contains(e.fen.Text, " w K ") {
		t.Fatalf("the rook is back: %q", e.fen.Text)
	}
	// Right click and the eraser empty squares.
	e.board.TappedSecondary(&fyne.PointEvent{Position: e.board.squareCentre(widgets.ParseSquare("h1"))})
	e.click('Q', "d4")
	e.click(0, "d4")
	if e.fen.Text != "4k3/8/8/8/8/8/8/4K3 w - - 0 1" || e.play.Disabled() {
		t.Fatalf("FEN %q, play disabled %v", e.fen.Text, e.play.Disabled())
	}
	// Black to move.
	e.side.SetSelected("Black")
	if e.fen.Text != "4k3/8/8/8/8/8/8/4K3 b - - 0 1" {
		t.Fatalf("FEN %q", e.fen.Text)
	}
}

// A position no game can reach says why and cannot be played.
func TestEditorRefusesImpossiblePositions(t *testing.T) {
	_, e := openEditor(t)
	check := func(what, want string) {
		t.Helper()
		if !e.play.Disabled() || !e.analyse.Disabled() || !strings.Contains(e.problem.Text, want) ||
			e.problem.Importance != widget.DangerImportance {
			t.Fatalf("%s: problem %q (want %q), play enabled %v", what, e.problem.Text, want, !e.play.Disabled())
		}
	}
	e.clearBoard(t)
	e.click('K', "e1")
	check("no black king", "Black has 0 kings")
	e.click('k', "e8", "a8")
	check("two black kings", "Black has 2 kings")
	e.click('k', "a8")
	e.click('P', "a8")
	check("a pawn on the back rank", "pawn on rank 8")
	e.click('P', "a8")
	e.click('R', "e5") // gives check to the side not to move
	check("the side not to move in check", "the side not to move (black) is in check")
	e.click(0, "e5")
	// Material no game reaches is playable, with a notice.
	notice := func(what, want string) {
		t.Helper()
		if e.play.Disabled() || e.analyse.Disabled() || !strings.Contains(e.problem.Text, "cannot arise in a game") ||
			!strings.Contains(e.problem.Text, want) || e.problem.Importance != widget.WarningImportance {
			t.Fatalf("%s: notice %q (want %q), play enabled %v", what, e.problem.Text, want, !e.play.Disabled())
		}
	}
	e.click('P', "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "a3")
	notice("nine pawns", "White has 9 pawns")
	e.click(0, "a3")
	if e.play.Disabled() || e.problem.Importance != widget.SuccessImportance {
		t.Fatalf("eight pawns refused: %q", e.problem.Text)
	}
	e.click('Q', "a3", "b3", "c3", "d3", "f3", "g3", "h3", "a5")
	notice("too many pieces", "White has 17 pieces")
	// A check no move can give.
	e.setFEN("4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1", true)
	check("triple check", "Black is in check from 3 pieces")
	// Checkmate: nothing to play.
	e.setFEN("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", true)
	check("checkmate", "no legal move")
}

// The FEN field works both ways, the en-passant list offers the squares a
// pawn can just have passed, and Copy and Paste use the clipboard.
func TestEditorFENBothWays(t *testing.T) {
	h, e := openEditor(t)
	e.fen.SetText("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3")
	if e.pos[widgets.ParseSquare("e5")] != 'P' || e.pos[widgets.ParseSquare("d5")] != 'p' || e.ep != widgets.ParseSquare("d6") ||
		e.epSel.Selected != "d6" || e.fullmove != 3 {
		t.Fatalf("typed FEN not shown: ep %q, move %d", e.epSel.Selected, e.fullmove)
	}
	if !slices.Equal(e.epSel.Options, []string{"-", "d6"}) {
		t.Fatalf("en passant options %v", e.epSel.Options)
	}
	e.epSel.SetSelected("-")
	if e.fen.Text != "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3" {
		t.Fatalf("FEN %q", e.fen.Text)
	}
	pressButton(t, e.dlgContent(), "Copy FEN")
	if got := h.fa.Clipboard().Content(); got != e.fen.Text {
		t.Fatalf("clipboard %q", got)
	}
	h.fa.Clipboard().SetContent("8/8/8/8/8/8/8/k6K w - - 0 1")
	pressButton(t, e.dlgContent(), "Paste FEN")
	if e.pos[widgets.ParseSquare("a1")] != 'k' || e.pos[widgets.ParseSquare("h1")] != 'K' || e.play.Disabled() {
		t.Fatalf("pasted FEN not shown: %q", e.fen.Text)
	}
	// A FEN that cannot be read says why.
	e.fen.SetText("8/8/8 w")
	if !e.play.Disabled() || !strings.Contains(e.problem.Text, "Not a legal position") {
		t.Fatalf("bad FEN: %q", e.problem.Text)
	}
}

// Play from here starts a game from the position with the current
// players; Analyse opens analysis mode on it.
func TestEditorPlayAndAnalyse(t *testing.T) {
	h, e := openEditor(t)
	e.clearBoard(t)
	e.click('K', "e1")
	e.click('R', "a1")
	e.click('k', "e8")
	e.castles[1].SetChecked(true)
	fen := e.fen.Text
	pressButton(t, e.dlgContent(), "Play from here")
	h.pump()
	st := h.a.state
	if st.StartFEN != fen || st.FEN != fen || len(st.Moves) != 0 || !st.HumanToMove || h.a.analysing() {
		t.Fatalf("game from %q: start %q, fen %q", fen, st.StartFEN, st.FEN)
	}
	if !slices.Contains(st.LegalMoves, "e1c1") {
		t.Fatalf("O-O-O is not legal: %v", st.LegalMoves)
	}
	h.play("a1a7")
	if h.a.win.Canvas().Overlays().Top() != nil {
		t.Fatal("the editor is still open")
	}

	e = h.a.showPositionEditor()
	if e.fen.Text != h.a.state.FEN {
		t.Fatalf("the editor opened on %q, the board shows %q", e.fen.Text, h.a.state.FEN)
	}
	e.click('q', "d5")
	fen = e.fen.Text
	pressButton(t, e.dlgContent(), "Analyse")
	h.pump()
	h.discardPrompt()["Don't save"]() // the game played from the set-up position is replaced
	if !h.a.analysing() || h.a.state.FEN != fen || h.a.state.Running {
		t.Fatalf("analyse: on %v, fen %q want %q", h.a.analysing(), h.a.state.FEN, fen)
	}
	// Four pieces: the tablebases know Black wins, "TB 0-1".
	checkLines(t, h, fen, h.waitLines(3, 1))
	if score := h.a.analysis.rows[0].score.Text; !strings.Contains(score, "TB 0-1") {
		t.Errorf("tablebase score %q", score)
	}
	h.a.setAnalysis(false)
}

// The editor grows with the window: at 1920×1080 its board was 450 px
// (a 900×640 dialog) beside a main board of 990. It never runs out of
// the window.
func TestEditorGrowsWithTheWindow(t *testing.T) {
	for _, c := range []struct {
		win       fyne.Size
		minBoard  float32
		maxDialog fyne.Size
	}{
		{fyne.NewSize(1100, 760), 8 * 44, fyne.NewSize(1100, 760)},
		{fyne.NewSize(1920, 1080), 700, fyne.NewSize(1920, 1080)},
		{fyne.NewSize(1600, 1000), 640, fyne.NewSize(1600, 1000)},
	} {
		s := twoHumans()
		h := newHarness(t, Options{Settings: &s})
		h.a.win.Resize(c.win)
		h.pump()
		e := h.a.showPositionEditor()
		h.pump()
		relayout(h.a.win)
		b := e.board.Size()
		side := min(b.Width, b.Height)
		if side < c.minBoard {
			t.Errorf("%v: the editor's board is %v, want at least %.0f px", c.win, b, c.minBoard)
		}
		if sz := editorDialogSize(h.a.win.Canvas().Size()); sz.Width > c.maxDialog.Width || sz.Height > c.maxDialog.Height {
			t.Errorf("%v: the editor asks for %v, more than %v", c.win, sz, c.maxDialog)
		}
		e.dlg.Hide()
		h.a.close()
	}
}
