package pgn

import (
	"strings"
	"testing"
)

// A result inside a variation ("(1. d4 d5 1-0)", an annotator's "this
// line wins") does not end the game: it used to cut the game in two and
// shift the numbers of all later games. It is kept as a comment in the
// variation, so nothing is lost and what Write makes of it is PGN that
// any reader reads.
func TestResultInsideVariation(t *testing.T) {
	text := "[Event \"a\"]\n\n1. e4 (1. d4 d5 1-0) (1. c4 (1. f4 0-1) 1/2-1/2) e5 *\n\n[Event \"b\"]\n\n1. d4 1-0\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 2 {
		t.Fatalf("Read: %v, %d games", err, len(games))
	}
	g := games[0]
	if g.Result != ResultOngoing || len(g.MainLine()) != 2 || games[1].Tag("Event") != "b" || games[1].Result != ResultWhiteWins {
		t.Fatalf("games: %q %d moves, %q %q", g.Result, len(g.MainLine()), games[1].Tag("Event"), games[1].Result)
	}
	vars := g.Root.Children
	if len(vars) != 4 || vars[1].Children[0].Comment != "1-0" || vars[2].Comment != "1/2-1/2" || vars[3].Comment != "0-1" {
		t.Errorf("variations: %s", treeText(g.Root))
	}
	out := Write(g)
	if !strings.Contains(out, "(1. d4 d5 {1-0})") || !strings.HasSuffix(out, " e5 *\n") {
		t.Errorf("written:\n%s", out)
	}
	checkIndexMatchesRead(t, "result inside a variation", []byte(text))
}

// A glyph and the same NAG after a move ("e4! $1") are one NAG; an
// unclosed variation is reported at the line of its '(' (not the game's
// first line), where the user has to look.
func TestGlyphAndSameNAGOnceAndUnclosedVariationLine(t *testing.T) {
	games, err := Read(strings.NewReader("[Event \"x\"]\n\n1. e4! $1 e5 $2 $6 *\n"))
	if err != nil || len(games) != 1 {
		t.Fatal(err)
	}
	main := games[0].MainLine()
	if got := main[0].NAGs; len(got) != 1 || got[0] != "$1" {
		t.Errorf("e4! $1: NAGs %v", got)
	}
	if got := main[1].NAGs; len(got) != 2 {
		t.Errorf("e5 $2 $6: NAGs %v", got)
	}
	_, err = Read(strings.NewReader("[Event \"x\"]\n\n1. e4 e5\n2. Nf3 (2. f4\nexf4 *\n"))
	if err == nil || !strings.Contains(err.Error(), "line 4: a variation opened with '(' is never closed") {
		t.Errorf("unclosed variation: %v", err)
	}
}
