package ui

import (
	"slices"

	"chessmaster/master"
)

// Take-backs and redo. The controller takes moves back (Undo); the window
// remembers what was taken back so that Redo can play it again through
// ctrl.Play, the way a user would. The redo stack is kept as the line the
// game had before the take-backs: while the game is a beginning of that
// line, the next move of the line can be replayed; once another move is
// played (or another game started) the line is forgotten.

// redoState is the remembered line.
type redoState struct {
	startFEN string
	line     []string // UCI moves from startFEN
}

// undo takes back the last move (against a program, the last full move).
func (a *App) undo() {
	before := a.ctrl.Snapshot()
	if len(before.Moves) == 0 || !before.CanUndo {
		// Nothing to take back, or a game being studied (the menu item
		// is greyed out then): Ctrl+Z stays quiet.
		return
	}
	if err := a.ctrl.Undo(); err != nil {
		a.showError(err)
		return
	}
	a.rememberUndone(before)
	a.refresh()
	a.saveGame()
}

// rememberUndone keeps the line the game had before a take-back, unless the
// remembered line already continues it (a second take-back).
func (a *App) rememberUndone(before master.State) {
	line := uciMoves(before.Moves)
	r := a.undone
	if r.startFEN == before.StartFEN && len(r.line) >= len(line) && slices.Equal(r.line[:len(line)], line) {
		return
	}
	a.undone = redoState{startFEN: before.StartFEN, line: line}
}

// redoMove is the next move of the remembered line, if the game is still on
// it and a human is to move.
func (a *App) redoMove(st master.State) (string, bool) {
	r := a.undone
	n := len(st.Moves)
	if r.startFEN != st.StartFEN || n >= len(r.line) || !slices.Equal(r.line[:n], uciMoves(st.Moves)) {
		return "", false
	}
	return r.line[n], true
}

// canRedo says whether Redo would play a move now.
func (a *App) canRedo() bool {
	_, ok := a.redoMove(a.state)
	return ok && a.state.HumanToMove && !a.state.Outcome.Over()
}

// redo plays the next move that was taken back.
func (a *App) redo() {
	st := a.ctrl.Snapshot()
	m, ok := a.redoMove(st)
	if !ok || !st.HumanToMove || st.Outcome.Over() {
		return
	}
	if err := a.ctrl.Play(m); err != nil {
		a.forgetRedo()
		a.showError(err)
		a.refresh()
	}
	// The MoveEvent redraws and saves, as for a move on the board.
}

// pruneRedo forgets the remembered line once the game left it (a different
// move, a new game, a loaded one).
func (a *App) pruneRedo() {
	r := a.undone
	if len(r.line) == 0 {
		return
	}
	st := a.state
	n := len(st.Moves)
	if r.startFEN != st.StartFEN || n >= len(r.line) || !slices.Equal(r.line[:n], uciMoves(st.Moves)) {
		a.forgetRedo()
	}
}

func (a *App) forgetRedo() { a.undone = redoState{} }

func uciMoves(ms []master.MoveRecord) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.UCI
	}
	return out
}
