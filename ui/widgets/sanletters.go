package widgets

import "strings"

// PieceLetters are the letters the window writes for the pieces in moves:
// "en" keeps SAN's N B R Q K, "de" writes S L T D K.
var PieceLetters = "en"

// germanLetters turns SAN's piece letters into the German ones.
var germanLetters = strings.NewReplacer("N", "S", "B", "L", "R", "T", "Q", "D")

// SanDisplay writes SAN (a move or a line of moves) with the piece
// letters the user chose. Files are lower case and castling is O-O, so
// only the piece letters are upper case.
func SanDisplay(san string) string {
	if PieceLetters == "de" {
		return germanLetters.Replace(san)
	}
	return san
}

// SanInput reads a move typed with the chosen letters back into SAN's.
func SanInput(text string) string {
	if PieceLetters != "de" {
		return text
	}
	return strings.NewReplacer("S", "N", "L", "B", "T", "R", "D", "Q").Replace(text)
}
