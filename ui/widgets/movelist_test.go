package widgets

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"chessmaster/internal/longgame"
	"chessmaster/pgn"
)

func readTree(t *testing.T, text string) *pgn.Game {
	t.Helper()
	games, err := pgn.Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("read %d games: %v", len(games), err)
	}
	return games[0]
}

// The tree is laid out as main-line pairs, with the comment and the
// variations of a move in their own indented paragraphs after it, nested
// variations in parentheses, and glyphs after the moves.
func TestTreeRows(t *testing.T) {
	g := readTree(t, `[Event "t"]

{Before the game} 1. e4 e5 {the open game} (1... c5 2. Nf3 (2. c3 d5) d6 $2 {slow}) (1... e6) 2. Nf3 $1 $14 Nc6 3. Bb5 *`)
	got := rowsText(treeRows(g, startFEN))
	want := `  Before the game
1. e4 e5
  the open game
  1...c5 2.Nf3 ( 2.c3 d5 ) 2...d6? slow
  1...e6
2. Nf3! +/= Nc6
3. Bb5
`
	if got != want {
		t.Fatalf("rows:\n%s\nwant:\n%s", got, want)
	}
	// A variation on White's move breaks the pair: "2. … Nc6" follows.
	g = readTree(t, "1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 1-0")
	got = rowsText(treeRows(g, startFEN))
	want = "1. e4 e5\n2. Nf3\n  2.Bc4 Nf6\n2. … Nc6\n1-0\n"
	if got != want {
		t.Fatalf("rows:\n%s\nwant:\n%s", got, want)
	}
	// Every move carries its path.
	var paths [][]int
	for _, r := range treeRows(g, startFEN) {
		for _, p := range r.pieces {
			if p.kind == mlMove {
				paths = append(paths, p.at.path())
			}
		}
	}
	wantPaths := [][]int{{0}, {0, 0}, {0, 0, 0}, {0, 0, 1}, {0, 0, 1, 0}, {0, 0, 0, 0}}
	if !slices.EqualFunc(paths, wantPaths, slices.Equal[[]int]) {
		t.Fatalf("paths %v", paths)
	}
	// From a FEN with Black to move at move 20.
	g = readTree(t, "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 3 20\"]\n\n20... Kd7 21. Kd2 (21. Ke2 Ke6) *")
	got = rowsText(treeRows(g, "4k3/8/8/8/8/8/8/4K3 b - - 3 20"))
	want = "20. … Kd7\n21. Kd2\n  21.Ke2 Ke6\n"
	if got != want {
		t.Fatalf("rows:\n%s\nwant:\n%s", got, want)
	}
}

func TestMoveListSelectAndHighlight(t *testing.T) {
	test.NewTempApp(t)
	m := NewMoveList()
	w := test.NewWindow(m)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	var picked [][]int
	var menus [][]int
	m.OnSelect = func(p []int) { picked = append(picked, p) }
	m.OnMenu = func(p []int, _ fyne.Position) { menus = append(menus, p) }

	g := readTree(t, "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *")
	m.SetTree(g, startFEN, []int{0, 1, 0})
	if m.Len() != 3 || !slices.Equal(m.Current(), []int{0, 1, 0}) {
		t.Fatalf("len %d current %v", m.Len(), m.Current())
	}
	cur := m.Token([]int{0, 1, 0})
	if cur == nil || !cur.Current || !cur.San.TextStyle.Bold || cur.piece.text != "2.Nf3" {
		t.Fatalf("current token %+v", cur)
	}
	test.Tap(m.Token([]int{0, 0}))
	test.TapSecondary(m.Token([]int{0, 1}))
	if len(picked) != 1 || !slices.Equal(picked[0], []int{0, 0}) || len(menus) != 1 || !slices.Equal(menus[0], []int{0, 1}) {
		t.Fatalf("picked %v, menus %v", picked, menus)
	}
	m.SetCurrent([]int{0})
	if cur.Current || !m.Token([]int{0}).Current {
		t.Fatal("highlight did not move")
	}
	// The same tree again keeps the tokens (no rebuild for a new
	// highlight).
	before := m.Token([]int{0})
	m.SetTree(g, startFEN, []int{0, 0})
	if m.Token([]int{0}) != before || !m.Token([]int{0, 0}).Current {
		t.Fatal("rebuilt for the same tree")
	}
}

