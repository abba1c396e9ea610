package ui

import (
	"strings"

	"chessmaster/notation"
)

// One notation per language: every move the window writes (the move
// list, the status line, a hint, the analysis lines, the computer's line,
// the review's verdict, the practice's feedback, the move tree's dialogs)
// goes through sanDisplay, so a German player who chose S L T D K never
// sees "Bb4" in one place and "Lb4" in another. Text the user copies or
// saves (PGN, FEN) keeps SAN's English letters, as the PGN standard asks.

// pieceLetters are the letters the window writes for the pieces in moves:
// "en" keeps SAN's N B R Q K, "de" writes S L T D K.
var pieceLetters = "en"

// defaultPieceLetters are the letters of the window's language until the
// user chooses: German players write S L T D K.
func defaultPieceLetters() string {
	if currentLanguage == "de" {
		return "de"
	}
	return "en"
}

// germanLetters turns SAN's piece letters into the German ones.
var germanLetters = strings.NewReplacer("N", "S", "B", "L", "R", "T", "Q", "D")

// sanDisplay writes SAN (a move or a line of moves) with the piece
// letters the user chose. Files are lower case and castling is O-O, so
// only the piece letters are upper case.
func sanDisplay(san string) string {
	if pieceLetters == "de" {
		return germanLetters.Replace(san)
	}
	return san
}

// sanInput reads a move typed with the chosen letters back into SAN's.
func sanInput(text string) string {
	if pieceLetters != "de" {
		return text
	}
	return strings.NewReplacer("S", "N", "L", "B", "T", "R", "D", "Q").Replace(text)
}

// moveDisplay writes the UCI move uci, played in fen, as the window shows
// moves: SAN with its move number ("12...Lb4") in the chosen letters.
func moveDisplay(fen, uci string) string { return lineDisplay(fen, []string{uci}, 1) }

// lineDisplay writes a line of UCI moves played from fen (at most
// maxMoves of them, 0 for all) as the window shows moves.
func lineDisplay(fen string, line []string, maxMoves int) string {
	return sanDisplay(notation.SANLine(fen, line, maxMoves))
}

// relabelMoves writes the moves already on screen again after the letters
// changed: the move list, a hint in the status line (the status line itself
// is written at each refresh) and the analysis lines.
func (a *App) relabelMoves() {
	a.moves.key = "" // rebuilt with the letters
	if a.hintMove != "" {
		a.hintText = hintLabel(a.hintFEN, a.hintMove)
	}
	if a.analysis.run != nil {
		a.showAnalysis()
	}
}
