package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/fenfields"
	"chessmaster/internal/regularfile"
	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/pgn"
	"chessmaster/puzzle"
	"chessmaster/ui/widgets"
)

// Puzzles (Training → Puzzles): the board shows a puzzle (package puzzle)
// with the solver at the bottom, after the opponent's move that made it
// (highlighted). A move made on the board is judged by the puzzle
// session: a right one is answered with the opponent's reply, a wrong
// one is not played and counts as a miss (the puzzle can still be
// finished). Hint marks the piece to move (a second hint draws the
// move), Solution plays the rest; both count as a miss. Next deals the
// next puzzle, one near the user's puzzle rating (Glicko-2), which is
// kept with the history in puzzles.json beside the preferences, saved
// after each result. The puzzles come from the built-in set, or from a
// PGN file (puzzles_mine.go): a puzzle file is read, a file of games is
// mined in the background, with its progress and Cancel. As while
// practicing, the game is left as it was and what would change it is
// out of reach; Stop ends.

// puzzleView is the puzzle panel and the run behind it.
type puzzleView struct {
	box      *fyne.Container // in place of the move list
	info     *widget.Label   // which puzzle, whose move
	feedback *widget.Label   // the verdict on the last move
	rating   *widget.Label   // the user's rating
	progress *widget.Label   // mining progress
	hint     *widget.Button
	solution *widget.Button
	next     *widget.Button
	stop     *widget.Button
	fromFile *widget.Button // puzzles from a file, or mined from its games
	cancel   *widget.Button // stops the mining

	// load gives the built-in puzzles (tests give their own).
	load func() ([]puzzle.Puzzle, error)
	// profilePath is where the profile is kept ("" beside the
	// preferences, see puzzleProfilePath).
	profilePath string

	s      *puzzleRun
	mining context.CancelFunc // the mining in progress, or nil
}

// puzzleRun is puzzles being played.
type puzzleRun struct {
	trainer  *puzzle.Trainer
	session  *puzzle.Session
	source   string // "built-in set" or the file's name
	lastMove string // the move to highlight
	lastFrom string // the position lastMove was played in (the spoken line)
	hints    int

	boardHold
}

func newPuzzleView(a *App) puzzleView {
	v := puzzleView{load: puzzle.Builtin}
	title := widget.NewLabelWithStyle(lang.L("Puzzles"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.info = widget.NewLabel("")
	v.info.Wrapping = fyne.TextWrapWord
	v.feedback = widget.NewLabel("")
	v.feedback.Wrapping = fyne.TextWrapWord
	v.rating = widget.NewLabel("")
	v.rating.Wrapping = fyne.TextWrapWord
	v.progress = widget.NewLabel("")
	v.progress.Wrapping = fyne.TextWrapWord
	v.progress.Hide()
	v.hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.HelpIcon(), a.puzzleHint)
	v.solution = widget.NewButtonWithIcon(lang.L("Solution"), theme.VisibilityIcon(), a.puzzleSolution)
	v.next = widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), a.nextPuzzle)
	v.stop = widget.NewButtonWithIcon(lang.L("Stop"), theme.MediaStopIcon(), a.stopPuzzles)
	v.fromFile = widget.NewButtonWithIcon(lang.L("Puzzles from a file…"), theme.FolderOpenIcon(), a.askPuzzleFile)
	v.cancel = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), a.cancelPuzzleMining)
	v.cancel.Hide()
	v.box = container.NewVBox(title, widget.NewSeparator(), v.info, v.feedback, v.rating,
		container.NewGridWithColumns(2, fitted(v.hint), fitted(v.solution)),
		container.NewGridWithColumns(2, fitted(v.next), fitted(v.stop)),
		widget.NewSeparator(), fitted(v.fromFile), v.progress, v.cancel)
	v.box.Hide()
	return v
}

// solvingPuzzles reports whether the window shows puzzles.
func (a *App) solvingPuzzles() bool { return a.puzzles.s != nil }

