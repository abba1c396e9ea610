package ui

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// refresh redraws everything from a fresh snapshot of the game.
func (a *App) refresh() {
	a.refreshes++
	a.state = a.ctrl.Snapshot()
	a.tree = a.ctrl.Tree()
	a.updateLine()
	a.pruneRedo()
	a.showEvalBar()
	a.showBoard()
	a.describeBoard()
	a.moves.SetResult(resultLineText(a.tree, a.state, &a.result))
	a.moves.SetTree(a.tree, a.state.StartFEN, a.state.Path)
	if a.state.Thinking == master.NoColor {
		if info := a.lastReport(); info != nil {
			a.showThinking(info.side, info.info)
		} else {
			// Nothing reported about this position: an evaluation of
			// another one would mislead.
			a.thinking.Clear("")
			if !a.analysing() {
				a.evalBar.Set(0.5, "")
			}
		}
	}
	a.showReview()
	a.showModePanel(rulesOf(a.mode()))
	a.showContinue()
	a.status.SetText(a.statusLine())
	a.refreshStudy()
	// After refreshStudy: in a mode with a position of its own (drills,
	// puzzles, practice) it puts that position on the board, which the
	// cards' material is counted from.
	a.updateCards()
	a.updateExplorer()
	a.updateTitle()
	a.menu.update()
	a.relayoutSide() // after everything that shows or hides a part of it
}

type report struct {
	side master.Color
	info master.ThinkingInfo
}

// lastReport is the latest thinking report of a program, if any.
func (a *App) lastReport() *report {
	// The side that moved last thought last.
	if n := len(a.state.Moves); n > 0 {
		side := a.state.Turn.Other()
		if info := a.state.LastInfo[side]; info.Depth > 0 || info.Source != master.FromSearch {
			return &report{side, info}
		}
	}
	return nil
}

// showBoard puts the controller's position on the board. What it accepts
// is the mode's rule (rulesOf): in play a person's move when it is their
// turn; in a study (a loaded game, or one the user went back in, until
// Continue) moves for either side, which make variations.
func (a *App) showBoard() {
	r := rulesOf(a.mode())
	if r.board == boardOwn {
		return // the mode draws its own position (practice.go)
	}
	st := a.state
	last := ""
	if n := len(st.Moves); n > 0 {
		last = st.Moves[n-1].UCI
	}
	takes := a.boardTakes(r)
	legal := st.LegalMoves
	if !takes {
		legal = nil
	}
	legal, enabled := a.analysisInput(legal, takes)
	a.board.SetState(widgets.BoardState{FEN: st.FEN, Legal: legal, LastMove: last,
		Check: st.InCheck, Enabled: enabled})
	a.board.SetBestMove(a.reviewArrow())
	a.board.SetArrows(a.analysisArrows())
	a.showMarks()
}

// onBoardMove plays a move the user made on the board. At an earlier
// point of the game a new move becomes a variation; the moves that were
// there stay. In a game opened from a file the controller adds the move
// to the game for either side and nobody answers (State.Study): only
// Continue names the players and starts the clocks.
func (a *App) onBoardMove(m string) {
	if a.analysing() {
		a.addAnalysisMove(m) // a variation, for either side
		return
	}
	if err := a.ctrl.Play(m); err != nil {
		a.showError(err)
		a.refresh()
		return
	}
	// The controller's MoveEvent redraws and saves (onEvent): the one
	// place for both, so a move is drawn and stored once.
}

// updateCards shows names and clocks, the player at the bottom of the board
// in the bottom card.
func (a *App) updateCards() {
	bottom, top := master.White, master.Black
	if a.board.Flipped() {
		bottom, top = top, bottom
	}
	a.setCard(a.bottomCard, bottom)
	a.setCard(a.topCard, top)
	a.setCard(a.stackedCard, top)
}

func (a *App) setCard(c *widgets.PlayerCard, side master.Color) {
	st := a.state
	if rulesOf(a.mode()).board == boardOwn {
		a.setSessionCard(c, side)
		return
	}
	name := a.sidePlayer(side)
	t := st.Clock.White
	if side == master.Black {
		t = st.Clock.Black
	}
	shown := st.Clock.Enabled
	if st.Clock.FromFile {
		// A loaded game shows the times its file recorded, or none.
		shown = st.Clock.Known[side]
	}
	// The mode decides whether clocks show and run (rulesOf): only in
	// play does one run; a study shows the times of the board's move.
	clocks := rulesOf(a.mode()).clocks
	shown = shown && clocks != clocksHidden
	running := clocks == clocksLive && st.Clock.Running == side && !st.Outcome.Over()
	c.Set(name, t, shown, running)
	c.SetToGo(movesToGoText(st.Clock.ToGo[side]), st.Clock.Config.Moves > 0 && !st.Clock.FromFile)
	a.showMaterial(c, side)
	// The side to move is marked whether or not the game has a clock.
	c.SetToMove(st.Turn == side && !st.Outcome.Over())
	if side == master.White {
		c.Dot.FillColor = widgets.ColorWhitePiece
	} else {
		c.Dot.FillColor = widgets.ColorBlackPiece
	}
	c.Dot.Refresh()
}

