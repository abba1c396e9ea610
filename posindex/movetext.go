package posindex

import (
	"bytes"

	"chessmaster/pgn"
)

// mainLine appends to sans the main-line moves of one game's text as the
// pgn package's reader sees them (tags, comments, NAGs, move numbers,
// results and variations are skipped), without building a move tree: the
// index reads every game of a large file, and the tree is not needed.
// The words are slices of text. result is the last result token of the
// main line ("1-0", "0-1", "1/2-1/2", "*"), or "" when there is none.
func mainLine(text []byte, sans [][]byte) (_ [][]byte, result string) {
	depth := 0
	lineStart := true
	for i := 0; i < len(text); {
		c := text[i]
		switch c {
		case '\n', '\r':
			lineStart = true
			i++
			continue
		case ' ', '\t', '\f', '\v':
			i++
			continue
		}
		if c == '%' && lineStart {
			for i < len(text) && text[i] != '\n' && text[i] != '\r' {
				i++
			}
			continue
		}
		lineStart = false
		switch c {
		case '[':
			i = skipTag(text, i+1)
		case '{':
			for i < len(text) && text[i] != '}' {
				i++
			}
			i++
		case ';':
			for i < len(text) && text[i] != '\n' && text[i] != '\r' {
				i++
			}
		case '(':
			depth++
			i++
		case ')':
			if depth > 0 {
				depth--
			}
			i++
		case '$':
			i++
			for i < len(text) && text[i] >= '0' && text[i] <= '9' {
				i++
			}
		case '}', ']':
			i++
		default:
			j := i
			for j < len(text) && !isDelimiter(text[j]) {
				j++
			}
			if depth == 0 {
				if r := resultWord(text[i:j]); r != "" {
					result = r
				} else if w := moveWord(text[i:j]); w != nil {
					sans = append(sans, w)
				}
			}
			i = j
		}
	}
	return sans, result
}

// resultWord is the result a word of movetext stands for, or "".
func resultWord(w []byte) string {
	switch string(w) {
	case "1-0", "0-1", "1/2-1/2", "*":
		return string(w)
	case "½-½", "1/2", "\xbd-\xbd":
		return "1/2-1/2"
	}
	return ""
}

// skipTag returns the index after the ']' that closes a tag whose body
// starts at i (a ']' inside its quoted value does not close it).
func skipTag(text []byte, i int) int {
	start := i
	inValue, escape := false, false
	for ; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '\n' || c == '\r':
			if inValue {
				// A value with an odd number of quotes: the tag still
				// ends on its own line, where the reader's lenient
				// reading ends it, and the moves after it are read.
				return lenientTagEnd(text, start, i)
			}
			return i + 1
		case escape:
			escape = false
		case inValue && c == '\\':
			escape = true
		case c == '"':
			inValue = !inValue
		case !inValue && c == ']':
			if goesOn, _ := pgn.TagGoesOn(text, i+1); goesOn {
				// [Event "Quote at end "]"]: the reader takes the rest
				// of the line into the value (pgn.TagGoesOn).
				eol := i + 1
				for eol < len(text) && text[eol] != '\n' && text[eol] != '\r' {
					eol++
				}
				return lenientTagEnd(text, start, eol)
			}
			return i + 1
		}
	}
	if inValue {
		return lenientTagEnd(text, start, i)
	}
	return i
}

// lenientTagEnd is where the pgn reader ends a tag whose value is not
// closed as the rules want (pgn.LenientTagEnd on the line from start to
// eol): after the tag's "]", else at the line's end. Every "]" before
// the value's first quote ended the tag already (skipTag), so starting
// at start and not at the value finds the same "]".
func lenientTagEnd(text []byte, start, eol int) int {
	if j := pgn.LenientTagEnd(text[start:eol]); j >= 0 {
		return start + j + 1
	}
	return eol
}

// moveWord is the move in a word of movetext, without a move number glued
// before it ("12.e4") or annotation marks after it ("Nf3!?"); nil for a
// move number, result, or annotation alone.
func moveWord(w []byte) []byte {
	switch string(w) {
	case "1-0", "0-1", "1/2-1/2", "*", "½-½", "1/2", "\xbd-\xbd":
		return nil
	}
	// "e.p." after an en passant capture, with a glyph or check sign
	// after it or not ("e.p.!", "ep"), is no move (pgn's enPassantMark).
	switch string(bytes.TrimRight(w, "!?+#")) {
	case "e.p.", "e.p", "ep.", "ep":
		return nil
	}
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	// A move number apart from its periods ("1 . e4", "1. ... e5"): the
	// number alone or the periods alone. "0000" is a null move. The
	// ellipsis character counts as periods ("2… Nc6"); in a file that
	// is not UTF-8 it is the byte 0x85 (Windows-1252), which in UTF-8
	// never follows a digit or stands alone.
	if (j == len(w) && w[0] != '0') || periodsLen(w) == len(w) {
		return nil
	}
	if k := j + periodsLen(w[j:]); j > 0 && k > j {
		w = w[k:]
	}
	for len(w) > 0 && (w[len(w)-1] == '!' || w[len(w)-1] == '?') {
		w = w[:len(w)-1]
	}
	if len(w) == 0 {
		return nil
	}
	return w
}

// periodsLen is the length of the periods at the start of w: ".", the
// ellipsis "…", or 0x85, the ellipsis of Windows-1252.
func periodsLen(w []byte) int {
	n := 0
	for {
		switch {
		case n < len(w) && (w[n] == '.' || w[n] == 0x85):
			n++
		case n+2 < len(w) && w[n] == 0xe2 && w[n+1] == 0x80 && w[n+2] == 0xa6:
			n += 3
		default:
			return n
		}
	}
}

var delimiters = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r\f\v{}()[];$") {
		t[c] = true
	}
	return t
}()

func isDelimiter(c byte) bool { return delimiters[c] }
