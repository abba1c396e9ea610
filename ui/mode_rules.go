package ui

import "chessmaster/ui/widgets"

// What each mode lets the window do: what the board accepts, which clocks
// are shown and run, and which tool panel the right column shows. The
// board (showBoard), the player cards (setCard) and the tool panel
// (showModePanel) read this table, so a mode means the same in all three.

// boardInput is what the main board accepts.
type boardInput int

const (
	// boardHumanTurn: a move of a person whose turn it is (a game in
	// play); the program's side waits for the program.
	boardHumanTurn boardInput = iota
	// boardEitherSide: a move for either side, kept as a variation (a
	// study, an analysis); nobody answers.
	boardEitherSide
	// boardAsGame: what the game under the tool accepts (Review: a
	// reviewed study takes either side, a reviewed game in play its
	// person's moves).
	boardAsGame
	// boardOwn: the mode shows a position of its own and takes its
	// moves (Practice: practice.go draws the exercise).
	boardOwn
	// boardNone: nothing (Edit: the editor has its own board).
	boardNone
)

// clockShow is what the player cards show of the clocks.
type clockShow int

const (
	// clocksLive: the game's clocks, the side to move's running (Play).
	clocksLive clockShow = iota
	// clocksRecorded: the times at the board's move — a file's [%clk],
	// or the times the game had when it was played there — none running
	// (Study, Review, and the game under the editor).
	clocksRecorded
	// clocksHidden: no clock (Analysis, Practice: nobody plays on time).
	clocksHidden
)

// toolPanel is the panel the right column shows below the move list.
type toolPanel int

const (
	// panelThinking: the playing programs' thinking (Play).
	panelThinking toolPanel = iota
	// panelNone: nothing below the moves (Study: no program plays).
	panelNone
	// panelAnalysis: the analysis lines (analysis.go).
	panelAnalysis
	// panelReview: the review's summary and graph (review.go).
	panelReview
	// panelPractice: the practice in place of the move list (practice.go).
	panelPractice
	// panelEditor: the editor's dialog covers the window; the column
	// under it stays as it was.
	panelEditor
	// panelSession: a training session's or the puzzles' own panel in
	// place of the move list (training.go, puzzles.go show it).
	panelSession
)

// modeRules is one row of the table.
type modeRules struct {
	board  boardInput
	clocks clockShow
	panel  toolPanel
}

// rulesOf is the table: one row per mode.
func rulesOf(m mode) modeRules {
	switch m {
	case modeStudy:
		return modeRules{board: boardEitherSide, clocks: clocksRecorded, panel: panelNone}
	case modeAnalysis:
		return modeRules{board: boardEitherSide, clocks: clocksHidden, panel: panelAnalysis}
	case modeReview:
		return modeRules{board: boardAsGame, clocks: clocksRecorded, panel: panelReview}
	case modePractice:
		return modeRules{board: boardOwn, clocks: clocksHidden, panel: panelPractice}
	case modeEdit:
		return modeRules{board: boardNone, clocks: clocksRecorded, panel: panelEditor}
	case modeTraining, modePuzzles:
		// The session draws its own position and takes its moves; the
		// game under it is held, with no clock running.
		return modeRules{board: boardOwn, clocks: clocksHidden, panel: panelSession}
	}
	return modeRules{board: boardHumanTurn, clocks: clocksLive, panel: panelThinking}
}

// boardTakes says whether the main board takes a move now, by the mode's
// rule, for the game as the last snapshot has it.
func (a *App) boardTakes(r modeRules) bool {
	st := a.state
	switch r.board {
	case boardHumanTurn:
		return st.HumanToMove && !st.Study
	case boardEitherSide:
		return true
	case boardAsGame:
		return a.boardTakes(rulesOf(gameMode(st)))
	}
	return false
}

// showModePanel shows the programs' thinking only where the mode's panel
// is theirs: in a study no program plays, and analysis, review and
// practice have panels of their own (which their files show and hide).
func (a *App) showModePanel(r modeRules) {
	if r.panel == panelEditor {
		return // the column under the editor stays as it was
	}
	widgets.SetVisible(a.thinking, r.panel == panelThinking)
	// The practice panel takes the move list's place, in a scroll that
	// would otherwise cover the list (and catch its clicks).
	widgets.SetVisible(a.practiceScroll, r.panel == panelPractice)
	// The training and puzzle panels show and hide themselves (their
	// files); their scrolls follow, so that a hidden one's scroll does
	// not cover the move list either.
	widgets.SetVisible(a.trainScroll, a.train.box.Visible())
	widgets.SetVisible(a.puzzlesScroll, a.puzzles.box.Visible())
	// The explorer lists the game's moves: not beside an exercise's own
	// position. It comes back when the exercise ends.
	if v := &a.explorer; v.box != nil {
		shown := v.on && r.board != boardOwn
		if shown != v.box.Visible() {
			widgets.SetVisible(v.box, shown)
			v.shownFEN = "" // list the position now on the board
			a.updateExplorer()
		}
	}
}
