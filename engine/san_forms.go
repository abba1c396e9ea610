package engine

import "strings"

// Forms of SAN found in files that other programs, books and web pages
// write, which the reader accepts besides the standard's own letters:
// figurines (♘f3), German piece letters (Sf3, Lb5, Te1, Dd1), and
// evaluation marks glued to the move ("Bc4+-", "e5=+", "Nf3±"), which
// PGN writes as NAGs ($18) but hand-typed games write as text.

// figurines maps the chess figurines to SAN's piece letters (a pawn has
// none).
var figurines = strings.NewReplacer(
	"♔", "K", "♚", "K", "♕", "Q", "♛", "Q", "♖", "R", "♜", "R",
	"♗", "B", "♝", "B", "♘", "N", "♞", "N", "♙", "", "♟", "",
)

// dashes are the Unicode dashes and minus signs that text copied from web
// pages and word processors has where PGN has "-" ("O–O", "e2–e4"):
// hyphen, non-breaking hyphen, figure dash, en dash, em dash, horizontal
// bar, minus sign, and the small and full-width hyphen-minus.
var dashes = strings.NewReplacer(
	"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2015", "-",
	"\u2212", "-", "\ufe58", "-", "\ufe63", "-", "\uff0d", "-",
)

// evaluationMarks are the position judgements people write after a move,
// longest first so that "+/-" goes before "+-" could match part of it.
var evaluationMarks = []string{
	"+/-", "-/+", "+/=", "=/+", "=/∞", "+-", "-+", "+=", "=+", "±", "∓", "⩲", "⩱", "∞",
}

// withoutEvaluationMarks strips evaluation marks from the end of a move,
// together with the annotation glyphs around them ("Bc4!+-").
func withoutEvaluationMarks(s string) string {
	for {
		t := strings.TrimRight(s, "!?")
		cut := false
		for _, m := range evaluationMarks {
			// "+-" and "-+" need something before them that is not part
			// of the mark: a lone "+" after a move is a check.
			if strings.HasSuffix(t, m) && len(t) > len(m) {
				t, cut = t[:len(t)-len(m)], true
				break
			}
		}
		if !cut {
			return s
		}
		s = t
	}
}

// germanLetters turns the German piece letters (S Springer, L Läufer,
// T Turm, D Dame) into SAN's; K (König) is the same. None of the four
// is an English piece letter or a file, so a move that reads in German
// never means anything else in English.
var germanLetters = strings.NewReplacer("S", "N", "L", "B", "T", "R", "D", "Q")

// hasGermanLetter reports whether s has one of the German piece letters.
func hasGermanLetter(s string) bool { return strings.ContainsAny(s, "SLTD") }
