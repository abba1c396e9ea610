package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/internal/fenfields"
	"chessmaster/master"
	"chessmaster/notation"
	"chessmaster/practice"
	"chessmaster/review"
	"chessmaster/ui/widgets"
)

// Practice your mistakes (Game → Practice Mistakes…, after a review that
// found mistakes or blunders): the user picks whose mistakes (White's,
// Black's or both, the human's side first), and the board shows each
// position where one was made, in game order, with the side to move at
// the bottom. A panel in place of the move list tells what was played
// there ("Position 2 of 5 — in the game White played 23.Qxb7?? (blunder).
// Find a better move."). A move made on the board (or typed in the
// panel) is not played into the game: the engine judges it with the
// review's yardstick (package practice) on its own goroutine, the panel
// says whether it is as good as the engine's move, that it is the move
// from the game, or how many winning chances it gives away, and the
// position is put back for another try. A move as good as the engine's
// goes on to the next position after a moment. Solution shows the
// engine's move as an arrow and in SAN (a position solved after that
// does not count as found), Next skips a position, Stop ends. At the end
// a dialog says how many were found. The game, its moves, its marks and
// the move the board was on, is left exactly as it was: while practicing
// the move list, the navigation, the typed-move field and the Game and
// Move menus' items that change the game are out of reach. Opening or
// starting another game ends the practice.

// practiceAdvance is how long a position solved stays on the board
// before the next one.
const practiceAdvance = 1500 * time.Millisecond

// blockedItem is what a menu item blocked while practicing was.
type blockedItem struct {
	action   func()
	disabled bool
}

// practiceView is the practice panel and the session behind it.
type practiceView struct {
	box      *fyne.Container // in place of the move list while practicing
	position *widget.Label   // "Position 2 of 5 — in the game …"
	feedback *widget.Label   // the verdict on the last try
	entry    *widget.Entry   // a move typed instead of made on the board
	solution *widget.Button
	next     *widget.Button
	stop     *widget.Button

	// delay is how long a solved position stays before the next one
	// (practiceAdvance; tests set 0).
	delay time.Duration

	s *practiceSession // nil while not practicing
}

// practiceSession is one run through the exercises of a review.
type practiceSession struct {
	review *reviewResult // the review the exercises come from
	exs    []practice.Exercise
	ucis   []string // the game's moves (UCI), for the move before each exercise
	fens   []string // the position before each of them
	at     int      // the exercise on the board
	found  int      // solved without the solution

	shown  bool   // the solution of exs[at] was shown
	solved string // the move that solved exs[at]: waiting to go on
	try    int    // serial of the last try; a verdict for another is stale
	trying bool   // a try of exs[at] is being judged

	judge  *practice.Judge
	mu     *sync.Mutex // one search at a time in the judge's engine
	ctx    context.Context
	cancel context.CancelFunc
	timer  *time.Timer // goes on to the next position after a success

	// What practicing changed in the window, to put back at the end.
	flipped bool
	keyRune func(rune)                     // the board's typed characters
	keyKey  func(*fyne.KeyEvent)           // and keys
	blocked map[*fyne.MenuItem]blockedItem // menu items while blocked
}

func newPracticeView(a *App) practiceView {
	v := practiceView{delay: practiceAdvance}
	title := widget.NewLabelWithStyle(lang.L("Practice your mistakes"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.position = widget.NewLabel("")
	v.position.Wrapping = fyne.TextWrapWord
	v.feedback = widget.NewLabel("")
	v.feedback.Wrapping = fyne.TextWrapWord
	v.entry = widget.NewEntry()
	v.entry.SetPlaceHolder(lang.L("Type your move"))
	v.entry.OnSubmitted = a.practiceTyped
	v.solution = widget.NewButtonWithIcon(lang.L("Solution"), theme.VisibilityIcon(), a.practiceSolution)
	v.next = widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), a.practiceNext)
	v.stop = widget.NewButtonWithIcon(lang.L("Stop"), theme.MediaStopIcon(), a.stopPractice)
	v.box = container.NewVBox(title, widget.NewSeparator(), v.position, v.feedback, v.entry,
		container.NewGridWithColumns(2, fitted(v.solution), fitted(v.next), fitted(v.stop)))
	v.box.Hide()
	return v
}

