package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/pgn"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// menuItem finds a context-menu item by its label (the Annotate
// submenu's items too).
func menuItem(t *testing.T, items []*fyne.MenuItem, label string) *fyne.MenuItem {
	t.Helper()
	var find func(items []*fyne.MenuItem) *fyne.MenuItem
	find = func(items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
			if it.ChildMenu != nil {
				if c := find(it.ChildMenu.Items); c != nil {
					return c
				}
			}
		}
		return nil
	}
	if it := find(items); it != nil {
		return it
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

func flatPGN(a *App) string { return strings.Join(strings.Fields(a.ctrl.PGN()), " ") }

// An unfinished game opened from a file is for viewing: the computer
// waits, nothing is modified, until Continue, whose button says who
// plays.
func TestOpenedGameWaitsForContinue(t *testing.T) {
	path := writeFile(t, "unfinished.pgn", "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n")
	s := twoHumans()
	s.White = master.PlayerConfig{Kind: master.Computer, Level: 1}
	for _, atStart := range []bool{true, false} {
		opts := Options{Settings: &s}
		if atStart {
			opts.OpenFile = path
		}
		h := newHarness(t, opts)
		if !atStart {
			h.a.openPath(path)
		}
		h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 2 })
		deadline := time.Now().Add(time.Second)
		for time.Now().Before(deadline) {
			h.pump()
			time.Sleep(20 * time.Millisecond)
		}
		h.a.ctrl.WaitEvents()
		h.pump()
		if st := h.a.ctrl.Snapshot(); len(st.Moves) != 2 || st.Running || st.Modified {
			t.Fatalf("open at start %v: %d moves, running %v, modified %v", atStart, len(st.Moves), st.Running, st.Modified)
		}
		if title := h.a.win.Title(); strings.HasSuffix(title, "*") {
			t.Fatalf("title %q marks an unchanged game modified", title)
		}
		b := h.a.continueButton
		if !b.Visible() || h.a.continueFit.Text() != "Continue: ChessMaster level 1 vs you (Black)" {
			t.Fatalf("continue button %q visible %v", h.a.continueFit.Text(), b.Visible())
		}
		test.Tap(b)
		h.waitFor("the computer's move", func() bool { return len(h.a.state.Moves) == 3 })
		if b.Visible() {
			t.Fatal("Continue still offered in a running game")
		}
		if !strings.HasSuffix(h.a.win.Title(), "*") {
			t.Fatalf("title %q after a new move", h.a.win.Title())
		}
	}
}

// Going back in a running game makes it a study; coming back to the move
// where it was left does not resume it: Continue does.
func TestBrowsingPausesAndContinueResumes(t *testing.T) {
	s := twoHumans()
	s.Clock = master.ClockConfig{Base: 5 * time.Minute}
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	if !h.a.state.Running {
		t.Fatal("game not running")
	}
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if h.a.state.Running || !h.a.continueButton.Visible() {
		t.Fatalf("browsing: running %v, continue %v", h.a.state.Running, h.a.continueButton.Visible())
	}
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if h.a.state.Running || !h.a.continueButton.Visible() {
		t.Fatal("coming back resumed the game without Continue")
	}
	test.Tap(h.a.continueButton)
	if !h.a.state.Running || h.a.continueButton.Visible() {
		t.Fatal("Continue did not resume the game")
	}
}

