package pgn

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// testdataFiles are the PGN files of both testdata folders.
func testdataFiles(t testing.TB) []string {
	files, _ := filepath.Glob("../testdata/pgn/*.pgn")
	extra, _ := filepath.Glob("testdata/*.pgn")
	files = append(files, extra...)
	if len(files) < 10 {
		t.Fatalf("only %d PGN files found", len(files))
	}
	return files
}

// nodeLines lists every move's line, in tree order.
func nodeLines(n *Node) []int {
	var out []int
	for _, c := range n.Children {
		out = append(out, c.Line)
		out = append(out, nodeLines(c)...)
	}
	return out
}

// sameGame compares two trees with everything Read fills in.
func sameGame(a, b *Game) string {
	switch {
	case !reflect.DeepEqual(a.Tags, b.Tags):
		return fmt.Sprintf("tags %v vs %v", a.Tags, b.Tags)
	case a.Result != b.Result:
		return fmt.Sprintf("result %q vs %q", a.Result, b.Result)
	case a.Line != b.Line:
		return fmt.Sprintf("line %d vs %d", a.Line, b.Line)
	case treeText(a.Root) != treeText(b.Root):
		return fmt.Sprintf("tree\n%s\nvs\n%s", treeText(a.Root), treeText(b.Root))
	case !reflect.DeepEqual(nodeLines(a.Root), nodeLines(b.Root)):
		return fmt.Sprintf("move lines %v vs %v", nodeLines(a.Root), nodeLines(b.Root))
	}
	return ""
}

// checkIndexMatchesRead indexes data and reads every game alone; each
// must be the game Read finds in the whole text.
func checkIndexMatchesRead(t *testing.T, name string, data []byte) []Entry {
	t.Helper()
	want, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: Read: %v", name, err)
	}
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("%s: Index: %v", name, err)
	}
	if len(entries) != len(want) {
		t.Fatalf("%s: Index found %d games, Read %d", name, len(entries), len(want))
	}
	for i, e := range entries {
		if e.Number != i+1 || e.Err != nil {
			t.Errorf("%s: entry %d: number %d, err %v", name, i+1, e.Number, e.Err)
		}
		g, err := ReadGameAt(bytes.NewReader(data), e)
		if err != nil {
			t.Errorf("%s game %d: ReadGameAt: %v", name, i+1, err)
			continue
		}
		if d := sameGame(g, want[i]); d != "" {
			t.Errorf("%s game %d: ReadGameAt differs from Read: %s", name, i+1, d)
		}
		if !reflect.DeepEqual(e.Tags, want[i].Tags) {
			t.Errorf("%s game %d: index tags %v, Read %v", name, i+1, e.Tags, want[i].Tags)
		}
		if e.Line != want[i].Line {
			t.Errorf("%s game %d: index line %d, Read %d", name, i+1, e.Line, want[i].Line)
		}
	}
	return entries
}

func TestIndexTestdata(t *testing.T) {
	for _, f := range testdataFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Read(bytes.NewReader(data)); err != nil {
			continue // meant to be broken
		}
		checkIndexMatchesRead(t, f, data)
	}
}

func TestIndexTricky(t *testing.T) {
	for name, text := range map[string]string{
		"brackets and results in comments":   "[Event \"a\"]\n\n1. e4 {see [Event \"x\"] and 1-0 here} e5 ; 0-1 [Site \"y\"]\n2. Nf3 1-0\n\n[Event \"b\"]\n\n1. d4 *\n",
		"multi-line comment with blank line": "[Event \"a\"]\n\n1. e4 {one\n\n[not a tag line\n} e5 *\n[Event \"b\"]\n1. c4 0-1",
		"escape lines":                       "% [Event \"no\"]\n[Event \"a\"]\n  % 1-0 ignored\n1. e4 *\n%[Event \"no\"]\n[Event \"b\"] 1. d4 1/2-1/2",
		"no result, tags after movetext":     "[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4\n\n[Event \"c\"]\n1. c4 *",
		"games on one line":                  "1. e4 * 1. d4 1-0 [Event \"x\"] 1. c4 0-1",
		"glued tags":                         "[Event \"a\"][Site \"b\"]1. e4 *[Event \"c\"]1. d4 *",
		"CR line ends":                       "[Event \"a\"]\r[Site \"b\"]\r\r1. e4 {x\ry} e5 ; c\r2. Nf3 *\r\r[Event \"c\"]\r1. d4 *\r",
		"mixed line ends":                    "[Event \"a\"]\r\n\r\n1. e4\r\r\n2. e5 (2. d5\n) *\n\r\n[Event \"b\"]\n1. d4 *",
		"BOM":                                "\xef\xbb\xbf[Event \"a\"]\n\n1. e4 *\n",
		"trailing comment":                   "1. e4 *\n{only a comment}\n",
		"half results":                       "1. e4 1/2 1. d4 ½-½ 1. c4 *",
		"variations, NAGs, nulls":            "1. e4 $1 (1. d4 $2 (1. c4) 1... d5) 1... e5 2. -- Z0 $10 *",
		"tag values with escapes":            "[Event \"a \\\"q\\\" \\\\ ]\"]\n[Site \"]]\"]\n1. e4 *",
		"Latin-1":                            "[White \"M\xfcller\"]\n[Black \"\x80uro\"]\n\n1. e4 {K\xf6nig} e5 \xbd-\xbd\n\n[White \"b\"]\n1. d4 *",
		"control characters":                 "[Event\x01\"a\"]\n\n1. e4\x02e5 1-0\x1a\x7f\n\n[Event \"b\"]\n1. d4 {" + strings.Repeat("long enough to look like text ", 10) + "} *",
		"C1 controls":                        "[Event\u0085\"a\"]\n\n1. e4\u0085e5 1-0\u0085[Event \"b\"] 1. d4 *",
		"no final newline":                   "[Event \"a\"]\n1. e4",
		"empty movetext":                     "[Event \"a\"]\n\n*\n\n[Event \"b\"]\n\n*",
		"comment before tags":                "1. e4 *\n\n{intro}\n[Event \"b\"]\n1. d4 *",
	} {
		data := []byte(text)
		if _, err := Read(bytes.NewReader(data)); err != nil {
			// Read refuses some of these; the index must still not
			// disagree on the games it can read.
			entries, ierr := Index(bytes.NewReader(data), int64(len(data)))
			if ierr != nil {
				t.Errorf("%s: Index: %v", name, ierr)
			}
			t.Logf("%s: Read: %v; index: %d games", name, err, len(entries))
			continue
		}
		checkIndexMatchesRead(t, name, data)
	}
}

