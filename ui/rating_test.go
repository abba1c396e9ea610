package ui

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"chessmaster/engine"
	"chessmaster/history"
	"chessmaster/master"
)

// Game → Your Rating… shows the estimate from the history file, the
// record against each level and a level that fits; without rated games it
// says so, and a history that cannot be read is named, not hidden.
func TestYourRatingDialog(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(history.HistoryEnv, dir)
	five, _ := engine.LevelByNumber(5)
	for _, res := range []string{"1-0", "1-0", "0-1", "1/2-1/2"} {
		g := history.HistoryGame{Result: res, Moves: []string{"e2e4"}, WhiteKind: "human", BlackKind: "computer", BlackLevel: 5, BlackElo: five.Elo}
		if err := history.Append(dir, g); err != nil {
			t.Fatal(err)
		}
	}
	s := twoHumans()
	h := newHarness(t, Options{Settings: &s})
	h.a.menu.rating.Action()
	h.waitFor("the rating dialog", func() bool { return strings.Contains(h.overlayText(), "Your rating: about") })
	text := h.overlayText()
	for _, want := range []string{"4 finished games", "2 won, 1 drawn, 1 lost", "Level 5 (Elo " + strconv.Itoa(five.Elo) + ")", "A fair opponent for you: Level", "measured against Stockfish"} {
		if !strings.Contains(text, want) {
			t.Errorf("the dialog misses %q:\n%s", want, text)
		}
	}
	// 62.5% against level 5: above its Elo.
	hist, _ := history.Load(dir)
	r, _ := hist.HumanRating()
	if r.Elo <= five.Elo {
		t.Errorf("2.5 of 4 against %d gave %d", five.Elo, r.Elo)
	}

	// "Play Level N…" opens New Game filled in for a game against the
	// level the estimate names, the person keeping their colour.
	fair := engine.LevelForElo(r.Elo)
	play := h.overlayButtons()["Play Level "+strconv.Itoa(fair)+"…"]
	if play == nil {
		t.Fatalf("no button for level %d among %v", fair, h.overlayButtons())
	}
	play.OnTapped()
	h.pump()
	var selects []string
	for _, o := range test.LaidOutObjects(h.a.win.Canvas().Overlays().Top()) {
		if sel, ok := o.(*widget.Select); ok {
			selects = append(selects, sel.Selected)
		}
	}
	if got := strings.Join(selects, " | "); !strings.Contains(got, "Human | Computer | "+levelName(fair)) {
		t.Errorf("New Game is filled in as %q, want a person against %s", got, levelName(fair))
	}
	if got := fairGameSettings(twoHumans(), fair); got.White.Kind != master.Human || got.Black.Kind != master.Computer || got.Black.Level != fair {
		t.Errorf("two people become %+v", got)
	}
	blackPerson := twoHumans()
	blackPerson.White = master.PlayerConfig{Kind: master.Computer, Level: 1}
	if got := fairGameSettings(blackPerson, fair); got.Black.Kind != master.Human || got.White.Level != fair {
		t.Errorf("a person playing Black becomes %+v", got)
	}

	empty := ratingText(master.PersonRating{}, false, nil)
	if !strings.Contains(empty, "No rated games yet.") {
		t.Errorf("without rated games: %q", empty)
	}
	if bad := ratingText(master.PersonRating{}, false, errors.New("history file x is corrupt")); !strings.Contains(bad, "could not be read: history file x is corrupt") {
		t.Errorf("an unreadable history: %q", bad)
	}
}