// Saving a game opened from a file of three games writes it into its
// place: the other games keep every byte, the file still has three games.
func TestSaveIntoMultiGameFile(t *testing.T) {
	game1 := "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 {a comment   with  spaces} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	game2 := "[Event \"Two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1.d4 d5 2.c4 $1 (2.Nf3) *\n"
	game3 := "[Event \"Three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"*\"]\n\n1. e4 c5 *\n"
	for _, which := range []int{2, 1} {
		path := writeFile(t, "three.pgn", game1+"\n"+game2+"\n"+game3)
		s := twoHumans()
		h := newHarness(t, Options{Settings: &s})
		h.a.openPath(path)
		h.pump()
		h.a.chooseGameForTest(which)
		h.waitFor("chosen game", func() bool { return len(h.a.state.Moves) >= 2 })
		h.play(map[int]string{2: "g1f3", 1: "b8c6"}[which])
		h.a.savePGN()
		h.pump()
		if text := h.overlayText(); text != "" {
			t.Fatalf("save said %q", text)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, []byte(game1+"\n")) {
			t.Fatalf("game 1 changed:\n%s", data)
		}
		if which == 2 && !bytes.HasPrefix(data, []byte(game1+"\n"+game2+"\n")) {
			t.Fatalf("game 2 changed:\n%s", data)
		}
		if which == 1 && !bytes.HasSuffix(data, []byte(game3)) {
			t.Fatalf("game 3 changed:\n%s", data)
		}
		sums, err := master.ParsePGN(bytes.NewReader(data))
		if err != nil || len(sums) != 3 || sums[which].Plies != 5-which {
			t.Fatalf("file after save: %v games, %v, %+v\n%s", len(sums), err, sums, data)
		}
		if strings.HasSuffix(h.a.win.Title(), "*") {
			t.Fatalf("title %q after saving", h.a.win.Title())
		}
		// A second save goes to the same place again.
		h.play(map[int]string{2: "b8c6", 1: "c4d5"}[which])
		h.a.savePGN()
		h.pump()
		data, _ = os.ReadFile(path)
		if sums, err := master.ParsePGN(bytes.NewReader(data)); err != nil || len(sums) != 3 || sums[which].Plies != 6-which {
			t.Fatalf("second save: %v games, %v", len(sums), err)
		}
	}
}

// A file in which one game is broken still opens: the chooser offers the
// others, and saving one of them keeps the broken game as it was.
func TestFileWithABadGame(t *testing.T) {
	good1 := "[Event \"Good\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n"
	bad := "[Event \"Bad\"]\n[White \"C\"]\n[Black \"D\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n" // an illegal move
	broken := "[Event \"Broken\"]\n[White \"E\"]\n[Black \"F\"]\n\n1. d4 } d5 *\n"    // a stray brace
	good2 := "[Event \"Good too\"]\n[White \"G\"]\n[Black \"H\"]\n\n1. c4 *\n"
	text := good1 + "\n" + bad + "\n" + broken + "\n" + good2
	path := writeFile(t, "mixed.pgn", text)
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.openPath(path)
	h.pump()
	if h.a.pendingChoice == nil {
		t.Fatalf("no chooser; dialog says %q", h.overlayText())
	}
	if title := h.overlayText(); !strings.Contains(title, "cannot be read") {
		t.Logf("chooser: %q", title)
	}
	// The game with an illegal move is named when chosen.
	h.a.chooseGameForTest(1)
	h.pump()
	if text := h.overlayText(); !strings.Contains(text, "Ke3") {
		t.Fatalf("bad game: dialog %q", text)
	}
	h.a.openPath(path)
	h.pump()
	h.a.chooseGameForTest(3)
	h.waitFor("the last game", func() bool { return len(h.a.state.Moves) == 1 && h.a.state.Moves[0].SAN == "c4" })
	h.play("e7e5")
	h.a.savePGN()
	h.pump()
	data, _ := os.ReadFile(path)
	if !bytes.HasPrefix(data, []byte(good1+"\n"+bad+"\n"+broken+"\n")) || !bytes.Contains(data, []byte("1. c4 e5")) {
		t.Fatalf("file after save:\n%s", data)
	}
}

// Save As onto a file that holds games asks whether to replace it or add
// the game at its end.
func TestSaveAsAsksReplaceOrAdd(t *testing.T) {
	existing := "[Event \"Old\"]\n\n1. e4 *\n"
	path := writeFile(t, "old.pgn", existing)
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("d2d4")
	h.a.saveAs(path, nil)
	if b := h.overlayButtons(); b["Replace the file"] == nil || b["Add the game to the end"] == nil {
		t.Fatalf("no choice, dialog %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Add the game to the end"])
	data, _ := os.ReadFile(path)
	if !bytes.HasPrefix(data, []byte(existing)) || !bytes.Contains(data, []byte("1. d4")) {
		t.Fatalf("after adding:\n%s", data)
	}
	if h.a.path != path || h.a.file.index != 1 || strings.HasSuffix(h.a.win.Title(), "*") {
		t.Fatalf("path %q index %d title %q", h.a.path, h.a.file.index, h.a.win.Title())
	}
	// Save again: into the game's place, the first game stays.
	h.play("d7d5")
	h.a.savePGN()
	data, _ = os.ReadFile(path)
	if !bytes.HasPrefix(data, []byte(existing)) || !bytes.Contains(data, []byte("1. d4 d5")) || bytes.Count(data, []byte("[Event")) != 2 {
		t.Fatalf("after saving:\n%s", data)
	}
	// Replace: the file holds this game only.
	h.a.saveAs(path, nil)
	test.Tap(h.overlayButtons()["Replace the file"])
	data, _ = os.ReadFile(path)
	if bytes.Contains(data, []byte("Old")) || !bytes.Contains(data, []byte("1. d4 d5")) {
		t.Fatalf("after replacing:\n%s", data)
	}
}

// The move list's context menu: promote a variation, comment a move
// (keeping a [%eval]), annotate it, delete from it.
func TestMoveContextMenu(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5", "g1f3")
	h.a.viewPosition(1)
	h.play("c7c5") // a variation: 1... c5
	if got := flatPGN(h.a); !strings.Contains(got, "1. e4 e5 (1... c5) 2. Nf3") {
		t.Fatalf("PGN %s", got)
	}
	items := h.a.moveMenuItems(func() []int { return []int{0, 1} })
	if menuItem(t, items, "Promote Variation").Disabled {
		t.Fatal("cannot promote a variation")
	}
	menuItem(t, items, "Promote Variation").Action()
	h.pump()
	if got := flatPGN(h.a); !strings.Contains(got, "1. e4 c5 (1... e5 2. Nf3)") {
		t.Fatalf("after promoting: %s", got)
	}
	if !slices.Equal(h.a.state.Path, []int{0, 0}) {
		t.Fatalf("board's path %v after promoting", h.a.state.Path)
	}
	// On the main line there is nothing to promote.
	if !menuItem(t, h.a.moveMenuItems(func() []int { return []int{0, 0} }), "Promote Variation").Disabled {
		t.Fatal("promote offered on the main line")
	}

	// Comment: the text is edited, an embedded command stays.
	if err := h.a.ctrl.SetComment([]int{0, 0}, "[%eval 0.30] old words"); err != nil {
		t.Fatal(err)
	}
	h.a.ctrl.WaitEvents()
	h.pump()
	label := menuItem(t, h.a.moveMenuItems(func() []int { return []int{0, 0} }), "Edit Comment…")
	_ = label
	entry := h.a.editComment([]int{0, 0})
	if entry == nil || entry.Text != "old words" {
		t.Fatalf("comment entry %v", entry)
	}
	entry.SetText(entry.Text + " and more")
	test.Tap(h.overlayButtons()["Save"])
	h.a.ctrl.WaitEvents()
	h.pump()
	if got := flatPGN(h.a); !strings.Contains(got, "c5 {[%eval 0.30] old words and more}") {
		t.Fatalf("after commenting: %s", got)
	}
	if !strings.Contains(h.a.moves.Text(), "old words and more") {
		t.Fatalf("comment not shown:\n%s", h.a.moves.Text())
	}

	// Annotate from the Move menu (the board's move, 1... c5).
	menuItem(t, h.a.menu.moveItems, "??  Blunder").Action()
	h.pump()
	if got := flatPGN(h.a); !strings.Contains(got, "c5 $4") {
		t.Fatalf("after annotating: %s", got)
	}
	if !strings.Contains(h.a.moves.Text(), "c5??") {
		t.Fatalf("glyph not shown:\n%s", h.a.moves.Text())
	}
	h.a.menu.update()
	if !menuItem(t, h.a.menu.moveItems, "??  Blunder").Checked {
		t.Fatal("the glyph is not ticked in the menu")
	}
	menuItem(t, h.a.menu.moveItems, "?!  Dubious move").Action()
	h.pump()
	if got := flatPGN(h.a); !strings.Contains(got, "c5 $6") || strings.Contains(got, "$4") {
		t.Fatalf("a second quality glyph: %s", got)
	}

	// Delete the old main line (two moves): asked first.
	h.a.deleteFrom([]int{0, 1})
	if !strings.Contains(h.overlayText(), "Delete 1...e5 and the 1 move after it?") {
		t.Fatalf("dialog %q", h.overlayText())
	}
	test.Tap(h.overlayButtons()["Yes"])
	h.pump()
	if got := flatPGN(h.a); strings.Contains(got, "e5") || !h.a.state.Modified {
		t.Fatalf("after deleting: %s", got)
	}
}

// The right click on a move opens its menu over the window.
func TestMoveListRightClickOpensMenu(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4", "e7e5")
	tok := h.a.moves.Token([]int{0})
	if tok == nil {
		t.Fatal("no token for 1. e4")
	}
	test.TapSecondary(tok)
	top := h.a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no menu")
	}
	found := false
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Delete From Here" {
			found = true
		}
		if r, ok := o.(*widget.RichText); ok && strings.Contains(r.String(), "Delete From Here") {
			found = true
		}
	}
	if !found {
		t.Log("menu objects do not show their labels as widgets; the overlay is there")
	}
}

