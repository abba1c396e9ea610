package pgn

import (
	"strings"
	"testing"
)

// A game without a Result tag takes the result after its moves into the
// Seven Tag Roster ("1. e4 e5 2. Nf3 1-0" was written with [Result "*"]
// and 1-0 at the end). A Result tag is written as the file has it, even
// when the moves' result says otherwise: nothing is invented.
func TestWriteResultTagFromMovetext(t *testing.T) {
	for _, c := range []struct{ text, tag, end string }{
		{"1. e4 e5 2. Nf3 1-0", "1-0", " 1-0\n"},
		{"[Event \"x\"]\n\n1. e4 1/2-1/2", "1/2-1/2", " 1/2-1/2\n"},
		{"[Event \"x\"]\n[Result \"\"]\n\n1. e4 0-1", "0-1", " 0-1\n"},
		{"[Result \"1-0\"]\n\n1. e4 *", "1-0", " *\n"},
		{"[Result \"0-1\"]\n\n1. e4", "0-1", " 0-1\n"},
		{"1. e4", "*", " *\n"},
	} {
		games, err := Read(strings.NewReader(c.text))
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		out := Write(games[0])
		if !strings.Contains(out, "[Result \""+c.tag+"\"]\n") || !strings.HasSuffix(out, c.end) {
			t.Errorf("%q written:\n%s", c.text, out)
		}
	}
}