// practicing reports whether the window is practicing.
func (a *App) practicing() bool { return a.practice.s != nil }

// practiceSource is the review whose mistakes can be practiced now, or
// nil.
func (a *App) practiceSource() *reviewResult {
	r := a.currentReview()
	if r == nil || a.review.run != nil || a.practicing() {
		return nil
	}
	for _, m := range r.rep.Moves {
		if m.Class >= review.Mistake && m.Best != "" {
			return r
		}
	}
	return nil
}

// practiceExercises are the exercises of r for side, with the game's
// moves in UCI and the position before each.
func practiceExercises(r *reviewResult, side practice.Side) (exs []practice.Exercise, ucis, fens []string, err error) {
	ucis, fens = r.ucis, r.fens
	if len(r.rep.Moves) > len(fens) || len(ucis) != len(fens) {
		return nil, nil, nil, errors.New(lang.L("the review does not match the game; review it again"))
	}
	return practice.Exercises(r.rep, r.startFEN, ucis, fens, side), ucis, fens, nil
}

// askPractice asks whose mistakes to practice, offering the sides that
// made some; the human's side is chosen at first.
func (a *App) askPractice() {
	r := a.practiceSource()
	if r == nil {
		return
	}
	type choice struct {
		label string
		side  practice.Side
	}
	var choices []choice
	count := map[practice.Side]int{}
	for _, side := range []practice.Side{practice.WhiteOnly, practice.BlackOnly, practice.Both} {
		exs, _, _, err := practiceExercises(r, side)
		if err != nil {
			a.showError(err)
			return
		}
		count[side] = len(exs)
	}
	add := func(side practice.Side, name string) {
		choices = append(choices, choice{fmt.Sprintf("%s (%s)", name, positionCount(count[side])), side})
	}
	if count[practice.WhiteOnly] > 0 {
		add(practice.WhiteOnly, sideName(master.White))
	}
	if count[practice.BlackOnly] > 0 {
		add(practice.BlackOnly, sideName(master.Black))
	}
	if count[practice.WhiteOnly] > 0 && count[practice.BlackOnly] > 0 {
		add(practice.Both, lang.L("Both sides"))
	}
	var labels []string
	for _, c := range choices {
		labels = append(labels, c.label)
	}
	radio := widget.NewRadioGroup(labels, nil)
	radio.Required = true
	radio.SetSelected(labels[0])
	want := a.humanSide()
	for _, c := range choices {
		if c.side == want {
			radio.SetSelected(c.label)
		}
	}
	content := container.NewVBox(widget.NewLabel(lang.L("Whose mistakes do you want to practice?")), radio)
	a.showHeld(dialog.NewCustomConfirm(lang.L("Practice Mistakes"), lang.L("Start"), lang.L("Cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		for _, c := range choices {
			if c.label == radio.Selected {
				a.startPractice(c.side)
				return
			}
		}
	}, a.win))
}

// humanSide is the side whose mistakes are practiced first: the one a
// person plays against a program, else both.
func (a *App) humanSide() practice.Side {
	wh, bh := a.settings.White.Kind == master.Human, a.settings.Black.Kind == master.Human
	switch {
	case wh && !bh:
		return practice.WhiteOnly
	case bh && !wh:
		return practice.BlackOnly
	}
	return practice.Both
}

// positionCount is "1 position" or "5 positions".
func positionCount(n int) string { return plural(n, lang.L("position"), lang.L("positions")) }

