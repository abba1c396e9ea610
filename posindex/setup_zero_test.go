package posindex

import (
	"strings"
	"testing"

	"chessmaster/pgn"
)

// SetUp "0" starts a game from the standard position whatever its FEN
// tag says, in the check (pgn -check) as in pgn.Game.StartFEN, for a
// Chess960 game too (number 518); the plain pgn command and the check
// used to disagree.
func TestCheckSetUpZeroWithFEN(t *testing.T) {
	text := `[SetUp "0"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 e5 2. Nf3 *

[Variant "Chess960"]
[SetUp "0"]
[FEN "rkbnnbqr/pppppppp/8/8/8/8/PPPPPPPP/RKBNNBQR w KQkq - 0 1"]

1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *
`
	games, err := pgn.Read(strings.NewReader(text))
	if err != nil || len(games) != 2 {
		t.Fatalf("read: %v", err)
	}
	for i, g := range games {
		if g.StartFEN() != pgn.StandardFEN {
			t.Errorf("game %d: pgn starts it from %s", i+1, g.StartFEN())
		}
		if err := CheckGame(g); err != nil {
			t.Errorf("game %d: %v", i+1, err)
		}
	}
}

// The index reads move numbers written apart from their periods as the
// pgn reader does: "1 . e4", "1. ... e5" and "2. Nf3 ... Nc6" are the
// same moves as "1. e4 e5 2. Nf3 Nc6"; "0000" stays a (null) move.
func TestMainLineMoveNumbersApart(t *testing.T) {
	for _, text := range []string{
		"1 . e4 e5 2 . Nf3 Nc6 *",
		"1. e4 {c} 1. ... e5 2. Nf3 ... Nc6 *",
		"1 ... e4 e5 2 ... Nf3 Nc6 *",
	} {
		sans, _ := mainLine([]byte(text), nil)
		var got []string
		for _, s := range sans {
			got = append(got, string(s))
		}
		if strings.Join(got, " ") != "e4 e5 Nf3 Nc6" {
			t.Errorf("%q: %v", text, got)
		}
		g, err := pgn.Read(strings.NewReader(text))
		if err != nil || len(g) != 1 || len(g[0].MainLine()) != 4 {
			t.Errorf("%q: the pgn reader disagrees: %v", text, err)
		}
	}
	if sans, _ := mainLine([]byte("1. e4 0000 2. d4 *"), nil); len(sans) != 3 || string(sans[1]) != "0000" {
		t.Errorf("0000: %q", sans)
	}
}
