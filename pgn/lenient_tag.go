package pgn

import (
	"fmt"
	"strings"
)

// LenientTagEnd is where a tag whose value is not closed as the rules
// want ends, as the reader takes it: line is the tag's text from its
// value on, up to the end of its line (not included), and the answer is
// the index in line of the tag's "]", or -1 when there is none. That is
// the first "]" after which the line ends (spaces aside) or the next tag
// starts, else the first "]" at all. Other readers of PGN text (the
// position index skips tags without the reader) call it so that they end
// such a tag where the reader does, and read the same moves after it.
func LenientTagEnd[T string | []byte](line T) int {
	first := -1
	for j := 0; j < len(line); j++ {
		if line[j] != ']' {
			continue
		}
		if first < 0 {
			first = j
		}
		k := j + 1
		for k < len(line) && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r') {
			k++
		}
		if k == len(line) || line[k] == '[' {
			return j
		}
	}
	return first
}

// tagTailLen bounds how far past a tag's "]" TagGoesOn looks for its
// line's end: a longer rest of the line is movetext (a game on one line),
// and the scanner, which reads a long line in pieces, must not have to
// hold it whole to read one tag.
const tagTailLen = 256

// TagGoesOn reports whether the line of a tag whose value was closed by
// the rules, with its "]" just before n, goes on as more of the value: the
// rest of the line is not the next tag, is shorter than tagTailLen and
// ends in `"]` ([Event "Quote at end "]"]), so the "]" that closed the
// value by the rules is inside it. sure is false when s ends before that
// is known (the scanner's s may be a piece of the line). A "\r" ends a
// line as a "\n" does (the reader reads both as one). The position index
// asks the same question, so that it reads the same moves after the tag.
func TagGoesOn[T string | []byte](s T, n int) (goesOn, sure bool) {
	j := n
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j == len(s) {
		return false, false
	}
	if s[j] == '\n' || s[j] == '\r' || s[j] == '[' {
		return false, true
	}
	eol := j
	for eol < len(s) && s[eol] != '\n' && s[eol] != '\r' {
		if eol-n >= tagTailLen {
			return false, true
		}
		eol++
	}
	sure = eol < len(s)
	for eol > j && (s[eol-1] == ' ' || s[eol-1] == '\t') {
		eol--
	}
	return eol-j >= 2 && s[eol-2] == '"' && s[eol-1] == ']', sure
}

// lenientTag reads a tag whose value breaks the rules, as best as can be
// judged, rather than lose a game whose moves are fine to one bad tag
// (pgn-extract keeps such games too): inner quotes not escaped
// ([Black "Sergei "Big Serge" Ivanov"]) give the text between the first
// quote and the last one before the tag's "]"; a value never closed
// ([White "Anna]) gives the text up to the "]". The tag's "]" is the one
// LenientTagEnd finds on the rest of the line. A line with no "]" after
// the value ([Event "Unterminated) ends the tag: the value is the rest of
// the line, which cannot take in the lines after it. A line that ends in
// a result is a bad tag still (bad, with why): it is a game on one line
// whose moves would be lost into the value, and its result with them, so
// the next game would join it. v0 is where the value starts, after its
// quote. The token's warn says what was wrong, for the reader to report.
func lenientTag[T string | []byte](s T, line int, key string, v0 int, why string,
	bad func(string) (pgnToken, int, bool, error)) (pgnToken, int, bool, error) {
	eol := v0
	for eol < len(s) && s[eol] != '\n' {
		eol++
	}
	end, n := LenientTagEnd(s[v0:eol]), 0
	if end >= 0 {
		end += v0
		n = end + 1
	} else {
		if endsInResult(s[v0:eol]) {
			return bad(why)
		}
		end, n = eol, eol
	}
	value := strings.TrimRight(string(s[v0:end]), " \t\r")
	if k := len(value); k > 0 && value[k-1] == '"' {
		value = value[:k-1]
	}
	quote := strings.TrimSpace(string(s[:min(n, tagQuoteLen)]))
	tok := pgnToken{kind: tokTag, text: key, value: value, line: line,
		warn: fmt.Sprintf("bad tag %s (%s): read as %s %s", quoteText(quote), why, key, quoteText(`"`+tagValueEscaper.Replace(value)+`"`))}
	// Without the line's end in s, more of the line could move the "]",
	// or lengthen a value that runs to the line's end.
	return tok, n, eol == len(s), nil
}

// endsInResult reports whether the last word of a line is a result.
func endsInResult[T string | []byte](line T) bool {
	t := strings.TrimRight(string(line), " \t\r")
	w := t[strings.LastIndexAny(t, " \t")+1:]
	return isResultWord([]byte(w))
}
