package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// A promotion written "gxh8(Q)", as some books and old programs write it,
// is one move and not a variation; a variation glued to a move stays a
// variation. The same text read through the index gives the same game.
func TestPromotionInParenthesesIsAMove(t *testing.T) {
	text := "[Event \"a\"]\n[SetUp \"1\"]\n[FEN \"7r/6P1/8/8/8/8/k7/7K w - - 0 1\"]\n\n" +
		"1. gxh8(Q)+ Kb3 2. Qb8+(2. Qa8 Kb2) Ka2 *\n\n[Event \"b\"]\n1. d4 *\n"
	check := func(how string, g *Game) {
		t.Helper()
		line := g.MainLine()
		if len(line) != 4 || line[0].Move != "gxh8=Q+" || line[2].Move != "Qb8+" {
			t.Fatalf("%s: main line %v", how, moveTexts(line))
		}
		if v := line[1].Children; len(v) != 2 || v[1].Move != "Qa8" {
			t.Errorf("%s: the variation of move 2 is lost", how)
		}
	}
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 2 {
		t.Fatalf("Read: %v, %d games", err, len(games))
	}
	check("Read", games[0])
	entries, err := Index(strings.NewReader(text), int64(len(text)))
	if err != nil || len(entries) != 2 || entries[0].Err != nil {
		t.Fatalf("Index: %v %+v", err, entries)
	}
	g, err := ReadGameAt(bytes.NewReader([]byte(text)), entries[0])
	if err != nil {
		t.Fatal(err)
	}
	check("index", g)
}

func moveTexts(line []*Node) []string {
	var out []string
	for _, n := range line {
		out = append(out, n.Move)
	}
	return out
}