// A game Read cannot read is listed with its line and reason; the games
// around it index and open.
func TestIndexBrokenGames(t *testing.T) {
	good := func(n int) string {
		return fmt.Sprintf("[Event \"good %d\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n", n)
	}
	type brokenCase struct {
		name, broken string
		line         int // the line the error must name
		errText      string
	}
	cases := []brokenCase{
		{"bad tag", "[Event \"bad\"]\n[White Smith]\n\n1. e4 *\n\n", 7, "bad tag"},
		// A value never closed reads up to its "]", or its line's end
		// (with a warning: TestTagToItsLineEnd); one continued on the
		// next line makes that line a broken one.
		{"tag value on two lines", "[Event \"bad\"]\n[White \"Smith\nJones\"]\n\n1. e4 *\n\n", 8, "unexpected"},
		{"stray brace", "[Event \"bad\"]\n\n1. e4 } e5 *\n\n", 8, "unexpected"},
		{"unclosed comment", "[Event \"bad\"]\n\n1. e4 {never closed e5\n\n", 8, "not closed"},
		{"unbalanced variation", "[Event \"bad\"]\n\n1. e4 (1. d4 e5 *\n\n", 8, "never closed"},
		{"variation before moves", "[Event \"bad\"]\n\n(1. d4) 1. e4 *\n\n", 8, "before any move"},
	}
	for _, c := range cases {
		text := good(1) + c.broken + good(3)
		data := []byte(text)
		entries, err := Index(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(entries) != 3 {
			t.Fatalf("%s: %d games indexed, want 3: %+v", c.name, len(entries), entries)
		}
		for _, i := range []int{0, 2} {
			g, err := ReadGameAt(bytes.NewReader(data), entries[i])
			if err != nil || g.Tag("Event") != fmt.Sprintf("good %d", i+1) || len(g.MainLine()) != 3 {
				t.Errorf("%s: game %d: %v", c.name, i+1, err)
			}
		}
		if entries[2].Line != 6+strings.Count(c.broken, "\n") {
			t.Errorf("%s: game 3 at line %d", c.name, entries[2].Line)
		}
		_, err = ReadGameAt(bytes.NewReader(data), entries[1])
		want := fmt.Sprintf("line %d", c.line)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), c.errText) || !strings.HasPrefix(err.Error(), "PGN game 2") {
			t.Errorf("%s: error %v, want game 2, %q and %q", c.name, err, want, c.errText)
		}
	}
}

// The scanner reads in pieces: lines, "\r\n" and tags cut at any byte
// must not matter.
func TestScannerOneByteReads(t *testing.T) {
	for _, f := range testdataFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := Index(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		s := NewScanner(iotest.OneByteReader(bytes.NewReader(data)))
		var got []Entry
		for s.Next() {
			got = append(got, s.Entry())
		}
		if s.Err() != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: one byte at a time: %v\n%+v\nvs\n%+v", f, s.Err(), got, want)
		}
		if s.Offset() != int64(len(data)) {
			t.Errorf("%s: offset %d at the end, want %d", f, s.Offset(), len(data))
		}
	}
}

// A line longer than the scanner's buffer (a whole game on one line),
// of comments each shorter than MaxCommentSize.
func TestIndexLongLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Event \"long\"]\n1. e4")
	for b.Len() < 3<<20 {
		b.WriteString(" {a very long comment" + strings.Repeat(" a very long comment", 1000) + "}")
	}
	b.WriteString(" e5 *\n[Event \"next\"]\n1. d4 *")
	checkIndexMatchesRead(t, "long line", []byte(b.String()))
}

