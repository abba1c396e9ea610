package repertoire

import (
	"os"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// readGames reads a PGN file of testdata.
func readGames(t *testing.T, name string) []*pgn.Game {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := pgn.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// importFile builds a repertoire for color from a testdata PGN file.
func importFile(t *testing.T, name string, color engine.Color) *Repertoire {
	t.Helper()
	r := New(color)
	if _, err := r.Import(readGames(t, name)); err != nil {
		t.Fatal(err)
	}
	return r
}

// after plays SAN moves from the start position.
func after(t *testing.T, moves ...string) *engine.Position {
	t.Helper()
	pos, err := engine.ParseFEN(pgn.StandardFEN)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range moves {
		m, err := pos.ParseSAN(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		pos.MakeMove(m)
	}
	return pos
}

func ucis(ms []Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.UCI)
	}
	return out
}
