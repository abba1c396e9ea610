package pgn

import (
	"strings"
	"testing"
)

// TestWordsSplitAsFields: the line wrapper splits a text into the words
// strings.Fields finds (Unicode white space, invalid bytes kept in words).
func TestWordsSplitAsFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a  b ", "a\tb\nc", "x\u00a0y", "x\u2003y z", "M\xfcller x", "{[%clk 0:01:00]}", "12. e4"} {
		var b strings.Builder
		w := lineWrapper{b: &b, width: 1000}
		w.word(s)
		if got, want := b.String(), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("word(%q) wrote %q, want %q", s, got, want)
		}
	}
}

// TestCleanTextASCIIFastPath: the byte-by-byte check agrees with the
// rune-by-rune one.
func TestCleanTextASCIIFastPath(t *testing.T) {
	for _, s := range []string{"", "1. e4 e5\r\n\t\f\v", "a\x01b", "a\x7fb", "M\xc3\xbcller", "x\u0085y", "\x1a"} {
		want := true
		for _, r := range s {
			if isOddControl(r) || r >= 0x80 {
				want = false
			}
		}
		if got := asciiClean([]byte(s)); got != want {
			t.Errorf("asciiClean(%q) = %v, want %v", s, got, want)
		}
	}
}
