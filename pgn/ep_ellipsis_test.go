package pgn

import (
	"bytes"
	"strings"
	"testing"
)

// mainLineOf reads one game and returns its main line ("exd6$1" for a
// move with NAGs), by Read and by Index with ReadGameAt, which must agree.
func mainLineOf(t *testing.T, text string) string {
	t.Helper()
	line := func(g *Game) string {
		var out []string
		for _, n := range g.MainLine() {
			out = append(out, n.Move+strings.Join(n.NAGs, ""))
		}
		return strings.Join(out, " ")
	}
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("%q: %d games, %v", text, len(games), err)
	}
	r := bytes.NewReader([]byte(text))
	entries, err := Index(r, int64(len(text)))
	if err != nil || len(entries) != 1 {
		t.Fatalf("%q: index %v, %v", text, entries, err)
	}
	g, err := ReadGameAt(r, entries[0])
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	if a, b := line(games[0]), line(g); a != b {
		t.Fatalf("%q: Read %s, ReadGameAt %s", text, a, b)
	}
	return line(games[0])
}

// "e.p." after an en passant capture with a glyph or check sign after
// it is the en passant mark, and the glyph the move's NAG, as
// pgn-extract reads it; "e.p.!" used to be a move, which moved every
// later move to the other side.
func TestEnPassantMarkWithGlyph(t *testing.T) {
	const before = "1. e4 Nf6 2. e5 d5 3. exd6 "
	const after = " e6 4. dxc7 Qd7 *"
	for mark, want := range map[string]string{
		"e.p.!":   "exd6$1",
		"e.p.?!":  "exd6$6",
		"e.p.!!":  "exd6$3",
		"e.p.+":   "exd6",
		"e.p.":    "exd6",
		"ep":      "exd6",
		"ep.":     "exd6",
		"e.p!?":   "exd6$5",
		"e.p. $1": "exd6$1",
	} {
		got := mainLineOf(t, before+mark+after)
		if w := "e4 Nf6 e5 d5 " + want + " e6 dxc7 Qd7"; got != w {
			t.Errorf("%s: %s, want %s", mark, got, w)
		}
	}
}

// The ellipsis character of web pages and word processors is read as
// "...": "1…e5" and "2… Nc6" are Black's moves, not a move "1…e5" or a
// move number that shifts the moves after it ("2. Nf3 2… 3. Nc6").
func TestEllipsisMoveNumber(t *testing.T) {
	for _, text := range []string{
		"1. e4 1…e5 2. Nf3 2… Nc6 3. Bb5 *",
		"1.e4 1… e5 2.Nf3 … Nc6 3.Bb5 *",
		"1. e4 1 … e5 2. Nf3 2…Nc6 3. Bb5 *",
		"1. e4 1\x85e5 2. Nf3 2\x85 Nc6 3. Bb5 *", // Windows-1252
	} {
		if got := mainLineOf(t, text); got != "e4 e5 Nf3 Nc6 Bb5" {
			t.Errorf("%q: %s", text, got)
		}
	}
}
