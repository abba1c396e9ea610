package ui

import (
	"slices"

	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/pgn"
)

// Moving about the game tree. The board always shows the controller's
// position: clicking a move, the arrow keys and the navigation buttons
// move the controller there (ChessMaster.GoTo). Going to another move
// makes the game a study (modeStudy): the clocks stop, no program
// answers, and moves for either side make variations; coming back to the
// move where the game was left does not resume it. The only way back into
// play is "Continue from here" (continueGame), which names the players.
// Taking a move back (Undo, takeback.go) is not navigation: it removes
// the move and the game stays in play.

// goTo puts the board on the move at path (the start for an empty path).
func (a *App) goTo(path []int) {
	if slices.Equal(path, a.state.Path) {
		return
	}
	if err := a.ctrl.GoTo(path); err != nil {
		a.showError(err)
		a.refresh()
		return
	}
	// The controller's PositionEvent redraws too; the board follows the
	// key or the click at once.
	a.refresh()
}

// viewPosition goes to the position after ply moves of the current line
// (0 = the start position).
func (a *App) viewPosition(ply int) {
	ply = max(0, min(ply, len(a.line)))
	a.goTo(slices.Clone(a.line[:ply]))
}

// lineEnd is the number of moves of the current line.
func (a *App) lineEnd() int { return len(a.line) }

// updateLine keeps the line the arrow keys walk: the board's line, and
// beyond the board the moves the user came back from (or the first
// choice at each later move).
func (a *App) updateLine() {
	p := a.state.Path
	if len(a.line) < len(p) || !slices.Equal(a.line[:len(p)], p) || nodeAt(a.tree, a.line) == nil {
		a.line = slices.Clone(p)
	}
	n := nodeAt(a.tree, a.line)
	if n == nil {
		a.line = slices.Clone(p)
		return
	}
	for len(n.Children) > 0 {
		a.line = append(a.line, 0)
		n = n.Children[0]
	}
}

// nodeAt is the node of g at path; nil when there is none.
func nodeAt(g *pgn.Game, path []int) *pgn.Node {
	if g == nil || g.Root == nil {
		return nil
	}
	n := g.Root
	for _, i := range path {
		if i < 0 || i >= len(n.Children) {
			return nil
		}
		n = n.Children[i]
	}
	return n
}

// continueGame plays on from the position on the board: the clocks run and
// a program to move starts thinking.
func (a *App) continueGame() {
	// Playing on ends a review, as it ends analysis: its graph and its
	// marker belong to the main line as reviewed, not to the game now
	// being played from this position (its marks stay in the game).
	if a.review.run != nil || a.review.result != nil {
		a.clearReview()
	}
	a.ctrl.Start()
	a.refresh()
}

// showContinue shows the Continue button while the game is paused and
// Start would change something: the game is a study (Continue is the only
// way from it into play), a program plays, or the clocks run. In a paused
// game between two people without clocks the board simply takes the next
// move.
func (a *App) showContinue() {
	st := a.state
	// A game paused only while a dialog covers the board (holdClock)
	// plays on by itself when the dialog closes: no Continue behind it.
	held := a.holds > 0 && a.heldRunning
	show := !st.Running && !held && !st.Outcome.Over() && len(st.LegalMoves) > 0 &&
		(st.Study || !bothHuman(st) || st.Clock.Enabled)
	if !show {
		a.continueButton.Hide()
		return
	}
	a.continueButton.SetText(continueText(st))
	a.continueButton.Show()
}

func bothHuman(st master.State) bool {
	return st.White.Kind == master.Human && st.Black.Kind == master.Human
}

// continueText names who plays on: "Continue: you (White) vs ChessMaster
// level 5".
func continueText(st master.State) string {
	if bothHuman(st) {
		return lang.L("Continue: two players at this board")
	}
	side := func(c master.Color) string {
		p := st.Side(c)
		switch {
		case p.Kind == master.Human:
			return lang.L("you ({{.Side}})", tm{"Side": sideName(c)})
		case p.Name != "":
			return displayName(p.Name)
		}
		return sideName(c)
	}
	return lang.L("Continue: {{.White}} vs {{.Black}}", tm{"White": side(master.White), "Black": side(master.Black)})
}

// modified says whether the game has changes that are not in its file:
// the controller's tree changed, or the game came from somewhere that is
// no file (the clipboard, or an unsaved game of the last session).
func (a *App) modified() bool { return a.state.Modified || a.dirty }