// startPractice sets the first position of side's mistakes on the board.
// It reports whether there was one.
func (a *App) startPractice(side practice.Side) bool {
	r := a.practiceSource()
	if r == nil {
		return false
	}
	exs, ucis, fens, err := practiceExercises(r, side)
	if err != nil {
		a.showError(err)
		return false
	}
	if len(exs) == 0 {
		a.showHeld(dialog.NewInformation(lang.L("Practice Mistakes"), lang.L("The review found no mistakes or blunders of that side."), a.win))
		return false
	}
	return a.beginPractice(r, exs, ucis, fens)
}

// beginPractice sets the exercises on the board. r is the review they
// come from, with the game's moves and positions (for the move before
// each exercise); nil for exercises from other games (the collected
// mistakes, mistakes_open.go): the practice then lasts whatever game the
// board has.
func (a *App) beginPractice(r *reviewResult, exs []practice.Exercise, ucis, fens []string) bool {
	if st := a.ctrl.Snapshot(); st.Running {
		a.ctrl.Pause()
	}
	// The game stays paused while practising: the dialog that asked
	// (holdClock) must not start it again when it closes.
	a.heldRunning = false
	a.setAnalysis(false)
	ctx, cancel := context.WithCancel(context.Background())
	s := &practiceSession{review: r, exs: exs, ucis: ucis, fens: fens, judge: practice.NewJudge(a.review.nodes),
		mu: &sync.Mutex{}, ctx: ctx, cancel: cancel, flipped: a.board.Flipped(),
		blocked: map[*fyne.MenuItem]blockedItem{}}
	a.practice.s = s
	a.enterPractice()
	a.showExercise(false)
	a.refresh()
	return true
}

// enterPractice takes away what could change the game or the board's
// move while practicing, and shows the panel. (The menus are blocked by
// blockMenusForPractice, at each update of the menus.)
func (a *App) enterPractice() {
	s := a.practice.s
	s.keyRune, s.keyKey = a.board.Keys.OnTypedRune, a.board.Keys.OnTypedKey
	a.board.OnMove = a.practiceMove
	a.board.Keys.OnTypedRune = a.practiceRune
	a.board.Keys.OnTypedKey = nil
	c := a.win.Canvas()
	c.SetOnTypedKey(a.practiceKey)
	// The shortcuts that change the game do nothing meanwhile (the menu
	// items that carry them are blocked as well: the desktop driver runs
	// a menu item's action for its shortcut even when it is disabled).
	for _, sc := range []fyne.Shortcut{shortcutUndo, shortcutRedo, shortcutRedoShift, shortcutReview, shortcutContinue, shortcutAnalysis} {
		c.AddShortcut(sc, func(fyne.Shortcut) {})
	}
	for _, o := range a.practiceHidden() {
		o.Hide()
	}
	a.practice.box.Show()
}

// practiceHidden are the parts of the window hidden while practicing.
func (a *App) practiceHidden() []fyne.CanvasObject {
	out := []fyne.CanvasObject{a.moves, a.review.box, a.moveInput.box, a.undoButton, a.redoButton}
	for _, b := range a.navButtons {
		out = append(out, b)
	}
	return out
}

// endPractice puts the window back as it was before practicing. The
// caller refreshes.
func (a *App) endPractice() {
	s := a.practice.s
	if s == nil {
		return
	}
	a.practice.s = nil
	s.cancel()
	if s.timer != nil {
		s.timer.Stop()
	}
	for it, was := range s.blocked {
		it.Action, it.Disabled = was.action, was.disabled
	}
	a.board.OnMove = a.onBoardMove
	a.board.Keys.OnTypedRune, a.board.Keys.OnTypedKey = s.keyRune, s.keyKey
	a.installShortcuts() // the game's shortcuts and keys again
	a.installStudyShortcuts()
	a.practice.box.Hide()
	a.practice.entry.SetText("")
	for _, o := range a.practiceHidden() {
		o.Show()
	}
	if a.board.Flipped() != s.flipped {
		a.flip()
	}
	a.board.SetBestMove("")
	a.sayBoardMove() // the game's last move again
}

