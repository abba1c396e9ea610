package ui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"chessmaster/master"
	"chessmaster/review"
	"chessmaster/ui/widgets"
)

// Game review (Game → Review Game): the engine looks at every position of
// the main line on its own goroutine while a progress bar with a Cancel
// button sits under the move list; the window stays usable. The findings
// go into the game tree (review.Annotate writes [%eval] comments, the
// glyphs ?! ? ?? and the better line as a variation) so they are saved
// with the game. The window then shows an evaluation graph under the move
// list (clicking it goes to that move), each side's accuracy, and on a
// move the review faulted, the better move as a blue arrow and in the
// status line.

// reviewView is the review's part of the window.
type reviewView struct {
	box *fyne.Container // under the move list; empty without a review

	progressBox *fyne.Container
	progress    *widget.ProgressBar
	progressMsg *widget.Label
	cancel      *widget.Button

	resultBox *fyne.Container
	graph     *widgets.EvalGraph
	accuracy  *widgets.CompactText // a line per side

	nodes  uint64 // search budget per position (0: review.DefaultNodes)
	run    *reviewRun
	result *reviewResult
	note   string // the last run's end, when it did not give a result
}

// reviewRun is a review under way.
type reviewRun struct {
	cancel context.CancelFunc
}

// reviewResult is a finished review of the main line's first moves.
type reviewResult struct {
	rep      *review.Report
	startFEN string
	sans     []string // the main line reviewed, as the tree writes it
	ucis     []string // its moves in UCI (review.NullMove for a null move)
	fens     []string // the position before each of its moves
}

