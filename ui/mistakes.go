package ui

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"chessmaster/master"
	"chessmaster/mistakes"
	"chessmaster/ui/widgets"
)

// Mistakes in My Games (File → Mistakes in My Games…): the user picks PGN
// files and which player is "me"; the games of that player are reviewed
// on a goroutine of their own (package mistakes: each game once, the
// reviews kept in the store in the user's cache folder), while a window of
// its own shows a progress bar with a Cancel button and the main window
// stays usable. The same window then shows the report (mistakes_report.go):
// accuracy per game and over time, mistakes by opening, phase and kind,
// and the list of mistakes, each of which opens its game at that move;
// Practice These Mistakes sets them on the board (practice.go).

// mistakesView is the collection's window and the run behind it.
type mistakesView struct {
	// nodes is the review's budget per position (0: review.DefaultNodes);
	// storeDir the review store (""; mistakes.DefaultDir()). Tests set
	// both.
	nodes    uint64
	storeDir string

	files []string     // the files last chosen
	me    string       // the name last chosen
	ask   *mistakesAsk // the dialog while it is open

	win    fyne.Window // the report window (nil while closed)
	report *mistakesReport
	run    *mistakesRun
	result *mistakes.Collection
}

// mistakesRun is a collection under way.
type mistakesRun struct {
	cancel context.CancelFunc
}

// startMistakes collects the mistakes of me in files, showing the window
// with its progress.
func (a *App) startMistakes(files []string, me string) {
	v := &a.mistakes
	if v.run != nil {
		return
	}
	v.files, v.me = files, me
	store := &mistakes.Store{Dir: v.storeDir}
	if store.Dir == "" {
		dir, err := mistakes.DefaultDir()
		if err != nil {
			fyne.LogError("no review store", err)
		}
		store.Dir = dir
	}
	ctx, cancel := context.WithCancel(context.Background())
	run := &mistakesRun{cancel: cancel}
	v.run, v.result = run, nil
	a.showMistakesWindow()
	v.report.running(me)
	opt := mistakes.Options{Me: me, Nodes: v.nodes, Store: store, EngineID: storeEngineID(a.opts.Version), SAN: master.SANMoves,
		Progress: func(p mistakes.Progress) {
			a.post(func() { a.mistakesProgress(run, p) })
		}}
	go func() {
		c, err := mistakes.Collect(ctx, files, opt)
		a.post(func() { a.finishMistakes(run, c, err) })
	}()
}

// storeEngineID names the program's reviews in the store: its version
// without the commit (as the command line names them, so both share the
// store).
func storeEngineID(version string) string {
	v, _, _ := strings.Cut(version, " (")
	return v
}

// mistakesProgress moves the progress bar of run.
func (a *App) mistakesProgress(run *mistakesRun, p mistakes.Progress) {
	if a.mistakes.run != run || a.mistakes.report == nil {
		return
	}
	a.mistakes.report.progressTo(p)
}

// cancelMistakes stops a collection under way: the games reviewed so far
// are shown, and their reviews are kept.
func (a *App) cancelMistakes() {
	if run := a.mistakes.run; run != nil {
		run.cancel()
	}
}

// finishMistakes shows the end of run.
func (a *App) finishMistakes(run *mistakesRun, c *mistakes.Collection, err error) {
	v := &a.mistakes
	if v.run != run {
		return
	}
	v.run = nil
	run.cancel()
	if c == nil {
		if v.report != nil {
			v.report.failed(err)
		}
		return
	}
	v.result = c
	if v.report != nil {
		v.report.show(c, errors.Is(err, context.Canceled))
	}
}

// closeMistakes stops a collection and closes its window (the app
// closes).
func (a *App) closeMistakes() {
	a.cancelMistakes()
	if w := a.mistakes.win; w != nil {
		a.mistakes.win = nil
		w.Close()
	}
}

// mistakeLine is one mistake as the list shows it: "3. games.pgn #2 ·
// 18… fxe6 ?? blunder · missed mate · better Rxg3+".
func mistakeLine(i int, m *mistakes.Mistake) string {
	line := fmt.Sprintf("%d. %s #%d · %s%s %s · %s", i+1, filepath.Base(m.Game.File), m.Game.Number,
		moveNumberText(m), widgets.NagGlyphs[m.Class.NAG()], className(m.Class), kindNames(m.Kinds))
	if m.Best != "" {
		line += " · " + lang.L("better {{.Move}}", tm{"Move": moveDisplay(m.FEN, m.BestUCI)})
	}
	return line
}

// moveNumberText is the mistake's move with its number, in the window's
// notation ("18… fxe6").
func moveNumberText(m *mistakes.Mistake) string {
	dots := "."
	if !m.White {
		dots = "…"
	}
	return fmt.Sprintf("%d%s %s", m.MoveNumber, dots, moveDisplay(m.FEN, m.UCI))
}
