package master

import (
	"strings"
)

// sevenTagRoster is the PGN standard's mandatory tags, in export order.
var sevenTagRoster = []struct{ key, def string }{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// PGN returns the current game in PGN export format: the Seven Tag
// Roster, the other tags (TimeControl, Termination, SetUp/FEN, ...), then
// the moves with their comments, wrapped at 80 columns.
func (c *ChessMaster) PGN() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return pgnWrite(c.rec)
}

// pgnWrite formats a record.
func pgnWrite(r *record) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, t := range sevenTagRoster {
		v := r.getTag(t.key)
		if v == "" {
			v = t.def
		}
		writeTag(&b, t.key, v)
		seen[strings.ToLower(t.key)] = true
	}
	if r.startFEN != StandardFEN {
		writeTag(&b, "SetUp", "1")
		writeTag(&b, "FEN", r.startFEN)
		seen["setup"], seen["fen"] = true, true
	}
	for _, t := range r.tags {
		k := strings.ToLower(t.Key)
		if seen[k] || t.Value == "" && k == "termination" {
			continue
		}
		seen[k] = true
		writeTag(&b, t.Key, t.Value)
	}
	b.WriteByte('\n')

	w := lineWrapper{b: &b, width: 79}
	if r.preComment != "" {
		w.word("{" + commentText(r.preComment) + "}")
	}
	afterComment := r.preComment != ""
	for i := range r.san {
		f := strings.Fields(r.positions[i].String())
		switch {
		case f[1] == "w":
			w.word(f[5] + ". " + r.san[i])
		case i == 0 || afterComment:
			w.word(f[5] + "... " + r.san[i])
		default:
			w.word(r.san[i])
		}
		afterComment = false
		if r.nags[i] != "" {
			w.word(r.nags[i])
		}
		if r.comments[i] != "" {
			w.word("{" + commentText(r.comments[i]) + "}")
			afterComment = true
		}
	}
	res := r.getTag("Result")
	if res == "" {
		res = ResultOngoing
	}
	w.word(res)
	b.WriteByte('\n')
	return b.String()
}

func writeTag(b *strings.Builder, key, value string) {
	value = strings.ReplaceAll(value, `\`, `\\`)
	value = strings.ReplaceAll(value, `"`, `\"`)
	value = strings.NewReplacer("\n", " ", "\r", " ").Replace(value)
	b.WriteString("[" + key + " \"" + value + "\"]\n")
}

// commentText makes text safe inside { }: a brace cannot be escaped in
// PGN, so it becomes a parenthesis.
func commentText(s string) string {
	return strings.NewReplacer("}", ")", "{", "(").Replace(s)
}

// lineWrapper writes space-separated words, starting a new line before a
// word that would pass the width. Words with spaces (a comment, "1. e4")
// may be split at their spaces.
type lineWrapper struct {
	b     *strings.Builder
	width int
	col   int
}

func (w *lineWrapper) word(s string) {
	for _, part := range strings.Fields(s) {
		if w.col > 0 && w.col+1+len(part) > w.width {
			w.b.WriteByte('\n')
			w.col = 0
		}
		if w.col > 0 {
			w.b.WriteByte(' ')
			w.col++
		}
		w.b.WriteString(part)
		w.col += len(part)
	}
}
