package pgn

import (
	"strings"
	"unicode"
)

// Text that is not a game: a note at the top of a collection ("Games of
// the 1927 match, typed by ..."), a line of prose after the last game, or
// a plain text file opened by mistake. Read as movetext its words would
// make a game of "moves" such as "Hello" and "world", shift the numbers of
// every later game, and make a text file look like "1 game". So a stretch
// of text with no tag and no result, none of whose words could be a move
// in any notation the reader takes, is no game: Read and Index both pass
// over it (the file itself is never changed). One word that could be a
// move keeps it a game, so that a heading before tagless moves ("Chapter
// 1" then "1. e4 e5") or a mistyped first move ("1. Nf9 e5") is still read,
// and reported where it fails, never dropped in silence.

// maxMoveWord is longer than any move ("exd8=Q+", "Qh4xe1#", "Ng1-f3").
const maxMoveWord = 12

// longWord: a movetext word longer than this is one bad move token, never
// a result, a move number or a mark (pgnAppendSymbol). The index's scanner
// may see only the start of so long a word (it reads lines in pieces of at
// least 48 bytes), so the rule needs only its length.
const longWord = 40

// moveShaped reports whether w, a move word as the tokenizer leaves it
// (move number and annotation marks taken off), could be a move: castling
// (O-O, 0-0), a null move (--, Z0, 0000, @@@@), or letters and signs of
// SAN and long algebraic notation (English or German piece letters, or
// figurines: ♘f3) with at least one square.
func moveShaped(w string) bool {
	// Spaces the tokenizer does not split at (a no-break space copied
	// from a web page: "1.\u00a0e4") are no part of the move.
	w = strings.TrimFunc(unicodeDashes.Replace(figurinesAsLetters(w)), unicode.IsSpace)
	if len(w) == 0 || len(w) > maxMoveWord {
		return false
	}
	for len(w) > 1 && (w[len(w)-1] == '+' || w[len(w)-1] == '#') {
		w = w[:len(w)-1]
	}
	switch w {
	case "O-O", "O-O-O", "0-0", "0-0-0", "o-o", "o-o-o", "--", "Z0", "0000", "@@@@":
		return true
	}
	square := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'a' && c <= 'h':
			if i+1 < len(w) && w[i+1] >= '1' && w[i+1] <= '8' {
				square = true
			}
		case c >= '1' && c <= '8':
		case c == 'K', c == 'Q', c == 'R', c == 'B', c == 'N', c == 'P',
			c == 'k', c == 'q', c == 'r', c == 'n', c == 'p',
			c == 'S', c == 'L', c == 'T', c == 'D',
			c == 'x', c == ':', c == '-', c == '=', c == '@', c == '/':
		default:
			return false
		}
	}
	return square
}

// unicodeDashes are the dashes of web pages and word processors, which
// the SAN reader takes for "-" ("O–O"; engine/san_forms.go).
var unicodeDashes = strings.NewReplacer(
	"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2015", "-",
	"\u2212", "-", "\ufe58", "-", "\ufe63", "-", "\uff0d", "-",
)

// moveWordShape reads a word of movetext as the tokenizer does
// (pgnAppendSymbol), so Read and Index agree: isMove reports whether it
// makes a move token (not a move number, "e.p." or an evaluation mark),
// shaped whether that move could be a move.
func moveWordShape(w string) (isMove, shaped bool) {
	for _, t := range pgnAppendSymbol(nil, w, 0) {
		if t.kind == tokMove {
			return true, t.spaced || !t.long && moveShaped(t.text)
		}
	}
	return false, false
}

// strayText reports whether a game Read cut out of the text is no game
// (see the top of this file).
func strayText(g rawGame) bool {
	moves := false
	for _, t := range g.tokens {
		switch t.kind {
		case tokTag, tokResult:
			return false
		case tokMove:
			if t.spaced || !t.long && moveShaped(t.text) {
				return false
			}
			moves = true
		}
	}
	return moves
}

// hasWideSpace reports whether s holds a space the tokenizer does not
// split words at (a no-break or thin space, as text copied from a web
// page has between moves: "e4\u00a0e5"). Such a word may be moves glued
// together, so it keeps its text a game (read, and reported where it
// fails). Only a word's first longWord bytes are looked at, as much as
// the index's scanner always sees of it.
func hasWideSpace(s string) bool {
	for _, r := range s {
		if r >= 0x80 && unicode.IsSpace(r) {
			return true
		}
	}
	return false
}

// figurinesAsLetters writes the chess figurines of w (U+2654 to U+265F)
// as a piece letter, which is all moveShaped needs of them.
func figurinesAsLetters(w string) string {
	if strings.IndexFunc(w, func(r rune) bool { return r >= 0x2654 && r <= 0x265f }) < 0 {
		return w
	}
	return strings.Map(func(r rune) rune {
		if r >= 0x2654 && r <= 0x265f {
			return 'N'
		}
		return r
	}, w)
}
