package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The New Game dialog says under the level list what the chosen level
// is: "Plays like a 1020 player" for a level that plays people's moves,
// the level's description for the others.
func TestNewGameSaysWhatTheLevelIs(t *testing.T) {
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	g := h.a.showNewGame()
	g.black.kind.SetSelected("Computer")
	people := 0
	for _, l := range Levels() {
		g.black.level.SetSelected(levelText(l))
		h.pump()
		want := levelDescription(l.Level)
		if l.PlaysLikePeople {
			people++
			want = fmt.Sprintf("Plays like %s %d player (measured), with the moves people choose.", englishArticle(l.Elo), l.Elo)
		}
		if got := g.black.levelLine.label.Text; got != want {
			t.Errorf("level %d: the line under the list reads %q, want %q", l.Level, got, want)
		}
		if !g.black.levelLine.label.Visible() || !strings.Contains(h.overlayText(), want) {
			t.Errorf("level %d: %q is not shown in the dialog:\n%s", l.Level, want, h.overlayText())
		}
	}
	if people == 0 {
		t.Fatal("no level plays people's moves")
	}
	test.Tap(h.overlayButtons()["Cancel"])
}

// The welcome's level list gives each level's line too.
func TestWelcomeSaysWhatTheLevelIs(t *testing.T) {
	h := newHarness(t, Options{})
	if h.a.welcome == nil {
		t.Fatal("no welcome on the first start")
	}
	var shown []string
	for _, o := range test.LaidOutObjects(h.a.win.Canvas().Overlays().Top()) {
		if tx, ok := o.(*canvas.Text); ok {
			shown = append(shown, tx.Text)
		}
	}
	weakest := Levels()[0]
	if !weakest.PlaysLikePeople {
		t.Fatalf("the weakest level %+v does not play people's moves", weakest)
	}
	want := fmt.Sprintf("Plays like %s %d player (measured), with the moves people choose.", englishArticle(weakest.Elo), weakest.Elo)
	if !strings.Contains(strings.Join(shown, "\n"), want) {
		t.Fatalf("the welcome does not show %q; texts:\n%s", want, strings.Join(shown, "\n"))
	}
}

// "an 870 player", "a 1220 player": the article follows how the rating
// is said.
func TestEnglishArticleFollowsTheSpokenRating(t *testing.T) {
	for n, want := range map[int]string{
		870: "an", 930: "a", 1110: "an", 1220: "a", 1490: "a", 1850: "an",
		800: "an", 2100: "a", 11: "an", 18: "an", 8: "an", 1000: "a", 1320: "a",
	} {
		if got := englishArticle(n); got != want {
			t.Errorf("englishArticle(%d) = %q, want %q", n, got, want)
		}
	}
}
