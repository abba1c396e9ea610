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
