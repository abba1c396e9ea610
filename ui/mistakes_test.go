package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// mistakesSample copies the six bullet games of jishanshaikh4 (the last
// a Chess960 game) where the test can open them.
func mistakesSample(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../testdata/mistakes/jishanshaikh4-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "games.pgn", string(data))
}

// waitLong pumps until cond holds: a collection reviews games.
func (h *harness) waitLong(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
		h.pump()
	}
}

// collectFromMenu runs File → Mistakes in My Games… on path as a user
// does: the dialog, the file (the file dialog's answer), the name it
// offers, Collect; then waits for the report.
func collectFromMenu(h *harness, path string) *mistakesReport {
	h.t.Helper()
	var file *fyne.Menu
	for _, m := range h.a.win.MainMenu().Items {
		if m.Label == "File" {
			file = m
		}
	}
	menuItem(h.t, file.Items, "Mistakes in My Games…").Action()
	q := h.a.mistakes.ask
	buttons := h.overlayButtons()
	if q == nil || buttons["Collect"] == nil || buttons["Add PGN File…"] == nil {
		h.t.Fatalf("no dialog: %q", h.overlayText())
	}
	if path != "" {
		q.add(path)
	}
	test.Tap(buttons["Collect"])
	h.waitLong("the collection", func() bool { return h.a.mistakes.run == nil })
	r := h.a.mistakes.report
	if r == nil || h.a.mistakes.win == nil {
		h.t.Fatal("no report window")
	}
	return r
}

func TestMistakesInMyGames(t *testing.T) {
	h := newHarness(t, Options{Settings: ptr(twoHumans())})
	h.a.mistakes.nodes, h.a.mistakes.storeDir = 1000, t.TempDir()
	h.a.review.nodes = 1000
	h.a.practice.delay = 0
	path := mistakesSample(t)
	r := collectFromMenu(h, path)
	// The name offered is the one the file holds most.
	if h.a.mistakes.me != "jishanshaikh4" {
		t.Fatalf("collected the mistakes of %q", h.a.mistakes.me)
	}
	c := h.a.mistakes.result
	if c == nil || len(c.Games) != 6 || len(c.Mistakes) == 0 || r.list.Length() != len(c.Mistakes) {
		t.Fatalf("collection %+v, list %d", c, r.list.Length())
	}
	for _, want := range []string{"jishanshaikh4: 6 games", "Reviewed now: 6 games; from the store: 0 games."} {
		if !strings.Contains(r.summary.Text, want) {
			t.Errorf("summary lacks %q:\n%s", want, r.summary.Text)
		}
	}
	if strings.Contains(r.summary.Text, "Left out:") {
		t.Errorf("a game was left out (the Chess960 game is reviewed too):\n%s", r.summary.Text)
	}
	for _, want := range []string{"Accuracy over time", "2021.07", "Mistakes by opening", "Caro-Kann", "Mistakes by phase", "middlegame", "Recurring kinds", "missed mate"} {
		if !strings.Contains(r.groups.Text, want) {
			t.Errorf("summary tables lack %q:\n%s", want, r.groups.Text)
		}
	}
	if !strings.Contains(r.games.Text, "Die_Schachnovelle") {
		t.Errorf("games table:\n%s", r.games.Text)
	}

	// A mistake opens its game on that move.
	m := c.Mistakes[len(c.Mistakes)-1]
	r.list.Select(len(c.Mistakes) - 1)
	h.waitFor("the mistake's game", func() bool { return h.a.path == path && len(h.a.state.Path) == m.Ply })
	if got := h.a.state.Moves[m.Ply-1].SAN; got != m.SAN {
		t.Errorf("the board's move is %s, the mistake %s", got, m.SAN)
	}
	if h.a.ctrl.Tree().Tag("Black") != m.Game.Black {
		t.Errorf("opened the game of %s", h.a.ctrl.Tree().Tag("Black"))
	}

	// Practice These Mistakes sets them on the board, the first first,
	// whatever the board's game (here one with a review of its own).
	h.a.startReview()
	h.waitLong("the review", func() bool { return h.a.review.run == nil })
	if h.a.currentReview() == nil {
		t.Fatal("no review of the opened game")
	}
	exs, _ := c.Exercises()
	before := gameRecord(h)
	test.Tap(r.practise)
	h.pump()
	if !h.a.practicing() || len(h.a.practice.s.exs) != len(exs) {
		t.Fatalf("practicing %v", h.a.practicing())
	}
	if want := strings.Join(strings.Fields(exs[0].FEN)[:2], " "); boardPlacement(h) != want {
		t.Errorf("board %s, first exercise %s", boardPlacement(h), want)
	}
	test.Tap(h.a.practice.stop)
	h.pump()
	if h.a.practicing() || gameRecord(h) != before {
		t.Error("the practice changed the game")
	}

	// Again: nothing is reviewed twice.
	r = collectFromMenu(h, "")
	if !strings.Contains(r.summary.Text, "Reviewed now: 0 games; from the store: 6 games.") {
		t.Errorf("second run:\n%s", r.summary.Text)
	}
}

