package pgn

import (
	"fmt"
	"strings"
)

// Standard results, as written in the Result tag and after the moves.
const (
	ResultWhiteWins = "1-0"
	ResultBlackWins = "0-1"
	ResultDraw      = "1/2-1/2"
	ResultOngoing   = "*"
)

// StandardFEN is the initial position; a game without a FEN tag starts
// from it.
const StandardFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Tag is one tag pair. A game keeps its tags in the order read or set.
type Tag struct{ Key, Value string }

// Tags are a game's tag pairs in order.
type Tags []Tag

// Get returns the value of the first tag named key (case-insensitive), or
// "".
func (ts Tags) Get(key string) string {
	for _, t := range ts {
		if strings.EqualFold(t.Key, key) {
			return t.Value
		}
	}
	return ""
}

// Set sets key to value, keeping the tag's place if it exists and
// appending it otherwise.
func (ts *Tags) Set(key, value string) {
	for i, t := range *ts {
		if strings.EqualFold(t.Key, key) {
			(*ts)[i].Value = value
			return
		}
	}
	*ts = append(*ts, Tag{key, value})
}

// Remove deletes every tag named key.
func (ts *Tags) Remove(key string) {
	out := (*ts)[:0]
	for _, t := range *ts {
		if !strings.EqualFold(t.Key, key) {
			out = append(out, t)
		}
	}
	*ts = out
}

// Game is one game: its tags and its tree of moves. Root stands for the
// starting position; its Comment is the comment before the first move.
type Game struct {
	Tags   Tags
	Root   *Node
	Result string // the termination marker after the moves
	Line   int    // where the game starts in the file it was read from (1-based; 0 if not read)
	// Warnings are what the reader found wrong in the game and read as
	// best it could: a tag with unescaped quotes inside its value, or
	// one never closed. Every command that reads the game reports them.
	Warnings []Warning
}

// Warning is one thing the reader found wrong in a game it read anyway.
type Warning struct {
	Line int // in the file
	Text string
}

func (w Warning) String() string { return fmt.Sprintf("line %d: %s", w.Line, w.Text) }

// Node is a move in the tree. Children[0] continues the main line; the
// others are variations that replace it.
type Node struct {
	Parent   *Node
	Children []*Node
	// Move is the move as written (SAN, or a null move "--"); empty on
	// the root.
	Move string
	// NAGs are the numeric annotation glyphs after the move ("$1", "$14").
	NAGs []string
	// CommentBefore is a comment written before the move inside a
	// variation (lichess writes "( {plan} 12. Nf3 )"); Comment follows
	// the move.
	CommentBefore string
	Comment       string
	// Line is where the move was read (1-based; 0 if not read).
	Line int
}

// NewGame returns an empty game with no tags.
func NewGame() *Game { return &Game{Root: &Node{}, Result: ResultOngoing} }

// Tag returns the value of the first tag named key (case-insensitive),
// or "".
func (g *Game) Tag(key string) string { return g.Tags.Get(key) }

// SetTag sets key to value (see Tags.Set).
func (g *Game) SetTag(key, value string) { g.Tags.Set(key, value) }

// RemoveTag deletes every tag named key.
func (g *Game) RemoveTag(key string) { g.Tags.Remove(key) }

// StartFEN is the FEN tag, or StandardFEN when the game has none or its
// SetUp tag is "0" (the PGN standard's "the game starts from the usual
// position"; the FEN tag is then kept as any other tag). A FEN tag
// without a SetUp tag counts, as many programs write it so.
func (g *Game) StartFEN() string {
	if f := strings.TrimSpace(g.Tag("FEN")); f != "" && !g.setUpStandard() {
		return f
	}
	return StandardFEN
}

// SetUpStandard reports whether a SetUp tag's value says that a game
// starts from the standard position whatever its FEN tag says: "0".
// StartFEN and the position index (posindex) both follow it.
func SetUpStandard(setUp string) bool { return strings.TrimSpace(setUp) == "0" }

func (g *Game) setUpStandard() bool { return SetUpStandard(g.Tag("SetUp")) }

// MainLine returns the moves of the main line, first move first.
func (g *Game) MainLine() []*Node {
	var out []*Node
	for n := g.Root; len(n.Children) > 0; n = n.Children[0] {
		out = append(out, n.Children[0])
	}
	return out
}

// AddChild appends a move after n and returns it; the first child is
// the main line, later ones are variations.
func (n *Node) AddChild(move string) *Node {
	c := &Node{Parent: n, Move: move}
	n.Children = append(n.Children, c)
	return c
}

// Ply is the number of moves from the root to n.
func (n *Node) Ply() int {
	p := 0
	for x := n; x.Parent != nil; x = x.Parent {
		p++
	}
	return p
}

// Clone copies n and everything below it; the copy's Parent is nil.
// A line is copied in a loop and only its variations by recursion, so the
// stack grows with how deeply variations nest (the reader allows
// MaxVariationDepth), not with the length of the game.
func (n *Node) Clone() *Node {
	root := cloneNode(n, nil)
	for src, dst := n, root; len(src.Children) > 0; {
		for i, ch := range src.Children[1:] {
			v := ch.Clone()
			v.Parent = dst
			dst.Children[i+1] = v
		}
		main := cloneNode(src.Children[0], dst)
		dst.Children[0] = main
		src, dst = src.Children[0], main
	}
	return root
}

// cloneNode copies n alone, with room for its children.
func cloneNode(n, parent *Node) *Node {
	c := *n
	c.Parent = parent
	c.NAGs = append([]string(nil), n.NAGs...)
	c.Children = make([]*Node, len(n.Children))
	return &c
}

// Clone copies the game and its whole tree.
func (g *Game) Clone() *Game {
	c := *g
	c.Tags = append(Tags(nil), g.Tags...)
	c.Root = g.Root.Clone()
	return &c
}
