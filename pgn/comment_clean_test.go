package pgn

import (
	"strings"
	"testing"
)

// TestCleanCommentFastPath: a comment that is already one line of
// single spaces comes back as it is, every other is joined as before.
func TestCleanCommentFastPath(t *testing.T) {
	for _, s := range []string{
		" [%clk 0:01:00] ", "a b", "", " ", "a  b", "a\nb", "a\tb", " x\r\n y ", "Müller  x",
		"a\u00a0b", "a\x01b", "a\x7fb", "  lead", "trail  ",
	} {
		if got, want := pgnCleanComment(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("pgnCleanComment(%q) = %q, want %q", s, got, want)
		}
	}
}
