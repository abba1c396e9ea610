package ui

import (
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// One notation per language: every move the window writes (the move
// list, the status line, a hint, the analysis lines, the computer's line,
// the review's verdict, the practice's feedback, the move tree's dialogs)
// goes through sanDisplay, so a German player who chose S L T D K never
// sees "Bb4" in one place and "Lb4" in another. Text the user copies or
// saves (PGN, FEN) keeps SAN's English letters, as the PGN standard asks.

// defaultPieceLetters are the letters of the window's language until the
// user chooses: German players write S L T D K.
func defaultPieceLetters() string {
	if currentLanguage == "de" {
		return "de"
	}
	return "en"
}

// moveDisplay writes the UCI move uci, played in fen, as the window shows
// moves: SAN with its move number ("12...Lb4") in the chosen letters.
func moveDisplay(fen, uci string) string { return lineDisplay(fen, []string{uci}, 1) }

// lineDisplay writes a line of UCI moves played from fen (at most
// maxMoves of them, 0 for all) as the window shows moves.
func lineDisplay(fen string, line []string, maxMoves int) string {
	return widgets.SanDisplay(notation.SANLine(fen, line, maxMoves))
}

// relabelMoves writes the moves already on screen again after the letters
// changed: the move list, a hint in the status line (the status line itself
// is written at each refresh) and the analysis lines.
func (a *App) relabelMoves() {
	a.moves.Key = "" // rebuilt with the letters
	if a.hintMove != "" {
		a.hintText = hintLabel(a.hintFEN, a.hintMove)
	}
	if a.analysis.run != nil {
		a.showAnalysis()
	}
}
