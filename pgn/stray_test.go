package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// Prose is no game: a plain text file, a note at the top of a
// collection, a line after the last game. Read and Index pass over it, so
// a text file is not "1 game" of moves "Hello" and "world", and the games
// keep their numbers. Tagless movetext is still a game.
func TestProseIsNoGame(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string // each game's first move
	}{
		{"a text file", "Hello world,\nthis is just a note.\n", nil},
		{"a note before the games", "Games of the 1927 match, typed from the book.\n\n[Event \"A\"]\n\n1. e4 e5 1-0\n\n[Event \"B\"]\n\n1. d4 d5 0-1\n", []string{"e4", "d4"}},
		{"a line after the last game", "[Event \"A\"]\n\n1. e4 e5 *\n\nMore games next week.\n", []string{"e4"}},
		{"a tagless game without a result", "1. e4 e5 2. Nf3 Nc6\n", []string{"e4"}},
		{"tagless, no move numbers", "Nf3 d5 g3\n", []string{"Nf3"}},
		{"tagless, castling first", "[Event \"A\"]\n1. e4 *\n\nO-O Nf6\n", []string{"e4", "O-O"}},
		{"tagless, long algebraic", "e2e4 e7e5\n", []string{"e2e4"}},
		{"tagless, German letters", "1. Sf3 Sf6\n", []string{"Sf3"}},
		{"tagless, figurines", "1. ♘f3 ♞f6\n", []string{"♘f3"}},
		{"prose with a result is read as a game (and fails there)", "Hello world 1-0\n", []string{"Hello"}},
		{"prose in a comment first", "{A game from the club}\n1. e4 e5\n", []string{"e4"}},
		// Prose with moves in it stays a game, read and reported where it
		// fails, never dropped in silence.
		{"a heading before tagless moves", "Chapter 1\n\n1. e4 e5 2. Nf3\n", []string{"Chapter"}},
		{"a mistyped first move", "1. Nf9 e5 2. Nf3\n", []string{"Nf9"}},
		{"a sentence before a game in a collection", "[Event \"A\"]\n\n1. e4 *\n\nGame 2, played at the club:\n1. d4 d5 2. c4\n\n[Event \"C\"]\n\n1. c4 *\n", []string{"e4", "Game", "c4"}},
		{"no-break spaces from a web page", "1.\u00a0e4 e5 2.\u2009Nf3 Nc6\n", []string{"\u00a0e4"}},
		{"moves glued by no-break spaces", "e4\u00a0e5\u00a0Nf3\n", []string{"e4\u00a0e5\u00a0Nf3"}},
		{"a long line glued by thin spaces", "1.\u2009e4\u2009e5\u20092.\u2009Nf3\u2009Nc6\u20093.\u2009Bb5\u2009a6\u20094.\u2009Ba4\n", []string{"1.\u2009e4\u2009e5\u20092.\u2009Nf3\u2009Nc6\u20093.\u2009Bb5\u2009a6\u20094.\u2009Ba4"}},
	}
	for _, tc := range cases {
		games, _ := Read(strings.NewReader(tc.text))
		var got []string
		for _, g := range games {
			first := ""
			if len(g.Root.Children) > 0 {
				first = g.Root.Children[0].Move
			}
			got = append(got, first)
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%s: Read found games starting %q, want %q", tc.name, got, tc.want)
		}
		data := []byte(tc.text)
		entries, err := Index(bytes.NewReader(data), int64(len(data)))
		if err != nil || len(entries) != len(tc.want) {
			t.Errorf("%s: Index found %d games (%v), want %d", tc.name, len(entries), err, len(tc.want))
			continue
		}
		for i, e := range entries {
			if e.Number != i+1 {
				t.Errorf("%s: game %d numbered %d", tc.name, i+1, e.Number)
			}
		}
	}
}

func TestMoveShaped(t *testing.T) {
	for _, w := range []string{"e4", "exd5", "Nf3", "Nbd7", "R1e2", "Qh4xe1#", "exd8=Q+", "e8Q", "O-O-O", "0-0", "--", "Z0", "e2e4", "Ng1-f3", "e7e8q", "Kxf7++", "Sf3", "Lb5", "Dd1", "Txe1", "♘f3", "♕xd8+", "♙e4", "\u00a0e4", "Nf3\u202f", "o-o", "O–O", "O—O—O", "g1f3", "e1g1"} {
		if !moveShaped(w) {
			t.Errorf("%q is a move", w)
		}
	}
	for _, w := range []string{"Hello", "world,", "note.", "the", "Chapter", "a", "1927", "bxe", "xyz", "e9", "i4", "Ke4xe4xe4xe4xe4"} {
		if moveShaped(w) {
			t.Errorf("%q is no move", w)
		}
	}
}