// stopPractice ends the practice (Stop) and tells how many were found.
func (a *App) stopPractice() {
	s := a.practice.s
	if s == nil {
		return
	}
	a.endPractice()
	a.refresh()
	a.showHeld(dialog.NewInformation(lang.L("Practice over"),
		lang.L("{{.Found}} of {{.Count}} found.", tm{"Found": s.found, "Count": len(s.exs)}), a.win))
}

// showPractice keeps the exercise on the board at each refresh (the
// window draws the game's position first). A practice whose review is
// gone (another game was opened or started) ends here. It reports
// whether the window is practicing.
func (a *App) showPractice() bool {
	s := a.practice.s
	if s == nil {
		return false
	}
	if s.review != nil && a.currentReview() != s.review || a.state.Running {
		a.endPractice()
		return false
	}
	a.practiceBoard()
	a.continueButton.Hide()
	a.status.SetText(a.practiceStatus())
	return true
}

// practiceStatus is the status line while practicing.
func (a *App) practiceStatus() string {
	s := a.practice.s
	return lang.L("Practice") + " · " + lang.L("{{.Side}} to move", tm{"Side": sideName(exerciseSide(s.exs[s.at]))})
}

// blockMenusForPractice disables the menu items that would change the
// game, or the board's move, while practicing, and offers Practice
// Mistakes when there is something to practice.
func (a *App) blockMenusForPractice(m *appMenu) {
	m.practice.Disabled = a.practiceSource() == nil
	s := a.practice.s
	if s == nil {
		return
	}
	items := []*fyne.MenuItem{m.undo, m.redo, m.hint, m.continueGame, m.offerDraw, m.claimDraw, m.resign,
		m.review, m.practice, m.puzzles, m.study.analysis, m.study.setup, m.settings}
	items = append(items, m.moveItems...)
	for _, it := range items {
		if _, done := s.blocked[it]; !done {
			s.blocked[it] = blockedItem{it.Action, it.Disabled}
			it.Action = func() {}
		}
		it.Disabled = true
	}
}

// exerciseSide is the side to move in ex.
func exerciseSide(ex practice.Exercise) master.Color {
	if ex.White {
		return master.White
	}
	return master.Black
}

// showExercise puts the session's current exercise on the board and in
// the panel; keep keeps the verdict on the last try (a success, on the
// way to this one).
func (a *App) showExercise(keep bool) {
	s := a.practice.s
	ex := s.exs[s.at]
	s.shown, s.solved, s.trying = false, "", false
	s.try++
	played := moveDisplay(ex.FEN, ex.Played) + widgets.NagGlyphs[ex.Class.NAG()]
	v := &a.practice
	v.position.SetText(lang.L("Position {{.Number}} of {{.Count}} — in the game {{.Side}} played {{.Move}} ({{.Class}}). Find a better move.",
		tm{"Number": s.at + 1, "Count": len(s.exs), "Side": sideName(exerciseSide(ex)), "Move": played, "Class": className(ex.Class)}))
	if !keep {
		a.setPracticeFeedback("", widget.MediumImportance)
	}
	v.entry.SetText("")
	// The side to move at the bottom.
	if flip := !ex.White; a.board.Flipped() != flip {
		a.board.SetFlipped(flip)
		a.evalBar.SetFlipped(flip)
		a.updateCards()
	}
	a.board.SetHint("")
	a.board.SetMarks(nil, nil) // the game's, or the last exercise's
	a.practiceBoard()
	a.sayExerciseMove()
}

// sayExerciseMove puts on the spoken line the move that led to the
// exercise's position, as the board highlights it (the spoken line
// otherwise still said the held game's last move).
func (a *App) sayExerciseMove() {
	s := a.practice.s
	ex := s.exs[s.at]
	i := ex.Ply - 2
	if i < 0 || i >= len(s.ucis) || i >= len(s.fens) {
		a.spoken.SetText("")
		return
	}
	mover := master.White
	if fenfields.Split(s.fens[i]).BlackToMove() {
		mover = master.Black
	}
	a.spoken.SetText(moveInWordsFrom(s.fens[0], ex.Ply-1, mover, s.fens[i], s.ucis[i]))
}