// Game review of a short game with a blunder: the glyph in the move list
// and the tree, the graph with a point per position, the better move on
// the board, and the marks saved with the game.
func TestReviewMarksTheGame(t *testing.T) {
	path := writeFile(t, "fool.pgn", "[Event \"Fool\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 $2 2. g4 Qh4# 0-1\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 20000
	h.a.openPath(path)
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 4 })
	h.pressShortcut(shortcutReview)
	if h.a.review.run == nil || !h.a.review.progressBox.Visible() {
		t.Fatal("no review under way")
	}
	h.waitFor("the review", func() bool { return h.a.review.run == nil })
	if h.a.review.result == nil {
		t.Fatalf("no result; dialog %q", h.overlayText())
	}
	h.a.ctrl.WaitEvents()
	h.pump()
	if n := h.a.review.graph.Len(); n != 5 {
		t.Fatalf("graph has %d points for 4 moves", n)
	}
	if !h.a.review.resultBox.Visible() || h.a.review.progressBox.Visible() {
		t.Fatal("the review's results are not shown")
	}
	main := h.a.tree.MainLine()
	if !slices.Contains(main[2].NAGs, "$4") || !strings.Contains(main[2].Comment, "[%eval") {
		t.Fatalf("2. g4 has NAGs %v, comment %q", main[2].NAGs, main[2].Comment)
	}
	if !strings.Contains(h.a.moves.Text(), "g4??") {
		t.Fatalf("move list:\n%s", h.a.moves.Text())
	}
	// The person's own glyph on 1...e5 stays: the review found nothing
	// wrong with the move, but it does not overrule an annotator.
	if !slices.Equal(main[1].NAGs, []string{"$2"}) {
		t.Fatalf("1...e5 has NAGs %v", main[1].NAGs)
	}
	if acc := h.a.review.accuracy.Text; !strings.Contains(acc, "??") || !strings.Contains(acc, "%") {
		t.Fatalf("accuracy %q", acc)
	}
	if !h.a.state.Modified || !strings.HasSuffix(h.a.win.Title(), "*") {
		t.Fatal("the review's marks do not mark the game modified")
	}
	// On the blunder: the better move as an arrow and in the status line.
	h.a.moves.OnSelect([]int{0, 0, 0})
	if h.a.board.BestMove() == "" || !strings.Contains(h.a.status.Text, "2.g4?? is a blunder; better was 2.") {
		t.Fatalf("arrow %q, status %q", h.a.board.BestMove(), h.a.status.Text)
	}
	if h.a.review.graph.Current != 3 {
		t.Fatalf("graph marks %d", h.a.review.graph.Current)
	}
	// Clicking the graph goes to that move.
	h.a.review.graph.OnSelect(1)
	// 1. f3 shows the better move only if the review faulted it.
	faulted := slices.ContainsFunc(main[0].NAGs, func(g string) bool { return g == "$2" || g == "$4" || g == "$6" })
	if !slices.Equal(h.a.state.Path, []int{0}) || (h.a.board.BestMove() != "") != faulted {
		t.Fatalf("graph click: path %v, arrow %q, 1. f3 glyphs %v", h.a.state.Path, h.a.board.BestMove(), main[0].NAGs)
	}
	// Saved and read again, the marks are there.
	h.a.savePGN()
	data, _ := os.ReadFile(path)
	if !bytes.Contains(data, []byte("[%eval")) || !bytes.Contains(data, []byte("$4")) {
		t.Fatalf("saved:\n%s", data)
	}
	if strings.HasSuffix(h.a.win.Title(), "*") {
		t.Fatal("still modified after saving")
	}
	h.a.openPath(path)
	h.waitFor("reloaded", func() bool { return h.a.review.result == nil && len(h.a.state.Moves) == 4 })
	if !strings.Contains(h.a.moves.Text(), "g4??") {
		t.Fatalf("reloaded move list:\n%s", h.a.moves.Text())
	}
}

