package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/notation"
	"chessmaster/ui/widgets"
)

// Training (the Training menu): an endgame drill against the tablebases
// (training_drill.go) or the repertoire trainer (training_repertoire.go)
// takes the board as practice does: a panel in place of the move list
// says what the trainer wants and its verdict on each move, a move made on
// the board (or typed in the panel) goes to the trainer, not into the
// game, and the trainer's answer is put on the board. The game under it
// is left exactly as it was; the items that would change it are out of
// reach until Stop.

// trainer is what the training panel drives.
type trainer interface {
	// name is the mode as the status line names it ("Endgame drill").
	name() string
	// title heads the panel.
	title() string
	// position is what the board shows now.
	position() trainingPosition
	// info is the panel's line on where the session stands
	// ("DTZ 11 · mate in 6", "12 positions to go").
	info() string
	// play gives the user's move (UCI) to the trainer and returns its
	// verdict.
	play(uci string) (text string, imp widget.Importance)
	// hint is the help asked for with Hint, in words.
	hint() string
}

// trainingPosition is the board of a training session.
type trainingPosition struct {
	FEN      string
	LastMove string // UCI, highlighted
	LastFrom string // the FEN LastMove was played in (for the spoken line)
	Check    bool   // the side to move is in check
	White    bool   // the user plays White: White at the bottom
	Over     bool   // the session takes no more moves
}

// givesCheck reports whether uci, played in fen, gives check.
func givesCheck(fen, uci string) bool {
	san := notation.SANMoves(fen, []string{uci})
	return len(san) == 1 && (strings.HasSuffix(san[0], "+") || strings.HasSuffix(san[0], "#"))
}

// sanDisplay is a move of fen in SAN in the chosen letters, without its
// number (for lists of moves of one position).
func sanDisplay(fen, uci string) string {
	san := notation.SANMoves(fen, []string{uci})
	if len(san) != 1 {
		return uci
	}
	return widgets.SanDisplay(san[0])
}

// trainingView is the training panel and the session behind it.
type trainingView struct {
	box      *fyne.Container
	title    *widget.Label
	info     *widget.Label
	feedback *widget.Label
	entry    *widget.Entry
	hint     *widget.Button
	stop     *widget.Button

	s *trainingSession // nil while not training
}

// trainingSession is one session and what it took from the window.
type trainingSession struct {
	t trainer
	boardHold
}

func newTrainingView(a *App) trainingView {
	v := trainingView{}
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.Wrapping = fyne.TextWrapWord // a long ending's name ("King, bishop and knight against king") in a narrow column
	v.info = widget.NewLabel("")
	v.info.Wrapping = fyne.TextWrapWord
	v.feedback = widget.NewLabel("")
	v.feedback.Wrapping = fyne.TextWrapWord
	v.entry = widget.NewEntry()
	v.entry.SetPlaceHolder(lang.L("Type your move"))
	v.entry.OnSubmitted = a.trainingTyped
	v.hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.HelpIcon(), a.trainingHint)
	v.stop = widget.NewButtonWithIcon(lang.L("Stop"), theme.MediaStopIcon(), a.stopTraining)
	v.box = container.NewVBox(v.title, widget.NewSeparator(), v.info, v.feedback, v.entry,
		container.NewGridWithColumns(2, fitted(v.hint), fitted(v.stop)))
	v.box.Hide()
	return v
}

// training reports whether a training session has the board.
func (a *App) training() bool { return a.train.s != nil }

// startTraining gives the board to t.
func (a *App) startTraining(t trainer) {
	if a.practicing() || a.training() {
		return
	}
	if st := a.ctrl.Snapshot(); st.Running {
		a.ctrl.Pause()
	}
	a.heldRunning = false // the dialog that asked must not start the game again
	a.setAnalysis(false)
	s := &trainingSession{t: t, boardHold: a.holdBoard()}
	a.train.s = s
	a.board.OnMove = a.trainingMove
	a.board.Keys.OnTypedRune = a.trainingRune
	a.board.Keys.OnTypedKey = nil
	c := a.win.Canvas()
	c.SetOnTypedKey(a.practiceKey) // F flips; the keys that walk the game do nothing
	for _, sc := range []fyne.Shortcut{shortcutUndo, shortcutRedo, shortcutRedoShift, shortcutReview, shortcutContinue, shortcutAnalysis} {
		c.AddShortcut(sc, func(fyne.Shortcut) {})
	}
	for _, o := range a.practiceHidden() {
		o.Hide()
	}
	a.train.title.SetText(t.title())
	a.setTrainingFeedback("", widget.MediumImportance)
	a.train.entry.SetText("")
	a.train.box.Show()
	a.board.SetHint("")
	a.board.SetMarks(nil, nil)
	a.board.SetArrows(nil)
	a.refresh()
}

