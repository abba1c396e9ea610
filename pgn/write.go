package pgn

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"chessmaster/internal/fenfields"
)

// sevenTagRoster is the PGN standard's mandatory tags, in export order.
var sevenTagRoster = []struct{ key, def string }{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// lineWidth is the longest line Write produces (the export format's
// limit is 80 columns).
const lineWidth = 79

// Write formats a game in the PGN export format: the Seven Tag Roster
// first, then SetUp/FEN and the other tags in their order, then the moves
// with their NAGs, comments and variations, wrapped at 80 columns. A move
// number is repeated ("12...") after a comment or a variation.
func Write(g *Game) string {
	var b strings.Builder
	b.Grow(256 + 16*len(g.Tags))
	for _, t := range sevenTagRoster {
		v := g.Tag(t.key)
		if v == "" && t.key == "Result" {
			// No Result tag: the result after the moves is the game's
			// (the roster must not say "*" and the moves "1-0"). A tag
			// that disagrees with the moves is kept as the file has it.
			v = g.Result
		}
		if v == "" {
			v = t.def
		}
		writeTag(&b, t.key, v)
	}
	fen := g.StartFEN()
	switch {
	case g.setUpStandard() && strings.TrimSpace(g.Tag("FEN")) != "":
		// SetUp "0" with a FEN tag: the game starts from the standard
		// position (see StartFEN); both tags are written as read, so
		// that nothing is lost and the game reads back the same.
		writeTag(&b, "SetUp", g.Tag("SetUp"))
		writeTag(&b, "FEN", g.Tag("FEN"))
	case fen != StandardFEN || g.Chess960():
		// A Chess960 game always names its start, even number 518.
		writeTag(&b, "SetUp", "1")
		writeTag(&b, "FEN", fen)
	}
	written := tagSet{}
	for _, t := range g.Tags {
		if isRosterOrFEN(t.Key) || t.Value == "" && strings.EqualFold(t.Key, "Termination") || !written.add(t.Key) {
			continue // written above, or a repeated tag: the first one counts
		}
		writeTag(&b, t.Key, t.Value)
	}
	b.WriteByte('\n')

	w := &movetextWriter{lineWrapper: lineWrapper{b: &b, width: lineWidth}}
	w.black, w.number = sideAndNumber(fen)
	w.needNumber = true // a game that starts with Black's move shows "N..."
	if g.Root.Comment != "" {
		w.comment(g.Root.Comment)
		w.needNumber = true
	}
	w.line(g.Root, w.black, w.number)
	res := g.Result
	if res == "" {
		res = g.Tag("Result")
	}
	if res == "" {
		res = ResultOngoing
	}
	w.word(res)
	b.WriteByte('\n')
	return b.String()
}

// isRosterOrFEN: Write writes the tag named key (any case) before the
// others.
func isRosterOrFEN(key string) bool {
	for _, t := range sevenTagRoster {
		if strings.EqualFold(key, t.key) {
			return true
		}
	}
	return strings.EqualFold(key, "SetUp") || strings.EqualFold(key, "FEN")
}

// tagSet is a set of tag names, any case: a list while it is short (most
// games have a few tags), a map once it is long.
type tagSet struct {
	list []string
	m    map[string]bool
}

// add adds key and reports whether it was new.
func (s *tagSet) add(key string) bool {
	if s.m != nil {
		k := strings.ToLower(key)
		if s.m[k] {
			return false
		}
		s.m[k] = true
		return true
	}
	for _, k := range s.list {
		if strings.EqualFold(k, key) {
			return false
		}
	}
	s.list = append(s.list, key)
	if len(s.list) > 16 {
		s.m = map[string]bool{}
		for _, k := range s.list {
			s.m[strings.ToLower(k)] = true
		}
	}
	return true
}

// movetextWriter writes moves with the numbers they need.
type movetextWriter struct {
	lineWrapper
	black      bool // side to move at the start
	number     int  // fullmove number at the start
	needNumber bool // the next Black move must show "N..."
}

// line writes the main line after n (n's first child onwards) and, after
// each move, the variations that replace it. black/number describe the
// position at n.
func (w *movetextWriter) line(n *Node, black bool, number int) {
	for len(n.Children) > 0 {
		main := n.Children[0]
		w.move(main, black, number)
		for _, v := range n.Children[1:] {
			w.prefix = "("
			w.needNumber = true
			w.move(v, black, number)
			nb, nn := next(black, number)
			w.line(v, nb, nn)
			w.glue(")")
			w.needNumber = true
		}
		n = main
		black, number = next(black, number)
	}
}

// move writes one move with its number, NAGs and comments.
func (w *movetextWriter) move(n *Node, black bool, number int) {
	if n.CommentBefore != "" {
		w.comment(n.CommentBefore)
		w.needNumber = true
	}
	switch {
	case !black:
		w.writeNumber(number, ".")
	case w.needNumber:
		w.writeNumber(number, "...")
	}
	w.word(n.Move)
	w.needNumber = false
	for _, nag := range n.NAGs {
		w.word(nag)
	}
	if n.Comment != "" {
		w.comment(n.Comment)
		w.needNumber = true
	}
}

// next is the side and fullmove number after one move.
func next(black bool, number int) (bool, int) {
	if black {
		return false, number + 1
	}
	return true, number
}

// sideAndNumber reads the side to move and the fullmove number of a FEN
// (White and 1 when the fields are missing or not numbers).
func sideAndNumber(fen string) (black bool, number int) {
	if fen == StandardFEN {
		return false, 1
	}
	f := fenfields.Split(fen)
	return f.BlackToMove(), f.FullmoveNumber(1)
}

func writeTag(b *strings.Builder, key, value string) {
	b.WriteString("[" + key + " \"" + tagValueEscaper.Replace(value) + "\"]\n")
}

// tagValueEscaper escapes a tag value: a backslash and a quote get a
// backslash, a line end (a tag is one line) becomes a space.
var tagValueEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ", "\r", " ")

// comment writes a comment in braces. A '{' inside one means nothing
// to a reader and is written as it is; a '}' would end it (PGN has no
// escape for it), so it is written as CommentAsSaved says.
//
// The comments of one move are joined when read, so together they may
// pass MaxCommentSize: such a comment is written as several, cut at
// spaces, that read back as the same text; one without a space to cut
// at is written whole (and a reader refuses it).
func (w *movetextWriter) comment(text string) {
	saved, _ := CommentAsSaved(text)
	for len(saved) > MaxCommentSize {
		cut := strings.LastIndexByte(saved[:MaxCommentSize+1], ' ')
		if cut <= 0 {
			break
		}
		w.word("{" + saved[:cut] + "}")
		saved = saved[cut+1:]
	}
	w.word("{" + saved + "}")
}

// writeNumber writes a move number ("12." or "12...") as a word.
func (w *movetextWriter) writeNumber(n int, dots string) {
	w.word(strconv.Itoa(n) + dots)
}

// CommentAsSaved is text as Write saves it in a comment: each '}', which
// would end the comment, becomes ')'. changed reports whether text had
// one, so that whoever takes a comment from a person can tell them.
func CommentAsSaved(text string) (saved string, changed bool) {
	if !strings.Contains(text, "}") {
		return text, false
	}
	return strings.ReplaceAll(text, "}", ")"), true
}

// lineWrapper writes space-separated words, starting a new line before a
// word that would pass the width. Words with spaces (a comment, "1. e4")
// may be split at their spaces.
type lineWrapper struct {
	b      *strings.Builder
	width  int
	col    int
	prefix string // glued to the next word ("(" before a variation)
}

// glue writes s right after the last word, with no space (")").
func (w *lineWrapper) glue(s string) {
	if w.col > 0 && w.col+len(s) > w.width {
		w.b.WriteByte('\n')
		w.col = 0
	}
	w.b.WriteString(s)
	w.col += len(s)
}

// word writes the words of s, split as strings.Fields splits, one by one
// without making a list of them: Write spends much of its time here.
func (w *lineWrapper) word(s string) {
	for i := 0; i < len(s); {
		// Skip white space; then the word runs to the next.
		c, size := rune(s[i]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRuneInString(s[i:])
		}
		if unicode.IsSpace(c) {
			i += size
			continue
		}
		j := i
		for j < len(s) {
			c, size := rune(s[j]), 1
			if c >= utf8.RuneSelf {
				c, size = utf8.DecodeRuneInString(s[j:])
			}
			if unicode.IsSpace(c) {
				break
			}
			j += size
		}
		n := len(w.prefix) + j - i
		if w.col > 0 && w.col+1+n > w.width {
			w.b.WriteByte('\n')
			w.col = 0
		}
		if w.col > 0 {
			w.b.WriteByte(' ')
			w.col++
		}
		w.b.WriteString(w.prefix)
		w.prefix = ""
		w.b.WriteString(s[i:j])
		w.col += n
		i = j
	}
}
