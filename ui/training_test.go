package ui

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"chessmaster/drill"
	"chessmaster/master"
	"chessmaster/repertoire"
	"chessmaster/tablebase"
	"chessmaster/ui/widgets/widgettest"
)

// move makes a move on the board by tapping its squares.
func move(h *harness, uci string) {
	h.t.Helper()
	widgettest.TapSquare(h.a.board, uci[:2])
	widgettest.TapSquare(h.a.board, uci[2:4])
	h.pump()
}

// drawable fails the test for a text the window's font cannot draw (an
// arrow: the fallback font Fyne takes it from has no space, and "→ "
// shows "�").
func drawable(t *testing.T, texts ...string) {
	t.Helper()
	f, err := font.ParseTTF(bytes.NewReader(theme.DefaultTheme().Font(fyne.TextStyle{}).Content()))
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range texts {
		for _, r := range text {
			if _, ok := f.NominalGlyph(r); !ok && r != '\n' || r == utf8.RuneError {
				t.Errorf("%q: the text font has no %q", text, r)
			}
		}
	}
}

// An endgame drill takes the board: the dialog offers the six endings,
// the status line names the mode, each move gets its verdict with the
// DTZ change and the defence's answer goes on the board; the game under
// it and the items that would change it are left alone; Stop gives the
// board back.
func TestTrainingEndgameDrill(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	before := gameRecord(h)

	h.a.menu.drills.Action()
	radio := practiceDialogRadio(h)
	if radio == nil || len(radio.Options) != 6 || radio.Selected != "King and queen against king" {
		t.Fatalf("drill chooser: %v; dialog %q", radio, h.overlayText())
	}
	dismiss(h, "Start")
	if !h.a.training() || !strings.HasPrefix(h.a.status.Text, "Endgame drill · Won by the tables: DTZ ") {
		t.Fatalf("after Start: training %v, status %q", h.a.training(), h.a.status.Text)
	}
	h.a.stopTraining()

	k, _ := drill.KindByID("kqk")
	h.a.startDrill(k, 3) // 8/2Q5/8/8/2K5/8/8/6k1 w: DTZ 11
	if got := h.a.board.State().FEN; got != "8/2Q5/8/8/2K5/8/8/6k1 w - - 0 1" {
		t.Fatalf("board %q", got)
	}
	// The held game's last move and opening are not said beside the drill.
	if h.a.spoken.Text != "" || h.a.opening.Visible() {
		t.Errorf("beside the drill: spoken %q, opening %q", h.a.spoken.Text, h.a.opening.Text)
	}
	if st := h.a.status.Text; st != "Endgame drill · Won by the tables: DTZ 11 · mate in 6 along the tables' line" {
		t.Fatalf("status %q", st)
	}
	if m := h.a.menu; !m.undo.Disabled || !m.review.Disabled || !m.settings.Disabled || !m.drills.Disabled || !m.repertoire.Disabled {
		t.Fatal("items that change the game are offered during a drill")
	}
	if h.a.moves.Visible() || !h.a.train.box.Visible() || h.a.train.title.Text != "King and queen against king" {
		t.Fatal("the drill's panel is not in place of the move list")
	}
	move(h, "c4d3")
	fb := h.a.train.feedback.Text
	if !strings.HasPrefix(fb, "1.Kd3: win kept · DTZ from 11 to 10 (best). The defence plays 1...K") {
		t.Fatalf("feedback %q", fb)
	}
	st := h.a.board.State()
	if !strings.HasPrefix(st.FEN, "8/2Q5/8/8/8/3K4/") || !strings.Contains(st.FEN, " w ") || st.LastMove == "" || !st.Enabled {
		t.Fatalf("after the reply the board is %+v", st)
	}
	if sp := h.a.spoken.Text; !strings.HasPrefix(sp, "1... Black: king to ") {
		t.Errorf("spoken line after the defence's reply: %q", sp)
	}
	if !strings.HasPrefix(h.a.status.Text, "Endgame drill · Won by the tables: DTZ 9 ") {
		t.Fatalf("status %q", h.a.status.Text)
	}
	drawable(t, fb, h.a.status.Text, h.a.train.info.Text)
	h.a.trainingHint()
	if !strings.HasPrefix(h.a.train.feedback.Text, "The tables play 2.") {
		t.Errorf("hint %q", h.a.train.feedback.Text)
	}
	h.a.refresh()
	if gameRecord(h) != before {
		t.Fatalf("the drill changed the game:\n%s", gameRecord(h))
	}
	h.a.stopTraining()
	if h.a.training() || !h.a.moves.Visible() || h.a.board.State().FEN != h.a.state.FEN || h.a.menu.undo.Disabled {
		t.Fatal("Stop did not give the board back")
	}
	if gameRecord(h) != before || strings.HasPrefix(h.a.status.Text, "Endgame drill") {
		t.Fatalf("after Stop: %s / %q", gameRecord(h), h.a.status.Text)
	}
	if sp := h.a.spoken.Text; sp != "1... Black: pawn to e5" {
		t.Errorf("after Stop the spoken line says %q, not the game's last move", sp)
	}
}