// setSessionCard fills a card in a mode that shows a position of its own
// (practice, puzzles, drills): the game held under it is not on the
// board, so its players, clocks and captures would be stale there. The
// card names the colour and shows the material and the side to move of
// the position on the board.
func (a *App) setSessionCard(c *widgets.PlayerCard, side master.Color) {
	fen := a.board.State().FEN
	c.Set(sideName(side), 0, false, false)
	c.SetToGo("", false)
	a.showMaterialOf(c, side, a.sessionStartFEN(), fen)
	turn := master.White
	if f := strings.Fields(fen); len(f) > 1 && f[1] == "b" {
		turn = master.Black
	}
	c.SetToMove(fen != "" && turn == side)
	if side == master.White {
		c.Dot.FillColor = widgets.ColorWhitePiece
	} else {
		c.Dot.FillColor = widgets.ColorBlackPiece
	}
	c.Dot.Refresh()
}

// playerName is the name shown for a side. In a study, the PGN tag, so a
// loaded game shows who played it; in a game being played, the player
// who plays it now (a loaded game continued against the computer shows
// the computer, not the file's player); else the colour.
func (a *App) playerName(side master.Color) string {
	if n := a.state.Side(side).Name; n != "" && !a.state.Study {
		return displayName(n)
	}
	key := "White"
	if side == master.Black {
		key = "Black"
	}
	for _, t := range a.state.Tags {
		if t.Key == key && t.Value != "" && t.Value != "?" {
			return displayName(t.Value)
		}
	}
	if n := a.state.Side(side).Name; n != "" {
		return displayName(n)
	}
	return sideName(side)
}

// showThinking shows a program's report in the panel and the bar.
func (a *App) showThinking(side master.Color, info master.ThinkingInfo) {
	fen := a.state.FEN
	if side != a.state.Turn {
		// A report about the move just played: its PV starts one move
		// earlier.
		if n := len(a.state.Moves); n >= 2 {
			fen = a.state.Moves[n-2].FEN
		} else if n == 1 {
			fen = a.state.StartFEN
		}
	}
	pv := notation.SANLine(fen, info.PV, 12)
	a.thinking.Report(sideName(side), info, side, pv)
	a.evalBar.Set(notation.WhiteShare(info, side), reportScore(info, side))
	a.relayoutSide() // a longer line may take more of the tool panel
}

// showEvalBar shows the evaluation bar only when a program that reports
// evaluations plays: between two people it would sit at 0.00 for ever,
// in a study no program plays, a review draws its evaluations in its
// graph, and practice, puzzles and drills show positions of their own,
// which the bar (the held game's) would not be about (mode_rules.go;
// analysis shows the bar itself, analysis.go).
func (a *App) showEvalBar() {
	panel := rulesOf(a.mode()).panel
	show := reportsEvaluations(a.state) && panel != panelNone && panel != panelReview &&
		panel != panelPractice && panel != panelSession
	if show == a.evalBar.Visible() {
		return
	}
	if show {
		a.evalBar.Show()
	} else {
		a.evalBar.Hide()
	}
	a.boardBox.Refresh() // the bar is drawn in its slot, or the slot left empty
}

// reportsEvaluations says whether a player of the game is a program that
// evaluates positions (the built-in engine or a UCI engine).
func reportsEvaluations(st master.State) bool {
	for _, p := range []master.PlayerInfo{st.White, st.Black} {
		if p.Kind == master.Computer || p.Kind == master.UCIEngine {
			return true
		}
	}
	return false
}

// statusLine is the status text plus the hint or the review's verdict for
// the position on the board.
//
// It starts with the mode (mode.go): "Study · White (Carlsen) to move",
// "Play · Black (ChessMaster level 5) to move · thinking…".
func (a *App) statusLine() string {
	m := a.mode()
	switch m {
	case modeEdit:
		return modeName(m)
	case modePractice:
		return a.practiceStatus()
	case modeTraining:
		return a.trainingStatus()
	case modePuzzles:
		return a.puzzleStatus()
	}
	s := statusText(a.state, len(a.line))
	if note := a.reviewNote(); note != "" {
		s = note + " · " + s
	}
	if a.hintText != "" && a.hintFEN == a.state.FEN {
		s = a.hintText + " · " + s
	}
	return modeName(m) + " · " + s
}

// updateTitle shows the file name and a * while there are unsaved moves.
func (a *App) updateTitle() {
	t := "ChessMaster"
	if a.path != "" {
		t += " — " + filepath.Base(a.path)
	}
	if a.modified() {
		t += " *"
	}
	a.win.SetTitle(t)
}

// movesToGoText is the caption under a clock with periods of moves: the
// moves left before the next period's time ("" when none are counted).
func movesToGoText(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return lang.L("1 move to go")
	}
	return lang.L("{{.N}} moves to go", tm{"N": n})
}
