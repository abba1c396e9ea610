package puzzle

import (
	"testing"
)

// TestThemes: each motif on a position made for it.
func TestThemes(t *testing.T) {
	cases := []struct {
		name, fen, lead string
		solution        []string
		end             Eval
		want, not       []string
	}{
		{"knight fork of king and rook", "r3k3/pp3ppp/8/3N4/8/8/PPP2PPP/6K1 b - - 0 1", "h7h6",
			[]string{"d5c7", "e8d7", "c7a8"}, Eval{CP: 500}, []string{ThemeFork, ThemeCrushing, ThemeShort}, []string{ThemeMate, ThemePin}},
		{"back-rank mate", "6k1/5ppp/8/8/8/8/r4PPP/3R2K1 b - - 0 1", "a2b2",
			[]string{"d1d8"}, Eval{Mate: 1}, []string{ThemeMate, MateIn(1), ThemeBackRankMate, ThemeEndgame, ThemeRookEndgame}, []string{ThemeOneMove, ThemeSmothered}},
		{"promotion", "8/P5k1/8/8/8/8/6K1/8 b - - 0 1", "g7f7",
			[]string{"a7a8q"}, Eval{TB: 1, CP: 31000}, []string{ThemePromotion, ThemeAdvancedPawn, ThemeOneMove, ThemeEndgame, ThemePawnEndgame}, []string{ThemeUnderPromo}},
		{"hanging queen", "4k3/8/8/3q4/8/8/3R4/4K3 b - - 0 1", "d5d4",
			[]string{"d2d4"}, Eval{CP: 900}, []string{ThemeHanging, ThemeCrushing, ThemeEndgame}, []string{ThemeFork, ThemeRookEndgame}},
		{"pinned knight won", "4k3/7p/2n5/1B6/3P4/8/8/4K3 b - - 0 1", "h7h6",
			[]string{"d4d5", "h6h5", "d5c6"}, Eval{CP: 400}, []string{ThemePin, ThemeQuietMove}, []string{ThemeHanging}},
	}
	for _, c := range cases {
		p := &Puzzle{FEN: c.fen, Lead: c.lead, Solution: c.solution}
		if err := p.Check(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p.Themes = Themes(p, c.end)
		for _, w := range c.want {
			if !p.HasTheme(w) {
				t.Errorf("%s: themes %v lack %s", c.name, p.Themes, w)
			}
		}
		for _, n := range c.not {
			if p.HasTheme(n) {
				t.Errorf("%s: themes %v have %s", c.name, p.Themes, n)
			}
		}
	}
}

// TestSmotheredMate: Nf7# with the king boxed in by its own pieces.
func TestSmotheredMate(t *testing.T) {
	p := &Puzzle{FEN: "5r1k/6pp/8/6N1/8/8/8/6K1 b - - 0 1", Lead: "f8g8", Solution: []string{"g5f7"}}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	p.Themes = Themes(p, Eval{Mate: 1})
	if !p.HasTheme(ThemeSmothered) || !p.HasTheme(MateIn(1)) {
		t.Errorf("themes %v, want smotheredMate and mateIn1", p.Themes)
	}
}

// TestRatingEstimateOrders: a quiet three-move line found late rates
// above a capture that mates at once.
func TestRatingEstimateOrders(t *testing.T) {
	easy := &Puzzle{FEN: "6k1/5ppp/8/8/8/8/r4PPP/3R2K1 b - - 0 1", Lead: "a2b2", Solution: []string{"d1d8"}}
	easy.Themes = Themes(easy, Eval{Mate: 1})
	hard := &Puzzle{FEN: "4k3/7p/2n5/1B6/3P4/8/8/4K3 b - - 0 1", Lead: "h7h6", Solution: []string{"d4d5", "h6h5", "d5c6"}}
	hard.Themes = Themes(hard, Eval{CP: 400})
	e, h := EstimateRating(easy, 1), EstimateRating(hard, 9)
	if e >= h || e < 600 || h > 2600 {
		t.Errorf("easy %d hard %d: want easy < hard, within 600..2600", e, h)
	}
}
