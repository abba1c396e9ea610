package pgn

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// ErrBinary is the error of Read for data that is not text at all (an
// image, an archive, a database file): its callers add the file's name,
// e.g. "x.png: not a PGN file (it looks like binary data)".
var ErrBinary = errors.New("not a PGN file (it looks like binary data)")

// Read reads every game of a PGN text into game trees. It fails, naming
// the game (1-based) and the line, when the text is not PGN: a broken tag,
// an unclosed comment or an unbalanced variation. Moves are not checked
// against the rules here.
//
// The text may be UTF-8 (with or without a byte order mark), UTF-16 with
// a byte order mark (as Windows tools save "Unicode" text) or without one,
// or Latin-1/Windows-1252 (as old databases wrote it): bytes that are not
// UTF-8 are read as Windows-1252, so "M\xfcller" reads "Müller". Binary
// data is refused with ErrBinary. Control characters are read as spaces,
// so no error message ever quotes raw bytes.
func Read(r io.Reader) ([]*Game, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading PGN: %w", err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("PGN file is larger than %d MB", MaxSize>>20)
	}
	return readText(data)
}

// readText is Read for text already in memory (at most MaxSize bytes).
func readText(data []byte) ([]*Game, error) {
	data, err := decodeText(data)
	if err != nil {
		return nil, err
	}
	raws, err := pgnSplitGames(data)
	if err != nil {
		return nil, fmt.Errorf("PGN: %w", err)
	}
	if len(raws) == 0 {
		return nil, errors.New("PGN: no game found")
	}
	games := make([]*Game, 0, len(raws))
	for i, raw := range raws {
		g, err := buildTree(raw)
		if err != nil {
			return nil, fmt.Errorf("PGN game %d: %w", i+1, err)
		}
		games = append(games, g)
	}
	return games, nil
}

// buildTree turns one game's tokens into a tree. A "(" opens a
// variation on the move just read: its moves replace that move.
func buildTree(raw rawGame) (*Game, error) {
	g := NewGame()
	g.Line = raw.line
	g.Result = ""
	i := 0
	// The tag section; a comment standing before or among the tags (as
	// some programs write one between games) becomes the comment before
	// the first move instead of breaking the game.
	// Comments are gathered per node and joined once at the end: a file
	// of many thousands of comments in a row must not be copied again
	// for each one.
	var comments commentParts
	for ; i < len(raw.tokens); i++ {
		t := raw.tokens[i]
		if t.kind == tokComment {
			j := i
			for j < len(raw.tokens) && raw.tokens[j].kind == tokComment {
				j++
			}
			if j == len(raw.tokens) || raw.tokens[j].kind != tokTag {
				break
			}
			for ; i < j; i++ {
				comments.add(g.Root, raw.tokens[i].text)
			}
			i-- // the loop's i++ reaches the tag
			continue
		}
		if t.kind != tokTag {
			break
		}
		g.Tags = append(g.Tags, Tag{t.text, t.value})
		if t.warn != "" {
			g.Warnings = append(g.Warnings, Warning{t.line, t.warn})
		}
	}
	// cur is the node the next move follows. Right after "(" cur is the
	// position before the replaced move and open is true: comments there
	// belong before the variation's first move.
	cur := g.Root
	open := false
	var stack []*Node
	var openLines []int // the line of each '(' on the stack, for the error
	var pending []string
	for _, t := range raw.tokens[i:] {
		switch t.kind {
		case tokTag:
			return nil, fmt.Errorf("line %d: tag [%s] inside the moves", t.line, t.text)
		case tokOpenVar:
			if cur.Parent == nil {
				return nil, fmt.Errorf("line %d: a variation '(' before any move", t.line)
			}
			stack, openLines = append(stack, cur), append(openLines, t.line)
			cur, open, pending = cur.Parent, true, pending[:0]
		case tokCloseVar:
			if len(stack) == 0 {
				return nil, fmt.Errorf("line %d: ')' without '('", t.line)
			}
			cur, stack, openLines = stack[len(stack)-1], stack[:len(stack)-1], openLines[:len(openLines)-1]
			open, pending = false, pending[:0]
		case tokResult:
			if len(stack) == 0 {
				g.Result = t.text
				break
			}
			// A result inside a variation says how that line ends; it
			// does not end the game. It is kept as a comment there, so
			// that nothing of the file is lost and what Write makes of
			// it is still PGN that every reader reads.
			fallthrough
		case tokComment:
			switch {
			case open:
				if t.text != "" {
					pending = append(pending, t.text)
				}
			default:
				comments.add(cur, t.text)
			}
		case tokMove:
			if len(t.text) > MaxMoveText {
				// No move is this long: garbage, which a reader that does
				// not check the moves would otherwise write back out.
				return nil, fmt.Errorf("line %d: %s is not a move (%d characters)", t.line, quoteText(t.text), len(t.text))
			}
			n := cur.AddChild(t.text)
			n.Line = t.line
			n.CommentBefore, pending = strings.Join(pending, " "), pending[:0]
			cur, open = n, false
		case tokNAG:
			// "e4! $1" says "good move" once, not twice.
			if code := NAGCode(t.text); cur.Parent != nil && !open && !slices.Contains(cur.NAGs, code) {
				cur.NAGs = append(cur.NAGs, code)
			}
		}
	}
	if len(stack) > 0 {
		return nil, fmt.Errorf("line %d: a variation opened with '(' is never closed", openLines[len(openLines)-1])
	}
	comments.set()
	if g.Result == "" {
		g.Result = g.Tag("Result")
	}
	switch g.Result {
	case ResultWhiteWins, ResultBlackWins, ResultDraw, ResultOngoing:
	default:
		g.Result = ResultOngoing
	}
	return g, nil
}

