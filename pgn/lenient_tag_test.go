package pgn

import "testing"

// LenientTagEnd finds the "]" the reader ends a broken tag at, for the
// position index to end it at the same place: the first "]" that ends
// the line or comes before the next tag, else the first "]" at all.
func TestLenientTagEnd(t *testing.T) {
	for line, want := range map[string]int{
		`Sergei "Big Serge" Ivanov"]`: 26,
		`Anna]`:                       4,
		`Anna]  `:                     4,
		"Anna]\r":                     4, // a CRLF line ends after the "]"
		`a] [Site "b"]`:               1, // the next tag starts after it
		`a]b] c`:                      1, // none ends the line: the first
		`x]y]`:                        3,
		`no bracket`:                  -1,
		``:                            -1,
	} {
		if got := LenientTagEnd(line); got != want {
			t.Errorf("LenientTagEnd(%q) = %d, want %d", line, got, want)
		}
		if got := LenientTagEnd([]byte(line)); got != want {
			t.Errorf("LenientTagEnd([]byte(%q)) = %d, want %d", line, got, want)
		}
	}
}
