package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"chessmaster/master"
)

// copyTestdata copies a file of testdata into a fresh folder (a save
// writes into it).
func copyTestdata(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, name, string(data))
}

// settle lets a program that was wrongly asked to move answer, then
// takes in every event.
func (h *harness) settle() {
	deadline := time.Now().Add(400 * time.Millisecond)
	for time.Now().Before(deadline) {
		h.pump()
		time.Sleep(20 * time.Millisecond)
	}
	h.a.ctrl.WaitEvents()
	h.pump()
}

// A finished game with a variation promoted: the draw recorded for the
// old main line is not announced for the new one, and the saved file
// says "*" and counts the new main line.
func TestPromotedLineShowsNoStaleResult(t *testing.T) {
	path := writeFile(t, "drawn.pgn", "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n[PlyCount \"6\"]\n\n"+
		"1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 6 })
	if !h.a.state.Outcome.Over() {
		t.Fatalf("the loaded draw is not shown: %+v", h.a.state.Outcome)
	}
	menuItem(t, h.a.moveMenuItems(func() []int { return []int{0, 1} }), "Promote Variation").Action()
	h.pump()
	// The new main line's last move, then a move on the board there.
	h.a.goTo([]int{0, 0, 0})
	if o := h.a.state.Outcome; o.Over() {
		t.Fatalf("the new main line ends with the old result: %+v", o)
	}
	h.play("d7d5")
	h.settle()
	if got := flatPGN(h.a); !strings.Contains(got, "1. e4 c5 (1... e5 2. Nf3 Nc6 3. Bb5 a6) 2. Nf3 d5 *") {
		t.Fatalf("game after the move: %s", got)
	}
	if o := h.a.state.Outcome; o.Over() {
		t.Fatalf("the old result is the new main line's: %+v", o)
	}
	if got := h.a.moves.Result(); got != "" {
		t.Fatalf("result line %q", got)
	}
	if st := h.a.status.Text; strings.Contains(st, "1/2-1/2") || strings.Contains(st, "Draw") {
		t.Fatalf("status %q", st)
	}
	h.a.savePGN()
	h.pump()
	if text := h.overlayText(); text != "" {
		t.Fatalf("save said %q", text)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.Contains(text, `[Result "*"]`) || !strings.Contains(text, `[PlyCount "4"]`) ||
		strings.Contains(text, "1/2-1/2") || !strings.HasSuffix(strings.TrimSpace(text), "*") {
		t.Fatalf("saved file:\n%s", text)
	}
}

// In a game opened from a file (Deep Blue–Kasparov, 1997, game 4, the
// Computer playing Black in the settings, with a 5+3 clock) a move on the
// board for either side is a variation: nobody answers, no clock runs.
// Continue plays on with the players it names.
func TestLoadedGameTakesMovesForEitherSide(t *testing.T) {
	path := copyTestdata(t, "deep-blue-kasparov-1997-4.pgn")
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.Computer, Level: 1}
	s.Clock = master.ClockConfig{Base: 5 * time.Minute, Increment: 3 * time.Second}
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) > 100 })
	mainLen := len(h.a.state.Moves)

	// 7... d5 is on the board; 8. e5 instead of the game's move.
	h.a.viewPosition(14)
	if san := h.a.state.Moves[13].SAN; san != "d5" {
		t.Fatalf("ply 14 is %s", san)
	}
	h.play("e4e5")
	h.settle()
	if st := h.a.ctrl.Snapshot(); len(st.Moves) != 15 || st.Running || st.Clock.Running != master.NoColor {
		t.Fatalf("after 8. e5: %d moves, running %v, clock %v", len(st.Moves), st.Running, st.Clock.Running)
	}
	// Black's alternative at move 7 (the Computer's side in the settings).
	h.a.viewPosition(13)
	h.play("f8e7")
	h.settle()

	st := h.a.ctrl.Snapshot()
	if st.Running || st.Thinking != master.NoColor || st.Clock.Running != master.NoColor {
		t.Fatalf("running %v, thinking %v, clock %v", st.Running, st.Thinking, st.Clock.Running)
	}
	// The study shows the clocks its file recorded (none), not the time
	// control's running clocks.
	if !st.Clock.FromFile || st.Clock.Known[master.White] || st.Clock.Known[master.Black] {
		t.Fatalf("clocks of the study: from file %v, known %v (%v %v)",
			st.Clock.FromFile, st.Clock.Known, st.Clock.White, st.Clock.Black)
	}
	if !slices.Equal(st.Path[12:], []int{0, 1}) || len(st.Path) != 14 {
		t.Fatalf("board's line %v: 7... Be7 is not a variation", st.Path)
	}
	flat := flatPGN(h.a)
	for _, want := range []string{"7. Qe2 d5 (7... Be7", "(8. e5)"} {
		if !strings.Contains(flat, want) {
			t.Fatalf("no %q in %s", want, flat)
		}
	}
	// The main line, and with it the recorded draw, is the game's.
	if n := strings.Count(flat, "1/2-1/2"); n != 2 {
		t.Fatalf("result written %d times: %s", n, flat)
	}
	if n := len(strings.Fields(flat)); n < mainLen {
		t.Fatalf("the game lost moves: %s", flat)
	}

	// Continue (Ctrl+Enter) after 7. Qe2: the Computer plays Black.
	h.a.viewPosition(13)
	h.pressShortcut(shortcutContinue)
	h.waitFor("the computer's answer", func() bool { return len(h.a.state.Moves) == 14 })
	if st := h.a.ctrl.Snapshot(); !st.Running || st.Study {
		t.Fatalf("after Continue: running %v, study %v", st.Running, st.Study)
	}
}