// A long game scrolls: the current move is kept in view.
func TestMoveListScrollsToCurrent(t *testing.T) {
	test.NewTempApp(t)
	m := NewMoveList()
	w := test.NewWindow(m)
	defer w.Close()
	w.Resize(fyne.NewSize(260, 200))
	var b strings.Builder
	for i := 0; i < 40; i++ {
		b.WriteString("Nf3 Nf6 Ng1 Ng8 ")
	}
	b.WriteString("*")
	g := readTree(t, b.String())
	last := make([]int, 160)
	m.SetTree(g, startFEN, last)
	if m.Scroll.Offset.Y <= 0 {
		t.Fatal("the last move is not scrolled into view")
	}
	y := m.Token(last).Position().Y
	if y < m.Scroll.Offset.Y || y > m.Scroll.Offset.Y+m.Scroll.Size().Height {
		t.Fatalf("current move at %v, view %v..%v", y, m.Scroll.Offset.Y, m.Scroll.Offset.Y+m.Scroll.Size().Height)
	}
	m.SetCurrent([]int{})
	if m.Scroll.Offset.Y != 0 {
		t.Fatal("start position does not scroll to the top")
	}
	if h := m.content.MinSize().Height; h < 80*m.Layout.LineHeight() {
		t.Fatalf("content %v high for 80 rows", h)
	}
}

// Every glyph the move list writes is in the window's font.
func TestNAGGlyphsDrawable(t *testing.T) {
	f, err := font.ParseTTF(bytes.NewReader(theme.DefaultTheme().Font(fyne.TextStyle{Bold: true}).Content()))
	if err != nil {
		t.Fatal(err)
	}
	for nag, g := range NagGlyphs {
		for _, r := range g {
			if _, ok := f.NominalGlyph(r); !ok {
				t.Errorf("%s: the font has no %q", nag, r)
			}
		}
	}
	if q, p := nagText([]string{"$6", "$16", "$2", "$99"}); q != "?!" || p != "+/-" {
		t.Errorf("nagText %q %q", q, p)
	}
	if got := ToggleNAG([]string{"$1", "$14"}, "$4"); !slices.Equal(got, []string{"$14", "$4"}) {
		t.Errorf("toggle %v", got)
	}
	if got := ToggleNAG([]string{"$1", "$14"}, "$1"); !slices.Equal(got, []string{"$14"}) {
		t.Errorf("toggle off %v", got)
	}
}

// Only the rows in view have objects, however long the game: a step
// through a game of ten thousand moves highlights the move and makes the
// rows that scroll into view, and scrolling makes the rows it reaches.
func TestMoveListMakesOnlyRowsInView(t *testing.T) {
	test.NewTempApp(t)
	m := NewMoveList()
	w := test.NewWindow(m)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	const plies = 10000
	g := readTree(t, longgame.PGN(plies))
	inView := func(what string) {
		t.Helper()
		if n := len(m.content.Objects); n == 0 || n > 300 {
			t.Fatalf("%s: %d objects for a view of about 20 rows", what, n)
		}
		off, view := m.Scroll.Offset.Y, m.Scroll.Size().Height
		seen := 0
		for _, tok := range m.Tokens {
			if y := tok.Position().Y; y >= off && y+tok.Size().Height <= off+view {
				seen++
			}
		}
		if seen < 10 {
			t.Fatalf("%s: %d moves lie in the view %v..%v", what, seen, off, off+view)
		}
	}
	m.SetTree(g, startFEN, []int{})
	inView("at the start")
	if h := m.content.MinSize().Height; h < plies/2*m.Layout.LineHeight() {
		t.Fatalf("the list is %v high for %d rows", h, plies/2)
	}
	last := make([]int, plies)
	m.SetCurrent(last)
	inView("at the last move")
	tok := m.Token(last)
	if tok == nil || !tok.Current {
		t.Fatal("the last move is not shown highlighted")
	}
	if y := tok.Position().Y; y < m.Scroll.Offset.Y || y+tok.Size().Height > m.Scroll.Offset.Y+m.Scroll.Size().Height {
		t.Fatalf("the last move at %v is outside the view from %v", y, m.Scroll.Offset.Y)
	}
	// A step back highlights the move before and no other.
	m.SetCurrent(last[:plies-1])
	if tok.Current || !m.Token(last[:plies-1]).Current {
		t.Fatal("the highlight did not move back one move")
	}
	// The wheel scrolls to the middle: its rows are made.
	m.Scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: m.Scroll.Offset.Y / 2}})
	inView("scrolled to the middle")
	if m.Token(last[:plies-1]) != nil {
		t.Fatal("the rows that left the view keep their objects")
	}
}

