package terminal

import (
	"fmt"
	"strings"

	"chessmaster/eco"
	"chessmaster/master"
	"chessmaster/pgn"
)

// movetext is the game's moves as PGN writes them (main line, comments,
// NAGs and variations), without the tags.
func movetext(g *pgn.Game) string {
	text := pgn.Write(g)
	if i := strings.Index(text, "\n\n"); i >= 0 {
		text = text[i+2:]
	}
	return strings.TrimRight(text, "\n")
}

// comment sets the comment after the last move of the board's line.
func (t *terminal) comment(text string) {
	st := t.cm.Snapshot()
	if len(st.Path) == 0 {
		fmt.Fprintln(t.out, "No move to comment yet.")
		return
	}
	if err := t.cm.SetComment(st.Path, text); err != nil {
		fmt.Fprintf(t.out, "Cannot comment: %v\n", err)
		return
	}
	if text == "" {
		fmt.Fprintln(t.out, "Comment removed.")
		return
	}
	fmt.Fprintf(t.out, "Comment added to %s.\n", st.Moves[len(st.Moves)-1].SAN)
	if _, changed := pgn.CommentAsSaved(text); changed {
		// Said here, in the comment's answer, rather than when the
		// controller's notice arrives: that may be after the next line
		// (quit, say) has ended the session.
		fmt.Fprintf(t.out, "Note: %v.\n", master.ErrCommentBrace)
	}
}

// openingName is the ECO code and name of the deepest named position the
// game has reached ("" if none), found by position so that transpositions
// are named.
func openingName(st master.State) string {
	ucis := make([]string, len(st.Moves))
	for i, m := range st.Moves {
		ucis[i] = m.UCI
	}
	if o, _, ok := eco.ForGame(st.StartFEN, ucis); ok {
		return o.String()
	}
	return ""
}

// showOpeningAt is showOpening for the position after the move at ply
// (1-based) of st's line, which must be uci; a line that has changed
// since (a take-back) names nothing.
func (t *terminal) showOpeningAt(st master.State, ply int, uci string) {
	if ply < 1 || ply > len(st.Moves) || st.Moves[ply-1].UCI != uci {
		return
	}
	st.Moves = st.Moves[:ply]
	t.showOpening(st)
}

// showOpening prints the opening's name under the board when it changed.
func (t *terminal) showOpening(st master.State) {
	name := openingName(st)
	if name != "" && name != t.opening {
		fmt.Fprintf(t.out, "    %s\n", name)
	}
	t.opening = name
}