// Cancel stops the reviews at once; the report shows what was done.
func TestMistakesCancel(t *testing.T) {
	h := newHarness(t, Options{Settings: ptr(twoHumans())})
	h.a.mistakes.nodes, h.a.mistakes.storeDir = 50_000_000, t.TempDir()
	h.a.startMistakes([]string{mistakesSample(t)}, "jishanshaikh4")
	r := h.a.mistakes.report
	h.waitFor("a game under review", func() bool { return strings.HasPrefix(r.progressMsg.Text, "Reviewing game 1 of 6") })
	test.Tap(r.cancel)
	start := time.Now()
	h.waitFor("the end of the run", func() bool { return h.a.mistakes.run == nil })
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("cancelled after %v", d)
	}
	if !strings.Contains(r.summary.Text, "Cancelled") || r.list.Length() != 0 {
		t.Errorf("summary:\n%s", r.summary.Text)
	}
	// Closing the window stops a run too.
	h.a.startMistakes([]string{mistakesSample(t)}, "jishanshaikh4")
	h.a.mistakes.win.Close()
	h.waitFor("the end of the run", func() bool { return h.a.mistakes.run == nil })
}

func ptr[T any](v T) *T { return &v }

// Add Folder… takes every PGN file of a folder (sorted, any case of
// .pgn, nothing else); the dialog names the first few and counts the
// rest, so a folder of many files does not make it taller than the
// window. A folder without PGN files is refused in words.
func TestMistakesAddsAFolder(t *testing.T) {
	dir := t.TempDir()
	var want []string
	for i := range 8 {
		name := fmt.Sprintf("game%02d.pgn", i)
		if i == 3 {
			name = "GAME03.PGN"
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("[White \"Me\"]\n[Black \"You\"]\n\n1. e4 e5 *\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		want = append(want, p)
	}
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o644)
	os.Mkdir(filepath.Join(dir, "sub.pgn"), 0o755)
	slices.Sort(want)
	got, err := pgnFilesIn(dir)
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("pgnFilesIn: %v, %v; want %v", got, err, want)
	}
	if _, err := pgnFilesIn(filepath.Join(dir, "sub.pgn")); err == nil || !strings.Contains(err.Error(), "has no PGN files") {
		t.Errorf("an empty folder: %v", err)
	}

	h := newHarness(t, Options{})
	h.a.askMistakes()
	q := h.a.mistakes.ask
	if h.overlayButtons()["Add Folder…"] == nil {
		t.Fatalf("no Add Folder… button: %q", h.overlayText())
	}
	q.addAll(got)
	q.addAll(got[:2]) // twice: listed once
	if len(q.files) != 8 {
		t.Fatalf("%d files listed", len(q.files))
	}
	if text := q.filesLabel.Text; strings.Count(text, "\n") != 5 || !strings.Contains(text, "and 3 more files") {
		t.Errorf("the files label:\n%s", text)
	}
	if q.name.Text != "Me" && q.name.Text != "You" {
		t.Errorf("the name offered: %q", q.name.Text)
	}
}