// A review can be cancelled; the window works meanwhile and the game is
// left as it was.
func TestReviewCancel(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.openPath("../testdata/pgn/kasparov-deep-blue-1997.pgn")
	h.pump()
	h.a.chooseGameForTest(1)
	h.waitFor("game 2", func() bool { return len(h.a.state.Moves) == 89 })
	// The moves and comments are compared: going to the start loses the
	// recorded result (1-0) in the controller (reported separately).
	movetext := func() string {
		g := h.a.ctrl.Tree()
		g.Tags, g.Result = nil, "*"
		return pgn.Write(g)
	}
	before := movetext()
	h.a.menu.review.Action()
	if h.a.review.run == nil {
		t.Fatal("no review")
	}
	if !h.a.menu.review.Disabled {
		h.a.menu.update()
		if !h.a.menu.review.Disabled {
			t.Fatal("Review Game offered during a review")
		}
	}
	// The window stays usable: browse the game.
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	if len(h.a.state.Path) != 0 {
		t.Fatal("browsing during the review failed")
	}
	test.Tap(h.a.review.cancel)
	h.waitFor("cancelled", func() bool { return h.a.review.run == nil })
	h.pump()
	if h.a.review.result != nil || h.a.review.progressBox.Visible() {
		t.Fatal("a cancelled review shows results")
	}
	if !strings.Contains(h.a.status.Text, "Review cancelled") {
		t.Fatalf("status %q", h.a.status.Text)
	}
	if movetext() != before || h.a.state.Modified {
		t.Fatalf("a cancelled review changed the game:\n%s\n---\n%s", before, movetext())
	}
}
