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
	games, err := Read(bytes.NewReader(buf))
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
	var walk func(n *Node)
	walk = func(n *Node) {
		for _, c := range n.Children {
			if c.Line > 0 {
				c.Line += shift
			}
			walk(c)
		}
	}
	walk(g.Root)
	return g, nil
}

// Scanner finds the games of a PGN stream one by one (Index collects
// them). It reads line by line and keeps only the current line and the
// current game's tags.
type Scanner struct {
	r     io.Reader
	buf   []byte
	pos   int   // start of the unread part of buf
	scan  int   // buf[pos:scan] holds no line end
	end   int   // end of the data in buf
	off   int64 // file offset of buf[0]
	eof   bool
	err   error
	line  int  // number of the line just read
	first bool // the next line is the file's first

	// The game being read.
	open         bool
	cur          Entry
	curEnd       int64
	onlyComments bool
	hasMoves     bool

	// A { comment still open at the end of a line.
	inBrace         bool
	braceLine       int
	braceBlank      bool  // the last line inside it was blank
	braceContentEnd int64 // end of its last non-blank line

	ready []Entry
	next  Entry
	n     int
	keys  map[string]string // tag names, shared between entries

	scratch []byte // a line with its control characters blanked
	tags    Tags   // the current game's tags, copied into its entry at its end
}

// NewScanner returns a scanner reading r from its start; offsets are
// counted from there.
func NewScanner(r io.Reader) *Scanner { return newScanner(r, 256<<10) }

func newScanner(r io.Reader, bufSize int) *Scanner {
	return &Scanner{r: r, buf: make([]byte, 0, bufSize), first: true, keys: map[string]string{}}
}

// Next finds the next game; false at the end of the text or on a read
// error (see Err).
func (s *Scanner) Next() bool {
	for len(s.ready) == 0 {
		if s.err != nil {
			return false
		}
		line, off, ok := s.nextLine()
		if !ok {
			if s.err != nil {
				return false
			}
			s.finish()
			if len(s.ready) == 0 {
				return false
			}
			break
		}
		s.processLine(line, off)
	}
	s.next = s.ready[0]
	s.ready = append(s.ready[:0], s.ready[1:]...)
	return true
}

// Entry is the game Next found.
func (s *Scanner) Entry() Entry { return s.next }

// Err is the read error that stopped the scanner, or nil at the end of
// the text.
func (s *Scanner) Err() error { return s.err }

// Offset is how many bytes of the text have been scanned.
func (s *Scanner) Offset() int64 { return s.off + int64(s.pos) }

// fill reads more text into buf, keeping buf[pos:end]. It reports
// whether it read anything.
func (s *Scanner) fill() bool {
	if s.eof {
		return false
	}
	if s.pos > 0 {
		n := copy(s.buf[:cap(s.buf)], s.buf[s.pos:s.end])
		s.off += int64(s.pos)
		s.scan -= s.pos
		s.end, s.pos = n, 0
	}
	if s.end == cap(s.buf) {
		nb := make([]byte, 2*cap(s.buf))
		copy(nb, s.buf[:s.end])
		s.buf = nb[:0]
	}
	for {
		n, err := s.r.Read(s.buf[s.end:cap(s.buf)])
		s.end += n
		if err == io.EOF {
			s.eof = true
		} else if err != nil {
			s.err, s.eof = err, true
		}
		if n > 0 || s.eof {
			return n > 0
		}
	}
}

// nextLine returns the next line without its end ("\n", "\r\n" or a lone
// "\r", as Read counts them) and its file offset.
func (s *Scanner) nextLine() ([]byte, int64, bool) {
	if s.first && s.err == nil {
		for s.end-s.pos < indexSniffLen && !s.eof {
			s.fill()
		}
		if s.err == nil && notIndexable(s.buf[s.pos:s.end]) {
			s.err = ErrNotIndexable
		}
		if s.err != nil {
			return nil, 0, false
		}
	}
	for {
		b := s.buf[:s.end]
		if s.scan < s.pos {
			s.scan = s.pos
		}
		i := s.end
		if k := bytes.IndexByte(b[s.scan:s.end], '\n'); k >= 0 {
			i = s.scan + k
		}
		if k := bytes.IndexByte(b[s.scan:i], '\r'); k >= 0 {
			i = s.scan + k
		}
		s.scan = i
		if i < s.end {
			next := i + 1
			if b[i] == '\r' {
				if next == s.end && !s.eof {
					s.fill() // is it "\r\n"?
					continue
				}
				if next < s.end && b[next] == '\n' {
					next++
				}
			}
			line, off := b[s.pos:i], s.off+int64(s.pos)
			s.pos, s.scan = next, next
			return s.firstLine(line, off)
		}
		if s.eof {
			if s.pos < s.end {
				line, off := b[s.pos:s.end], s.off+int64(s.pos)
				s.pos, s.scan = s.end, s.end
				return s.firstLine(line, off)
			}
			return nil, 0, false
		}
		s.fill()
	}
}

// firstLine counts the line and, on the file's first line, checks the
// encoding and drops a UTF-8 byte order mark.
func (s *Scanner) firstLine(line []byte, off int64) ([]byte, int64, bool) {
	s.line++
	if s.first {
		s.first = false
		if bytes.HasPrefix(line, []byte("\xef\xbb\xbf")) {
			line, off = line[3:], off+3
		}
	}
	return cleanLine(line, &s.scratch), off, true
}

