package pgn

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// Scanner finds the games of a PGN stream one by one (Index collects
// them). It reads the text in pieces: a line, or, of a line longer than
// maxPiece, a part that ends with a whole token. It keeps only the current
// piece and the current game's tags, so its memory is bounded however the
// text is laid out: some programs write a whole database on one line, and
// the time to scan it grows with its size only.
type Scanner struct {
	r        io.Reader
	buf      []byte
	pos      int   // start of the unread part of buf
	scan     int   // buf[pos:scan] holds no line end
	end      int   // end of the data in buf
	off      int64 // file offset of buf[0]
	eof      bool
	err      error
	sniffed  bool     // the start of the text has been checked
	lineNext int      // where the line after the last whole-line piece starts in buf
	line     int      // line of the next piece (1-based)
	midLine  bool     // the line of the next piece has had a token (not only white space)
	tail     tailKind // a token the last piece ended inside
	// Inside a tag longer than a piece (tailTag): in its value, after a
	// backslash there.
	tagInValue, tagEscape bool

	// The game being read.
	open         bool
	cur          Entry
	curEnd       int64
	onlyComments bool
	hasMoves     bool
	depth        int // variations open in it: a result there does not end it
	tokens       int // its tokens so far, for MaxGameTokens

	// A game with no tag and no result, none of whose move words is
	// move-shaped, is no game (stray.go): tagged and resulted say whether
	// it has them, moved whether it has a move word, shaped whether one
	// of them is move-shaped.
	tagged, resulted, moved, shaped bool

	// resultLine is the line of the result that ended the game, which
	// stays open for a comment on that line (see pgnSplitGames); 0
	// when the game has not ended.
	resultLine int

	// A { comment still open at the end of a piece.
	inBrace         bool
	braceLine       int
	braceBlank      bool  // the last line inside it was blank
	braceContentEnd int64 // end of its last non-blank line
	braceStart      int64 // offset of its '{', for MaxCommentSize
	// A ';' comment longer than its piece (tail is tailLine): where it
	// starts, for MaxCommentSize; -1 for a broken tag's rest of line.
	semiStart int64
	// carriedErr is the fault of a stretch of comments that was no game
	// (a { comment never closed before the next tags): the next game
	// carries it, since a reader of the whole text reads that comment
	// on into the game.
	carriedErr error

	ready []Entry // games found and not yet returned, from ready[head]
	head  int
	next  Entry
	n     int
	keys  map[string]string // tag names, shared between entries

	scratch []byte // a piece with its control characters blanked
	tags    Tags   // the current game's tags, copied into its entry at its end
}

// maxPiece is the longest piece of a line the scanner looks at at once. A
// token longer than this (a tag, a word) is read on, its end found,
// without holding it.
var maxPiece = 1 << 20 // a variable for the tests only

// errTagPastPiece marks a tag that runs on past a piece; processPiece
// reports it as "a tag longer than" a piece.
var errTagPastPiece = errors.New("a tag longer than a piece")

// tailKind is what a token the last piece ended inside runs on to.
type tailKind int

const (
	tailNone     tailKind = iota
	tailWord              // a word of movetext: to the next delimiter
	tailDigits            // a NAG ("$12"): to the next non-digit
	tailLine              // a ';' comment or a broken tag: to the end of the line
	tailSkipLine          // an escape line ('%'): to the end of the line, no token
	tailTag               // a tag longer than a piece: to its ']'
)

// skipTag reads on through a tag that began in an earlier piece (or
// earlier in b): it returns the index just after its ']', or -1 when b
// ends first.
func (s *Scanner) skipTag(b []byte) int {
	for j, c := range b {
		switch {
		case s.tagEscape:
			s.tagEscape = false
		case s.tagInValue && c == '\\':
			s.tagEscape = true
		case c == '"':
			s.tagInValue = !s.tagInValue
		case !s.tagInValue && c == ']':
			return j + 1
		}
	}
	return -1
}

// NewScanner returns a scanner reading r from its start; offsets are
// counted from there.
func NewScanner(r io.Reader) *Scanner { return newScanner(r, 256<<10) }

func newScanner(r io.Reader, bufSize int) *Scanner {
	return &Scanner{r: r, buf: make([]byte, 0, bufSize), line: 1, keys: map[string]string{}}
}