// The end of a drill: a stalemate is a draw and the moment the win was
// lost; a mate is a win. The board takes no more moves.
func TestTrainingDrillEndings(t *testing.T) {
	tb, err := tablebase.Default()
	if err != nil {
		t.Fatal(err)
	}
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	const fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"
	for _, c := range []struct{ move, feedback, info string }{
		{"c1c7", "1.Qc7: win lost (best was Qc8#)", "Draw: stalemate. The win was lost at 1.Qc7 (DTZ 1 before it); the tables' best there: Qc8#."},
		{"c1c8", "1.Qc8#: checkmate!", "Checkmate: you won in 1 move."},
	} {
		d, err := drill.FromFEN(tb, fen, 1)
		if err != nil {
			t.Fatal(err)
		}
		h.a.startTraining(&drillTrainer{s: d})
		move(h, c.move)
		if got := h.a.train.feedback.Text; got != c.feedback {
			t.Errorf("%s: feedback %q, want %q", c.move, got, c.feedback)
		}
		if got := h.a.train.info.Text; got != c.info {
			t.Errorf("%s: info %q, want %q", c.move, got, c.info)
		}
		drawable(t, h.a.train.feedback.Text, h.a.train.info.Text)
		if h.a.board.State().Enabled || h.a.board.AcceptsInput() || !h.a.train.entry.Disabled() {
			t.Errorf("%s: the board still takes moves after the end", c.move)
		}
		h.a.stopTraining()
	}
}

