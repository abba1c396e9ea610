package mistakes

import (
	"strconv"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"
	"chessmaster/review"
)

func TestSummaryGroups(t *testing.T) {
	c := sharedCollection(t)
	s := Summarise(c)
	if s.Games != 6 || s.Mistakes != len(c.Mistakes) {
		t.Fatalf("%d games, %d mistakes", s.Games, s.Mistakes)
	}
	// Periods: May 2021 (the Chess960 game), July 2021 (three games),
	// April 2022 (two), oldest first.
	if len(s.ByPeriod) != 3 || s.ByPeriod[0].Name != "2021.05" || s.ByPeriod[0].Games != 1 || s.ByPeriod[1].Name != "2021.07" || s.ByPeriod[1].Games != 3 || s.ByPeriod[2].Name != "2022.04" || s.ByPeriod[2].Games != 2 {
		t.Errorf("periods %+v", s.ByPeriod)
	}
	// Every mistake is in exactly one period, opening and phase, and in
	// each of its kinds.
	count := func(gs []Group) (n int) {
		for _, g := range gs {
			n += len(g.Mistakes)
		}
		return n
	}
	kinds := 0
	for _, m := range c.Mistakes {
		kinds += len(m.Kinds)
	}
	if count(s.ByPeriod) != s.Mistakes || count(s.ByOpening) != s.Mistakes || count(s.ByPhase[:]) != s.Mistakes || count(s.ByKind) != kinds {
		t.Errorf("groups do not add up: periods %d, openings %d, phases %d, kinds %d/%d", count(s.ByPeriod), count(s.ByOpening), count(s.ByPhase[:]), count(s.ByKind), kinds)
	}
	moves := 0
	for _, p := range s.ByPhase {
		moves += p.Moves
	}
	if moves != s.Moves {
		t.Errorf("phase moves %d, moves %d", moves, s.Moves)
	}
	// Openings with more mistakes come first.
	for i := 1; i < len(s.ByOpening); i++ {
		if len(s.ByOpening[i].Mistakes) > len(s.ByOpening[i-1].Mistakes) {
			t.Errorf("openings out of order: %v", s.ByOpening)
		}
	}
	// The opening of each game is the lichess name of the deepest named
	// position it reached: the Caro-Kann of game 5 (1. e4 c6).
	if o := c.Games[4].Opening; o.ECO != "B10" {
		t.Errorf("game 5: opening %v", o)
	}
}

func TestReportFormats(t *testing.T) {
	shared := *sharedCollection(t)
	c := &shared
	var md, text strings.Builder
	if err := WriteReport(&md, c, Markdown); err != nil {
		t.Fatal(err)
	}
	WriteReport(&text, c, Text)
	for _, want := range []string{"# Mistakes of JishanShaikh4", "## Accuracy per game", "## Accuracy over time", "## Mistakes by opening",
		"## Mistakes by phase", "## Recurring kinds", "| missed mate |", "| 2021.07 | 3 |", c.Mistakes[0].FEN} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("the Markdown report lacks %q:\n%s", want, md.String())
		}
	}
	if strings.Contains(text.String(), "|") || !strings.Contains(text.String(), "Accuracy over time\n------------------") {
		t.Errorf("text report:\n%s", text.String())
	}
	if FormatFor("out.MD") != Markdown || FormatFor("out.txt") != Text {
		t.Error("FormatFor")
	}
	c.Complete = false
	text.Reset()
	WriteReport(&text, c, Text)
	if !strings.Contains(text.String(), "Cancelled") {
		t.Error("a cancelled collection's report does not say so")
	}
}

// The mistakes go to practice as exercises made from the stored reviews,
// and as a PGN file whose games set each position again.
func TestMistakesToPractice(t *testing.T) {
	c := sharedCollection(t)
	exs, from := c.Exercises()
	if len(exs) != len(c.Mistakes) || len(from) != len(exs) {
		t.Fatalf("%d exercises for %d mistakes", len(exs), len(c.Mistakes))
	}
	for i, ex := range exs {
		m := from[i]
		if ex.FEN != m.FEN || ex.Played != m.UCI || ex.Ply != m.Ply || ex.White != m.White {
			t.Errorf("exercise %d: %+v for mistake %+v", i, ex, m)
		}
	}
	games, err := pgn.Read(strings.NewReader(PracticePGN(c)))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != len(c.Mistakes) {
		t.Fatalf("%d games for %d mistakes", len(games), len(c.Mistakes))
	}
	for i, g := range games {
		m := c.Mistakes[i]
		pos, err := engine.ParseFEN(g.StartFEN())
		if err != nil || g.StartFEN() != m.FEN || g.Tag("Round") != strconv.Itoa(m.Game.Number) || g.Tag("Site") != m.Game.File {
			t.Fatalf("game %d: FEN %q round %q, want %q", i+1, g.StartFEN(), g.Tag("Round"), m.FEN)
		}
		line := g.MainLine()
		if len(line) != 1 || line[0].Move != m.SAN {
			t.Errorf("game %d: main line %v, want %s", i+1, line, m.SAN)
		}
		if _, err := pos.ParseSAN(line[0].Move); err != nil {
			t.Errorf("game %d: %v", i+1, err)
		}
		if len(g.Root.Children) != 2 || g.Root.Children[1].Move != m.Best {
			t.Errorf("game %d: no better move %s as a variation", i+1, m.Best)
		} else if _, err := pos.ParseSAN(m.Best); err != nil {
			t.Errorf("game %d: the better move %s: %v", i+1, m.Best, err)
		}
		if nag := line[0].NAGs; len(nag) != 1 || nag[0] != m.Class.NAG() || m.Class < review.Mistake {
			t.Errorf("game %d: NAGs %v for a %v", i+1, nag, m.Class)
		}
	}
}