// puzzleProfilePath is where the puzzle profile lives: the one the
// terminal's puzzles use too (puzzle.DefaultProfilePath), so that the
// user has one puzzle rating; beside the preferences (the app's storage)
// only where there is no config folder.
func (a *App) puzzleProfilePath() string {
	if p := a.puzzles.profilePath; p != "" {
		return p
	}
	own := ""
	if dir := autosaveDir(a.fyneApp); dir != "" {
		own = filepath.Join(dir, "puzzles.json")
	}
	shared := puzzle.DefaultProfilePath()
	if shared == "" {
		return own
	}
	if own != "" {
		mergeOwnPuzzleProfile(own, shared)
	}
	return shared
}

// mergeOwnPuzzleProfile moves the profile earlier versions of the window
// kept beside its preferences into the shared one: the puzzles played in
// both, rated again in the order played (puzzle.Merge). The old file is
// kept, renamed, never deleted; a profile that cannot be read is left
// as it is (LoadProfile reports it when the puzzles start).
func mergeOwnPuzzleProfile(own, shared string) {
	if regularfile.Check(own) != nil {
		return // none (the usual case), or nothing a profile could be
	}
	mine, err := puzzle.LoadProfile(own)
	if err != nil {
		return
	}
	theirs, err := puzzle.LoadProfile(shared)
	if err != nil {
		return
	}
	if err := puzzle.Merge(theirs, mine).Save(shared); err != nil {
		fyne.LogError("cannot merge the window's puzzle profile", err)
		return
	}
	if err := os.Rename(own, own+".merged"); err != nil {
		fyne.LogError("cannot rename the merged puzzle profile", err)
	}
}

// startBuiltinPuzzles is Game → Puzzles: the built-in set.
func (a *App) startBuiltinPuzzles() {
	ps, err := a.puzzles.load()
	if err != nil {
		a.showError(err)
		return
	}
	a.startPuzzles(ps, lang.L("built-in set"))
}

// startPuzzles deals from ps (source names them), or goes on dealing
// from them when puzzles are already shown.
func (a *App) startPuzzles(ps []puzzle.Puzzle, source string) {
	if len(ps) == 0 {
		a.showError(puzzle.ErrNoPuzzles)
		return
	}
	path := a.puzzleProfilePath()
	prof, err := puzzle.LoadProfile(path)
	if err != nil {
		// A damaged profile is kept: this run rates in memory only.
		a.showError(err)
		prof, path = puzzle.NewProfile(), ""
	}
	tr := puzzle.NewTrainer(ps, prof, path, uint64(len(prof.History))+1)
	if s := a.puzzles.s; s != nil {
		s.trainer, s.source = tr, source
		a.nextPuzzle()
		return
	}
	if st := a.ctrl.Snapshot(); st.Running {
		a.ctrl.Pause()
	}
	a.heldRunning = false
	a.setAnalysis(false)
	a.puzzles.s = &puzzleRun{trainer: tr, source: source, boardHold: a.holdBoard()}
	a.enterPuzzles()
	a.nextPuzzle()
	a.refresh()
}

// enterPuzzles takes the board's moves and hides what would change the
// game, as practicing does.
func (a *App) enterPuzzles() {
	a.board.OnMove = a.puzzleMove
	a.board.Keys.OnTypedRune = nil
	a.board.Keys.OnTypedKey = nil
	c := a.win.Canvas()
	c.SetOnTypedKey(a.practiceKey) // F flips; the game's keys do nothing
	for _, sc := range []fyne.Shortcut{shortcutUndo, shortcutRedo, shortcutRedoShift, shortcutReview, shortcutContinue, shortcutAnalysis} {
		c.AddShortcut(sc, func(fyne.Shortcut) {})
	}
	for _, o := range a.practiceHidden() {
		o.Hide()
	}
	a.puzzles.box.Show()
}

// endPuzzles puts the window back. The caller refreshes.
func (a *App) endPuzzles() {
	s := a.puzzles.s
	if s == nil {
		return
	}
	a.puzzles.s = nil
	a.releaseBoard(&s.boardHold, a.puzzles.box)
	a.sayBoardMove() // the game's last move again
	a.board.SetHint("")
	a.board.SetMarks(nil, nil)
}

// stopPuzzles is Stop.
func (a *App) stopPuzzles() {
	a.cancelPuzzleMining()
	a.endPuzzles()
	a.refresh()
}