// The repertoire trainer: a game played in the window is added to the
// White repertoire (kept in the config folder); the session asks its
// White positions, a wrong move is shown the repertoire's and comes back
// before the end, and the progress is saved.
func TestTrainingRepertoire(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(repertoire.DirEnv, dir)
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.startRepertoire(master.White, time.Now, 1)
	if h.a.training() || !strings.Contains(h.overlayText(), "Your White repertoire is empty.") {
		t.Fatalf("empty repertoire: training %v, dialog %q", h.a.training(), h.overlayText())
	}
	dismiss(h, "OK")

	h.play("e2e4", "e7e5", "g1f3")
	before := gameRecord(h)
	h.a.menu.addRepertoire.Action()
	if radio := practiceDialogRadio(h); radio == nil || radio.Selected != "White" {
		t.Fatalf("colour chooser: dialog %q", h.overlayText())
	}
	dismiss(h, "Add")
	if !strings.Contains(h.overlayText(), "3 new moves added to your White repertoire (3 positions).") {
		t.Fatalf("after Add: %q", h.overlayText())
	}
	dismiss(h, "OK")

	t0 := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return t0 }
	h.a.startRepertoire(master.White, clock, 1)
	if !h.a.training() || h.a.board.State().FEN != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" || h.a.board.Flipped() {
		t.Fatalf("first prompt: board %q", h.a.board.State().FEN)
	}
	if st := h.a.status.Text; st != "Repertoire trainer · 2 to go · this position: new · your move" {
		t.Fatalf("status %q", st)
	}
	move(h, "d2d4")
	if fb := h.a.train.feedback.Text; fb != "Not your repertoire's move: it plays e4. This position comes back before the session ends." {
		t.Fatalf("wrong move: %q", fb)
	}
	// The trainer went on with 1.e4 and answered 1...e5.
	if st := h.a.board.State(); !strings.HasPrefix(st.FEN, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/") || st.LastMove != "e7e5" {
		t.Fatalf("after the mistake: %+v", st)
	}
	move(h, "g1f3")
	if fb := h.a.train.feedback.Text; fb != "Right: 2.Nf3." {
		t.Fatalf("right move: %q", fb)
	}
	// 1.e4 again: the failed position comes back.
	move(h, "e2e4")
	// The summary is said once, on the info line, not again after the
	// verdict.
	if fb, info := h.a.train.feedback.Text, h.a.train.info.Text; fb != "Right: 1.e4." || info != "Session over: 2 right, 1 wrong." {
		t.Fatalf("repeat: %q, info %q", fb, info)
	}
	drawable(t, h.a.train.feedback.Text, h.a.status.Text)
	if h.a.board.AcceptsInput() {
		t.Error("the board takes moves after the session")
	}
	path, _ := repertoire.DefaultPath(0)
	r, err := repertoire.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if st := r.Stats(t0); st.Lapses != 1 || st.Learned != 1 || st.New != 0 {
		t.Errorf("saved progress %+v", st)
	}
	h.a.stopTraining()
	if gameRecord(h) != before {
		t.Fatalf("the trainer changed the game:\n%s", gameRecord(h))
	}
}

// A new game ends a drill: the board, the panel and the menus are the
// game's again.
func TestTrainingEndsWithNewGame(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	k, _ := drill.KindByID("krk")
	h.a.startDrill(k, 4)
	if !h.a.training() {
		t.Fatal("no drill")
	}
	h.a.startNewGame(twoHumans())
	h.waitFor("the new game", func() bool { return !h.a.training() })
	if h.a.train.box.Visible() || !h.a.moves.Visible() || h.a.menu.drills.Disabled || h.a.mode() == modeTraining {
		t.Error("the new game did not end the drill")
	}
	h.play("e2e4")
	if got := h.sans(); len(got) != 1 || got[0] != "e4" {
		t.Errorf("moves after the drill: %v", got)
	}
}

// In German the panel speaks German and writes moves with German letters.
func TestTrainingDrillGerman(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.fa.Preferences().SetString(prefLanguage, "de")
	t.Cleanup(func() { _ = setLanguage("en") })
	h.start(Options{Settings: &s})
	tb, err := tablebase.Default()
	if err != nil {
		t.Fatal(err)
	}
	d, err := drill.FromFEN(tb, "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", 1)
	if err != nil {
		t.Fatal(err)
	}
	h.a.startTraining(&drillTrainer{s: d})
	if st := h.a.status.Text; st != "Endspieltraining · Laut Endspieldatenbank gewonnen: DTZ 1 · Matt in 1 auf der Linie der Datenbank" {
		t.Errorf("status %q", st)
	}
	move(h, "c1c7")
	if fb := h.a.train.feedback.Text; fb != "1.Dc7: Gewinn verloren (am besten war Dc8#)" {
		t.Errorf("feedback %q", fb)
	}
	if info := h.a.train.info.Text; !strings.HasPrefix(info, "Remis: Patt. Der Gewinn ging mit 1.Dc7 verloren") {
		t.Errorf("info %q", info)
	}
}