// MaxMoveText bounds a word of movetext read as a move. Real moves are
// short (SAN with disambiguation, promotion, check and glyphs,
// "Qh4xe1=Q+!?", is 11 bytes); the bound is far above them, so that odd
// but harmless words still reach the move reader and its own error, and
// only garbage (a run of thousands of letters) is refused here.
const MaxMoveText = 255

// NAGCode turns a move suffix into its numeric annotation glyph ("!" is
// $1); "$n" stays as it is. Unknown suffixes are kept as written.
func NAGCode(s string) string {
	switch s {
	case "!":
		return "$1"
	case "?":
		return "$2"
	case "!!":
		return "$3"
	case "??":
		return "$4"
	case "!?":
		return "$5"
	case "?!":
		return "$6"
	}
	if code, ok := evaluationNAGs[s]; ok {
		return code
	}
	return s
}

// evaluationNAGs are the position judgements that books and hand-typed
// games write as text, with their standard glyphs (PGN standard, 10).
var evaluationNAGs = map[string]string{
	"=": "$10", "∞": "$13",
	"+=": "$14", "⩲": "$14", "+/=": "$14",
	"=+": "$15", "⩱": "$15", "=/+": "$15",
	"+/-": "$16", "±": "$16",
	"-/+": "$17", "∓": "$17",
	"+-": "$18", "-+": "$19",
}

// evaluationSuffix is the evaluation mark w ends with after more text
// ("Bc4+-": "+-"), the longest that fits; "" when none. A lone "+" is a
// check, never a mark.
func evaluationSuffix(w string) string {
	best := ""
	for m := range evaluationNAGs {
		if m == "=" || len(m) <= len(best) || len(w) <= len(m) || !strings.HasSuffix(w, m) {
			continue
		}
		best = m
	}
	return best
}

func joinText(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + " " + b
}

// sniffLen is how much of the data decides whether it is text, and in
// which encoding.
const sniffLen = 8 << 10

// decodeText turns PGN data into clean UTF-8: no byte order mark, no
// invalid byte, no control character but tab, newline, carriage return,
// form feed and vertical tab.
func decodeText(data []byte) ([]byte, error) {
	if err := compressedKind(data); err != nil {
		return nil, err
	}
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe, 0, 0}), bytes.HasPrefix(data, []byte{0, 0, 0xfe, 0xff}):
		return nil, errors.New("this file is UTF-32 text; save it as UTF-8")
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}):
		return cleanText(decodeUTF16(data[2:], binary.LittleEndian)), nil
	case bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		return cleanText(decodeUTF16(data[2:], binary.BigEndian)), nil
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	sample := sniffSample(data, sniffLen)
	if bytes.IndexByte(sample, 0) >= 0 {
		if order, ok := utf16WithoutBOM(sample); ok {
			return cleanText(decodeUTF16(data, order)), nil
		}
	}
	if looksBinary(sample) {
		return nil, ErrBinary
	}
	return cleanText(latin1ToUTF8(data)), nil
}

// utf16WithoutBOM recognises UTF-16 text without a byte order mark: PGN
// is mostly ASCII, so every other byte is 0.
func utf16WithoutBOM(sample []byte) (binary.ByteOrder, bool) {
	pairs := len(sample) / 2
	if pairs < 2 {
		return nil, false
	}
	zeroEven, zeroOdd := 0, 0
	for i := 0; i+1 < len(sample); i += 2 {
		if sample[i] == 0 {
			zeroEven++
		}
		if sample[i+1] == 0 {
			zeroOdd++
		}
	}
	switch {
	case zeroOdd*10 >= pairs*4 && zeroEven*20 < pairs:
		return binary.LittleEndian, true
	case zeroEven*10 >= pairs*4 && zeroOdd*20 < pairs:
		return binary.BigEndian, true
	}
	return nil, false
}

func decodeUTF16(data []byte, order binary.ByteOrder) []byte {
	units := make([]uint16, len(data)/2) // an odd last byte is dropped
	for i := range units {
		units[i] = order.Uint16(data[2*i:])
	}
	runes := utf16.Decode(units) // unpaired surrogates become U+FFFD
	out := make([]byte, 0, len(runes))
	for _, r := range runes {
		out = utf8.AppendRune(out, r)
	}
	return bytes.TrimPrefix(out, []byte("\xef\xbb\xbf")) // a BOM written twice
}

