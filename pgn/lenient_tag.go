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

// lenientTag reads a tag whose value breaks the rules, as best as can be
// judged, rather than lose a game whose moves are fine to one bad tag
// (pgn-extract keeps such games too): inner quotes not escaped
// ([Black "Sergei "Big Serge" Ivanov"]) give the text between the first
// quote and the last one before the tag's "]"; a value never closed
// ([White "Anna]) gives the text up to the "]". The tag's "]" is the one
// LenientTagEnd finds on the rest of the line; a line with no "]" after
// the value is a bad tag still (bad, with why). v0 is where the value
// starts, after its quote. The token's warn says what was wrong, for the
// reader to report.
func lenientTag[T string | []byte](s T, line int, key string, v0 int, why string,
	bad func(string) (pgnToken, int, bool, error)) (pgnToken, int, bool, error) {
	eol := v0
	for eol < len(s) && s[eol] != '\n' {
		eol++
	}
	end := LenientTagEnd(s[v0:eol])
	if end < 0 {
		return bad(why)
	}
	end += v0
	value := strings.TrimRight(string(s[v0:end]), " \t")
	if n := len(value); n > 0 && value[n-1] == '"' {
		value = value[:n-1]
	}
	quote := strings.TrimSpace(string(s[:min(end+1, tagQuoteLen)]))
	tok := pgnToken{kind: tokTag, text: key, value: value, line: line,
		warn: fmt.Sprintf("bad tag %s (%s): read as %s %s", quoteText(quote), why, key, quoteText(`"`+tagValueEscaper.Replace(value)+`"`))}
	// Without the line's end in s, more of the line could move the "]".
	return tok, end + 1, eol == len(s), nil
}
