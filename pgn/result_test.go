package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// A word meant as a result that PGN does not know is an error naming it
// and its line, in Read and in the index, and never a move; castling
// written with zeros stays a move.
func TestInvalidResultToken(t *testing.T) {
	for _, w := range []string{"2-0", "1-1", "0-2", "1/2-0", "0.5-0.5", "½-0"} {
		text := "[Event \"a\"]\n\n1. e4 e5 " + w + "\n\n[Event \"b\"]\n1. d4 *\n"
		_, err := Read(strings.NewReader(text))
		if err == nil || !strings.Contains(err.Error(), "line 3: "+w+" is not a result") {
			t.Errorf("%s: Read: %v", w, err)
		}
		entries, err := Index(strings.NewReader(text), int64(len(text)))
		if err != nil || len(entries) != 2 {
			t.Fatalf("%s: Index: %v %+v", w, err, entries)
		}
		if entries[0].Err == nil || !strings.Contains(entries[0].Err.Error(), w+" is not a result") {
			t.Errorf("%s: entry 1: %v", w, entries[0].Err)
		}
		if g, err := ReadGameAt(bytes.NewReader([]byte(text)), entries[1]); err != nil || g.Tag("Event") != "b" {
			t.Errorf("%s: the next game: %v", w, err)
		}
	}
	games, err := Read(strings.NewReader("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *"))
	if err != nil || len(games[0].MainLine()) != 8 || games[0].MainLine()[7].Move != "0-0" {
		t.Errorf("castling with zeros: %v", err)
	}
}

// Castling with zeros glued to its move number ("5.0-0", "12...0-0-0",
// as in old files and hand-typed games) is a move number and a move, in
// Read and in the index, never a result that ends the game.
func TestCastlingWithZerosAfterAMoveNumber(t *testing.T) {
	text := "[Event \"a\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.0-0 d6 5.d3 Bg4 6.Nc3 Qd7 7.Be3 Nf6 8.a3 8...0-0-0 9.b4 1-0\n\n[Event \"b\"]\n1. d4 *\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 2 {
		t.Fatalf("Read: %v, %d games", err, len(games))
	}
	ml := games[0].MainLine()
	if len(ml) != 17 || ml[6].Move != "0-0" || ml[15].Move != "0-0-0" || games[0].Result != "1-0" {
		t.Errorf("the main line: %d moves, %v", len(ml), ml)
	}
	entries, err := Index(strings.NewReader(text), int64(len(text)))
	if err != nil || len(entries) != 2 || entries[0].Err != nil {
		t.Fatalf("Index: %v %+v", err, entries)
	}
	for _, w := range []string{"4.0-0", "12...0-0-0"} {
		if isBadResult(w) {
			t.Errorf("%s is taken for a result", w)
		}
	}
	for _, w := range []string{"4.2-0", "0.5-0.5"} {
		if !isBadResult(w) {
			t.Errorf("%s is not taken for a bad result", w)
		}
	}
}
