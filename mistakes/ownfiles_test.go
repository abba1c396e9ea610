package mistakes

import (
	"strings"
	"testing"
)

// A report of either format is recognised by its title; notes, or a
// title without its underline, are not.
func TestIsReport(t *testing.T) {
	for text, want := range map[string]bool{
		"# Mistakes of jo\n\n3 games\n":             true,
		"Mistakes of jo\n==============\n3 games\n": true,
		"":                                    true,
		"# my training notes - do not lose\n": false,
		"Mistakes of jo, and how I fixed them\nmore notes\n": false,
		"[Event \"x\"]\n": false,
	} {
		if got := IsReport(strings.NewReader(text)); got != want {
			t.Errorf("IsReport(%q) = %v", text, got)
		}
	}
}

// A PGN of mistakes as PracticePGN writes it is recognised; a file with
// one game of someone else's among them, or text with no game, is not.
func TestIsPracticePGN(t *testing.T) {
	ours := "[Event \"Mistakes of jo\"]\n[Annotator \"ChessMaster\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
	theirs := "[Event \"Tata Steel Masters\"]\n[White \"Carlsen,M\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n"
	for text, want := range map[string]bool{
		ours:                                  true,
		ours + ours:                           true,
		"":                                    true,
		"\n  \n":                              true,
		ours + theirs:                         false,
		theirs:                                false,
		"# my training notes - do not lose\n": false,
		// The Event alone is not enough: the user may name events so.
		"[Event \"Mistakes of jo\"]\n[Result \"*\"]\n\n1. e4 *\n": false,
	} {
		got, err := IsPracticePGN(strings.NewReader(text))
		if err != nil || got != want {
			t.Errorf("IsPracticePGN(%q) = %v, %v", text, got, err)
		}
	}
}
