package pgn

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// Two malformed tags that cost their game: a value never closed with no
// "]" on its line, and a quote right before the "]" ([Event "Quote at
// end "]"]), which was read as a tag and then movetext, splitting the
// game in two and shifting the numbers of the games after it. Each is
// now read to its line's end, with a warning, by Read, by Index and
// ReadGameAt, and by the scanner in pieces.
func TestTagToItsLineEnd(t *testing.T) {
	for _, c := range []struct {
		name, tag, event string
	}{
		{"value never closed", `[Event "Unterminated`, "Unterminated"},
		{"value never closed, spaces after", "[Event \"Unterminated  \t", "Unterminated"},
		{"closed, no ]", `[Event "No bracket"`, "No bracket"},
		{"quote before ]", `[Event "Quote at end "]"]`, `Quote at end "]`},
		{"inner quote and ]", `[Event "He said "hi"] there"]`, `He said "hi"] there`},
		{"quote before ], spaces", `[Event "Quote at end "]  "]  `, `Quote at end "]  `},
	} {
		// A note before the tag makes its line longer than the pieces
		// of the scanner test below.
		for _, note := range []string{"", "{a note before the tag, longer than a piece} "} {
			checkTagToItsLineEnd(t, c.name, note+c.tag, c.event)
		}
	}
}

// checkTagToItsLineEnd checks the reading of a game whose Event tag's
// line is line, between two good games.
func checkTagToItsLineEnd(t *testing.T, name, line, event string) {
	t.Helper()
	text := "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n" +
		line + "\n[White \"W\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 e6 *\n\n" +
		"[Event \"c\"]\n\n1. c4 *\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 3 {
		t.Fatalf("%s: Read: %d games, %v", name, len(games), err)
	}
	entries, err := Index(bytes.NewReader([]byte(text)), int64(len(text)))
	if err != nil || len(entries) != 3 {
		t.Fatalf("%s: Index: %d games, %v", name, len(entries), err)
	}
	for i, e := range entries {
		if e.Number != i+1 || e.Err != nil {
			t.Errorf("%s: entry %d: number %d, %v", name, i+1, e.Number, e.Err)
		}
	}
	at, err := ReadGameAt(bytes.NewReader([]byte(text)), entries[1])
	if err != nil {
		t.Fatalf("%s: ReadGameAt: %v", name, err)
	}
	for _, g := range []*Game{games[1], at} {
		if g.Tag("Event") != event || g.Tag("White") != "W" || len(g.MainLine()) != 4 {
			t.Errorf("%s: Event %q White %q, %d plies; want %q W 4", name, g.Tag("Event"), g.Tag("White"), len(g.MainLine()), event)
		}
		if len(g.Warnings) != 1 || g.Warnings[0].Line != 6 || !strings.Contains(g.Warnings[0].Text, "bad tag [Event") {
			t.Errorf("%s: warnings %v, want one at line 6", name, g.Warnings)
		}
	}
	if e := entries[1]; e.Tag("Event") != event || len(e.Warnings) != 1 || e.Warnings[0].Line != 6 {
		t.Errorf("%s: entry: Event %q, warnings %v", name, e.Tag("Event"), e.Warnings)
	}
	if g := games[2]; g.Tag("Event") != "c" || len(g.MainLine()) != 1 || len(games[0].MainLine()) != 3 {
		t.Errorf("%s: the games around it: %q, %d plies", name, g.Tag("Event"), len(g.MainLine()))
	}
	// Pieces that cut the tag's line after a note (not shorter than
	// the tag: a tag longer than a piece is an error): the scanner
	// reads the tag from the next piece, where its line's end is seen.
	for _, n := range []int{32, 48} {
		withPieces(n, func() {
			long := strings.Repeat(" ", indexSniffLen) + text
			want, _ := Index(strings.NewReader(long), int64(len(long)))
			got, err := scanSlowly(long)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("%s, pieces of %d: %v\n%+v\nwhole\n%+v", name, n, err, got, want)
			}
		})
	}
}

// What is still a broken tag: a game on one line whose tag has no "]"
// (its moves and result would be lost into the value, and the next game
// would join it), and a value continued on the next line (that line is
// no movetext). Each is an error naming its line.
func TestTagToItsLineEndStillBroken(t *testing.T) {
	for in, want := range map[string]string{
		"[Event \"x 1. e4 e5 1-0\n":              "line 1: bad tag",
		"[Event \"x\" 1. e4 e5 *\n":              "line 1: bad tag",
		"[Event \"Long\nname\"]\n\n1. e4 *\n":    "line 2: unexpected",
		"\n[Event \"Quote \"] x\n\n1. e4 e5 *\n": "", // no `"]` at the end: a tag, then movetext
	} {
		_, err := Read(strings.NewReader(in))
		if want == "" {
			if err != nil {
				t.Errorf("%q: %v", in, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", in, err, want)
		}
	}
}