// stopTraining gives the board back to the game (Stop).
func (a *App) stopTraining() {
	if a.training() {
		a.endTraining()
		a.refresh()
	}
}

// endTraining puts the window back as it was before the session. The
// caller refreshes.
func (a *App) endTraining() {
	s := a.train.s
	if s == nil {
		return
	}
	a.train.s = nil
	a.releaseBoard(&s.boardHold, a.train.box)
	a.sayBoardMove() // the game's last move again
	a.board.SetBestMove("")
}

// showTraining keeps the session's position on the board at each
// refresh. A game that starts running (New Game) ends the session. It
// reports whether a session has the board.
func (a *App) showTraining() bool {
	s := a.train.s
	if s == nil {
		return false
	}
	if a.state.Running {
		a.endTraining()
		return false
	}
	a.trainingBoard()
	a.continueButton.Hide()
	a.status.SetText(a.trainingStatus())
	return true
}

// trainingStatus is the status line while training: the trainer's name
// and where it stands.
func (a *App) trainingStatus() string {
	s := a.train.s
	if s == nil {
		return ""
	}
	if info := s.t.info(); info != "" {
		return s.t.name() + " · " + info
	}
	return s.t.name()
}

// trainingBoard shows the session's position with the user's side at
// the bottom, taking moves while the session goes on.
func (a *App) trainingBoard() {
	s := a.train.s
	p := s.t.position()
	if flip := !p.White; a.board.Flipped() != flip {
		a.board.SetFlipped(flip)
		a.evalBar.SetFlipped(flip)
		a.updateCards()
	}
	var legal []string
	if !p.Over {
		legal, _, _ = notation.LegalMoves(p.FEN)
	}
	a.board.SetState(widgets.BoardState{FEN: p.FEN, Legal: legal, LastMove: p.LastMove, Check: p.Check, Enabled: !p.Over})
	a.sayMoveFrom(p.LastFrom, p.LastMove)
	a.updateCards() // captures and the side to move follow the position
	if info := s.t.info(); info != a.train.info.Text {
		a.train.info.SetText(info)
		a.train.box.Refresh()
	}
	if p.Over {
		a.train.hint.Disable()
		a.train.entry.Disable()
	} else {
		a.train.hint.Enable()
		a.train.entry.Enable()
	}
}

// setTrainingFeedback shows the verdict on the last move.
func (a *App) setTrainingFeedback(text string, imp widget.Importance) {
	f := a.train.feedback
	f.Importance = imp
	f.SetText(text)
	widgets.SetVisible(f, text != "")
	a.train.box.Refresh() // the panel lays its lines out again for the new text
}

// trainingMove gives a move made on the board to the trainer.
func (a *App) trainingMove(m string) {
	s := a.train.s
	if s == nil {
		return
	}
	if s.t.position().Over {
		a.trainingBoard()
		return
	}
	text, imp := s.t.play(m)
	a.setTrainingFeedback(text, imp)
	a.trainingBoard()
	a.status.SetText(a.trainingStatus())
}

// trainingHint shows the trainer's help.
func (a *App) trainingHint() {
	if s := a.train.s; s != nil && !s.t.position().Over {
		a.setTrainingFeedback(s.t.hint(), widget.HighImportance)
	}
}

// trainingTyped plays a move typed in the panel (SAN or UCI).
func (a *App) trainingTyped(text string) {
	s := a.train.s
	text = strings.TrimSpace(text)
	if s == nil || text == "" || s.t.position().Over {
		return
	}
	a.commitTypedMove(s.t.position().FEN, text, a.train.entry, a.setTrainingFeedback)
}

// trainingRune starts a typed move with a character typed on the board.
func (a *App) trainingRune(r rune) {
	e := a.train.entry
	if a.train.s == nil || r == ' ' {
		return
	}
	a.typeIntoEntry(e, r)
}

// blockMenusForTraining disables the items that would change the game
// while training, and the training items themselves during a practice.
func (a *App) blockMenusForTraining(m *appMenu) {
	m.drills.Disabled = a.practicing() || a.training() || a.solvingPuzzles()
	m.repertoire.Disabled = a.practicing() || a.training() || a.solvingPuzzles()
	s := a.train.s
	if s == nil {
		return
	}
	items := []*fyne.MenuItem{m.undo, m.redo, m.hint, m.continueGame, m.offerDraw, m.claimDraw, m.resign,
		m.review, m.practice, m.puzzles, m.study.analysis, m.study.setup, m.settings}
	s.block(append(items, m.moveItems...))
}
