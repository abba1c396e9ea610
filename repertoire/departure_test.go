package repertoire

import (
	"slices"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// The six games of Kasparov - Deep Blue 1997 against a White repertoire
// of 1.e4 and the closed Ruy Lopez: each game leaves it at its first move
// the repertoire does not have, by the side that played it.
func TestDepartureRealGames(t *testing.T) {
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	games := readGames(t, "kasparov-deep-blue-1997.pgn")
	want := []struct {
		ply      int
		label    string
		byUser   bool
		expected []string
		lastIn   string
	}{
		{1, "1.Nf3", true, []string{"e2e4"}, ""},
		{22, "11...Bf8", false, nil, "11.Nbd2"}, // Deep Blue's Ruy Lopez: the Smyslov line to its end
		{1, "1.d3", true, []string{"e2e4"}, ""},
		{2, "1...c6", false, []string{"e7e5", "c7c5", "e7e6"}, "1.e4"},
		{1, "1.Nf3", true, []string{"e2e4"}, ""},
		{2, "1...c6", false, []string{"e7e5", "c7c5", "e7e6"}, "1.e4"},
	}
	if len(games) != len(want) {
		t.Fatalf("%d games", len(games))
	}
	for i, g := range games {
		d, err := r.Departure(g)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		w := want[i]
		if !d.Left || d.Ply != w.ply || d.Label != w.label || d.ByUser != w.byUser || !slices.Equal(ucis(d.Expected), w.expected) || d.LastIn != w.lastIn {
			t.Errorf("game %d: %+v, want %+v", i+1, d, w)
		}
	}
	d, _ := r.Departure(games[1])
	if s := d.String(); s != "left the repertoire at 11...Bf8 (Black's move, the opponent; the repertoire's line ends after 11.Nbd2)" {
		t.Errorf("game 2 says %q", s)
	}
	d, _ = r.Departure(games[0])
	if s := d.String(); s != "left the repertoire at 1.Nf3 (White's move, your side; the repertoire has 1.e4)" {
		t.Errorf("game 1 says %q", s)
	}
}

// Kasparov's Black games against a Caro-Kann repertoire played into
// it: game 4 leaves it at Kasparov's 2...d6, game 6 at 4...Nd7 (the
// repertoire has 4...Bf5), both by the user's side.
func TestDepartureBlackRepertoire(t *testing.T) {
	r := New(engine.Black)
	for _, line := range [][]string{
		{"e4", "c6", "d4", "d5", "Nc3", "dxe4", "Nxe4", "Bf5"},
		{"e4", "c6", "d4", "d5", "e5", "Bf5"},
	} {
		if _, err := r.AddLine(pgn.StandardFEN, line); err != nil {
			t.Fatal(err)
		}
	}
	games := readGames(t, "kasparov-deep-blue-1997.pgn")
	cases := []struct {
		game         int
		ply          int
		label, wants string
	}{
		{4, 4, "2...d6", "the repertoire has 2...d5"},   // Kasparov's 2...d6
		{6, 8, "4...Nd7", "the repertoire has 4...Bf5"}, // the Caro-Kann main line until 4...Nd7
	}
	for _, c := range cases {
		d, err := r.Departure(games[c.game-1])
		if err != nil {
			t.Fatal(err)
		}
		if d.Ply != c.ply || d.Label != c.label || !d.ByUser {
			t.Errorf("game %d: %+v", c.game, d)
		}
		if !strings.Contains(d.String(), "Black's move, your side; "+c.wants) {
			t.Errorf("game %d: %s", c.game, d)
		}
	}
	d, _ := r.Departure(games[1]) // 1.e4 e5: Black left at once
	if d.Ply != 2 || !d.ByUser || d.Label != "1...e5" {
		t.Errorf("game 2: %+v", d)
	}
}

// Positions are compared, not move orders: a game that transposes into
// the repertoire stays in it; a game that ends inside it never left.
func TestDepartureTranspositionAndEnd(t *testing.T) {
	r := New(engine.White)
	r.AddLine(pgn.StandardFEN, []string{"e4", "e6", "d4", "d5", "Nc3", "Nf6", "Bg5"})
	r.AddLine(pgn.StandardFEN, []string{"d4", "e6", "e4"})
	games, err := pgn.Read(strings.NewReader("1. d4 e6 2. e4 d5 3. Nc3 Nf6 4. Bg5 Be7 *\n\n1. e4 e6 2. d4 d5 3. Nc3 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := r.Departure(games[0])
	if err != nil || !d.Left || d.Label != "4...Be7" || d.ByUser || d.LastIn != "4.Bg5" {
		t.Errorf("transposed game: %+v %v", d, err)
	}
	d, err = r.Departure(games[1])
	if err != nil || d.Left || d.Moves != 5 || d.String() != "every move of the game (5) is in the repertoire" {
		t.Errorf("game inside the repertoire: %+v %v", d, err)
	}
	bad, _ := pgn.Read(strings.NewReader("1. e4 e6 2. Ke3 *\n"))
	if _, err := r.Departure(bad[0]); err == nil || !strings.Contains(err.Error(), "2.Ke3") {
		t.Errorf("illegal move: %v", err)
	}
}
