package pgn

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file indexes a multi-game PGN file: one pass finds where each game
// starts and ends and reads its tags, without building its move tree, so
// a large database opens at once and any one game is then read alone
// (ReadGameAt). The game boundaries are exactly those Read finds: a game
// ends at its result token, or where a tag follows movetext.

// Entry describes one game of a PGN file, as Index found it.
type Entry struct {
	Number int   // 1-based place of the game in the file
	Offset int64 // byte offset of the game's first token (usually its first tag)
	Length int64 // bytes from Offset to the end of its last token (usually the result)
	Line   int   // line of its first token (1-based)
	Tags   Tags  // the tags as written (values as raw bytes of the file)
	// Err says why the game cannot be read (with its line): a broken tag,
	// a stray '}' or ']', a comment that is never closed. The other
	// games of the file are indexed and read as usual.
	Err error
	// Warnings are what was wrong with a game that is read all the same
	// (a tag with unescaped quotes inside its value, or never closed),
	// as Game.Warnings has them.
	Warnings []Warning
}

// Tag returns the value of the first tag named key (case-insensitive), or
// "".
func (e Entry) Tag(key string) string { return e.Tags.Get(key) }

// End is the offset just after the game's last byte.
func (e Entry) End() int64 { return e.Offset + e.Length }

// ErrNotIndexable is returned by Index for data it cannot scan byte by
// byte: UTF-16 or UTF-32 text, or data that does not look like text.
// Read takes such a file whole: it decodes UTF-16, and names binary data.
var ErrNotIndexable = errors.New("PGN: this file cannot be indexed (UTF-16 or binary data); read it whole")

// Index finds every game of the PGN text in r (size bytes): its place,
// first line and tags. It never builds move trees, so it runs in time
// proportional to the file and in memory proportional to the tags. A game
// that cannot be read is listed with Err set; the error returned is only
// for reading r, or ErrNotIndexable.
func Index(r io.ReaderAt, size int64) ([]Entry, error) {
	s := newScanner(io.NewSectionReader(r, 0, size), int(min(max(size+1, 4<<10), 1<<20)))
	var out []Entry
	for s.Next() {
		out = append(out, s.Entry())
	}
	return out, s.Err()
}

// ReadGameAt reads the one game e describes (from Index over the same
// r) into a tree, as Read would have read it as part of the whole file:
// lines in the tree and in errors are the file's lines. A game whose entry
// has Err fails with that error.
func ReadGameAt(r io.ReaderAt, e Entry) (*Game, error) {
	if e.Err != nil {
		return nil, fmt.Errorf("PGN game %d: %w", e.Number, e.Err)
	}
	if e.Length < 0 || e.Length > MaxSize {
		return nil, fmt.Errorf("PGN game %d (line %d): %d bytes is larger than %d MB", e.Number, e.Line, e.Length, MaxSize>>20)
	}
	buf := make([]byte, e.Length)
	if n, err := r.ReadAt(buf, e.Offset); n < len(buf) {
		if err == nil || err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, fmt.Errorf("PGN game %d (line %d): %w (has the file changed since it was indexed?)", e.Number, e.Line, err)
	}
	if len(buf) > 0 && buf[0] == '%' {
		// A word that starts with '%' in the middle of a line: at the
		// start of the text it would read as an escape line. A lone '$'
		// before it is no token, and ends the line's start as in the file.
		buf = append([]byte{'$'}, buf...)
	}
	return readEntryText(blankControls(buf), e)
}

var (
	lineRef     = regexp.MustCompile(`\bline (\d+)`)
	gamePrefix  = regexp.MustCompile(`^PGN( game \d+)?: `)
	errMismatch = "the index does not match the file (has the file changed since it was indexed?)"
)

// readEntryText reads the text of one indexed game with Read, then moves
// its line numbers to where the game lies in the file.
func readEntryText(buf []byte, e Entry) (*Game, error) {
	shift := e.Line - 1
	games, err := readText(buf)
	if err != nil {
		msg := gamePrefix.ReplaceAllString(err.Error(), "")
		// The first "line N" is where the error is; later ones may be
		// quoted text.
		if m := lineRef.FindStringSubmatchIndex(msg); m != nil {
			n, _ := strconv.Atoi(msg[m[2]:m[3]])
			msg = msg[:m[2]] + strconv.Itoa(n+shift) + msg[m[3]:]
		}
		if !lineRef.MatchString(msg) {
			return nil, fmt.Errorf("PGN game %d (line %d): %s", e.Number, e.Line, msg)
		}
		return nil, fmt.Errorf("PGN game %d: %s", e.Number, msg)
	}
	if len(games) != 1 {
		return nil, fmt.Errorf("PGN game %d (line %d): %s", e.Number, e.Line, errMismatch)
	}
	g := games[0]
	// The tag names are ASCII in both; values may have been recoded by
	// Read, so only the names are compared.
	if len(g.Tags) != len(e.Tags) {
		return nil, fmt.Errorf("PGN game %d (line %d): %s", e.Number, e.Line, errMismatch)
	}
	for i := range g.Tags {
		if g.Tags[i].Key != e.Tags[i].Key {
			return nil, fmt.Errorf("PGN game %d (line %d): %s", e.Number, e.Line, errMismatch)
		}
	}
	g.Line += shift
	for i := range g.Warnings {
		g.Warnings[i].Line += shift
	}
	// A list of nodes to visit, not recursion: a line may be long.
	todo := []*Node{g.Root}
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, c := range n.Children {
			if c.Line > 0 {
				c.Line += shift
			}
		}
		todo = append(todo, n.Children...)
	}
	return g, nil
}

func isDelimiter(c byte) bool { return delimiters[c] }

