package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
)

// The opening explorer, through the real app: files indexed off the UI
// goroutine, the moves of the board's position, a move played by a tap,
// the games behind the position filtered, sorted and opened.

const explorerPGN = `[Event "WCh"]
[White "Carlsen"]
[Black "Anand"]
[Result "1-0"]
[Date "2014.11.09"]
[WhiteElo "2863"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "WCh"]
[White "Anand"]
[Black "Kramnik"]
[Result "1/2-1/2"]
[Date "2008.10.14"]

1. d4 d5 2. c4 1/2-1/2

[Event "Match"]
[White "Kasparov"]
[Black "Anand"]
[Result "0-1"]
[Date "1997.05.11"]
[BlackElo "2780"]

1. e4 c5 2. Nf3 0-1
`

// explorerRows are the explorer's rows as "move | stats" texts.
func explorerRows(a *App) []string {
	var out []string
	for _, row := range a.explorer.rows.Objects {
		var move, line string
		for _, o := range rowObjects(row) {
			switch w := o.(type) {
			case *widget.Button:
				if w.Text != "Games" {
					move = w.Text
				}
			case *widget.Label:
				line = w.Text
			}
		}
		out = append(out, move+" | "+line)
	}
	return out
}

// rowObjects are a row's widgets, the ones in its inner containers too
// (the move button sits in a stack that sets its width).
func rowObjects(o fyne.CanvasObject) []fyne.CanvasObject {
	c, ok := o.(*fyne.Container)
	if !ok {
		return []fyne.CanvasObject{o}
	}
	var out []fyne.CanvasObject
	for _, child := range c.Objects {
		out = append(out, rowObjects(child)...)
	}
	return out
}

// explorerMoveButton is the row button of a move.
func explorerMoveButton(t *testing.T, a *App, san string) *widget.Button {
	t.Helper()
	for _, row := range a.explorer.rows.Objects {
		for _, o := range rowObjects(row) {
			if b, ok := o.(*widget.Button); ok && b.Text == san {
				return b
			}
		}
	}
	t.Fatalf("no row for %s in %v", san, explorerRows(a))
	return nil
}

func openExplorerOn(t *testing.T, h *harness, files ...string) {
	t.Helper()
	h.a.toggleExplorer()
	if !h.a.explorer.box.Visible() || !h.a.menu.study.explorer.Checked {
		t.Fatal("the explorer is not shown and checked")
	}
	h.a.loadExplorerFiles(files)
	if !h.a.explorer.loading || !h.a.explorer.progress.Visible() {
		t.Fatal("indexing did not go on in the background with a progress bar")
	}
	h.waitFor("indexed", func() bool { return !h.a.explorer.loading })
	if h.a.explorer.progress.Visible() {
		t.Error("the progress bar stays after indexing")
	}
}