// Saving right after promoting a variation of a finished game writes the
// new main line with "*" and its own PlyCount, not the old line's tags.
func TestSavedPromotedLineHasNoStaleTags(t *testing.T) {
	path := copyTestdata(t, "deep-blue-kasparov-1997-4.pgn")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) > 100 })
	h.a.viewPosition(13)
	h.play("f8e7") // 7... Be7, a variation
	menuItem(t, h.a.moveMenuItems(func() []int { return h.a.state.Path }), "Promote Variation").Action()
	h.pump()
	h.a.savePGN()
	h.pump()
	if text := h.overlayText(); text != "" {
		t.Fatalf("save said %q", text)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.Contains(text, `[Result "*"]`) || !strings.Contains(text, `[PlyCount "14"]`) ||
		strings.Contains(text, `"111"`) || !strings.HasSuffix(strings.TrimSpace(text), "*") {
		t.Fatalf("saved file:\n%s", text)
	}
	// The old main line is kept as the variation, without a result.
	if !strings.Contains(strings.Join(strings.Fields(text), " "), "7. Qe2 Be7 (7... d5 8. Bg5") {
		t.Fatalf("saved file:\n%s", text)
	}
}

// The next session gets back a study as a study, a game that was being
// played as a game in play, and a played game the user went back in as
// the study it had become.
func TestRestoredGameKeepsStudyOrPlay(t *testing.T) {
	s := twoHumans()
	s.Black = master.PlayerConfig{Kind: master.Computer, Level: 1}
	// A game opened from a file.
	h := newHarness(t, Options{Settings: &s})
	path := writeFile(t, "open.pgn", "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n")
	if !h.a.openPath(path) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 3 })
	h.a.close()
	h.start(Options{})
	if st := h.a.ctrl.Snapshot(); !st.Study || st.Running || len(st.Moves) != 3 {
		t.Fatalf("restored file game: study %v, running %v, %d moves", st.Study, st.Running, len(st.Moves))
	}

	// A game played in the window, left at its last move.
	h.a.startNewGame(s)
	h.play("e2e4")
	h.waitFor("the computer's answer", func() bool { return len(h.a.state.Moves) == 2 })
	h.a.close()
	h.start(Options{})
	if st := h.a.ctrl.Snapshot(); st.Study || len(st.Moves) != 2 {
		t.Fatalf("a game in play came back: study %v, %d moves", st.Study, len(st.Moves))
	}

	// The same game, gone back in: a study, on the move it was left on.
	h.a.viewPosition(1)
	h.a.close()
	h.start(Options{})
	if st := h.a.ctrl.Snapshot(); !st.Study || len(st.Moves) != 1 || st.Running {
		t.Fatalf("a game gone back in came back: study %v, %d moves, running %v", st.Study, len(st.Moves), st.Running)
	}
}
