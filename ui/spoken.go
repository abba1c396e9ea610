package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// The spoken line: a line of plain text beside the status line that says
// each move in words as it is played, the computer's reply included
// ("12... Black: knight takes on e5, check"), and the position when asked
// (readposition.go). It is a plain label, the one kind of text Fyne gives
// screen readers (on macOS and Windows, in a build with the accessibility
// tag; see docs), so the words are there for them to read; for sighted
// players in a blindfold game it is the board's voice.

// newSpokenLine makes the spoken line, empty until a move is played.
func newSpokenLine() *widget.Label {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// wordsLanguage is the language of the words: the window's.
func wordsLanguage() notation.Language {
	lang, _ := notation.LanguageOf(currentLanguage)
	return lang
}

// sayMove writes a move just played in words: the event names the
// position it was played in, so each move is said, even when a quick
// program has already answered it.
func (a *App) sayMove(e master.MoveEvent) {
	a.spoken.SetText(a.moveInWords(e.Ply, e.Color, e.Before, e.UCI))
}

// sayBoardMove writes the move that led to the position on the board
// (after taking back, going to another move, opening a game), or nothing
// at the start of the game.
func (a *App) sayBoardMove() {
	// A session that holds the board says its own last move (an event of
	// the game under it, as the pause at its start, must not say the
	// game's).
	switch {
	case a.solvingPuzzles():
		a.sayMoveFrom(a.puzzles.s.lastFrom, a.puzzles.s.lastMove)
		return
	case a.training():
		p := a.train.s.t.position()
		a.sayMoveFrom(p.LastFrom, p.LastMove)
		return
	case a.practicing():
		a.sayExerciseMove()
		return
	}
	st := a.state
	n := len(st.Moves)
	if n == 0 {
		a.spoken.SetText("")
		return
	}
	before := st.StartFEN
	if n > 1 {
		before = st.Moves[n-2].FEN
	}
	mover := master.White
	if fenfields.Split(before).BlackToMove() {
		mover = master.Black
	}
	a.spoken.SetText(a.moveInWords(n, mover, before, st.Moves[n-1].UCI))
}

// sayMoveFrom writes the move uci played in the position before, its
// number counted from that position's FEN: the last move of a puzzle or
// a drill, which are no game of the controller's. An empty uci clears
// the line (the held game's last move must not stand beside a puzzle).
// The text is set only when it changes, so a refresh does not make a
// screen reader say it again.
func (a *App) sayMoveFrom(before, uci string) {
	words := ""
	if uci != "" && before != "" {
		mover := master.White
		if fenfields.Split(before).BlackToMove() {
			mover = master.Black
		}
		words = moveInWordsFrom(before, 1, mover, before, uci)
	}
	if a.spoken.Text != words {
		a.spoken.SetText(words)
	}
}

// describeBoard gives the board the words a screen reader reads for it:
// the position it shows (at each refresh; said again only when the
// position changed).
func (a *App) describeBoard() {
	if a.describedFEN == a.state.FEN {
		return
	}
	if words, err := a.positionInWords(); err == nil {
		a.board.SetAccessibleLabel(words)
		a.describedFEN = a.state.FEN
	}
}

// moveInWords is "12... Black: knight takes on e5, check" for the move
// uci played at ply (1 = the game's first) by mover in the position
// before; "" when it cannot be said (a null move).
func (a *App) moveInWords(ply int, mover master.Color, before, uci string) string {
	return moveInWordsFrom(a.state.StartFEN, ply, mover, before, uci)
}

// moveInWordsFrom is moveInWords for a game that started at start (its
// move numbers count from there).
func moveInWordsFrom(start string, ply int, mover master.Color, before, uci string) string {
	words, err := notation.MoveWords(before, uci, wordsLanguage())
	if err != nil {
		return ""
	}
	first, blackFirst := widgets.StartMoveNumber(start)
	number := strings.TrimSpace(moveLabel(ply, first, blackFirst, ""))
	return lang.L("{{.Number}} {{.Side}}: {{.Words}}", tm{"Number": number, "Side": sideName(mover), "Words": words})
}