// className is a mistake's class in words.
func className(c review.Class) string {
	switch c {
	case review.Inaccuracy:
		return lang.L("inaccuracy")
	case review.Mistake:
		return lang.L("mistake")
	case review.Blunder:
		return lang.L("blunder")
	}
	return c.String()
}

// practiceBoard shows the current exercise's position: the move before
// it highlighted, the solution's arrow once asked for, input while no try
// is being judged and the position is not solved.
func (a *App) practiceBoard() {
	s := a.practice.s
	ex := s.exs[s.at]
	last, check := "", false
	if i := ex.Ply - 2; i >= 0 && i < len(s.ucis) {
		last = s.ucis[i]
		san := notation.SANMoves(s.fens[i], []string{last})
		check = len(san) == 1 && strings.HasSuffix(san[0], "+")
	}
	if s.solved != "" {
		if !a.board.Pending {
			// The window redrew the board: the position with the move
			// that solved it as an arrow, until the next one.
			a.board.SetState(widgets.BoardState{FEN: ex.FEN, LastMove: last, Check: check})
			a.board.SetBestMove(s.solved)
		}
		return // else the move stays on the board until the next one
	}
	legal, _, err := notation.LegalMoves(ex.FEN)
	if err != nil {
		legal = nil
	}
	a.board.SetState(widgets.BoardState{FEN: ex.FEN, Legal: legal, LastMove: last, Check: check, Enabled: !s.trying})
	best := ""
	if s.shown {
		best = ex.Best
	}
	a.board.SetBestMove(best)
	a.board.SetArrows(nil)
	if s.trying {
		a.practice.solution.Disable()
	} else {
		a.practice.solution.Enable()
	}
}

// setPracticeFeedback shows the verdict on a try.
func (a *App) setPracticeFeedback(text string, imp widget.Importance) {
	f := a.practice.feedback
	f.Importance = imp
	f.SetText(text)
	widgets.SetVisible(f, text != "")
}

// practiceMove judges a move made on the board for the current exercise.
func (a *App) practiceMove(m string) {
	s := a.practice.s
	if s == nil || s.trying || s.solved != "" {
		if s != nil {
			a.practiceBoard()
		}
		return
	}
	ex := s.exs[s.at]
	san := moveDisplay(ex.FEN, m)
	if m == ex.Played {
		a.setPracticeFeedback(lang.L("{{.Move}} is the move from the game. Try another move.", tm{"Move": san}), widget.WarningImportance)
		a.practiceBoard()
		return
	}
	s.try++
	s.trying = true
	id, at := s.try, s.at
	a.setPracticeFeedback(lang.L("Checking {{.Move}}…", tm{"Move": san}), widget.MediumImportance)
	a.practice.solution.Disable()
	go func() {
		s.mu.Lock()
		v, err := s.judge.Try(s.ctx, ex, m)
		s.mu.Unlock()
		a.post(func() { a.practiceJudged(s, id, at, m, v, err) })
	}()
}

