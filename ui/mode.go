package ui

import (
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
)

// mode is what the window is doing with the game. Each mode decides what
// the board accepts, which clocks run and what the panel shows, and the
// status line names it (statusLine).
type mode int

const (
	// modePlay: a game in progress; clocks run, a program answers.
	modePlay mode = iota
	// modeStudy: a loaded or finished game, or one the user went back
	// in. No clock runs and no program answers; the players are the
	// game's, as its tags name them.
	modeStudy
	// modeAnalysis: a program analyses the position on the board, and
	// moves for either side make variations (analysis.go).
	modeAnalysis
	// modeReview: a review of the game is running or shown (review.go).
	modeReview
	// modePractice: the board asks for the better moves of a reviewed
	// game (practice.go).
	modePractice
	// modeEdit: the position editor is open (editor.go).
	modeEdit
	// modeTraining: an endgame drill or the repertoire trainer has the
	// board (training.go); the status line names which.
	modeTraining
	// modePuzzles: the board shows puzzles (puzzles.go).
	modePuzzles
)

// mode computes the window's mode from the app's and the controller's
// state. The order matters: a tool that is open (the editor, a practice,
// analysis, a review) outranks the state of the game under it.
func (a *App) mode() mode {
	switch {
	case a.editing != nil:
		return modeEdit
	case a.practicing():
		return modePractice
	case a.training():
		return modeTraining
	case a.solvingPuzzles():
		return modePuzzles
	case a.analysing():
		return modeAnalysis
	case a.review.run != nil:
		return modeReview
	case a.currentReview() != nil && !a.state.Running:
		// A reviewed game that was continued is played again: its
		// review stays below the moves, but the clocks run.
		return modeReview
	}
	return gameMode(a.state)
}

// gameMode is Play or Study for a game with no tool open: a loaded game
// not continued, a game the user went back in (State.Study: the
// controller stops the clocks and programs and takes moves for either
// side as variations) and a finished game are studied; anything else is
// being played, running or paused.
func gameMode(st master.State) mode {
	if st.Study || st.Outcome.Over() {
		return modeStudy
	}
	return modePlay
}

// modeName is the mode as the status line names it.
func modeName(m mode) string {
	switch m {
	case modeStudy:
		return lang.L("Study")
	case modeAnalysis:
		return lang.L("Analysis")
	case modeReview:
		return lang.L("Review")
	case modePractice:
		return lang.L("Practice")
	case modeEdit:
		return lang.L("Edit position")
	case modeTraining:
		return lang.L("Training")
	case modePuzzles:
		return lang.L("Puzzles")
	}
	return lang.L("Play")
}

// sidePlayer names the player of one side as the window shows it. A
// loaded game (a study) is played by the people its tags name, or by
// "White" and "Black": the players set up to play on are no part of it
// until Continue. Otherwise the tag, else the player's own name
// (playerName).
func (a *App) sidePlayer(side master.Color) string {
	if a.state.Study {
		return tagPlayer(a.state, side)
	}
	return a.playerName(side)
}

// tagPlayer is a side's player as the game's White or Black tag names
// it, else the side's colour ("?" and "" name nobody).
func tagPlayer(st master.State, side master.Color) string {
	key := "White"
	if side == master.Black {
		key = "Black"
	}
	for _, t := range st.Tags {
		if t.Key == key && t.Value != "" && t.Value != "?" {
			return displayName(t.Value)
		}
	}
	return sideName(side)
}