// The list rebuilds its rows when anything they show changes, and only
// then: sameTree compares what the rows show.
func TestSameTree(t *testing.T) {
	base := "1. e4 {open} e5 (1... c5 $2) 2. Nf3 *"
	same := []string{base, "1. e4 {open} e5 (1... c5 ?) 2. Nf3 *"}
	differ := []string{
		"1. e4 {open} e5 (1... c5 $2) 2. Nf3 1-0",         // the result
		"1. e4 {closed} e5 (1... c5 $2) 2. Nf3 *",         // a comment
		"1. e4 {open} e5 (1... c5 $1) 2. Nf3 *",           // a glyph
		"1. e4 {open} e5 (1... c5) 2. Nf3 *",              // no glyph
		"1. e4 {open} e5 (1... {x} c5 $2) 2. Nf3 *",       // a comment before a move
		"1. e4 {open} e5 (1... c5 $2) (1... e6) 2. Nf3 *", // a variation
		"1. e4 {open} e5 (1... c5 $2) 2. Nc3 *",           // a move
		"1. e4 {open} e5 (1... c5 $2) *",                  // a move less
	}
	a := readTree(t, base)
	for _, s := range same {
		if !sameTree(a, readTree(t, s)) {
			t.Errorf("%q differs from %q", s, base)
		}
	}
	for _, s := range differ {
		if sameTree(a, readTree(t, s)) {
			t.Errorf("%q is the same as %q", s, base)
		}
	}
	if !sameTree(nil, nil) || sameTree(a, nil) || sameTree(nil, a) {
		t.Error("nil trees")
	}
}

// A move deep in a long variation paragraph, many lines down its row, is
// scrolled into view too.
func TestMoveListScrollsToMoveInVariation(t *testing.T) {
	test.NewTempApp(t)
	m := NewMoveList()
	w := test.NewWindow(m)
	defer w.Close()
	w.Resize(fyne.NewSize(260, 200))
	var b strings.Builder
	b.WriteString("1. e4 e5 (1... c5 ")
	for i := 0; i < 30; i++ {
		b.WriteString("2. Nf3 Nf6 3. Ng1 Ng8 ")
	}
	b.WriteString(") 2. Nf3 *")
	g := readTree(t, b.String())
	deep := append([]int{0, 1}, make([]int, 119)...)
	m.SetTree(g, startFEN, deep)
	tok := m.Token(deep)
	if tok == nil || !tok.Current {
		t.Fatal("the deep move is not shown highlighted")
	}
	off, view := m.Scroll.Offset.Y, m.Scroll.Size().Height
	if y := tok.Position().Y; y < off || y+tok.Size().Height > off+view+1 {
		t.Fatalf("the move at %v..%v, the view %v..%v", y, y+tok.Size().Height, off, off+view)
	}
	if off <= 0 {
		t.Fatal("the list did not scroll")
	}
}

// In a wide list the pairs' move columns stop at maxMoveColumn: Black's
// move stays near White's instead of half the list's width away (400 px
// at 1920×1080). In a narrow list they share the width as before.
func TestMoveListPairsStayTogetherWhenWide(t *testing.T) {
	test.NewTempApp(t)
	m := NewMoveList()
	w := test.NewWindow(m)
	defer w.Close()
	g := readTree(t, "1. e4 e5 2. Nf3 Nc6 *")
	m.SetTree(g, startFEN, []int{0})
	gap := func() float32 {
		return m.Token([]int{0, 0}).Position().X - m.Token([]int{0}).Position().X
	}
	w.Resize(fyne.NewSize(900, 400))
	if got := gap(); got > maxMoveColumn()+1 {
		t.Errorf("900 px wide: Black's move %.0f px right of White's, want at most %.0f", got, maxMoveColumn())
	}
	w.Resize(fyne.NewSize(300, 400))
	narrow := gap()
	if narrow > 150 || narrow < 100 {
		t.Errorf("300 px wide: Black's move %.0f px right of White's, want about half the width", narrow)
	}
}