// processLine reads the tokens of one line, as the tokenizer does.
func (s *Scanner) processLine(b []byte, off int64) {
	ln := s.line
	i := 0
	lineStart := true
	if s.inBrace {
		if s.braceBlank && isTagLine(b) {
			// The comment ran into the next game's tags: it was never
			// closed. Close the game before them.
			s.setErr(fmt.Errorf("line %d: comment opened with { is not closed before the tags at line %d", s.braceLine, ln))
			s.inBrace = false
			s.curEnd = s.braceContentEnd
			s.flush()
		} else {
			j := bytes.IndexByte(b, '}')
			if j < 0 {
				s.braceBlank = len(bytes.TrimSpace(b)) == 0
				if !s.braceBlank {
					s.braceContentEnd = off + int64(len(b))
				}
				return
			}
			s.inBrace = false
			s.curEnd = off + int64(j) + 1
			i, lineStart = j+1, false
		}
	}
	for i < len(b) {
		c := b[i]
		switch c {
		case ' ', '\t', '\f', '\v':
			i++
			continue
		case '%':
			if lineStart {
				return // escape line
			}
		}
		lineStart = false
		start := off + int64(i)
		switch c {
		case '[':
			k0, k1, value, n, ok := quickTag(b[i:])
			var key string
			if ok {
				if key, ok = s.keys[string(b[i+k0:i+k1])]; !ok {
					key = string(b[i+k0 : i+k1])
					if len(s.keys) < 10000 {
						s.keys[key] = key
					}
				}
			} else {
				// Escapes, or a broken tag: the tokenizer's reading, and
				// its error.
				t, tn, err := pgnReadTag(string(b[i:]), ln)
				if err != nil {
					s.token(tokTag, start, off+int64(len(b)), ln)
					s.setErr(err)
					return
				}
				key, value, n = strings.Clone(t.text), t.value, tn
			}
			s.token(tokTag, start, start+int64(n), ln)
			s.tags = append(s.tags, Tag{key, textValue(value)})
			i += n
		case '{':
			s.token(tokComment, start, start+1, ln)
			j := bytes.IndexByte(b[i+1:], '}')
			if j < 0 {
				s.inBrace, s.braceLine, s.braceBlank = true, ln, false
				s.braceContentEnd = off + int64(len(b))
				return
			}
			s.curEnd = start + int64(j) + 2
			i += j + 2
		case ';':
			s.token(tokComment, start, off+int64(len(b)), ln)
			return
		case '(':
			s.token(tokOpenVar, start, start+1, ln)
			i++
		case ')':
			s.token(tokCloseVar, start, start+1, ln)
			i++
		case '$':
			j := i + 1
			for j < len(b) && b[j] >= '0' && b[j] <= '9' {
				j++
			}
			if j > i+1 {
				s.token(tokNAG, start, off+int64(j), ln)
			}
			i = j
		default:
			j := i
			for j < len(b) && !isDelimiter(b[j]) {
				j++
			}
			if j == i { // a stray '}' or ']'
				if s.open {
					s.setErr(fmt.Errorf("line %d: unexpected %q", ln, string(c)))
				}
				i++
				continue
			}
			if isResultWord(b[i:j]) {
				s.token(tokResult, start, off+int64(j), ln)
			} else {
				s.token(tokMove, start, off+int64(j), ln)
			}
			i = j
		}
	}
}

// token follows the game splitting of Read for one token.
func (s *Scanner) token(kind pgnTokenKind, start, end int64, line int) {
	if kind == tokTag && s.hasMoves {
		s.flush() // the previous game had no result
	}
	if !s.open {
		s.open, s.onlyComments = true, true
		s.cur = Entry{Offset: start, Line: line}
	}
	s.curEnd = end
	switch kind {
	case tokComment:
	case tokTag, tokResult:
		s.onlyComments = false
	default:
		s.onlyComments, s.hasMoves = false, true
	}
	if kind == tokResult {
		s.flush()
	}
}

func (s *Scanner) setErr(err error) {
	if s.open && s.cur.Err == nil {
		s.cur.Err = err
	}
}

// flush ends the current game; one made only of comments is no game.
func (s *Scanner) flush() {
	if s.open && !s.onlyComments {
		s.n++
		s.cur.Number = s.n
		s.cur.Length = s.curEnd - s.cur.Offset
		if len(s.tags) > 0 {
			s.cur.Tags = append(make(Tags, 0, len(s.tags)), s.tags...)
		}
		s.ready = append(s.ready, s.cur)
	}
	s.open, s.hasMoves, s.cur, s.tags = false, false, Entry{}, s.tags[:0]
}

// finish ends the text.
func (s *Scanner) finish() {
	if s.inBrace {
		s.setErr(fmt.Errorf("line %d: comment opened with { is never closed", s.braceLine))
		s.curEnd = s.braceContentEnd
		s.inBrace = false
	}
	s.flush()
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
	_, n, err := pgnReadTag(string(t), 0)
	return err == nil && n == len(t)
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
	sample := data[:min(len(data), indexSniffLen)]
	if bytes.IndexByte(sample, 0) >= 0 {
		return true
	}
	ctrl, invalid := 0, 0
	for i := 0; i < len(sample); {
		c := sample[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && !strings.ContainsRune("\t\n\r\f\v\x1a", rune(c)) || c == 0x7f {
				ctrl++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(sample[i:])
		if r == utf8.RuneError && size == 1 && len(sample)-i >= utf8.UTFMax {
			invalid++
		}
		i += size
	}
	return ctrl*100 > len(sample)*2 || invalid*100 > len(sample)*30
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