func TestIndexNotIndexable(t *testing.T) {
	for name, data := range map[string][]byte{
		"UTF-16LE BOM":  {0xff, 0xfe, '[', 0, 'E', 0},
		"UTF-16 no BOM": []byte("[\x00E\x00v\x00e\x00n\x00t\x00"),
		"binary":        {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 0x0d},
	} {
		if _, err := Index(bytes.NewReader(data), int64(len(data))); err != ErrNotIndexable {
			t.Errorf("%s: %v, want ErrNotIndexable", name, err)
		}
	}
}

func TestIndexTagValuesDecoded(t *testing.T) {
	data := []byte("[White \"M\xfcller\"]\n[Black \"\x80uro\x01\"]\n\n1. e4 {" + strings.Repeat("a comment to make it look like text ", 5) + "} *\n")
	entries, err := Index(bytes.NewReader(data), int64(len(data)))
	if err != nil || len(entries) != 1 {
		t.Fatal(err, entries)
	}
	if w, b := entries[0].Tag("White"), entries[0].Tag("Black"); w != "Müller" || b != "€uro " {
		t.Errorf("tags %q %q", w, b)
	}
	g, err := ReadGameAt(bytes.NewReader(data), entries[0])
	if err != nil || !reflect.DeepEqual(g.Tags, entries[0].Tags) {
		t.Errorf("%v: %v vs %v", err, g.Tags, entries[0].Tags)
	}
}

// A changed file is noticed instead of read as garbage.
func TestReadGameAtChangedFile(t *testing.T) {
	data := []byte("[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n[Site \"c\"]\n1. d4 *\n")
	entries, _ := Index(bytes.NewReader(data), int64(len(data)))
	changed := []byte("[Event \"a\"]\n[Site \"x\"]\n1. e4 *\n\n[Event \"b\"]\n1. d4 *\n")
	if _, err := ReadGameAt(bytes.NewReader(changed), entries[1]); err == nil {
		t.Error("a changed file read without error")
	}
	if _, err := ReadGameAt(bytes.NewReader(data[:20]), entries[1]); err == nil || !strings.Contains(err.Error(), "changed") {
		t.Errorf("a shortened file: %v", err)
	}
}

// FuzzIndex: the index never panics, and on text Read accepts, every
// indexed game read alone is the game Read finds in the whole text.
func FuzzIndex(f *testing.F) {
	f.Add("[Event \"a\"]\n\n1. e4 {c [x] 1-0} e5 ; 0-1\n2. Nf3 1-0\n\n[Event \"b\"]\n1. d4 *")
	f.Add("% esc\n[A \"b\"]\r\n1. e4 (1. d4) * 1. c4 1/2")
	f.Add("{\n\n[Event \"x\"]\n}\n1. e4 *")
	f.Add("[Event \"Quote \"]\"]\n[Site \"Un\n[W \"x\" ]  y\"] \n1. e4 *") // tags read to their line's end
	f.Add("[Event \"a\"]\n1. e4\n[Event \"b\"]\n1. d4 ½-½")
	f.Add(strings.Repeat(oneLineGame, 300)) // many games on one line, past the first 8 kB
	f.Add("[Result \"2-0\"]\n1. e4 e5 2-0 1. d4 0-0 1/2-0 [Event \"c\"] 1. c4 *")
	f.Add("A note on the games.\n\n[Event \"a\"]\n1. e4 *\n\nHello world\n1. d4 d5\n1.................................................e4 x")
	for _, file := range []string{"../testdata/pgn/kasparov-deep-blue-1997.pgn", "testdata/lichess-eval-clock.pgn", "testdata/crlf.pgn"} {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		data := []byte(s)
		entries, err := Index(bytes.NewReader(data), int64(len(data)))
		for _, e := range entries {
			if e.Offset < 0 || e.Length < 0 || e.End() > int64(len(data)) || e.Line < 1 {
				t.Fatalf("entry out of the text: %+v (%d bytes)", e, len(data))
			}
			ReadGameAt(bytes.NewReader(data), e) // must not panic
		}
		// Well-formed: UTF-8 text without control characters or byte
		// order marks, that Read accepts and the index finds no fault in.
		if err != nil || !utf8.ValidString(s) || strings.ContainsRune(s, '\ufeff') {
			return
		}
		for _, r := range s {
			if r < 0x20 && !strings.ContainsRune("\t\n\r\f\v", r) || r >= 0x7f && r < 0xa0 {
				return
			}
		}
		games, rerr := Read(strings.NewReader(s))
		if rerr != nil {
			return
		}
		for _, e := range entries {
			if e.Err != nil {
				return
			}
		}
		if len(entries) != len(games) {
			t.Fatalf("Index found %d games, Read %d", len(entries), len(games))
		}
		for i, e := range entries {
			g, err := ReadGameAt(bytes.NewReader(data), e)
			if err != nil {
				t.Fatalf("game %d: ReadGameAt: %v (Read read it)", i+1, err)
			}
			if d := sameGame(g, games[i]); d != "" {
				t.Fatalf("game %d differs: %s", i+1, d)
			}
		}
	})
}
