package pgn

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

// A comment on the same line as the result that ends a game is that
// game's ("4. Qxf7# 1-0 {White wins by checkmate}"): it follows the last
// move and is written back before the result. It used to open the next
// game, or be lost after the last one. A comment on a later line still
// goes with the next game ("comment before tags" in TestIndexTricky).
func TestCommentAfterResultOnItsLine(t *testing.T) {
	text := "[Event \"a\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0 {White wins by checkmate}\n\n" +
		"[Event \"b\"]\n\n1. d4 d5 1/2-1/2 ; agreed\n{about c}\n[Event \"c\"]\n\n" +
		"1. c4 0-1 {one} {two\non two lines} {a line on}\n\n" +
		"[Event \"d\"]\n\n1. Nf3 * {the last}\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 4 {
		t.Fatalf("Read: %v, %d games", err, len(games))
	}
	for i, c := range []struct{ last, root string }{
		{"White wins by checkmate", ""},
		{"agreed", ""},
		{"one two on two lines", "about c"},
		{"the last", "a line on"},
	} {
		g := games[i]
		ml := g.MainLine()
		if got := ml[len(ml)-1].Comment; got != c.last {
			t.Errorf("game %d: comment after the last move %q, want %q", i+1, got, c.last)
		}
		if g.Root.Comment != c.root {
			t.Errorf("game %d: comment before the moves %q, want %q", i+1, g.Root.Comment, c.root)
		}
	}
	if out := Write(games[0]); !strings.HasSuffix(out, "4. Qxf7# {White wins by checkmate} 1-0\n") {
		t.Errorf("written:\n%s", out)
	}
	data := []byte(text)
	entries := checkIndexMatchesRead(t, "comment after result", data)
	s := NewScanner(iotest.OneByteReader(bytes.NewReader(data)))
	var got []Entry
	for s.Next() {
		got = append(got, s.Entry())
	}
	if !reflect.DeepEqual(got, entries) {
		t.Errorf("one byte at a time:\n%+v\nvs\n%+v", got, entries)
	}
	if e := entries[0]; !bytes.HasSuffix(data[e.Offset:e.End()], []byte("{White wins by checkmate}")) {
		t.Errorf("game 1 is %q", data[e.Offset:e.End()])
	}
}

// The same on one long line read in pieces: a comment after a result,
// cut by a piece's end, is still the game's.
func TestCommentAfterResultInPieces(t *testing.T) {
	text := strings.Repeat("1. e4 * ", indexSniffLen/8+1) +
		"[Event \"a\"] 1. e4 1-0 {" + strings.Repeat("long ", 40) + "} ; " + strings.Repeat("rest ", 40) + "\n" +
		"[Event \"b\"] 1. d4 0-1 {" + strings.Repeat("two ", 40) + "} [Event \"c\"] 1. c4 *\n"
	want := checkIndexMatchesRead(t, "in pieces", []byte(text))
	games, _ := Read(strings.NewReader(text))
	if n := len(games); n < 3 || !strings.HasPrefix(games[n-3].MainLine()[0].Comment, "long long") || !strings.HasSuffix(games[n-3].MainLine()[0].Comment, "rest") || !strings.HasPrefix(games[n-2].MainLine()[0].Comment, "two two") {
		t.Fatalf("comments not with their games")
	}
	for _, n := range []int{32, 47, 64} {
		withPieces(n, func() {
			got, err := scanSlowly(text)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("pieces of %d: %v: %d games differ from the index's %d", n, err, len(got), len(want))
			}
		})
	}
}