// nextPuzzle deals the next puzzle.
func (a *App) nextPuzzle() {
	s := a.puzzles.s
	if s == nil {
		return
	}
	ses, err := s.trainer.Next()
	if err != nil {
		a.showError(err)
		return
	}
	s.session, s.hints = ses, 0
	p := ses.Puzzle()
	s.lastMove, s.lastFrom = p.Lead, p.FEN
	flip := ses.Solver() == 1 // Black at the bottom
	if a.board.Flipped() != flip {
		a.board.SetFlipped(flip)
		a.evalBar.SetFlipped(flip)
		a.updateCards()
	}
	a.board.SetHint("")
	a.board.SetMarks(nil, nil)
	side := sideName(puzzleSide(ses))
	info := lang.L("Puzzle {{.ID}} ({{.Source}}), rated {{.Rating}}. Find the best move for {{.Side}}.",
		tm{"ID": p.ID, "Source": s.source, "Rating": p.Rating, "Side": side})
	if p.Lead != "" {
		info = lang.L("The opponent played {{.Move}}.", tm{"Move": moveDisplay(p.FEN, p.Lead)}) + " " + info
	}
	a.puzzles.info.SetText(info)
	a.setPuzzleFeedback("", widget.MediumImportance)
	a.showPuzzleRating()
	a.puzzleBoard() // the board, the cards and the status line
}

// puzzleSide is the solver's colour.
func puzzleSide(s *puzzle.Session) master.Color {
	if s.Solver() == 1 {
		return master.Black
	}
	return master.White
}

// puzzleBoard shows the session's position; moves are taken until the
// puzzle is done.
func (a *App) puzzleBoard() {
	s := a.puzzles.s
	ses := s.session
	fen := ses.FEN()
	var legal []string
	if !ses.Done() {
		legal, _, _ = notation.LegalMoves(fen)
	}
	check := false
	if pos := ses.Position(); pos.InCheck() {
		check = true
	}
	a.board.SetState(widgets.BoardState{FEN: fen, Legal: legal, LastMove: s.lastMove, Check: check, Enabled: !ses.Done()})
	a.sayMoveFrom(s.lastFrom, s.lastMove)
	// The cards' captures and side to move, and the status line, follow
	// the puzzle's position move by move.
	a.updateCards()
	a.status.SetText(a.puzzleStatus())
	if ses.Done() {
		a.puzzles.hint.Disable()
		a.puzzles.solution.Disable()
	} else {
		a.puzzles.hint.Enable()
		a.puzzles.solution.Enable()
	}
}

// puzzleMove judges a move made on the board.
func (a *App) puzzleMove(m string) {
	s := a.puzzles.s
	if s == nil || s.session == nil {
		return
	}
	fen := s.session.FEN()
	fb, err := s.session.Play(m)
	if err != nil {
		a.puzzleBoard()
		return
	}
	a.board.SetHint("")
	a.board.SetMarks(nil, nil)
	played := moveDisplay(fen, m)
	switch {
	case !fb.Correct:
		a.setPuzzleFeedback(lang.L("{{.Move}} is not it. Try again, or ask for a hint or the solution.", tm{"Move": played}), widget.DangerImportance)
	case fb.Done:
		s.lastMove, s.lastFrom = m, fen
		a.setPuzzleFeedback(lang.L("{{.Move}} — solved!", tm{"Move": played}), widget.SuccessImportance)
	default:
		s.lastMove, s.lastFrom = fb.Reply, ""
		reply := fb.Reply
		if _, fens, err := notation.LinePositions(fen, []string{m, fb.Reply}); err == nil && len(fens) == 2 {
			reply = moveDisplay(fens[1], fb.Reply)
			s.lastFrom = fens[1]
		}
		a.setPuzzleFeedback(lang.L("{{.Move}} is right. The opponent answers {{.Reply}}. Your move.",
			tm{"Move": played, "Reply": reply}), widget.SuccessImportance)
	}
	a.recordPuzzle(fb.Decided)
	a.puzzleBoard()
}

// recordPuzzle rates a decided puzzle and saves the profile.
func (a *App) recordPuzzle(o puzzle.Outcome) {
	s := a.puzzles.s
	if s == nil || o == puzzle.Undecided {
		return
	}
	p := s.session.Puzzle()
	if err := s.trainer.Record(&p, o == puzzle.Won); err != nil {
		a.showError(err)
	}
	a.showPuzzleRating()
}