// Next finds the next game; false at the end of the text or on a read
// error (see Err).
func (s *Scanner) Next() bool {
	for s.head == len(s.ready) {
		s.ready, s.head = s.ready[:0], 0
		if s.err != nil {
			return false
		}
		piece, off, lineEnd, ok := s.nextPiece()
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
		n := s.processPiece(piece, off, lineEnd, false)
		if n == 0 && !lineEnd {
			// One token fills the whole piece: read it on.
			n = s.processPiece(piece, off, false, true)
		}
		s.consume(n, lineEnd)
	}
	s.next = s.ready[s.head]
	s.head++
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
// whether it read anything. The buffer grows only while a piece does not
// fill it, so it stays below a few times maxPiece.
func (s *Scanner) fill() bool {
	if s.eof {
		return false
	}
	if s.pos > 0 {
		n := copy(s.buf[:cap(s.buf)], s.buf[s.pos:s.end])
		s.off += int64(s.pos)
		s.scan -= s.pos
		s.lineNext -= s.pos
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

// sniff checks, once, that the text can be scanned byte by byte, and
// skips a UTF-8 byte order mark.
func (s *Scanner) sniff() bool {
	s.sniffed = true
	for s.end-s.pos < indexSniffLen && !s.eof {
		s.fill()
	}
	if s.err == nil && notIndexable(s.buf[s.pos:s.end]) {
		s.err = ErrNotIndexable
	}
	if s.err != nil {
		return false
	}
	if bytes.HasPrefix(s.buf[s.pos:s.end], []byte("\xef\xbb\xbf")) {
		s.pos += 3
	}
	return true
}

// nextPiece returns the next piece of text with its control characters
// blanked, and its file offset. lineEnd: the piece is the rest of a line
// (without its end: "\n", "\r\n" or a lone "\r", as Read counts them, or
// the end of the text); otherwise it is the first maxPiece bytes or so of
// the rest of a longer line, cut between two characters.
func (s *Scanner) nextPiece() (piece []byte, off int64, lineEnd, ok bool) {
	if !s.sniffed && !s.sniff() {
		return nil, 0, false, false
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
		off = s.off + int64(s.pos)
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
			s.lineNext = next
			return cleanLine(b[s.pos:i], &s.scratch), off, true, true
		}
		if s.eof {
			if s.pos == s.end {
				return nil, 0, false, false
			}
			s.lineNext = s.end
			return cleanLine(b[s.pos:s.end], &s.scratch), off, true, true
		}
		if s.end-s.pos >= maxPiece {
			cut := s.end
			// Not inside a UTF-8 sequence: cleanLine reads whole ones.
			j := cut - 1
			for j > cut-utf8.UTFMax && !utf8.RuneStart(b[j]) {
				j--
			}
			if !utf8.FullRune(b[j:cut]) {
				cut = j
			}
			return cleanLine(b[s.pos:cut], &s.scratch), off, false, true
		}
		s.fill()
	}
}

// consume moves past the n bytes of the last piece that were read; all
// of it, and its line end, when it was the rest of a line.
func (s *Scanner) consume(n int, lineEnd bool) {
	if lineEnd {
		s.pos, s.scan = s.lineNext, s.lineNext
		s.line++
		s.midLine = false
		if s.resultLine > 0 && !s.inBrace {
			// The line of the result is over: no comment after it
			// is the game's now, so it is found at once.
			s.flush()
		}
		return
	}
	s.pos += n
}

// processPiece reads the tokens of one piece, as the tokenizer does, and
// returns how many of its bytes it read. A piece that is not the end of
// its line (lineEnd false) is read up to the token it ends inside, which
// the next piece starts with; force reads that token too, carrying it on
// into the next piece (s.tail).
func (s *Scanner) processPiece(b []byte, off int64, lineEnd, force bool) int {
	ln := s.line
	i := 0
	// Only white space so far on this line: a '%' starts an escape line.
	lineStart := !s.midLine
	defer func() {
		if !lineStart {
			s.midLine = true
		}
	}()
	switch s.tail {
	case tailLine, tailSkipLine:
		if s.tail == tailLine {
			s.curEnd = off + int64(len(b))
			if s.semiStart >= 0 && s.curEnd-s.semiStart-1 > MaxCommentSize {
				s.setErr(commentSizeError(ln))
			}
		}
		if lineEnd {
			s.tail = tailNone
		}
		return len(b)
	case tailTag:
		j := s.skipTag(b)
		if j < 0 {
			s.curEnd = off + int64(len(b))
			if lineEnd {
				s.tail = tailNone
			}
			return len(b)
		}
		s.curEnd = off + int64(j)
		s.tail = tailNone
		i, lineStart = j, false
	case tailWord, tailDigits:
		j := 0
		for j < len(b) && (s.tail == tailWord && !isDelimiter(b[j]) || s.tail == tailDigits && b[j] >= '0' && b[j] <= '9') {
			j++
		}
		s.curEnd = off + int64(j)
		if j == len(b) && !lineEnd {
			return len(b)
		}
		s.tail = tailNone
		i, lineStart = j, false
	}
	if s.inBrace {
		if lineStart && s.braceBlank && lineEnd && isTagLine(b) {
			// The comment ran into the next game's tags: it was never
			// closed. Close the game before them.
			err := fmt.Errorf("line %d: comment opened with { is not closed before the tags at line %d", s.braceLine, ln)
			if s.open && s.onlyComments {
				s.carriedErr = err
			}
			s.setErr(err)
			s.inBrace = false
			s.curEnd = s.braceContentEnd
			s.flush()
		} else {
			j := bytes.IndexByte(b[i:], '}')
			if j < 0 {
				blank := len(bytes.TrimSpace(b[i:])) == 0
				// A piece that continues a line with content belongs to
				// that line, blank or not: the comment's content ends
				// with the line, wherever the pieces cut it.
				content := !blank || !lineStart && !s.braceBlank
				s.braceBlank = blank && (lineStart || s.braceBlank)
				if content {
					s.braceContentEnd = off + int64(len(b))
				}
				return len(b)
			}
			s.inBrace = false
			s.curEnd = off + int64(i+j) + 1
			if s.curEnd-s.braceStart-2 > MaxCommentSize {
				s.setErr(commentSizeError(s.braceLine))
			}
			i, lineStart = i+j+1, false
		}
	}
	for i < len(b) {
		c := b[i]
		switch c {
		case ' ', '\t', '\f', '\v':
			i++
			continue
		case '%':
			if lineStart { // an escape line
				if !lineEnd {
					s.tail = tailSkipLine
				}
				return len(b)
			}
		}
		lineStart = false
		start := off + int64(i)
		switch c {
		case '[':
			k0, k1, value, n, ok := quickTag(b[i:])
			var key, warn string
			if ok {
				// The rest of the line may be more of the value
				// (TagGoesOn, as readTag asks). The piece may end too soon to
				// say: the next one, from the tag, says, unless this one
				// starts with it (a piece is far longer than a tag and
				// the rest that TagGoesOn looks at, but for the tests').
				goesOn, sure := TagGoesOn(b[i:], n)
				if !sure && !lineEnd && !force && i > 0 {
					return i
				}
				ok = !goesOn
			}
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
				t, tn, cut, err := readTag(b[i:], ln)
				if err == nil && cut && !lineEnd && force && tn == len(b)-i {
					// A value read to its line's end (lenientTag) whose
					// line goes on past a piece: a tag longer than one.
					err = errTagPastPiece
				}
				if err != nil && !lineEnd && !force && !cut && len(b)-i < tagQuoteLen {
					// Broken, but its error quotes the line on: read
					// that whole from the next piece.
					return i
				}
				if err != nil {
					if cut && !lineEnd {
						if !force {
							return i // it may end in the next piece
						}
						// Longer than a piece: not read, but its end
						// found.
						s.token(tokTag, start, off+int64(len(b)), ln)
						s.setErr(fmt.Errorf("line %d: a tag longer than %d kB", ln, maxPiece>>10))
						s.tail, s.tagInValue, s.tagEscape = tailTag, false, false
						s.skipTag(b[i+1:])
						return len(b)
					}
					s.token(tokTag, start, off+int64(len(b)), ln)
					s.setErr(err)
					if !lineEnd {
						s.tail, s.semiStart = tailLine, -1
					}
					return len(b)
				}
				if cut && !lineEnd && !force && (i > 0 || tn == len(b)) {
					// Read whole only because the piece ends: the
					// rest of the line decides (readTag), read from the
					// next piece. A piece that starts with the tag is
					// read as it is, as for quickTag above, unless the
					// tag fills it (then it is read on, forced).
					return i
				}
				key, value, n, warn = t.text, t.value, tn, t.warn
			}
			s.token(tokTag, start, start+int64(n), ln)
			if s.tokens > MaxGameTokens {
				i += n
				continue // the game is not read: its tags are not kept
			}
			s.tags = append(s.tags, Tag{key, textValue(value)})
			if warn != "" {
				s.cur.Warnings = append(s.cur.Warnings, Warning{ln, textValue(warn)})
			}
			i += n
		case '{':
			s.token(tokComment, start, start+1, ln)
			j := bytes.IndexByte(b[i+1:], '}')
			if j < 0 {
				s.inBrace, s.braceLine, s.braceBlank = true, ln, false
				s.braceContentEnd, s.braceStart = off+int64(len(b)), start
				return len(b)
			}
			if j > MaxCommentSize {
				s.setErr(commentSizeError(ln))
			}
			s.curEnd = start + int64(j) + 2
			i += j + 2
		case ';':
			s.token(tokComment, start, off+int64(len(b)), ln)
			if len(b)-i-1 > MaxCommentSize {
				s.setErr(commentSizeError(ln))
			}
			if !lineEnd {
				s.tail, s.semiStart = tailLine, start
			}
			return len(b)
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
			if j == len(b) && !lineEnd {
				if !force {
					return i
				}
				s.tail = tailDigits
			}
			if j > i+1 || s.tail == tailDigits {
				s.token(tokNAG, start, off+int64(j), ln)
			}
			i = j
		default:
			j := i
			for j < len(b) && !isDelimiter(b[j]) {
				j++
			}
			if j == i { // a stray '}' or ']'
				s.endAtResult(tokMove, ln)
				if s.open {
					s.setErr(fmt.Errorf("line %d: unexpected %q", ln, string(c)))
				}
				i++
				continue
			}
			if j == len(b) && !lineEnd {
				if !force {
					return i
				}
				// A word longer than a piece is no result.
				s.token(tokMove, start, off+int64(j), ln)
				s.moveWord(b[i:j])
				s.tail = tailWord
				return len(b)
			}
			if isResultWord(b[i:j]) {
				s.token(tokResult, start, off+int64(j), ln)
			} else if isBadResult(b[i:j]) {
				// Read refuses it; it ends the game all the same.
				s.endAtResult(tokResult, ln)
				s.openGame(start, ln)
				s.setErr(badResultError(ln, string(b[i:j])))
				s.token(tokResult, start, off+int64(j), ln)
			} else {
				s.token(tokMove, start, off+int64(j), ln)
				s.moveWord(b[i:j])
			}
			i = j
		}
	}
	return len(b)
}

// token follows the game splitting of Read (pgnSplitGames) for one
// token.
func (s *Scanner) token(kind pgnTokenKind, start, end int64, line int) {
	if s.endAtResult(kind, line) {
		s.curEnd = end // a comment after the result, on its line
		s.count(line)
		return
	}
	if kind == tokTag && s.hasMoves {
		s.flush() // the previous game had no result
	}
	s.openGame(start, line)
	s.curEnd = end
	s.count(line)
	switch kind {
	case tokComment:
	case tokTag, tokResult:
		s.onlyComments = false
		s.tagged = s.tagged || kind == tokTag
		s.resulted = s.resulted || kind == tokResult
	default:
		s.onlyComments, s.hasMoves = false, true
	}
	switch kind {
	case tokOpenVar:
		s.depth++
		if s.depth == MaxVariationDepth+1 {
			s.setErr(depthError(line))
		}
	case tokCloseVar:
		s.depth = max(s.depth-1, 0)
	case tokResult:
		if s.depth == 0 {
			s.resultLine = line // ended; flushed at the next token
		}
	}
}

// count counts a token of the open game against MaxGameTokens. The
// scanner counts a word once where the reader may make two or three
// tokens of it ("12.e4!"), so the reader has the last word on a game near
// the limit.
func (s *Scanner) count(line int) {
	s.tokens++
	if s.tokens == MaxGameTokens+1 {
		s.setErr(tokensError(line))
	}
}

// endAtResult ends the game that a result ended, unless a token of kind
// at line still belongs to it (a comment on the result's line), which
// it reports.
func (s *Scanner) endAtResult(kind pgnTokenKind, line int) bool {
	if s.resultLine == 0 {
		return false
	}
	if kind == tokComment && line == s.resultLine {
		return true
	}
	s.flush()
	return false
}

// moveWord notes a move word of the open game (see stray.go), after its
// token: a word of movetext that is neither a result nor a NAG. A game
// with a tag, or with a move-shaped word, is a game whatever follows, so
// its words are no longer looked at (the cost stays off tagged games).
func (s *Scanner) moveWord(w []byte) {
	if s.tagged || s.shaped {
		return
	}
	isMove, shaped := moveWordShape(string(w))
	s.moved = s.moved || isMove
	s.shaped = shaped
}

// openGame starts a game at a token unless one is open.
func (s *Scanner) openGame(start int64, line int) {
	if !s.open {
		s.open, s.onlyComments = true, true
		s.cur = Entry{Offset: start, Line: line, Err: s.carriedErr}
		s.carriedErr = nil
	}
}

func (s *Scanner) setErr(err error) {
	if s.open && s.cur.Err == nil {
		s.cur.Err = err
	}
}

// flush ends the current game; one made only of comments is no game.
func (s *Scanner) flush() {
	if s.open && !s.onlyComments && !(s.moved && !s.shaped && !s.tagged && !s.resulted) {
		s.n++
		s.cur.Number = s.n
		s.cur.Length = s.curEnd - s.cur.Offset
		if len(s.tags) > 0 {
			s.cur.Tags = append(make(Tags, 0, len(s.tags)), s.tags...)
		}
		s.ready = append(s.ready, s.cur)
	}
	s.open, s.hasMoves, s.cur, s.tags = false, false, Entry{}, s.tags[:0]
	s.depth, s.resultLine, s.tokens = 0, 0, 0
	s.tagged, s.resulted, s.moved, s.shaped = false, false, false, false
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