// delimiters end a word of movetext, as in the tokenizer.
var delimiters = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r\f\v{}()[];$") {
		t[c] = true
	}
	return t
}()

// isResultWord: the words the tokenizer reads as a result.
func isResultWord(w []byte) bool {
	switch string(w) {
	case "1-0", "0-1", "1/2-1/2", "*", "½-½", "1/2", "\xbd-\xbd": // the last is ½-½ in Latin-1
		return true
	}
	return false
}

// isTagLine: the line is one well-formed tag and nothing else.
func isTagLine(b []byte) bool {
	t := bytes.TrimSpace(b)
	if len(t) < 5 || t[0] != '[' || t[len(t)-1] != ']' {
		return false
	}
	tok, n, err := pgnReadTag(string(t), 0)
	return err == nil && n == len(t) && tok.warn == ""
}

// indexSniffLen is how much of the start of a file decides whether it
// can be indexed (Read looks at as much to choose the encoding).
const indexSniffLen = 8 << 10

// notIndexable: the data starts like UTF-16 or UTF-32 text or like binary
// data (NUL bytes, many control bytes, mostly bytes that are not UTF-8).
// Read decides what exactly it is.
func notIndexable(data []byte) bool {
	if bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) ||
		bytes.HasPrefix(data, []byte{0, 0, 0xfe, 0xff}) {
		return true
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	sample := sniffSample(data, indexSniffLen)
	if bytes.IndexByte(sample, 0) >= 0 {
		if _, utf16 := utf16WithoutBOM(sample); utf16 {
			return true
		}
	}
	return looksBinary(sample)
}

// controlWidth is how many bytes at the start of b Read turns into white
// space (0: none): an ASCII control character other than the white space
// PGN knows, a C1 control character, a byte that Windows-1252 leaves
// unassigned, or a byte order mark in the middle of the text (which
// Read would take for a move; concatenated files have them).
func controlWidth(b []byte) int {
	c := b[0]
	if c < utf8.RuneSelf {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' || c == 0x7f {
			return 1
		}
		return 0
	}
	r, size := utf8.DecodeRune(b)
	switch {
	case r == utf8.RuneError && size == 1:
		if c == 0x81 || c == 0x8d || c == 0x8f || c == 0x90 || c == 0x9d {
			return 1
		}
	case r >= 0x80 && r < 0xa0, r == 0xfeff:
		return size
	}
	return 0
}

// cleanLine returns line with every byte controlWidth marks replaced by a
// space, so the line keeps its length and offsets (a copy in *scratch
// when anything changes).
func cleanLine(line []byte, scratch *[]byte) []byte {
	i := 0
	for i < len(line) {
		c := line[i]
		if c >= 0x20 && c < 0x7f || c == '\t' {
			i++
			continue
		}
		if controlWidth(line[i:]) > 0 {
			break
		}
		if c < utf8.RuneSelf {
			i++
		} else {
			_, size := utf8.DecodeRune(line[i:])
			i += size
		}
	}
	if i == len(line) {
		return line
	}
	out := append((*scratch)[:0], line...)
	for i < len(out) {
		if w := controlWidth(out[i:]); w > 0 {
			for k := i; k < i+w; k++ {
				out[k] = ' '
			}
			i += w
			continue
		}
		if out[i] < utf8.RuneSelf {
			i++
		} else {
			_, size := utf8.DecodeRune(out[i:])
			i += size
		}
	}
	*scratch = out
	return out
}

// blankControls replaces the ASCII control characters of one game's text
// with spaces, as Read does after looking at the whole file: so that the
// text of one game alone is not taken for binary data.
func blankControls(b []byte) []byte {
	for i, c := range b {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' || c == 0x7f {
			b[i] = ' '
		}
	}
	return b
}

// indexCP1252 gives the characters of Windows-1252 for the bytes
// 0x80-0x9F (0: unassigned, read as a space).
var indexCP1252 = [32]rune{
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
}

// textValue reads a tag value as Read does: UTF-8, with any other byte
// taken as Windows-1252 ("M\xfcller" is "Müller"), control characters as
// spaces.
func textValue(v string) string {
	clean := utf8.ValidString(v)
	for _, r := range v {
		if !clean || unicode.IsControl(r) {
			clean = false
			break
		}
	}
	if clean {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); {
		r, size := utf8.DecodeRuneInString(v[i:])
		if r == utf8.RuneError && size == 1 {
			r = rune(v[i])
			if r >= 0x80 && r < 0xa0 {
				if r = indexCP1252[r-0x80]; r == 0 {
					r = ' '
				}
			}
		}
		if unicode.IsControl(r) {
			r = ' '
		}
		b.WriteRune(r)
		i += size
	}
	return b.String()
}

// quickTag reads a tag without escapes at the start of b as pgnReadTag
// does: b[k0:k1] is the name, n the bytes used. Anything else (an escape,
// a broken tag) is not ok, and left to pgnReadTag.
func quickTag(b []byte) (k0, k1 int, value string, n int, ok bool) {
	i := 1
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	k0 = i
	for i < len(b) && (pgnIsAlnum(b[i]) || b[i] == '_' || b[i] == '+' || b[i] == '#' || b[i] == '=' || b[i] == ':' || b[i] == '-') {
		i++
	}
	k1 = i
	if k1 == k0 {
		return
	}
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	if i >= len(b) || b[i] != '"' {
		return
	}
	v0 := i + 1
	q := bytes.IndexByte(b[v0:], '"')
	if q < 0 || bytes.IndexByte(b[v0:v0+q], '\\') >= 0 {
		return
	}
	v1 := v0 + q
	i = v1 + 1
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	if i >= len(b) || b[i] != ']' {
		return
	}
	return k0, k1, string(b[v0:v1]), i + 1, true
}
