package terminal

import (
	"fmt"

	"chessmaster/master"
	"chessmaster/notation"
)

// Play without seeing the board: each move said in words on its move line
// (Config.Words), the position read in words ("read"), and a blindfold
// that hides the board diagram (Config.Blindfold, "blindfold"). The
// terminal is plain text, line by line, so a screen reader follows all
// of it: it is the fully accessible way to play.

// moveWords is " — knight takes on e5, check" for the move of e, in the
// language of Config.Words, or "" when moves are not said in words (or
// the move cannot be: a null move of a loaded game).
func (t *terminal) moveWords(e master.MoveEvent) string { return t.words(e.Before, e.UCI) }

// words is " — knight to f3" for the move uci in the position fen (a move
// played, a hint), or "" when moves are not said in words or this one
// cannot be.
func (t *terminal) words(fen, uci string) string {
	if t.cfg.Words == "" || fen == "" {
		return ""
	}
	w, err := notation.MoveWords(fen, uci, t.cfg.Words)
	if err != nil {
		return ""
	}
	return " — " + w
}

// readPosition prints the position in words: the "read" command. It
// speaks the language of the move words, English when those are off.
// Like "fen" it waits its turn (it is not one of the commands that act
// while a program thinks): a player who types "e4" and "read" hears the
// position after the reply, never one the move lines have not yet said.
func (t *terminal) readPosition() {
	lang := t.cfg.Words
	if lang == "" {
		lang = notation.English
	}
	w, err := notation.PositionWords(t.cm.Snapshot().FEN, lang)
	if err != nil {
		fmt.Fprintf(t.out, "Cannot read the position: %v\n", err)
		return
	}
	fmt.Fprintln(t.out, w)
}

// toggleBlindfold hides the board diagram, or shows it again ("blindfold",
// "blindfold on", "blindfold off"). It reports whether it has shown the
// board and the turn (and so the prompt) again.
func (t *terminal) toggleBlindfold(arg string) (shown bool) {
	switch arg {
	case "on":
		t.blindfold = true
	case "off":
		t.blindfold = false
	case "":
		t.blindfold = !t.blindfold
	default:
		fmt.Fprintf(t.out, "Blindfold: say \"blindfold on\" or \"blindfold off\" (or just \"blindfold\"), not %q.\n", arg)
		return false
	}
	if t.blindfold {
		fmt.Fprintln(t.out, blindfoldNote)
		return false
	}
	fmt.Fprintln(t.out, "Blindfold off: the board is shown after each move.")
	t.showTurn()
	return true
}

// blindfoldNote says what a blindfold game shows instead of the board.
const blindfoldNote = `Blindfold: the board is hidden. Type "read" for the position in words, "board" to see it once.`