// showPuzzleRating shows the user's rating and how many were played.
func (a *App) showPuzzleRating() {
	pr := a.puzzles.s.trainer.Profile()
	a.puzzles.rating.SetText(lang.L("Your puzzle rating: {{.Rating}} ({{.Count}} played)",
		tm{"Rating": int(pr.Rating.R + 0.5), "Count": len(pr.History)}))
}

// puzzleHint marks the piece to move; a second hint draws the move.
func (a *App) puzzleHint() {
	s := a.puzzles.s
	if s == nil || s.session.Done() {
		return
	}
	mv, o := s.session.Hint()
	if len(mv) < 4 {
		return
	}
	s.hints++
	if s.hints == 1 {
		a.board.SetMarks(nil, []pgn.Square{{Color: "G", Square: mv[:2]}})
		a.setPuzzleFeedback(lang.L("Hint: move the piece on {{.Square}}.", tm{"Square": mv[:2]}), widget.MediumImportance)
	} else {
		a.board.SetHint(mv)
		a.setPuzzleFeedback(lang.L("Hint: play {{.Move}}.", tm{"Move": moveDisplay(s.session.FEN(), mv)}), widget.MediumImportance)
	}
	a.recordPuzzle(o)
}

// puzzleSolution plays the rest of the solution.
func (a *App) puzzleSolution() {
	s := a.puzzles.s
	if s == nil || s.session.Done() {
		return
	}
	fen := s.session.FEN()
	rest, o := s.session.ShowSolution()
	if len(rest) > 0 {
		s.lastMove, s.lastFrom = rest[len(rest)-1], ""
		if _, fens, err := notation.LinePositions(fen, rest); err == nil && len(fens) == len(rest) {
			s.lastFrom = fens[len(fens)-1]
		}
	}
	a.board.SetHint("")
	a.board.SetMarks(nil, nil)
	a.setPuzzleFeedback(lang.L("The solution: {{.Line}}", tm{"Line": lineDisplay(fen, rest, 0)}), widget.MediumImportance)
	a.recordPuzzle(o)
	a.puzzleBoard()
}

// setPuzzleFeedback shows the verdict on a move.
func (a *App) setPuzzleFeedback(text string, imp widget.Importance) {
	f := a.puzzles.feedback
	f.Importance = imp
	f.SetText(text)
	widgets.SetVisible(f, text != "")
}

// showPuzzles keeps the puzzle on the board at each refresh; a game
// that starts running (a new game) ends the puzzles. It reports whether
// the window shows puzzles.
func (a *App) showPuzzles() bool {
	s := a.puzzles.s
	if s == nil {
		return false
	}
	if a.state.Running {
		a.cancelPuzzleMining()
		a.endPuzzles()
		return false
	}
	a.puzzleBoard()
	a.continueButton.Hide()
	a.status.SetText(a.puzzleStatus())
	return true
}

// puzzleStatus is the status line while solving puzzles.
func (a *App) puzzleStatus() string {
	s := a.puzzles.s
	if s == nil || s.session == nil {
		return lang.L("Puzzles")
	}
	if s.session.Done() {
		return lang.L("Puzzles") + " · " + lang.L("done: Next for another")
	}
	side := master.White
	if fenfields.Split(s.session.FEN()).BlackToMove() {
		side = master.Black
	}
	return lang.L("Puzzles") + " · " + lang.L("{{.Side}} to move", tm{"Side": sideName(side)})
}

// blockMenusForPuzzles disables the menu items that would change the
// game while solving puzzles.
func (a *App) blockMenusForPuzzles(m *appMenu) {
	s := a.puzzles.s
	if s == nil {
		m.puzzles.Disabled = a.practicing() || a.training()
		return
	}
	items := []*fyne.MenuItem{m.undo, m.redo, m.hint, m.continueGame, m.offerDraw, m.claimDraw, m.resign,
		m.review, m.practice, m.puzzles, m.drills, m.repertoire, m.addRepertoire, m.mistakes,
		m.study.analysis, m.study.setup, m.settings}
	s.block(append(items, m.moveItems...))
}

// puzzleLabel trims a file name for the panel.
func puzzleLabel(path string) string { return strings.TrimSuffix(filepath.Base(path), ".pgn") }
