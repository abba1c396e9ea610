package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// A tag value ending in a backslash written unescaped, as a Windows path
// often is ([Annotator "C:\games\"]), closes at its quote: the game is
// read, not lost to a tag that never closes; and it is written back
// escaped, so it reads the same again. A real escaped quote before the
// closing one still is one.
func TestTagValueEndingInABackslash(t *testing.T) {
	text := "[Event \"a\"]\n[Annotator \"C:\\games\\\"]\n[Site \"say \\\"hi\\\"\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("read: %v", err)
	}
	g := games[0]
	if got := g.Tag("Annotator"); got != `C:\games\` {
		t.Errorf("Annotator %q", got)
	}
	if got := g.Tag("Site"); got != `say "hi"` {
		t.Errorf("Site %q", got)
	}
	again, err := Read(strings.NewReader(Write(g)))
	if err != nil || again[0].Tag("Annotator") != `C:\games\` || len(again[0].MainLine()) != 2 {
		t.Errorf("written back: %v\n%s", err, Write(g))
	}
	data := []byte(text)
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil || len(entries) != 1 {
		t.Fatalf("index: %d entries, %v", len(entries), err)
	}
	if g, err := ReadGameAt(bytes.NewReader(data), entries[0]); err != nil || g.Tag("Annotator") != `C:\games\` {
		t.Errorf("from the index: %v", err)
	}
}
