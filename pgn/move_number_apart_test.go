package pgn

import (
	"strings"
	"testing"
)

// A move number written apart from its periods ("1 . e4", "4 ... Nf6"),
// or periods alone ("1. ... e5"), is move number indication, as the PGN
// standard makes "." a token of its own: never a move, in Read and in
// the index. "0000", a null move as UCI writes it, stays a move.
func TestMoveNumberApartFromItsPeriods(t *testing.T) {
	for _, c := range []struct{ movetext, want string }{
		{"1. e4 {c} 1. ... e5 2. Nf3 ... Nc6 *", "e4 e5 Nf3 Nc6"},
		{"1 . e4 e5 2 . Nf3 *", "e4 e5 Nf3"},
		{"1.e4 1...e5 2.Nf3 2...Nc6 3.Bb5 3... a6 4 . Ba4 4 ... Nf6 *", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"},
		{"1 e4 e5 2 Nf3 Nc6 *", "e4 e5 Nf3 Nc6"},
		{"1. e4 0000 2. d4 *", "e4 0000 d4"},
	} {
		text := "[Event \"a\"]\n\n" + c.movetext + "\n\n[Event \"b\"]\n\n1. d4 *\n"
		games, err := Read(strings.NewReader(text))
		if err != nil || len(games) != 2 {
			t.Fatalf("%s: %v, %d games", c.movetext, err, len(games))
		}
		var got []string
		for _, n := range games[0].MainLine() {
			got = append(got, n.Move)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: main line %v, want %s", c.movetext, got, c.want)
		}
		checkIndexMatchesRead(t, c.movetext, []byte(text))
	}
}
