package pgn

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// treeText flattens a tree for comparison: every move with its NAGs,
// comments and the variations below it.
func treeText(n *Node) string {
	var b strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		for i, c := range n.Children {
			if i > 0 {
				b.WriteString("(")
			}
			b.WriteString("[" + c.CommentBefore + "]" + c.Move + strings.Join(c.NAGs, ",") + "{" + c.Comment + "} ")
			walk(c)
			if i > 0 {
				b.WriteString(")")
			}
		}
	}
	b.WriteString("{" + n.Comment + "}")
	walk(n)
	return b.String()
}

func TestRoundTripTestdata(t *testing.T) {
	files, _ := filepath.Glob("../testdata/pgn/*.pgn")
	extra, _ := filepath.Glob("testdata/*.pgn")
	files = append(files, extra...)
	if len(files) < 5 {
		t.Fatalf("only %d PGN files found", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games, err := Read(bytes.NewReader(data))
		if err != nil {
			continue // files that are meant to be broken
		}
		for i, g := range games {
			text := Write(g)
			again, err := Read(strings.NewReader(text))
			if err != nil || len(again) != 1 {
				t.Fatalf("%s game %d: written text does not read back: %v\n%s", f, i+1, err, text)
			}
			if a, b := treeText(g.Root), treeText(again[0].Root); a != b {
				t.Errorf("%s game %d: tree changed\n%s\nvs\n%s", f, i+1, a, b)
			}
			if !reflect.DeepEqual(tagsWithout(g.Tags, "SetUp"), tagsWithout(again[0].Tags, "SetUp")) && !sameTagSet(g, again[0]) {
				t.Errorf("%s game %d: tags changed %v vs %v", f, i+1, g.Tags, again[0].Tags)
			}
			for _, line := range strings.Split(text, "\n") {
				// A tag pair cannot be split: only movetext is wrapped.
				if len(line) > 80 && !strings.HasPrefix(line, "[") {
					t.Errorf("%s game %d: line longer than 80 columns: %q", f, i+1, line)
				}
			}
		}
	}
}

func tagsWithout(tags []Tag, key string) []Tag {
	var out []Tag
	for _, t := range tags {
		if !strings.EqualFold(t.Key, key) {
			out = append(out, t)
		}
	}
	return out
}

// sameTagSet: the writer reorders the Seven Tag Roster first, so compare
// values, not order.
func sameTagSet(a, b *Game) bool {
	for _, t := range a.Tags {
		if b.Tag(t.Key) != t.Value && !(t.Value == "" && strings.EqualFold(t.Key, "Termination")) {
			return false
		}
	}
	return true
}

func TestVariationsAndComments(t *testing.T) {
	in := `[Event "x"]

{start} 1. e4 e5 $1 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) (1... e6!?) 2. Nf3 {develops} Nc6 1-0`
	games, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	if g.Root.Comment != "start" || g.Result != "1-0" {
		t.Fatalf("root comment %q result %q", g.Root.Comment, g.Result)
	}
	e4 := g.Root.Children[0]
	if len(e4.Children) != 3 || e4.Children[1].Move != "c5" || e4.Children[2].Move != "e6" {
		t.Fatalf("variations after 1. e4: %d", len(e4.Children))
	}
	if got := e4.Children[2].NAGs; len(got) != 1 || got[0] != "$5" {
		t.Errorf("!? became %v", got)
	}
	c5 := e4.Children[1]
	if c5.Comment != "Sicilian" || len(c5.Children[0].Children) != 1 || c5.Children[1].Move != "c3" {
		t.Errorf("nested variation wrong: %s", treeText(g.Root))
	}
	out := Write(g)
	for _, want := range []string{"1. e4 e5 $1 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) (1... e6 $5)", "2. Nf3 {develops} 2... Nc6 1-0"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("written text lacks %q:\n%s", want, out)
		}
	}
	if ml := g.MainLine(); len(ml) != 4 || ml[3].Move != "Nc6" {
		t.Errorf("main line %v", ml)
	}
}

func TestReadErrorsNameTheLine(t *testing.T) {
	for in, want := range map[string]string{
		"1. e4 (e5":            "never closed",
		"1. e4 e5) 1-0":        "without '('",
		"[Event \"x\" 1. e4 *": "line 1", // a tag with no "]" before its line's moves
		"1. e4 {open":          "never closed",
		"(1. e4) *":            "before any move",
	} {
		if _, err := Read(strings.NewReader(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", in, err, want)
		}
	}
}

func FuzzRead(f *testing.F) {
	f.Add("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *")
	f.Add("[Event \"Quote \"]\"]\n[Site \"Un\n[W \"x\" ]  y\"] \n1. e4 *") // tags read to their line's end
	f.Add("[Event \"x\"]\n{c} 1. e4 $1 {a} ; rest\n1-0")
	f.Add("[Result \"2-0\"] 1. e4 e5 2-0 1. O-O 0-0 *")
	f.Add("1. e4 {a } brace \\} and {braces} } *")
	f.Fuzz(func(t *testing.T, s string) {
		games, err := Read(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, g := range games {
			text := Write(g)
			if _, err := Read(strings.NewReader(text)); err != nil {
				t.Fatalf("written game does not read back: %v\n%s", err, text)
			}
		}
	})
}

// A comment between two games (after a result, before the next tags)
// does not break the next game.
func TestCommentBetweenGames(t *testing.T) {
	in := "[Event \"a\"]\n\n1. e4 *\n\n{between the games}\n[Event \"b\"]\n\n1. d4 *\n"
	games, err := Read(strings.NewReader(in))
	if err != nil || len(games) != 2 || games[1].Tag("Event") != "b" || games[1].Root.Comment != "between the games" {
		t.Fatalf("%v, %d games", err, len(games))
	}
	entries, err := Index(strings.NewReader(in), int64(len(in)))
	if err != nil || len(entries) != 2 {
		t.Fatalf("index: %v %d", err, len(entries))
	}
	if g, err := ReadGameAt(strings.NewReader(in), entries[1]); err != nil || g.Tag("Event") != "b" {
		t.Errorf("second game from the index: %v", err)
	}
}