// looksBinary reports whether a sample of data that is not UTF-16 is not
// text: many control bytes, or mostly bytes that are not UTF-8 (Latin-1
// text has a few percent at most). A stray NUL counts as a control byte,
// but a block of zeros (at least zeroBlock of them, as a crash may leave
// in a file) is left out: the text around it is read, with the zeros as
// white space. Zeros with hardly any text beside them are not text.
func looksBinary(sample []byte) bool {
	if len(sample) == 0 {
		return false
	}
	text := len(sample)
	ctrl, invalid := 0, 0
	for i := 0; i < len(sample); {
		c := sample[i]
		if c == 0 {
			j := i
			for j < len(sample) && sample[j] == 0 {
				j++
			}
			if j-i >= zeroBlock {
				text -= j - i
			} else {
				ctrl += j - i
			}
			i = j
			continue
		}
		if c < utf8.RuneSelf {
			if (c < 0x20 && !strings.ContainsRune("\t\n\r\f\v\x1a", rune(c))) || c == 0x7f {
				ctrl++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(sample[i:])
		if r == utf8.RuneError && size == 1 {
			if len(sample)-i >= utf8.UTFMax { // not a sequence cut by the sample's end
				invalid++
			}
		}
		i += size
	}
	if text < len(sample) && text < zeroBlock {
		return true // zeros and hardly anything else
	}
	return ctrl*100 > text*2 || invalid*100 > text*30
}

// sniffSample is the first n bytes of data that looksBinary judges: after
// a block of zeros at the very start (a file a crash left with zeros in
// its first blocks), the text that follows it.
func sniffSample(data []byte, n int) []byte {
	lead := 0
	for lead < len(data) && data[lead] == 0 {
		lead++
	}
	if lead < zeroBlock || lead == len(data) {
		lead = 0
	}
	return data[lead:min(len(data), lead+n)]
}

// zeroBlock is the shortest run of NUL bytes that looksBinary takes for
// a block of zeros a crash left, not for binary data.
const zeroBlock = 64

// cp1252 gives the characters of Windows-1252 for the bytes 0x80-0x9F
// (Latin-1 has control characters there); 0 marks the five unassigned
// ones, read as in Latin-1.
var cp1252 = [32]rune{
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
}

// latin1ToUTF8 keeps valid UTF-8 and reads every other byte as
// Windows-1252 (a superset of Latin-1's printable characters).
func latin1ToUTF8(data []byte) []byte {
	if utf8.Valid(data) {
		return data
	}
	out := make([]byte, 0, len(data)+len(data)/8)
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size == 1 {
			b := data[i]
			r = rune(b)
			if b >= 0x80 && b < 0xa0 && cp1252[b-0x80] != 0 {
				r = cp1252[b-0x80]
			}
			out = utf8.AppendRune(out, r)
			i++
			continue
		}
		out = append(out, data[i:i+size]...)
		i += size
	}
	return out
}

// cleanText replaces control characters (other than the white space PGN
// knows: tab, newline, carriage return, form feed, vertical tab) by
// spaces. data is valid UTF-8.
func cleanText(data []byte) []byte {
	if asciiClean(data) {
		return data
	}
	clean := true
	for _, r := range string(data) {
		if isOddControl(r) {
			clean = false
			break
		}
	}
	if clean {
		return data
	}
	return []byte(strings.Map(func(r rune) rune {
		if isOddControl(r) {
			return ' '
		}
		return r
	}, string(data)))
}

// asciiClean reports whether data is ASCII without a control character
// other than PGN's white space: the common case, checked byte by byte.
func asciiClean(data []byte) bool {
	for _, c := range data {
		if c >= 0x7f || c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' {
			return false
		}
	}
	return true
}

func isOddControl(r rune) bool {
	return unicode.IsControl(r) && !strings.ContainsRune("\t\n\r\f\v", r)
}

// quoteText shows a piece of the input in an error message: at most 60
// characters, and quoted with Go escapes if it holds anything that is not
// printable (Read cleans its input, so only a caller's odd text can).
func quoteText(s string) string {
	if utf8.RuneCountInString(s) > 60 {
		s = string([]rune(s)[:60]) + "…"
	}
	for _, r := range s {
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// commentParts gathers the comments of each node in the order read.
type commentParts struct {
	order []*Node
	parts map[*Node][]string
}

func (c *commentParts) add(n *Node, text string) {
	if text == "" {
		return
	}
	if c.parts == nil {
		c.parts = map[*Node][]string{}
	}
	if _, ok := c.parts[n]; !ok {
		c.order = append(c.order, n)
	}
	c.parts[n] = append(c.parts[n], text)
}

// set writes each node's comments, joined by a space.
func (c *commentParts) set() {
	for _, n := range c.order {
		n.Comment = joinText(n.Comment, strings.Join(c.parts[n], " "))
	}
}