func TestExplorerShowsAndPlaysMoves(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	study := writeFile(t, "study.pgn", "[Event \"x\"]\n[White \"Me\"]\n[Black \"You\"]\n\n1. e4 *\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(study) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 1 })
	openExplorerOn(t, h, db)

	// After 1.e4: c5 (game 3, Black won, Black 2780) and e5 (game 1).
	want := []string{"c5 | 1 · 0/0/100% · 2780 · 1997.05.11", "e5 | 1 · 100/0/0% · – · 2014.11.09"}
	if got := explorerRows(h.a); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st := h.a.explorer.status.Text; st != "2 games in 1 file" {
		t.Errorf("status %q", st)
	}
	// A legend says what the figures are; the move buttons share one
	// width, so the figures start in one column.
	if !h.a.explorer.legend.Visible() {
		t.Error("no legend above the rows")
	}
	if c5, e5 := explorerMoveButton(t, h.a, "c5"), explorerMoveButton(t, h.a, "e5"); c5.MinSize() != e5.MinSize() && c5.Size().Width != e5.Size().Width {
		t.Errorf("move buttons %v and %v wide", c5.Size().Width, e5.Size().Width)
	}

	// A tap on e5 plays it on the board (a studied game), and the
	// explorer follows: Nf3 from game 1.
	test.Tap(explorerMoveButton(t, h.a, "e5"))
	h.settle()
	if n := len(h.a.state.Moves); n != 2 {
		t.Fatalf("%d moves after tapping e5", n)
	}
	if got := explorerRows(h.a); len(got) != 1 || !strings.HasPrefix(got[0], "Nf3 | 1 · 100/0/0% · 2863") {
		t.Errorf("rows after 1...e5: %v", got)
	}

	// Hidden, the explorer does not follow; shown again, it does.
	h.a.toggleExplorer()
	if h.a.explorer.box.Visible() || h.a.menu.study.explorer.Checked {
		t.Error("the explorer is still shown")
	}
}

func TestExplorerGamesFilteredSortedAndOpened(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	study := writeFile(t, "study.pgn", "[Event \"x\"]\n\n1. e4 *\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	if !h.a.openPath(study) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 1 })
	openExplorerOn(t, h, db)

	h.a.findExplorerGames()
	g := h.a.explorerGames
	if g == nil {
		t.Fatal("no list of games")
	}
	names := func() string {
		var s []string
		for _, hit := range g.shown {
			s = append(s, hit.Game.White)
		}
		return strings.Join(s, ",")
	}
	if got := names(); got != "Carlsen,Kasparov" {
		t.Fatalf("games reaching 1.e4: %s", got)
	}
	g.order.SetSelectedIndex(5) // oldest first
	if got := names(); got != "Kasparov,Carlsen" {
		t.Errorf("oldest first: %s", got)
	}
	g.player.SetText("kaspa")
	if got := names(); got != "Kasparov" {
		t.Errorf("player filter: %s", got)
	}
	g.player.SetText("")
	g.result.SetSelected("1-0")
	if got := names(); got != "Carlsen" {
		t.Errorf("result filter: %s", got)
	}
	g.result.SetSelectedIndex(0)
	g.from.SetText("2000")
	if got := names(); got != "Carlsen" {
		t.Errorf("date filter: %s", got)
	}
	g.from.SetText("")
	// Choosing Kasparov's game opens it from the file, at 1.e4.
	for i, hit := range g.shown {
		if hit.Game.White == "Kasparov" {
			g.list.Select(i)
		}
	}
	h.settle()
	if h.a.explorerGames != nil {
		t.Error("the list stays open")
	}
	// It opens at the position the list found it at (after 1.e4), its
	// three moves in the window.
	if n := len(h.a.ctrl.Tree().MainLine()); n != 3 || h.a.path != db || len(h.a.state.Moves) != 1 {
		t.Fatalf("opened %q with %d moves, at move %d", h.a.path, n, len(h.a.state.Moves))
	}
	if got := h.a.sidePlayer(master.White) + " - " + h.a.sidePlayer(master.Black); got != "Kasparov - Anand" {
		t.Errorf("players %q", got)
	}
}

func TestExplorerIndexingCancels(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	big, err := filepath.Abs("../posindex/testdata/lichess-2m.pgn")
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, Options{})
	h.a.toggleExplorer()
	h.a.loadExplorerFiles([]string{big})
	test.Tap(h.a.explorer.cancel)
	h.waitFor("cancelled", func() bool { return !h.a.explorer.loading })
	if st := h.a.explorer.status.Text; st != "Indexing cancelled." {
		t.Errorf("status %q", st)
	}
	if h.a.explorer.cancel.Visible() || h.a.explorer.progress.Visible() {
		t.Error("cancel and progress stay shown")
	}
}

// The explorer's files are remembered: shown again after a restart, the
// panel explores the same files (a file deleted meanwhile is left out).
// Files… lists them; Remove takes one away, and the moves follow.
func TestExplorerRemembersAndManagesFiles(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	other := writeFile(t, "other.pgn", "[Event \"o\"]\n[Result \"1-0\"]\n\n1. d4 Nf6 1-0\n")
	gone := writeFile(t, "gone.pgn", "[Event \"g\"]\n\n1. c4 *\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	openExplorerOn(t, h, db, other, gone)
	h.a.close()
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}

	h.start(Options{Settings: &s})
	h.a.toggleExplorer()
	h.waitFor("the remembered files indexed", func() bool { return !h.a.explorer.loading && len(h.a.explorer.lib.Files()) > 0 })
	if got := h.a.explorer.lib.Files(); !slices.Equal(got, []string{db, other}) {
		t.Fatalf("the explorer's files after a restart: %v", got)
	}
	// From the start position: d4 (two games) and e4 (two games).
	if got := explorerRows(h.a); len(got) != 2 || !strings.HasPrefix(got[0], "d4 | 2") && !strings.HasPrefix(got[1], "d4 | 2") {
		t.Fatalf("rows: %v", got)
	}

	fd := h.a.manageExplorerFiles()
	if fd == nil || len(fd.list.Objects) != 2 {
		t.Fatalf("Files… lists %v", fd)
	}
	removeOther := buttonIn(fd.list.Objects[1], "Remove")
	test.Tap(removeOther)
	h.waitFor("re-indexed", func() bool { return !h.a.explorer.loading })
	if got := h.a.explorer.lib.Files(); !slices.Equal(got, []string{db}) {
		t.Fatalf("after Remove: %v", got)
	}
	if got := explorerRows(h.a); len(got) != 2 || !strings.HasPrefix(got[0], "d4 | 1") && !strings.HasPrefix(got[1], "d4 | 1") {
		t.Fatalf("rows after Remove: %v", got)
	}
	// The last file removed: the panel asks for files again.
	fd = h.a.manageExplorerFiles()
	test.Tap(buttonIn(fd.list.Objects[0], "Remove"))
	h.pump()
	if len(h.a.explorer.lib.Files()) != 0 || len(explorerRows(h.a)) != 0 || !strings.Contains(h.a.explorer.status.Text, "Files…") {
		t.Fatalf("with no files: %v, rows %v, status %q", h.a.explorer.lib.Files(), explorerRows(h.a), h.a.explorer.status.Text)
	}
	if got := h.a.rememberedExplorerFiles(); len(got) != 0 {
		t.Errorf("remembered after removing all: %v", got)
	}
}

// buttonIn is the button with text inside o.
func buttonIn(o fyne.CanvasObject, text string) *widget.Button {
	switch w := o.(type) {
	case *widget.Button:
		if w.Text == text {
			return w
		}
	case *fyne.Container:
		for _, c := range w.Objects {
			if b := buttonIn(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// Beside a puzzle's own position the explorer would list the held game's
// moves: it hides while the puzzle is on (its menu item disabled) and
// comes back, listing the game's position, when the puzzles stop.
func TestExplorerWaitsForAnExercise(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	h, _ := startTestPuzzles(t)
	h.a.puzzles.stop.OnTapped()
	h.pump()
	openExplorerOn(t, h, db)
	h.a.menu.puzzles.Action()
	h.pump()
	if h.a.mode() != modePuzzles {
		t.Fatalf("mode %v", h.a.mode())
	}
	if h.a.explorer.box.Visible() || !h.a.menu.study.explorer.Disabled {
		t.Fatalf("beside the puzzle: explorer shown %v, menu item disabled %v", h.a.explorer.box.Visible(), h.a.menu.study.explorer.Disabled)
	}
	h.a.puzzles.stop.OnTapped()
	h.pump()
	if !h.a.explorer.box.Visible() || h.a.menu.study.explorer.Disabled || !h.a.menu.study.explorer.Checked {
		t.Fatalf("after the puzzle: explorer shown %v, disabled %v", h.a.explorer.box.Visible(), h.a.menu.study.explorer.Disabled)
	}
	if h.a.explorer.shownFEN != h.a.state.FEN {
		t.Errorf("the explorer lists %q, the game is at %q", h.a.explorer.shownFEN, h.a.state.FEN)
	}
}

// In Review the board takes what the game under it takes (a studied game:
// either side), and so do the explorer's moves: they were greyed out
// while the board beside them took the same move.
func TestExplorerPlaysMovesInAReviewOfAStudy(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	study := writeFile(t, "study.pgn", "[Event \"x\"]\n[White \"Me\"]\n[Black \"You\"]\n\n1. e4 *\n")
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.review.nodes = 5000
	if !h.a.openPath(study) {
		t.Fatal("not opened")
	}
	h.waitFor("loaded game", func() bool { return len(h.a.state.Moves) == 1 })
	h.pressShortcut(shortcutReview)
	h.waitFor("the review", func() bool { return h.a.review.run == nil })
	h.a.ctrl.WaitEvents()
	h.pump()
	if m := h.a.mode(); m != modeReview {
		t.Fatalf("mode %v, want Review", m)
	}
	openExplorerOn(t, h, db)
	e5 := explorerMoveButton(t, h.a, "e5")
	if e5.Disabled() {
		t.Fatal("in the review of a study the explorer's e5 is greyed out")
	}
	test.Tap(e5)
	h.settle()
	if n := len(h.a.state.Moves); n != 2 {
		t.Fatalf("%d moves after tapping e5 in the review", n)
	}
}

// In a game in play the explorer's moves are not played (a person's game
// is theirs to play), under a review too.
func TestExplorerDoesNotPlayInAGameInPlay(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	db := writeFile(t, "db.pgn", explorerPGN)
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.play("e2e4")
	openExplorerOn(t, h, db)
	if b := explorerMoveButton(t, h.a, "e5"); !b.Disabled() {
		t.Error("in a game in play the explorer's e5 can be played")
	}
}