// practiceJudged tells the verdict on try id of exercise at.
func (a *App) practiceJudged(s *practiceSession, id, at int, m string, v practice.Verdict, err error) {
	if a.practice.s != s || s.try != id || s.at != at {
		return // stopped, or gone on meanwhile
	}
	s.trying = false
	ex := s.exs[at]
	san := moveDisplay(ex.FEN, m)
	best := moveDisplay(ex.FEN, ex.Best)
	switch {
	case err != nil:
		a.setPracticeFeedback("", widget.MediumImportance)
		if !errors.Is(err, context.Canceled) {
			a.showError(fmt.Errorf("%s: %w", lang.L("cannot judge the move"), err))
		}
	case v.Same:
		a.setPracticeFeedback(lang.L("{{.Move}} is the move from the game. Try another move.", tm{"Move": san}), widget.WarningImportance)
	case v.Good:
		var text string
		switch {
		case s.shown:
			text = lang.L("{{.Move}} is right, but the solution was shown: it does not count as found.", tm{"Move": san})
		case m == ex.Best:
			text = lang.L("{{.Move}} is the engine's move. Well found!", tm{"Move": san})
		default:
			text = lang.L("{{.Move}} is as good as the engine's move ({{.Best}}). Well found!", tm{"Move": san, "Best": best})
		}
		if !s.shown {
			s.found++
		}
		s.solved = m
		a.setPracticeFeedback(text, widget.SuccessImportance)
		a.practice.solution.Disable()
		a.goOnLater(s)
		return
	case v.Mate == review.MateLost:
		a.setPracticeFeedback(lang.L("{{.Move}} lets the forced mate slip. Try another move, or look at the solution.",
			tm{"Move": san}), widget.DangerImportance)
	case v.Mate == review.MateAllowed:
		a.setPracticeFeedback(lang.L("{{.Move}} allows a forced mate. Try another move, or look at the solution.",
			tm{"Move": san}), widget.DangerImportance)
	default:
		a.setPracticeFeedback(lang.L("{{.Move}} gives away {{.Loss}}% of the winning chances. Try another move, or look at the solution.",
			tm{"Move": san, "Loss": fmt.Sprintf("%.0f", v.Loss)}), widget.DangerImportance)
	}
	a.practiceBoard()
}

// goOnLater shows the next position after a moment.
func (a *App) goOnLater(s *practiceSession) {
	at := s.at
	next := func() {
		if a.practice.s == s && s.at == at && s.solved != "" {
			a.goOn(true)
		}
	}
	if a.practice.delay <= 0 {
		a.post(next)
		return
	}
	s.timer = time.AfterFunc(a.practice.delay, func() { a.post(next) })
}

// practiceNext goes on to the next position; after the last it ends the
// practice.
func (a *App) practiceNext() { a.goOn(false) }

// goOn goes on to the next position (keep: with the verdict on the last
// one), or ends the practice after the last.
func (a *App) goOn(keep bool) {
	s := a.practice.s
	if s == nil {
		return
	}
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
	if s.at+1 >= len(s.exs) {
		a.stopPractice()
		return
	}
	s.at++
	a.showExercise(keep)
	a.status.SetText(a.practiceStatus())
}

// practiceSolution shows the engine's move as an arrow and in SAN.
func (a *App) practiceSolution() {
	s := a.practice.s
	if s == nil || s.solved != "" || s.trying {
		return
	}
	ex := s.exs[s.at]
	s.shown = true
	a.setPracticeFeedback(lang.L("The engine plays {{.Move}}.", tm{"Move": moveDisplay(ex.FEN, ex.Best)}),
		widget.HighImportance)
	a.practiceBoard()
}

// practiceTyped plays a move typed in the panel (SAN or UCI) as if it
// were made on the board.
func (a *App) practiceTyped(text string) {
	s := a.practice.s
	text = strings.TrimSpace(text)
	if s == nil || text == "" {
		return
	}
	if !a.board.AcceptsInput() {
		return // a try is being judged, or the position is solved
	}
	a.commitTypedMove(s.exs[s.at].FEN, text, a.practice.entry, a.setPracticeFeedback)
}

// practiceRune starts a typed move with a character typed on the board.
func (a *App) practiceRune(r rune) {
	e := a.practice.entry
	if a.practice.s == nil || r == ' ' {
		return
	}
	a.typeIntoEntry(e, r)
}

// practiceKey handles keys typed while no control has the focus: F
// flips the board; the keys that walk the game do nothing.
func (a *App) practiceKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyF {
		a.flip()
	}
}