func newReviewView(a *App) reviewView {
	v := reviewView{}
	v.progress = widget.NewProgressBar()
	v.progressMsg = widget.NewLabel(lang.L("Reviewing the game…"))
	v.cancel = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), a.cancelReview)
	v.progressBox = container.NewVBox(v.progressMsg, container.NewBorder(nil, nil, nil, v.cancel, v.progress))
	v.graph = widgets.NewEvalGraph()
	v.graph.OnSelect = func(ply int) { a.goTo(make([]int, ply)) }
	v.accuracy = widgets.NewCompactText(fyne.TextStyle{Monospace: true}, theme.SizeNameText, theme.ColorNameForeground)
	closeBtn := widget.NewButtonWithIcon("", theme.WindowCloseIcon(), a.closeReview)
	closeBtn.Importance = widget.LowImportance
	title := widget.NewLabelWithStyle(lang.L("Game review"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// The title and the close button sit beside the graph, the accuracy
	// lines close up under it: all of it fits above the move list's 12
	// rows at 1100×760.
	graphRow := container.NewBorder(nil, nil, container.NewVBox(title), container.NewVBox(closeBtn), v.graph)
	accuracy := container.New(layout.NewCustomPaddedLayout(0, 0, theme.InnerPadding(), 0), v.accuracy)
	v.resultBox = container.NewVBox(graphRow, accuracy)
	v.box = container.NewVBox(v.progressBox, v.resultBox)
	v.progressBox.Hide()
	v.resultBox.Hide()
	return v
}

// startReview reviews the main line of the game: the controller's review
// (master.ChessMaster.Review, which the command line runs too) on its own
// goroutine. A running game is paused (Continue plays on).
func (a *App) startReview() {
	if a.review.run != nil {
		return
	}
	moves := len(a.ctrl.Tree().MainLine())
	if moves == 0 {
		return
	}
	if a.ctrl.Snapshot().Running {
		a.ctrl.Pause()
	}
	ctx, cancel := context.WithCancel(context.Background())
	run := &reviewRun{cancel: cancel}
	v := &a.review
	v.run, v.result, v.note = run, nil, ""
	v.progress.Max = float64(moves + 1)
	v.progress.SetValue(0)
	v.progressMsg.SetText(lang.L("Reviewing {{.Moves}}…", tm{"Moves": moveCount((moves + 1) / 2)}))
	opts := review.Options{Nodes: v.nodes, Progress: func(done, total int) {
		a.post(func() { a.reviewProgress(run, done, total) })
	}}
	go func() {
		rep, line, err := a.ctrl.Review(ctx, opts)
		a.post(func() { a.finishReview(run, rep, line, err) })
	}()
	a.refresh()
}

// reviewProgress moves the progress bar of run.
func (a *App) reviewProgress(run *reviewRun, done, total int) {
	if a.review.run != run {
		return
	}
	a.review.progress.Max = float64(total)
	a.review.progress.SetValue(float64(done))
}

// cancelReview stops a review under way.
func (a *App) cancelReview() {
	if run := a.review.run; run != nil {
		run.cancel()
	}
}

// closeReview is the panel's close button: the review goes, and the
// status line stops naming it at once (not at the next move).
func (a *App) closeReview() {
	a.clearReview()
	a.refresh()
}

// clearReview stops a review under way and forgets the last one's
// graph (its marks stay in the game).
func (a *App) clearReview() {
	a.cancelReview()
	a.review.run, a.review.result, a.review.note = nil, nil, ""
	if a.review.box != nil {
		a.showReview()
		a.board.SetBestMove("")
	}
}

// finishReview shows the end of run: the controller has written the
// report into the game tree, or says why not.
func (a *App) finishReview(run *reviewRun, rep *review.Report, line *master.ReviewedLine, err error) {
	v := &a.review
	if v.run != run {
		return // cancelled and replaced, or the game was replaced
	}
	v.run = nil
	run.cancel()
	switch {
	case errors.Is(err, context.Canceled):
		v.note = lang.L("Review cancelled")
	case errors.Is(err, master.ErrLineChanged):
		a.showError(errors.New(lang.L("the game's main line changed during the review; review it again")))
	case err != nil:
		a.showError(fmt.Errorf("%s: %w", lang.L("the review failed"), err))
	default:
		v.result = &reviewResult{rep: rep, startFEN: line.StartFEN, sans: line.SANs, ucis: line.UCIs, fens: line.FENs}
	}
	a.refresh()
}

// currentReview is the last review while the game's main line still
// begins with the moves it reviewed.
func (a *App) currentReview() *reviewResult {
	r := a.review.result
	if r == nil || a.tree == nil || a.state.StartFEN != r.startFEN {
		return nil
	}
	main := a.tree.MainLine()
	if len(main) < len(r.sans) {
		return nil
	}
	for i, s := range r.sans {
		if main[i].Move != s {
			return nil
		}
	}
	return r
}

// reviewedPly is the ply of the board's move when it is a reviewed move
// of the main line (0 for the start), or -1.
func (a *App) reviewedPly(r *reviewResult) int {
	p := a.state.Path
	if r == nil || len(p) > len(r.sans) || slices.ContainsFunc(p, func(i int) bool { return i != 0 }) {
		return -1
	}
	return len(p)
}

// faulted is the review of the board's move when the review found a
// better one.
func (a *App) faulted() (*reviewResult, *review.Move) {
	r := a.currentReview()
	ply := a.reviewedPly(r)
	if ply < 1 {
		return nil, nil
	}
	m := &r.rep.Moves[ply-1]
	if m.Class < review.Inaccuracy || m.Best == "" || m.Best == m.UCI {
		return nil, nil
	}
	return r, m
}

// reviewArrow is the better move to draw on the board, "" for none.
func (a *App) reviewArrow() string {
	if _, m := a.faulted(); m != nil {
		return m.Best
	}
	return ""
}

// reviewNote is the review's word on the board's move for the status
// line: "14...Qb6?? is a blunder; better was 14...Nd7".
func (a *App) reviewNote() string {
	if a.review.run != nil {
		return ""
	}
	r, m := a.faulted()
	if m == nil {
		return a.review.note
	}
	fen := r.fens[m.Ply-1]
	played := moveDisplay(fen, m.UCI) + widgets.NagGlyphs[m.Class.NAG()]
	better := moveDisplay(fen, m.Best)
	return reviewVerdict(m.Class, played, better)
}

// reviewVerdict is "14...Qb6?? is a blunder; better was 14...Nd7".
func reviewVerdict(c review.Class, played, better string) string {
	d := tm{"Played": played, "Better": better}
	switch c {
	case review.Inaccuracy:
		return lang.L("{{.Played}} is an inaccuracy; better was {{.Better}}", d)
	case review.Mistake:
		return lang.L("{{.Played}} is a mistake; better was {{.Better}}", d)
	case review.Blunder:
		return lang.L("{{.Played}} is a blunder; better was {{.Better}}", d)
	}
	return lang.L("{{.Played}}: better was {{.Better}}", d)
}

// showReview shows the review's progress or its results.
func (a *App) showReview() {
	v := &a.review
	if v.run != nil {
		v.progressBox.Show()
		v.resultBox.Hide()
		return
	}
	v.progressBox.Hide()
	r := a.currentReview()
	if r == nil {
		v.result = nil
		v.resultBox.Hide()
		return
	}
	chances := make([]float64, len(r.rep.Evals))
	for i, s := range r.rep.Evals {
		chances[i] = s.WinChance()
	}
	v.graph.Set(chances, a.reviewedPly(r))
	v.accuracy.SetText(accuracyText(r.rep, a.gamePlayer(master.White), a.gamePlayer(master.Black)))
	v.resultBox.Show()
}

// gamePlayer names one side of the game reviewed as its White or Black
// tag does, or by its colour: the review judges the moves of the game,
// not the players set up to play on (playerName falls back to those).
func (a *App) gamePlayer(side master.Color) string {
	key := "White"
	if side == master.Black {
		key = "Black"
	}
	for _, t := range a.state.Tags {
		if t.Key == key && t.Value != "" && t.Value != "?" {
			return displayName(t.Value)
		}
	}
	return sideName(side)
}

// accuracyText is each side's accuracy and its faulted moves:
//
//	White  92%  ?! 1  ? 0  ?? 0
//
// The names are padded to one width and end in a tab: in a narrow column
// the panel (widgets.CompactText) shortens the names, never the figures;
// in a wide one they are whole ("Deep Blue (Computer)" was cut to 13
// letters however much room the column had).
func accuracyText(rep *review.Report, white, black string) string {
	var b strings.Builder
	width := max(len([]rune(white)), len([]rune(black)))
	for side, name := range []string{white, black} {
		c := rep.Counts[side]
		if side > 0 {
			b.WriteByte('\n')
		}
		acc := fmt.Sprintf("%3.0f%%", rep.Accuracy[side])
		if rep.Judged(side) == 0 {
			acc = "   –" // no move of this side to judge
		}
		fmt.Fprintf(&b, "%-*s\t%s  ?! %d  ? %d  ?? %d", width, name, acc,
			c[review.Inaccuracy], c[review.Mistake], c[review.Blunder])
	}
	return b.String()
}
