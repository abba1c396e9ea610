package pgn

import (
	"strings"
	"testing"
)

// A '{' in a comment is written as it is (it means nothing inside one);
// a '}' would end the comment, so it is written as ')' — CommentAsSaved
// says so, for whoever must tell the user. Nothing else changes.
func TestCommentBraces(t *testing.T) {
	g := NewGame()
	g.Root.Comment = "before the game {see} the here"
	e4 := g.Root.AddChild("e4")
	e4.Comment = "{only an open brace"
	d4 := g.Root.AddChild("d4")
	d4.CommentBefore = "the other } move"
	e5 := e4.AddChild("e5")
	e5.Comment = "} at the start"
	text := Write(g)
	back, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	r := back[0].Root
	for _, c := range []struct{ name, wrote, read string }{
		{"root", g.Root.Comment, r.Comment},
		{"e4", e4.Comment, r.Children[0].Comment},
		{"d4 before", d4.CommentBefore, r.Children[1].CommentBefore},
		{"e5", e5.Comment, r.Children[0].Children[0].Comment},
	} {
		want, changed := CommentAsSaved(c.wrote)
		if c.read != want || changed != strings.Contains(c.wrote, "}") {
			t.Errorf("%s: comment %q read back as %q, want %q\n%s", c.name, c.wrote, c.read, want, text)
		}
	}
	if r.Comment != "before the game {see) the here" || r.Children[0].Comment != "{only an open brace" {
		t.Errorf("braces: %q, %q", r.Comment, r.Children[0].Comment)
	}
	if len(back[0].MainLine()) != 2 || r.Children[1].Move != "d4" {
		t.Errorf("moves changed:\n%s", text)
	}
}
